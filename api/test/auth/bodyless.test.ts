import { Agent } from "../helpers/agent";
import { makeApp, type TestApp } from "../helpers/app";

// What clients send for a POST or DELETE without data: axios in Node labels it a form, many
// fetch wrappers label every request JSON, browsers send no type at all.
const EMPTY_BODIES: [string, Record<string, string>, string | undefined][] = [
  ["no Content-Type", {}, undefined],
  ["an empty form", { "content-type": "application/x-www-form-urlencoded" }, ""],
  ["an empty JSON body", { "content-type": "application/json" }, ""],
  ["an empty text body", { "content-type": "text/plain;charset=utf-8" }, ""],
  ["{}", { "content-type": "application/json" }, "{}"],
];

describe("endpoints that take no input", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ LOGIN_RATE_LIMIT: "1000" });
  });
  afterAll(() => t.close());

  it.each(EMPTY_BODIES)("refresh and logout accept %s", async (_name, headers, payload) => {
    const admin = new Agent(t.app);
    await admin.login();
    const refreshed = await admin.post("/api/token/refresh/", payload, { headers });
    expect([refreshed.statusCode, refreshed.body]).toEqual([200, expect.stringContaining("user")]);
    const loggedOut = await admin.post("/api/logout/", payload, { headers });
    expect([loggedOut.statusCode, loggedOut.json()]).toEqual([200, { ok: true }]);
  });

  it.each(EMPTY_BODIES)("DELETE and a rebuild accept %s", async (_name, headers, payload) => {
    const admin = new Agent(t.app);
    await admin.login();
    const deleted = await admin.request("DELETE", "/api/news/no-such-item/", { headers, payload });
    expect([deleted.statusCode, deleted.json().code]).toEqual([404, "NOT_FOUND"]);
    const media = await admin.request("DELETE", "/api/media/no-such-id/", { headers, payload });
    expect(media.statusCode).toBe(404);
    const rebuild = await admin.post("/api/builds/", payload, { headers });
    expect([rebuild.statusCode, rebuild.json()]).toEqual([202, { build: null }]);
  });
});

describe("endpoints that take a body", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ LOGIN_RATE_LIMIT: "1000" });
  });
  afterAll(() => t.close());

  it("refuse a body in another format with a message in the caller's language", async () => {
    const guest = new Agent(t.app);
    await guest.get("/api/csrf/");
    const form = await guest.post("/api/login/", "username=admin&password=x", {
      headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": "ru" },
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Сервер не принимает данные в этом формате.",
    });
    const xml = await guest.post("/api/contact/", "<name>Ann</name>", {
      headers: { "content-type": "application/xml" },
    });
    expect([xml.statusCode, xml.json().message]).toEqual([
      415,
      "The server does not accept data in this format.",
    ]);
  });

  it("refuse an empty body as a request to fix, not as a server error", async () => {
    const guest = new Agent(t.app);
    await guest.get("/api/csrf/");
    for (const headers of [{ "content-type": "application/json" }, {}]) {
      const response = await guest.post("/api/login/", "", { headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
    }
  });
});
