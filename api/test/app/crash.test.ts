import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openSqliteStore } from "../../src/store/sqlite";
import { exited, HttpSession, startServer } from "../helpers/server-process";
import { ADMIN_PASSWORD } from "../helpers/app";

const contact = (n: number) => ({
  name: `Visitor${n}`,
  family: "Crash",
  continent: "AS",
  country: "AE",
  city: "Dubai",
  address: "Sheikh Zayed Road 1",
  "postal-code": "00000",
  "how-to-contact": "email",
  email: `visitor${n}@example.com`,
  phone: "+971 50 123 4567",
  message: "Please send a quote for 40 m3 of LECA 8-16.",
});

const news = (n: number) => ({
  slug: `crash-${n}`,
  title: { en: `Crash test ${n}` },
  excerpt: { en: "Written while the server was killed." },
  body: { en: "Durability matters." },
});

describe("durability", () => {
  it("keeps every acknowledged write after kill -9 during concurrent writes", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-crash-"));
    const server = await startServer({
      DATA_DIR: dataDir,
      SEED: "false",
      BUILDER: "off",
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD,
      CONTACT_RATE_LIMIT: "100000",
    });
    const visitor = new HttpSession(server.url);
    await visitor.send("GET", "/api/csrf/");
    const admin = new HttpSession(server.url);
    await admin.send("GET", "/api/csrf/");
    expect(
      (await admin.send("POST", "/api/login/", { username: "admin", password: ADMIN_PASSWORD }))
        .status,
    ).toBe(200);

    const acknowledged = { contacts: [] as string[], news: [] as string[] };
    let killed = false;
    const writer = async (worker: number) => {
      for (let i = 0; !killed && i < 400; i += 1) {
        const n = worker * 1000 + i;
        try {
          if (i % 2 === 0) {
            const response = await visitor.send("POST", "/api/contact/", contact(n));
            if (response.status === 201) acknowledged.contacts.push(`Visitor${n}`);
          } else {
            const response = await admin.send("POST", "/api/news/", news(n));
            if (response.status === 201) acknowledged.news.push(`crash-${n}`);
          }
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const writers = Array.from({ length: 16 }, (_, worker) => writer(worker));
    while (acknowledged.contacts.length + acknowledged.news.length < 150) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    server.child.kill("SIGKILL");
    killed = true;
    await Promise.all(writers);
    await exited(server.child);

    const store = await openSqliteStore({ file: path.join(dataDir, "leca.sqlite") });
    const { items: messages } = await store.contacts.list(0, 100_000);
    const names = new Set(messages.map((m) => m.fields.name));
    const lostContacts = acknowledged.contacts.filter((name) => !names.has(name));
    const lostNews = [];
    for (const slug of acknowledged.news) {
      if (!(await store.items.findBySlug("news", slug))) lostNews.push(slug);
    }
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(acknowledged.contacts.length).toBeGreaterThan(20);
    expect(acknowledged.news.length).toBeGreaterThan(20);
    expect(lostContacts).toEqual([]);
    expect(lostNews).toEqual([]);
  }, 60_000);
});
