import type { AuditEntry, AuditPage } from "@leca/shared/contracts";
import { Agent } from "../helpers/agent";
import { makeApp, type TestApp } from "../helpers/app";
import { validContact } from "../contact/fixtures";
import { newsBody } from "../items/fixtures";

// Besides sign-ins and publishing: edits to what the public reads, restores, and whoever handled
// a lead's personal data (its status, its notes, an export).
describe("audit log: edits, restores and leads", () => {
  let t: TestApp;
  let admin: Agent;
  beforeAll(async () => {
    t = await makeApp({ CONTACT_RATE_LIMIT: "1000" });
    admin = new Agent(t.app);
    await admin.login();
  });
  afterAll(() => t.close());

  const latest = async (action: AuditEntry["action"]) => {
    const response = await admin.get(`/api/audit/?action=${action}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as AuditPage).entries[0];
  };

  it("records a published item's edit with the fields it changed, and a restore", async () => {
    const created = await admin.post(
      "/api/news/",
      newsBody("Roof gardens on LECA", { status: "published" }),
    );
    const { slug, id } = created.json();
    const edited = await admin.patch(`/api/news/${slug}/`, {
      version: 1,
      excerpt: { en: "Lighter roofs." },
    });
    expect(edited.statusCode).toBe(200);
    expect(await latest("edit-published")).toMatchObject({
      actor: "admin",
      target: { type: "news", id, label: "Roof gardens on LECA" },
      detail: "fields?fields=excerpt.en",
    });

    const restored = await admin.post(`/api/news/${slug}/revisions/1/restore/`, { version: 2 });
    expect(restored.statusCode).toBe(200);
    expect(await latest("restore")).toMatchObject({
      actor: "admin",
      target: { type: "news", id },
      detail: "restored?version=1",
    });
  });

  it("records a lead's status, its notes and exports, with the export's filter and count", async () => {
    const visitor = new Agent(t.app);
    await visitor.get("/api/csrf/");
    expect((await visitor.post("/api/contact/", validContact)).statusCode).toBe(201);
    const [lead] = (await t.app.store.contacts.list(0, 1)).items;
    const target = {
      type: "lead",
      id: lead!.id,
      label: `${validContact.name} ${validContact.family}`,
    };

    await admin.patch(`/api/contact/${lead!.id}/`, { status: "quoted" });
    expect(await latest("lead-status")).toMatchObject({
      actor: "admin",
      target,
      detail: "lead-status?to=quoted",
    });
    await admin.post(`/api/contact/${lead!.id}/notes/`, { text: "Called back" });
    expect(await latest("lead-note")).toMatchObject({ actor: "admin", target });

    expect((await admin.get("/api/contact/export.csv?status=quoted")).statusCode).toBe(200);
    expect(await latest("leads-export")).toMatchObject({
      actor: "admin",
      detail: "leads-exported?count=1&filter=status%3Dquoted",
    });
  });
});
