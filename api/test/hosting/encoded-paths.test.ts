import net from "node:net";
import { makeHostingApp, pagePolicy, type HostingFixture } from "./fixtures";

/** One raw HTTP/1.1 GET, so the target reaches the server exactly as written. */
function rawGet(port: number, target: string) {
  return new Promise<{ status: number; head: string; body: string }>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString("latin1")));
    socket.on("end", () => {
      const [head = "", body = ""] = text.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), head: head.toLowerCase(), body });
    });
    socket.on("error", reject);
    socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  });
}

const DASHBOARD_CSP = "content-security-policy: default-src 'self'; img-src 'self' data: blob:";

describe("percent-encoded paths get the rules of the path they name", () => {
  let t: HostingFixture;
  let port: number;
  beforeAll(async () => {
    t = await makeHostingApp();
    await t.publish("r1", "first", { _redirects: "/old/*  /new/:splat  301\n" });
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it.each(["/%64ashboard/", "/%64ashboard/news/abc/edit", "/dashboard%2Fnews"])(
    "%s is the dashboard, with the dashboard's policy",
    async (target) => {
      const plain = await rawGet(port, "/dashboard/");
      const response = await rawGet(port, target);
      expect([response.status, response.body]).toEqual([200, plain.body]);
      expect(plain.head).toContain(DASHBOARD_CSP);
      expect(response.head).toContain(DASHBOARD_CSP);
    },
  );

  it("a page named with escapes gets its own policy from the build's _headers", async () => {
    const response = await rawGet(port, "/%61bout/");
    expect(response.status).toBe(200);
    expect(response.head).toContain(`content-security-policy: ${pagePolicy("first")}`);
  });

  it("hashed files named with escapes keep their caching rules", async () => {
    const response = await rawGet(port, "/dashboard/assets/%61.js");
    expect(response.status).toBe(200);
    expect(response.head).toContain("cache-control: public, max-age=31536000, immutable");
  });

  it("redirect rules see the decoded path too", async () => {
    const response = await rawGet(port, "/%61r/missing");
    expect(response.status).toBe(302);
    expect(response.head).toContain("location: /ar/\r\n");
  });

  it("a capture goes back into the Location encoded", async () => {
    const response = await rawGet(port, "/%6Fld/caf%C3%A9%3Fx=1/%23top?ref=a");
    expect(response.status).toBe(301);
    expect(response.head).toContain("location: /new/caf%c3%a9%3fx%3d1/%23top?ref=a\r\n");
  });

  it("an absolute-form target is served like its path", async () => {
    const response = await rawGet(port, `http://localhost:${port}/dashboard/`);
    expect(response.status).toBe(200);
    expect(response.head).toContain(DASHBOARD_CSP);
  });
});
