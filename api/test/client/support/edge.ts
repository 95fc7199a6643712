import http from "node:http";
import type { AddressInfo } from "node:net";

/** What the edge does with one request: pass it on, answer it itself, or hang up. */
export type EdgeAction =
  "pass" | "hang up" | { status: number; headers?: Record<string, string>; body?: unknown };

/**
 * An HTTP server in front of the real API, as a proxy or CDN would be: it forwards every request
 * unless `decide` answers it itself (a 429 with a short Retry-After, a 502, a dropped connection)
 * — answers the real server gives only after a minute's rate limit, or never on demand.
 */
export async function startEdge(
  target: string,
  decide: (method: string, path: string) => EdgeAction,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const action = decide(request.method ?? "GET", request.url ?? "/");
    if (action === "hang up") {
      request.socket.destroy();
      return;
    }
    if (action !== "pass") {
      const body = action.body === undefined ? "" : JSON.stringify(action.body);
      response.writeHead(action.status, { "content-type": "application/json", ...action.headers });
      response.end(body);
      return;
    }
    const upstream = http.request(
      `${target}${request.url ?? "/"}`,
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
