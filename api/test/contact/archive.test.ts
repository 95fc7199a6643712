import type { AuditEntry, AuditPage, ContactMessage, ContactPage } from "@leca/shared/contracts";
import { Agent } from "../helpers/agent";
import { makeApp, type TestApp } from "../helpers/app";
import { validContact } from "./fixtures";

// Issue 50, point 6: a lead can be archived and restored. Archived leads leave the inbox's
// default list and its CSV export, a filter shows them (in the export too), archiving marks the
// lead read, and both are audited with who did it.
describe("archived leads", () => {
  let t: TestApp;
  let admin: Agent;
  beforeAll(async () => {
    t = await makeApp({ CONTACT_RATE_LIMIT: "1000" });
    admin = new Agent(t.app);
    await admin.login();
  });
  afterAll(() => t.close());

  async function send(family: string): Promise<string> {
    const visitor = new Agent(t.app);
    await visitor.get("/api/csrf/");
    expect((await visitor.post("/api/contact/", { ...validContact, family })).statusCode).toBe(201);
    const { items } = await t.app.store.contacts.list(0, 1, { q: family });
    return items[0]!.id;
  }
  const list = async (query: string) => {
    const response = await admin.get(`/api/contact/?${query}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as ContactPage).items.map((message) => message.family);
  };
  const latest = async (action: AuditEntry["action"]) =>
    ((await admin.get(`/api/audit/?action=${action}`)).json() as AuditPage).entries[0];

  it("leave the default list and export, show under the filter, and come back when restored", async () => {
    const kept = await send("Keptova");
    const gone = await send("Gonova");
    void kept;

    const archived = await admin.patch(`/api/contact/${gone}/`, { archived: true });
    expect(archived.statusCode).toBe(200);
    const message = archived.json() as ContactMessage;
    expect(message.archivedAt).toEqual(expect.any(String));
    // Whoever archives a lead has read it.
    expect(message.read).toBe(true);
    expect(await latest("lead-archived")).toMatchObject({
      actor: "admin",
      target: { type: "lead", id: gone, label: `${validContact.name} Gonova` },
    });

    expect(await list("q=ova")).toEqual(["Keptova"]);
    expect(await list("q=ova&archived=false")).toEqual(["Keptova"]);
    expect(await list("q=ova&archived=true")).toEqual(["Gonova"]);

    const csv = async (query: string) => (await admin.get(`/api/contact/export.csv?${query}`)).body;
    expect(await csv("q=ova")).toContain("Keptova");
    expect(await csv("q=ova")).not.toContain("Gonova");
    const archivedCsv = await csv("q=ova&archived=true");
    expect(archivedCsv).toContain("Gonova");
    expect(archivedCsv).not.toContain("Keptova");
    expect(await latest("leads-export")).toMatchObject({
      detail: "leads-exported?count=1&filter=q%3Dova%26archived%3Dtrue",
    });

    const restored = await admin.patch(`/api/contact/${gone}/`, { archived: false });
    expect(restored.json()).toMatchObject({ archivedAt: null, read: true });
    expect(await latest("lead-restored")).toMatchObject({
      actor: "admin",
      target: { type: "lead", id: gone },
    });
    expect(await list("q=ova")).toEqual(["Gonova", "Keptova"]);
  });

  it("answers 404 for a lead that does not exist, and 400 for an empty change", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await admin.patch(`/api/contact/${missing}/`, { archived: true })).statusCode).toBe(
      404,
    );
    const id = await send("Emptyova");
    expect((await admin.patch(`/api/contact/${id}/`, {})).statusCode).toBe(400);
  });
});
