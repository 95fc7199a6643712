import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";

const API_DIR = path.resolve(__dirname, "..", "..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** The real server (src/server.ts through tsx) in its own process, as `npm start` runs it. */
export async function startServer(
  env: Record<string, string>,
  { timeoutMs = 30_000 }: { timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, url, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become healthy:\n${output}`);
}

export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/** A minimal browser-like HTTP session over fetch: a cookie jar and the CSRF header. */
export class HttpSession {
  private readonly jar = new Map<string, string>();
  constructor(private readonly base: string) {}

  /** A JSON body, or `raw` bytes with their own content type (a multipart upload). */
  async send(
    method: string,
    url: string,
    body?: unknown,
    raw?: { payload: Buffer; headers: { "content-type": string } },
  ): Promise<Response> {
    const headers: Record<string, string> = {
      cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join("; "),
      ...raw?.headers,
    };
    const token = this.jar.get("csrftoken");
    if (token && method !== "GET") headers["x-csrftoken"] = token;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${this.base}${url}`, {
      method,
      headers,
      body: raw
        ? new Uint8Array(raw.payload)
        : body === undefined
          ? undefined
          : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const [name = "", ...value] = pair.split("=");
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.jar.delete(name);
      else this.jar.set(name, value.join("="));
    }
    return response;
  }
}
