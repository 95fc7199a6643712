import crypto from "node:crypto";
import { MAX_NOTES } from "../../src/routes/contact";
import { Agent } from "../helpers/agent";
import { createUser, makeApp, type TestApp } from "../helpers/app";
import { validContact } from "./fixtures";

const quote = {
  product: "leca",
  use: "floor-fill",
  volumeM3: 5.5,
  allowancePercent: 10,
  packs: [
    { unit: "m3", size: 2.5, count: 2 },
    { unit: "L", size: 50, count: 10 },
  ],
};

const BOM = "\uFEFF";

describe("the inbox's leads", () => {
  let t: TestApp;
  let clock: Date;
  let admin: Agent;
  beforeAll(async () => {
    clock = new Date(Date.UTC(2030, 5, 1, 8));
    t = await makeApp({ CONTACT_RATE_LIMIT: "1000" }, { now: () => clock });
    await createUser(t.app, "editor", "editor password 123", "editor");
    admin = new Agent(t.app);
    await admin.login();
  });
  afterAll(() => t.close());

  /** Posts through the public form, a minute after the last one; answers the stored message's id. */
  async function post(body: object): Promise<string> {
    clock = new Date(clock.getTime() + 60_000);
    const visitor = new Agent(t.app);
    await visitor.get("/api/csrf/");
    const response = await visitor.post("/api/contact/", { ...validContact, ...body });
    expect(response.statusCode).toBe(201);
    return (await t.app.store.contacts.list(0, 1)).items[0]!.id;
  }
  const token = () => `T${crypto.randomUUID().slice(0, 8)}`;
  const list = async (query: string) => {
    const response = await admin.get(`/api/contact/?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { items: { id: string }[]; total: number; unread: number };
  };
  const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

  describe("refusals", () => {
    let id: string;
    beforeAll(async () => {
      id = await post({ quote });
    });
    const unchanged = async () => {
      const [record] = (await t.app.store.contacts.list(0, 100)).items.filter((c) => c.id === id);
      expect(record).toMatchObject({ status: "new", notes: [], read: false });
    };

    it("turns guests away from every lead route, before reading the body", async () => {
      const guest = new Agent(t.app);
      await guest.get("/api/csrf/");
      expect((await guest.get("/api/contact/?status=new")).statusCode).toBe(401);
      expect((await guest.get("/api/contact/export.csv")).statusCode).toBe(401);
      expect((await guest.patch(`/api/contact/${id}/`, { status: "won" })).statusCode).toBe(401);
      expect((await guest.post(`/api/contact/${id}/notes/`, { text: "x" })).statusCode).toBe(401);
      // A malformed body still gets 401: a guest learns nothing of the schema.
      expect((await guest.patch(`/api/contact/${id}/`, { status: 7 })).statusCode).toBe(401);
      await unchanged();
    });

    it("turns a signed-in editor away (403)", async () => {
      const editor = new Agent(t.app);
      await editor.login("editor", "editor password 123");
      expect((await editor.get("/api/contact/")).statusCode).toBe(403);
      expect((await editor.get("/api/contact/export.csv")).statusCode).toBe(403);
      expect((await editor.patch(`/api/contact/${id}/`, { status: "won" })).statusCode).toBe(403);
      const note = await editor.post(`/api/contact/${id}/notes/`, { text: "x" });
      expect(note.statusCode).toBe(403);
      await unchanged();
    });

    it("refuses an admin's write without the CSRF token, or from another site", async () => {
      const noToken = await admin.patch(`/api/contact/${id}/`, { status: "won" }, { csrf: false });
      expect(noToken.statusCode).toBe(403);
      expect(noToken.json().code).toBe("CSRF_FAILED");
      const note = await admin.post(`/api/contact/${id}/notes/`, { text: "x" }, { csrf: false });
      expect(note.json().code).toBe("CSRF_FAILED");
      const crossSite = await admin.post(
        `/api/contact/${id}/notes/`,
        { text: "x" },
        { headers: { origin: "https://evil.example" } },
      );
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json().code).toBe("CROSS_SITE_REQUEST");
      await unchanged();
    });

    it.each([
      ["an unknown status", { status: "maybe" }, "status", "lead.status"],
      ["an empty patch", {}, "_", "validation.required"],
      ["an unknown field", { status: "won", notes: [] }, "_", "validation.invalid"],
    ])("refuses %s", async (_label, body, field, code) => {
      const response = await admin.patch(`/api/contact/${id}/`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors[field].code).toBe(code);
      await unchanged();
    });

    it.each([
      ["no text", {}, "lead.noteRequired"],
      ["only spaces", { text: "   \n " }, "lead.noteRequired"],
      ["a text too long", { text: "x".repeat(2_001) }, "validation.tooLong"],
    ])("refuses a note with %s", async (_label, body, code) => {
      const response = await admin.post(`/api/contact/${id}/notes/`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.text.code).toBe(code);
      await unchanged();
    });

    it("answers 404 for a message that does not exist", async () => {
      const missing = crypto.randomUUID();
      const patch = await admin.patch(`/api/contact/${missing}/`, { status: "won" });
      expect(patch.statusCode).toBe(404);
      expect(patch.json().message).toBe("We couldn't find that message.");
      const note = await admin.post(`/api/contact/${missing}/notes/`, { text: "x" });
      expect(note.statusCode).toBe(404);
    });

    it.each([
      "status=maybe",
      "quote=perhaps",
      "from=yesterday",
      "source=https://evil.example/",
      "pageSize=51",
      "sort=name",
    ])("refuses the list query %s", async (query) => {
      expect((await admin.get(`/api/contact/?${query}`)).statusCode).toBe(400);
      expect((await admin.get(`/api/contact/export.csv?${query}`)).statusCode).toBe(400);
    });
  });

  it("sets a status, recording who set it and when, marking it read unless told otherwise", async () => {
    const id = await post({ quote });
    const response = await admin.patch(`/api/contact/${id}/`, { status: "quoted" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      status: "quoted",
      statusChangedBy: "admin",
      statusChangedAt: clock.toISOString(),
      // Whoever works a lead has read it.
      read: true,
      quote,
    });
    expect(
      (await admin.patch(`/api/contact/${id}/`, { read: false, status: "contacted" })).json(),
    ).toMatchObject({ status: "contacted", read: false });
    const both = await admin.patch(`/api/contact/${id}/`, { read: true, status: "won" });
    expect(both.json()).toMatchObject({ status: "won", read: true });
    const unread = await admin.patch(`/api/contact/${id}/`, { read: false });
    expect(unread.json()).toMatchObject({ status: "won", read: false });
  });

  it("adds notes with their author and time, oldest first", async () => {
    const id = await post({});
    const first = await admin.post(`/api/contact/${id}/notes/`, {
      text: "  Called; wants 2 bags  ",
    });
    expect(first.statusCode).toBe(201);
    clock = new Date(clock.getTime() + 1_000);
    const second = await admin.post(`/api/contact/${id}/notes/`, { text: "Sent the price list" });
    const notes = second.json().notes;
    expect(notes).toEqual([
      {
        id: expect.any(String),
        author: "admin",
        text: "Called; wants 2 bags",
        createdAt: expect.any(String),
      },
      {
        id: expect.any(String),
        author: "admin",
        text: "Sent the price list",
        createdAt: clock.toISOString(),
      },
    ]);
    const [listed] = (await list(`q=${encodeURIComponent(validContact.email)}`)).items as {
      id: string;
      notes: unknown;
    }[];
    expect(listed).toMatchObject({ id, notes });
  });

  it("stops adding notes at the limit, saying so", async () => {
    const id = await post({});
    for (let index = 0; index < MAX_NOTES; index++) {
      const note = {
        id: crypto.randomUUID(),
        author: "admin",
        text: `n${index}`,
        createdAt: clock,
      };
      await t.app.store.contacts.addNote(id, note, MAX_NOTES);
    }
    const response = await admin.post(`/api/contact/${id}/notes/`, { text: "one more" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.text).toEqual({
      code: "lead.notesFull",
      message: `No more notes fit on this message (the limit is ${MAX_NOTES}).`,
    });
  });

  it("filters by status, quote requests, source, text and dates, counting the matches", async () => {
    const family = token();
    const start = new Date(clock.getTime() + 1);
    const plain = await post({ family, source: "/contact/" });
    const fromLecapon = await post({
      family,
      source: "/lecapon/",
      quote: {
        ...quote,
        product: "lecapon",
        packs: [{ unit: "L", size: 5, count: 3 }],
        use: "planters",
      },
    });
    const quoted = await post({ family, source: "/ar/leca/", quote, message: "Нужен КЕРАМЗИТ" });
    const end = new Date(clock.getTime() + 1);
    await admin.patch(`/api/contact/${quoted}/`, { status: "quoted" });
    const q = `q=${family}`;

    expect(ids(await list(q))).toEqual([quoted, fromLecapon, plain]);
    expect(ids(await list(`${q}&status=quoted`))).toEqual([quoted]);
    expect(ids(await list(`${q}&status=new`))).toEqual([fromLecapon, plain]);
    expect(ids(await list(`${q}&quote=true`))).toEqual([quoted, fromLecapon]);
    expect(ids(await list(`${q}&quote=false`))).toEqual([plain]);
    expect(ids(await list(`${q}&source=/lecapon`))).toEqual([fromLecapon]);
    expect(ids(await list(`${q}&source=/ar/`))).toEqual([quoted]);
    expect(ids(await list(`q=${encodeURIComponent("керамзит")}&status=quoted`))).toEqual([quoted]);
    const window = `from=${encodeURIComponent(start.toISOString())}&to=${encodeURIComponent(end.toISOString())}`;
    expect(ids(await list(window))).toEqual([quoted, fromLecapon, plain]);
    const page = await list(`${q}&pageSize=2&page=2`);
    expect(ids(page)).toEqual([plain]);
    expect(page.total).toBe(3);
    // The unread count is the whole inbox's, whatever the filter.
    expect(page.unread).toBe((await list("")).unread);
  });

  describe("CSV export", () => {
    const exportCsv = async (query: string) => {
      const response = await admin.get(`/api/contact/export.csv?${query}`);
      expect(response.statusCode).toBe(200);
      return response;
    };
    /** The data lines, without the BOM and the header; RFC 4180 ends every line with CRLF. */
    const lines = (body: string) => body.slice(BOM.length).split("\r\n").slice(1, -1);

    it("is UTF-8 with a BOM and a header, one CRLF-ended row per matching message", async () => {
      const family = token();
      const id = await post({ family, source: "/leca/", quote });
      await admin.patch(`/api/contact/${id}/`, { status: "quoted" });
      await admin.post(`/api/contact/${id}/notes/`, { text: "Priced at list" });
      await post({ family });

      const response = await exportCsv(`q=${family}&status=quoted`);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["content-disposition"]).toMatch(
        /^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const body = response.body;
      // Times in the company's zone (named in the heading), each code with its name beside it.
      expect(
        body.startsWith(
          `${BOM}Received (Asia/Dubai),Status code,Status,Status changed (Asia/Dubai),Status changed by,First name,`,
        ),
      ).toBe(true);
      expect(body.endsWith("\r\n")).toBe(true);
      const rows = lines(body);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.startsWith("2030-06-01 12:")).toBe(true);
      expect(rows[0]).toContain(`,quoted,Quoted,2030-06-01 12:`);
      expect(rows[0]).toContain(`,Layla,${family},layla@example.com,`);
      expect(rows[0]).toContain(
        ",/leca/,yes,LECA,floor-fill,Floor and sunken slab filling,5.5,10,2 × 2.5 m3 bulk bag; 10 × 50 L bag,,,,",
      );
      expect(rows[0]).toMatch(/,2030-06-01 12:\d\d admin: Priced at list,yes,/);
      expect(rows[0]!.endsWith(`,${id}`)).toBe(true);
    });

    it("writes its headings and yes/no in the admin's language, the values as data", async () => {
      const family = token();
      await post({ family, source: "/leca/", quote });
      const asked = async (language: string) =>
        (
          await admin.get(`/api/contact/export.csv?q=${family}`, {
            headers: { "accept-language": language },
          })
        ).body;
      const russian = await asked("ru");
      expect(
        russian.startsWith(`${BOM}Получено (Asia/Dubai),Статус,Статус (название),Статус изменён`),
      ).toBe(true);
      expect(lines(russian)[0]).toContain(
        ",/leca/,да,LECA,floor-fill,Засыпка полов и понижений в плитах,5.5,10,",
      );
      expect(lines(russian)[0]).toMatch(/,new,Новое,/);
      expect(lines(russian)[0]).toContain(",AS,Азия,AE,ОАЭ,");
      const arabic = await asked("ar");
      expect(arabic.startsWith(`${BOM}تاريخ الاستلام (Asia/Dubai),الحالة,اسم الحالة,`)).toBe(true);
      expect(lines(arabic)[0]).toContain(
        ",/leca/,نعم,LECA,floor-fill,ردم الأرضيات والبلاطات المنخفضة,",
      );
      expect(lines(arabic)[0]).toContain(",AS,آسيا,AE,الإمارات العربية المتحدة,");
      // Every heading has its words in each language: none falls back to English or a key.
      const headings = (body: string) => body.slice(BOM.length).split("\r\n")[0]!.split(",");
      const english = headings(await asked("en"));
      for (const other of [headings(russian), headings(arabic)]) {
        expect(other).toHaveLength(english.length);
        other.forEach((heading, index) => expect(heading).not.toBe(english[index]));
        expect(other.some((heading) => heading.startsWith("csv."))).toBe(false);
      }
    });

    it("quotes commas, quotes and line breaks, and keeps Arabic and Russian intact", async () => {
      const family = token();
      await post({
        family,
        name: "ليلى",
        city: "Москва",
        continent: "EU",
        country: "RU",
        phone: "+7 495 123-45-67",
        message: 'Нужно 3 м³, "срочно",\nспасибо',
      });
      const body = (await exportCsv(`q=${family}`)).body;
      expect(body).toContain(`ليلى,${family},`);
      expect(body).toContain(",Москва,");
      expect(body).toContain(',"Нужно 3 м³, ""срочно"",\nспасибо",');
    });

    it("defuses cells a spreadsheet would run as formulas", async () => {
      const family = token();
      await post({
        family,
        name: '=HYPERLINK("https://evil.example","Click")',
        address: "+1+2",
        city: "-2+3",
        message: "@SUM(A1:A9)",
        phone: "+971 50 123 4567",
      });
      const [row] = lines((await exportCsv(`q=${family}`)).body);
      expect(row).toContain(`,"'=HYPERLINK(""https://evil.example"",""Click"")",${family},`);
      expect(row).toContain(",'+971 50 123 4567,");
      expect(row).toContain(",'-2+3,'+1+2,");
      expect(row).toContain(",'@SUM(A1:A9),");
      expect(row).not.toMatch(/,[=+\-@]/);
    });

    it("exports every match, past the store's page of 500, and only the matches", async () => {
      const family = token();
      const base = clock.getTime();
      for (let index = 0; index < 520; index++) {
        await t.app.store.contacts.insert({
          id: crypto.randomUUID(),
          fields: { ...validContact, "how-to-contact": "email", family, name: `N${index}` },
          createdAt: new Date(base - index * 1000),
          mailStatus: "disabled",
        });
      }
      const rows = lines((await exportCsv(`q=${family}`)).body);
      expect(rows).toHaveLength(520);
      expect(rows[0]).toContain(`,N0,${family},`);
      expect(rows[519]).toContain(`,N519,${family},`);
      expect(lines((await exportCsv(`q=${family}&quote=true`)).body)).toEqual([]);
    });
  });
});
