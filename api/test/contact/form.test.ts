import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { LOCALES_DIR } from "../../src/paths";
import { Agent } from "../helpers/agent";
import { validContact } from "./fixtures";
import { createUser, makeApp, type TestApp } from "../helpers/app";

const arabic = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, "ar", "errors.json"), "utf8")) as {
  contact: Record<string, string>;
};

const valid = validContact;

const without = (field: keyof typeof valid) =>
  Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field));

describe("contact form", () => {
  let t: TestApp;
  let clock: Date;
  beforeAll(async () => {
    clock = new Date();
    t = await makeApp({ CONTACT_RATE_LIMIT: "1000" }, { now: () => clock });
    await createUser(t.app);
  });
  afterAll(() => t.close());

  const visitor = async () => {
    const agent = new Agent(t.app);
    await agent.get("/api/csrf/");
    return agent;
  };
  const stored = async () => (await t.app.store.contacts.list(0, 100)).items;
  const send = async (body: unknown, headers: Record<string, string> = {}) =>
    (await visitor()).post("/api/contact/", body, { headers });

  it("stores a valid message before acknowledging it", async () => {
    const before = (await stored()).length;
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    const items = await stored();
    expect(items).toHaveLength(before + 1);
    expect(items[0]).toMatchObject({ fields: valid, read: false, mailStatus: "disabled" });
  });

  it("says in English which field is wrong", async () => {
    const response = await send(without("name"));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.name).toEqual({
      code: "contact.name",
      message: "Forgot to tell me your name, didn't you?",
    });
  });

  it("says it in Arabic to an Arabic reader", async () => {
    const response = await send(
      { ...without("name"), email: "not-an-email" },
      { "accept-language": "ar" },
    );
    expect(response.statusCode).toBe(400);
    const { fieldErrors } = response.json();
    expect(fieldErrors.name.message).toBe(arabic.contact.name);
    expect(fieldErrors.email.message).toBe(arabic.contact.email);
    expect(arabic.contact.name).toMatch(/[\u0600-\u06FF]/);
  });

  it("rejects an invalid email", async () => {
    const response = await send({ ...valid, email: "layla@@example" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(["email"]);
    expect(response.json().fieldErrors.email.code).toBe("contact.email");
  });

  it("reads a local phone number in the chosen country's plan", async () => {
    // Valid in the UAE, not in the United States.
    const american = { ...valid, continent: "NA", country: "US", phone: "050 123 4567" };
    const response = await send(american);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(["phone"]);
    expect((await send({ ...american, phone: "+971 50 123 4567" })).statusCode).toBe(201);
  });

  it("rejects a country that is not on the chosen continent", async () => {
    const response = await send({ ...valid, continent: "EU" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.country.code).toBe("contact.country");
  });

  it("answers a filled honeypot like a success and keeps nothing", async () => {
    const before = (await stored()).length;
    const response = await send({ ...valid, website: "https://spam.example" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    expect(await stored()).toHaveLength(before);
  });

  it("refuses a post without the CSRF header", async () => {
    const before = (await stored()).length;
    const response = await (await visitor()).post("/api/contact/", valid, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("CSRF_FAILED");
    expect(await stored()).toHaveLength(before);
  });

  it.each([
    ["an operator object", { ...valid, name: { $gt: "" } }],
    ["an array field", { ...valid, email: ["layla@example.com"] }],
    ["an array body", [valid]],
    ["an unknown key", { ...valid, $where: "1" }],
    ["a constructor key", { ...valid, constructor: "x" }],
  ])("rejects %s and stores nothing", async (_label, body) => {
    const before = (await stored()).length;
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("VALIDATION_FAILED");
    expect(await stored()).toHaveLength(before);
  });

  it.each([
    ["__proto__", `{"__proto__": {"read": true}, ${JSON.stringify(valid).slice(1)}`],
    [
      "constructor.prototype",
      `{"constructor": {"prototype": {"read": true}}, ${JSON.stringify(valid).slice(1)}`,
    ],
  ])("rejects a raw %s payload and stores nothing", async (_label, raw) => {
    const before = (await stored()).length;
    const response = await send(raw, { "content-type": "application/json" });
    expect(response.statusCode).toBe(400);
    expect(await stored()).toHaveLength(before);
  });

  describe("admin inbox", () => {
    it("is closed to guests", async () => {
      const guest = await visitor();
      expect((await guest.get("/api/contact/")).statusCode).toBe(401);
      const [first] = await stored();
      const patch = await guest.patch(`/api/contact/${first!.id}/`, { read: true });
      expect(patch.statusCode).toBe(401);
      expect((await t.app.store.contacts.list(0, 1)).items[0]!.read).toBe(false);
    });

    it("lists newest first with counts, and marks messages read", async () => {
      for (const name of ["Older", "Newer"]) {
        clock = new Date(clock.getTime() + 60_000);
        expect((await send({ ...valid, name })).statusCode).toBe(201);
      }
      const admin = new Agent(t.app);
      await admin.login();
      const total = (await stored()).length;

      const page = await admin.get("/api/contact/?pageSize=1&page=2");
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ total, unread: total, page: 2, pageSize: 1 });
      expect(page.json().items).toHaveLength(1);
      expect(page.json().items[0].name).toBe("Older");

      const first = (await admin.get("/api/contact/")).json();
      expect(first.pageSize).toBe(20);
      const newest = first.items[0];
      expect(newest).toMatchObject({
        name: "Newer",
        read: false,
        mail: { status: "disabled", attempts: 0, sentAt: null },
      });

      const marked = await admin.patch(`/api/contact/${newest.id}/`, { read: true });
      expect(marked.statusCode).toBe(200);
      expect(marked.json()).toMatchObject({ id: newest.id, read: true });
      expect((await admin.get("/api/contact/")).json()).toMatchObject({ total, unread: total - 1 });
    });

    it("answers 404 for an unknown message and 400 for a malformed id or page size", async () => {
      const admin = new Agent(t.app);
      await admin.login();
      const missing = await admin.patch(`/api/contact/${crypto.randomUUID()}/`, { read: true });
      expect(missing.statusCode).toBe(404);
      expect((await admin.patch("/api/contact/not-a-uuid/", { read: true })).statusCode).toBe(400);
      expect((await admin.get("/api/contact/?pageSize=51")).statusCode).toBe(400);
    });
  });
});

describe("contact rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ CONTACT_RATE_LIMIT: "2" });
  });
  afterAll(() => t.close());

  it("answers 429 once an address has sent its share", async () => {
    const agent = new Agent(t.app);
    await agent.get("/api/csrf/");
    expect((await agent.post("/api/contact/", valid)).statusCode).toBe(201);
    expect((await agent.post("/api/contact/", valid)).statusCode).toBe(201);
    const limited = await agent.post("/api/contact/", valid);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await t.app.store.contacts.list(0, 10)).total).toBe(2);
    // Another address is not held back by the first one.
    const other = await agent.post("/api/contact/", valid, { remoteAddress: "10.0.0.7" });
    expect(other.statusCode).toBe(201);
  });
});
