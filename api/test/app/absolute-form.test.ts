import net from "node:net";
import { makeApp, type TestApp } from "../helpers/app";

interface RawResponse {
  status: number;
  headers: string;
  body: string;
}

/** One request exactly as written, request line included: no HTTP client rewrites the target. */
function rawRequest(port: number, lines: string[], body = ""): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.end([...lines, "Connection: close", "", body].join("\r\n"));
    });
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const [head = "", rest = ""] = text.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), headers: head.toLowerCase(), body: rest });
    });
  });
}

describe("absolute-form request targets (GET http://host/api/...)", () => {
  let t: TestApp;
  let port: number;
  let host: string;
  beforeAll(async () => {
    t = await makeApp();
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
    host = `127.0.0.1:${port}`;
  });
  afterAll(() => t.close());

  it("get the CSRF check: a write without a token is refused", async () => {
    const response = await rawRequest(port, [
      `POST http://${host}/api/logout/ HTTP/1.1`,
      `Host: ${host}`,
      "Content-Length: 0",
    ]);
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body)).toMatchObject({ code: "CSRF_FAILED" });
  });

  it("get the Origin check: a cross-site write is refused", async () => {
    const body = JSON.stringify({ name: "x" });
    const response = await rawRequest(
      port,
      [
        `POST http://${host}/api/contact/ HTTP/1.1`,
        `Host: ${host}`,
        "Origin: https://evil.example",
        "Content-Type: application/json",
        `Content-Length: ${body.length}`,
      ],
      body,
    );
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body)).toMatchObject({ code: "CROSS_SITE_REQUEST" });
  });

  it("are never cached and hand out a CSRF token, like any API reply", async () => {
    const response = await rawRequest(port, [
      `GET http://${host}/api/csrf/ HTTP/1.1`,
      `Host: ${host}`,
    ]);
    expect(response.status).toBe(200);
    expect(response.headers).toContain("cache-control: no-store");
    expect(response.headers).toMatch(/set-cookie: csrftoken=\w+\.[\w-]+;/);
  });
});
