import { Agent } from "../helpers/agent";
import { createUser, makeApp, type TestApp } from "../helpers/app";

// The dashboard speaks each admin's language (issue 20): GET /api/session/ says which one they
// chose, PUT /api/session/language/ remembers a new choice.
describe("the admin's dashboard language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ LOGIN_RATE_LIMIT: "1000" });
    await createUser(t.app, "admin");
    await createUser(t.app, "second");
    await createUser(t.app, "editor", undefined, "editor");
  });
  afterAll(() => t.close());

  it("is null until chosen, then remembered per admin across sessions", async () => {
    const admin = new Agent(t.app);
    await admin.login();
    const before = await admin.get("/api/session/");
    expect([before.statusCode, before.json()]).toEqual([
      200,
      {
        username: "admin",
        role: "admin",
        language: null,
        timeZone: "Asia/Dubai",
        // MEDIA_MAX_MB's default of 15, which the upload pickers say before an upload.
        mediaMaxBytes: 15 * 1024 * 1024,
      },
    ]);

    const chosen = await admin.put("/api/session/language/", { language: "ar" });
    expect([chosen.statusCode, chosen.json()]).toEqual([200, { ok: true }]);

    // A new session of the same admin finds it; another admin's choice is their own.
    const again = new Agent(t.app);
    await again.login();
    expect((await again.get("/api/session/")).json()).toMatchObject({ language: "ar" });
    const second = new Agent(t.app);
    await second.login("second");
    expect((await second.get("/api/session/")).json()).toMatchObject({ language: null });

    await admin.put("/api/session/language/", { language: null });
    expect((await again.get("/api/session/")).json()).toMatchObject({ language: null });
  });

  it("refuses a language the dashboard does not have, in the caller's language, and keeps the old one", async () => {
    const admin = new Agent(t.app);
    await admin.login();
    await admin.put("/api/session/language/", { language: "ru" });
    const bad = await admin.put(
      "/api/session/language/",
      { language: "fr" },
      { headers: { "accept-language": "ru" } },
    );
    expect(bad.statusCode).toBe(400);
    const body = bad.json();
    expect(body.code).toBe("VALIDATION_FAILED");
    // The message is Russian, not a schema's English.
    expect(body.message).toMatch(/[а-яё]/i);
    const extra = await admin.put("/api/session/language/", { language: "ar", theme: "dark" });
    expect(extra.statusCode).toBe(400);
    expect((await admin.get("/api/session/")).json()).toMatchObject({ language: "ru" });
  });

  it("needs an admin session and the CSRF token", async () => {
    const visitor = new Agent(t.app);
    await visitor.get("/api/csrf/");
    expect((await visitor.put("/api/session/language/", { language: "ar" })).statusCode).toBe(401);

    const editor = new Agent(t.app);
    await editor.login("editor");
    expect((await editor.put("/api/session/language/", { language: "ar" })).statusCode).toBe(403);

    const admin = new Agent(t.app);
    await admin.login();
    const forged = await admin.put("/api/session/language/", { language: "ar" }, { csrf: false });
    expect(forged.statusCode).toBe(403);
    expect((await admin.get("/api/session/")).json()).not.toMatchObject({ language: "ar" });
  });
});
