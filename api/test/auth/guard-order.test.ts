import crypto from "node:crypto";
import { Agent } from "../helpers/agent";
import { createUser, makeApp, type TestApp } from "../helpers/app";

// Every admin write, each with a body its schema refuses.
const INVALID_WRITES: [string, string, unknown][] = [
  ["POST", "/api/news/", { title: 5 }],
  ["PATCH", "/api/news/some-item/", { nonsense: true }],
  ["POST", "/api/gallery/", {}],
  ["PATCH", "/api/gallery/some-item/", { images: "none" }],
  ["PATCH", `/api/contact/${crypto.randomUUID()}/`, { read: "yes" }],
  ["POST", "/api/builds/", { reason: 5 }],
  ["DELETE", "/api/news/NOT A SLUG/", undefined],
];

describe("authentication comes before validation on admin routes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ LOGIN_RATE_LIMIT: "1000" });
    await createUser(t.app, "editor", undefined, "editor");
  });
  afterAll(() => t.close());

  const send = (agent: Agent, [method, url, payload]: (typeof INVALID_WRITES)[number]) =>
    agent.request(method as "POST", url, {
      payload: payload as object,
      headers: { "accept-language": "ar" },
    });

  it("answers a guest 401, and tells nothing of the schema", async () => {
    const guest = new Agent(t.app);
    await guest.get("/api/csrf/");
    for (const write of INVALID_WRITES) {
      const response = await send(guest, write);
      expect([write[1], response.statusCode, response.json().code]).toEqual([
        write[1],
        401,
        "UNAUTHORIZED",
      ]);
      expect(response.json().fieldErrors).toBeUndefined();
      expect(response.json().message).toBe("يرجى تسجيل الدخول.");
    }
    const list = await guest.get("/api/contact/?page=none");
    expect(list.statusCode).toBe(401);
    const form = await guest.post("/api/news/", "title=x", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.statusCode).toBe(401);
  });

  it("still answers 403 first when the CSRF token is missing", async () => {
    const guest = new Agent(t.app);
    const response = await guest.post("/api/news/", { title: 5 });
    expect([response.statusCode, response.json().code]).toEqual([403, "CSRF_FAILED"]);
  });

  it("answers an admin whose access token expired 401, so the client refreshes", async () => {
    const admin = new Agent(t.app);
    await admin.login();
    await admin.expireAccessToken();
    for (const write of INVALID_WRITES) {
      const response = await send(admin, write);
      expect([write[1], response.statusCode, response.json().code]).toEqual([
        write[1],
        401,
        "UNAUTHORIZED",
      ]);
    }
  });

  it("answers a signed-in non-admin 403 before looking at the body", async () => {
    const editor = new Agent(t.app);
    await editor.login("editor");
    for (const write of INVALID_WRITES) {
      expect([write[1], (await send(editor, write)).statusCode]).toEqual([write[1], 403]);
    }
  });

  it("validates an admin's body as before", async () => {
    const admin = new Agent(t.app);
    await admin.login();
    const response = await admin.post("/api/news/", { title: 5 });
    expect([response.statusCode, response.json().code]).toEqual([400, "VALIDATION_FAILED"]);
  });
});
