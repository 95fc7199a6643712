// Issue 46, finding 6: a public search the reply cache has not seen runs a LIKE '%q%' and a
// serialization: each address gets PUBLIC_SEARCH_RATE_LIMIT of those a minute. Cached answers,
// admins, and the page and cursor walks of the site build are not counted. And a fresh reply is
// not gzipped synchronously on the event loop.
import zlib from "node:zlib";
import { Agent } from "../helpers/agent";
import { makeApp, type TestApp } from "../helpers/app";
import { newsBody } from "./fixtures";

const from = (address: string) => ({ remoteAddress: address });

describe("uncached public searches", () => {
  let t: TestApp;
  let admin: Agent;
  beforeAll(async () => {
    t = await makeApp({ PUBLIC_SEARCH_RATE_LIMIT: "3" });
    admin = new Agent(t.app);
    await admin.login();
    for (const title of ["Roof gardens", "Road base", "Ready mix", "River gravel"]) {
      await admin.post("/api/news/", newsBody(title, { status: "published" }));
    }
  });
  afterAll(() => t.close());

  it("are limited per address; the cached ones, other addresses and page walks are not", async () => {
    const guest = new Agent(t.app);
    const search = (q: string, address = "203.0.113.5") =>
      guest.get(`/api/news/?q=${encodeURIComponent(q)}`, from(address));
    const statuses: number[] = [];
    for (const q of ["roof", "road", "ready", "river"]) statuses.push((await search(q)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await search("gravel");
    expect(limited.json().code).toBe("RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // One the cache holds (made within the second) is answered as it is.
    expect((await search("roof")).statusCode).toBe(200);
    expect((await search("gravel", "203.0.113.6")).statusCode).toBe(200);
    for (let page = 1; page <= 5; page += 1) {
      const walk = await guest.get(`/api/news/?pageSize=1&page=${page}`, from("203.0.113.5"));
      expect(walk.statusCode).toBe(200);
    }
    // An admin's searches are their own dashboard's, and never counted.
    for (const q of ["a", "b", "c", "d"]) {
      expect((await admin.get(`/api/news/?q=${q}`, from("203.0.113.5"))).statusCode).toBe(200);
    }
  });

  it("gzips a fresh reply off the event loop", async () => {
    const sync = jest.spyOn(zlib, "gzipSync");
    try {
      const response = await new Agent(t.app).get("/api/news/?fields=full&pageSize=3", {
        headers: { "accept-encoding": "gzip" },
        remoteAddress: "203.0.113.7",
      });
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(JSON.parse(zlib.gunzipSync(response.rawPayload).toString()).items).toHaveLength(3);
      expect(sync).not.toHaveBeenCalled();
    } finally {
      sync.mockRestore();
    }
  });
});
