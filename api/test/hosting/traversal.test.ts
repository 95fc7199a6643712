import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { makeHostingApp, type HostingFixture } from "./fixtures";

/** One raw HTTP/1.1 request, so the target reaches the server exactly as written. */
function rawGet(port: number, target: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString("latin1")));
    socket.on("end", () => resolve({ status: Number(text.split(" ")[1]), text }));
    socket.on("error", reject);
    socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  });
}

describe("paths that try to leave the served folder", () => {
  let t: HostingFixture;
  let port: number;
  let secret: string;
  beforeAll(async () => {
    t = await makeHostingApp();
    await t.publish("r1", "first");
    // The data folder holds the generated secrets, two levels above the served release.
    secret = JSON.parse(fs.readFileSync(path.join(t.dataDir, "secrets.json"), "utf8")).JWT_SECRET;
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it.each([
    "/../../secrets.json",
    "/static/../../../secrets.json",
    "/%2e%2e/%2e%2e/secrets.json",
    "/%2E%2E%2F%2E%2E%2Fsecrets.json",
    "/..%2f..%2fsecrets.json",
    "/about/..%5c..%5c..%5csecrets.json",
    "/dashboard/..%2f..%2fpackage.json",
    "/index.html%00.js",
    "//etc/passwd",
  ])("refuses %s", async (target) => {
    const response = await rawGet(port, target);
    expect(response.status).toBe(400);
    expect(response.text).not.toContain(secret);
  });

  it("still serves the same files by their plain names", async () => {
    const response = await rawGet(port, "/about/index.html");
    expect(response.status).toBe(200);
    expect(response.text).toContain("first about");
  });
});
