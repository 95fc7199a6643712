// `npm run bench -w api`: autocannon, 50 connections, against the API's hot reads and a bare
// Fastify JSON route in the same run. Prints a table, writes bench/api-report.json, and exits 1
// when a target is missed (slug read >= 40% of the bare route, p99 <= 15 ms; the public, the
// build's and the dashboard's news list >= 25%; a visitor's admin check >= 60% and without a
// cookie). Shares are judged by the server's CPU time per request (see `share` below), with
// the req/s ratio printed beside them.
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { REPO_ROOT } from "../paths";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const PASSWORD = "bench-password-long";

interface Row {
  name: string;
  requestsPerSecond: number;
  /** The server process's CPU time per answered request, µs (see bench-server's /cpu). */
  serverCpuUsPerRequest: number | null;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  cpu?: () => Promise<number>,
): Promise<Row> {
  const before = await cpu?.();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  const after = await cpu?.();
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    serverCpuUsPerRequest:
      before === undefined || after === undefined
        ? null
        : Math.round(((after - before) / result.requests.total) * 100) / 100,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

async function adminCookie(api: string): Promise<string> {
  const csrf = await fetch(`${api}/api/csrf/`);
  const jar = new Map(
    csrf.headers.getSetCookie().map((c) => c.split(";")[0]!.split("=") as [string, string]),
  );
  const login = await fetch(`${api}/api/login/`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-csrftoken": jar.get("csrftoken")!,
      cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
    },
    body: JSON.stringify({ username: "bench", password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`bench login failed: ${login.status}`);
  for (const c of login.headers.getSetCookie()) {
    const [k, v] = c.split(";")[0]!.split("=") as [string, string];
    jar.set(k, v);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

interface Server {
  child: ChildProcess;
  ports: { api: number; bare: number; dataDir: string };
}

/** bench-server.ts in its own process; `dataDir` makes it a second instance on that data. */
async function startServer(dataDir?: string): Promise<Server> {
  const child = spawn(process.execPath, [path.join(__dirname, "bench-server.js")], {
    env: {
      ...process.env,
      BENCH_ADMIN_PASSWORD: PASSWORD,
      ...(dataDir ? { BENCH_DATA_DIR: dataDir } : {}),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [line] = await readline
    .createInterface({ input: child.stdout! })
    [Symbol.asyncIterator]()
    .next()
    .then((r) => [r.value as string]);
  return { child, ports: JSON.parse(line!) as Server["ports"] };
}

/**
 * One route through two instances on one SQLite file at once, the connections split between
 * them (as a load balancer would): what a second process adds on this machine's cores.
 */
async function measureBoth(name: string, urls: [string, string]): Promise<Row> {
  const halves = await Promise.all(
    urls.map((url) => autocannon({ url, connections: CONNECTIONS / 2, duration: DURATION })),
  );
  return {
    name,
    requestsPerSecond: Math.round(halves.reduce((sum, r) => sum + r.requests.average, 0)),
    serverCpuUsPerRequest: null,
    p50Ms: Math.max(...halves.map((r) => r.latency.p50)),
    p99Ms: Math.max(...halves.map((r) => r.latency.p99)),
    non2xx: halves.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

async function main() {
  const first = await startServer();
  const { ports } = first;
  const api = `http://127.0.0.1:${ports.api}`;
  let second: Server | undefined;
  try {
    const slug = (
      (await (await fetch(`${api}/api/news/?pageSize=1`)).json()) as { items: { slug: string }[] }
    ).items[0]!.slug;
    const cookie = await adminCookie(api);
    // What every public page view asks: a visitor's check must answer without a cookie.
    const visitorCheck = await fetch(`${api}/api/is-admin`);
    const visitorCookies = visitorCheck.headers.getSetCookie().length;
    const cpu = async () =>
      ((await (await fetch(`http://127.0.0.1:${ports.bare}/cpu`)).json()) as { micros: number })
        .micros;
    const run = (name: string, url: string, headers: Record<string, string> = {}) =>
      measure(name, url, headers, cpu);
    const rows = [
      await run("bare Fastify JSON route", `http://127.0.0.1:${ports.bare}/bare`),
      await run("GET /api/news/{slug}", `${api}/api/news/${slug}`),
      await run("GET /api/news/", `${api}/api/news/`),
      await run("GET /api/is-admin (visitor)", `${api}/api/is-admin`),
      await run("GET /api/is-admin (admin)", `${api}/api/is-admin`, { cookie }),
      // The site build's read: whole items, 50 a page (it follows nextCursor from there), asked
      // as its fetch() asks, which takes gzip.
      await run(
        "GET /api/news/?fields=full&pageSize=50 (build)",
        `${api}/api/news/?fields=full&pageSize=50`,
        { "accept-encoding": "gzip, deflate" },
      ),
      // The dashboard's list: an admin's, cached while no item changes (item-service.ts).
      await run("GET /api/news/ (dashboard, admin)", `${api}/api/news/`, { cookie }),
    ];
    // The bare route again, sending as many bytes as the build's list page does: how much of that
    // page's cost is only its size on the wire. Printed, not judged.
    const buildBytes = Number(
      (
        await fetch(`${api}/api/news/?fields=full&pageSize=50`, {
          headers: { "accept-encoding": "gzip, deflate" },
        })
      ).headers.get("content-length"),
    );
    rows.push(
      await run(
        `bare route, ${buildBytes} bytes (the build's page size)`,
        `http://127.0.0.1:${ports.bare}/bare-bytes?n=${buildBytes}`,
      ),
    );
    // Printed, not judged: two processes share this machine's two cores with the load generator.
    second = await startServer(ports.dataDir);
    const otherApi = `http://127.0.0.1:${second.ports.api}`;
    rows.push(
      await measureBoth("GET /api/news/{slug}, two instances", [
        `${api}/api/news/${slug}`,
        `${otherApi}/api/news/${slug}`,
      ]),
    );
    const bareRow = rows[0]!;
    const slugRow = rows[1]!;
    /**
     * A route against the bare one, judged by the server's CPU per request (its capacity), with
     * the req/s ratio beside it. On this machine's two cores the load generator shares the CPU:
     * for replies of a few KB it is the bottleneck (autocannon at 100% of a core, the server at
     * 20% on the build's 18 KB list), so req/s measures the client there, not the API.
     */
    const share = (row: Row, target: number, what: string) => {
      const capacity = bareRow.serverCpuUsPerRequest! / row.serverCpuUsPerRequest!;
      const rps = row.requestsPerSecond / bareRow.requestsPerSecond;
      return {
        target: `${what} >= ${target * 100}% of bare (server CPU per request)`,
        ok: capacity >= target,
        value: `${(capacity * 100).toFixed(0)}% (req/s ${(rps * 100).toFixed(0)}%)`,
      };
    };
    const checks = [
      ...[rows[2]!, rows[5]!, rows[6]!].map((row) => share(row, 0.25, row.name)),
      share(slugRow, 0.4, "slug read"),
      { target: "slug read p99 <= 15 ms", ok: slugRow.p99Ms <= 15, value: `${slugRow.p99Ms} ms` },
      share(rows[3]!, 0.6, "visitor's admin check"),
      {
        target: "visitor's admin check: 204, no Set-Cookie",
        ok: visitorCheck.status === 204 && visitorCookies === 0,
        value: `${visitorCheck.status}, ${visitorCookies} cookies`,
      },
      {
        target: "no errors",
        ok: rows.every((r) => r.non2xx === 0),
        value: rows.map((r) => r.non2xx).join("/"),
      },
    ];
    process.stdout.write(
      `\nAPI benchmark: ${CONNECTIONS} connections, ${DURATION} s per route\n\n`,
    );
    console.table(
      rows.map((r) => ({
        route: r.name,
        "req/s": r.requestsPerSecond,
        "% of bare": `${Math.round((r.requestsPerSecond / bareRow.requestsPerSecond) * 100)}%`,
        "server µs/req": r.serverCpuUsPerRequest ?? "",
        "p50 ms": r.p50Ms,
        "p99 ms": r.p99Ms,
        "non-2xx": r.non2xx,
      })),
    );
    console.table(
      checks.map((c) => ({ target: c.target, measured: c.value, result: c.ok ? "PASS" : "FAIL" })),
    );
    const out = path.join(REPO_ROOT, "bench", "api-report.json");
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          connections: CONNECTIONS,
          durationSeconds: DURATION,
          rows,
          checks,
        },
        null,
        2,
      ),
    );
    process.exitCode = checks.every((c) => c.ok) ? 0 : 1;
  } finally {
    // The second first: the first instance removes the data folder they share when it stops.
    if (second) {
      const exited = once(second.child, "exit");
      second.child.kill("SIGTERM");
      await exited;
    }
    first.child.kill("SIGTERM");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
