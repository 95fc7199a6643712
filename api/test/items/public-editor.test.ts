// Issue 46, finding 1: the public's answers name no admin. A username is half of a sign-in, and
// the spec's messages already tell an attacker whether a guessed one exists.
import { Agent } from "../helpers/agent";
import { makeApp, type TestApp } from "../helpers/app";
import { newsBody } from "./fixtures";

describe("public item answers", () => {
  let t: TestApp;
  let admin: Agent;
  beforeAll(async () => {
    t = await makeApp();
    admin = new Agent(t.app);
    await admin.login();
    const created = await admin.post(
      "/api/news/",
      newsBody("Lighter roofs with LECA", { status: "published" }),
    );
    expect(created.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it("carry no username, in an item, a list of summaries or of whole items", async () => {
    const visitor = new Agent(t.app);
    const item = await visitor.get("/api/news/lighter-roofs-with-leca");
    expect(item.statusCode).toBe(200);
    expect(item.json().updatedBy).toBeNull();
    for (const fields of ["summary", "full"]) {
      const list = await visitor.get(`/api/news/?fields=${fields}`);
      expect(list.statusCode).toBe(200);
      const items = list.json().items as { updatedBy: string | null }[];
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((entry) => entry.updatedBy === null)).toBe(true);
      expect(list.body).not.toContain('"admin"');
    }
  });

  it("still tell an admin who saved last", async () => {
    expect((await admin.get("/api/news/lighter-roofs-with-leca")).json().updatedBy).toBe("admin");
    const list = await admin.get("/api/news/?fields=summary");
    expect(list.json().items[0].updatedBy).toBe("admin");
  });
});
