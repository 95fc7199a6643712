// The servers the API benchmark measures, in a process of their own so the load generator does
// not share their event loop: the real API (seeded sample content) and a bare Fastify JSON route.
// With BENCH_DATA_DIR, a second instance on the first one's data (the two-instance figures): it
// leaves the folder to the benchmark.
import Fastify from "fastify";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../app";
import { loadConfig } from "../config";

async function main() {
  const shared = process.env.BENCH_DATA_DIR;
  const dataDir = shared ?? fs.mkdtempSync(path.join(os.tmpdir(), "leca-bench-"));
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    JWT_SECRET: "bench-only-secret-bench-only-secret-000",
    CSRF_SECRET: "bench-only-secret-bench-only-secret-111",
    COOKIE_SECURE: "false",
    ADMIN_USERNAME: "bench",
    ADMIN_PASSWORD: process.env.BENCH_ADMIN_PASSWORD ?? "bench-password-long",
    BUILDER: "off",
    LOG_LEVEL: "silent",
    // The benchmark saturates the server on purpose; shedding load would hide its throughput.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
  });
  const app = await buildApp({ config, logger: false });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const bare = Fastify({ logger: false });
  bare.get("/bare", async () => ({ hello: "world" }));
  // The same route sending n bytes (made once): what a reply's size alone costs the server, the
  // reference for the replies of several KB (the build's list page is ~18 KB gzipped).
  const sized = new Map<number, Buffer>();
  bare.get<{ Querystring: { n: string } }>("/bare-bytes", async (request, reply) => {
    const n = Math.min(Number(request.query.n) || 0, 1 << 20);
    if (!sized.has(n)) sized.set(n, Buffer.alloc(n, "a"));
    return reply.type("application/json").send(sized.get(n));
  });
  // The process's CPU time so far (µs), read before and after each route's run: what a request
  // costs this server, whatever the load generator on the same cores could keep up with.
  bare.get("/cpu", async () => {
    const { user, system } = process.cpuUsage();
    return { micros: user + system };
  });
  await bare.listen({ host: "127.0.0.1", port: 0 });
  const port = (server: typeof bare) => (server.server.address() as { port: number }).port;
  process.stdout.write(
    `${JSON.stringify({ api: port(app as never), bare: port(bare), dataDir })}\n`,
  );
  const stop = async () => {
    await Promise.all([app.close(), bare.close()]);
    if (!shared) fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop());
}

void main();
