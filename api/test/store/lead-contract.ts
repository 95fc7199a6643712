// Leads (issue 21) in the storage contract: status, notes, quote, source and the inbox's filters.
// Every adapter runs it (sqlite.test.ts, mongo.test.ts) on the store the other contracts share, so
// each test keeps to its own stretch of time (timeline()), and every list it reads is bounded by
// it. The stretches lie before the other contracts' ones: their "newest first" reads never meet
// these messages.
import { randomUUID } from "node:crypto";
import { EXAMPLE_QUOTE, type QuoteRequest } from "@leca/shared/contracts";
import type { ContactFilter, ContactRecord, NewContact, Store } from "../../src/store/types";
import { validContact } from "../contact/fixtures";
import { oneHandle } from "./two-handles";

const HOUR = 3_600_000;
let nextStart = Date.UTC(2001, 0, 1);

function timeline(): { at: (hours: number) => Date; span: Pick<ContactFilter, "from" | "to"> } {
  const start = nextStart;
  nextStart += 1000 * HOUR;
  return {
    at: (hours) => new Date(start + hours * HOUR),
    span: { from: new Date(start), to: new Date(start + 1000 * HOUR) },
  };
}

/** Only what the calculator gave: no use, allowance or container. */
const bareQuote: QuoteRequest = {
  product: "leca-concrete",
  volumeM3: 2,
  packs: [],
  densityKgM3: 1400,
  massSavedKg: 2000,
};

function contact(createdAt: Date, overrides: Partial<NewContact["fields"]> = {}): NewContact {
  return {
    id: randomUUID(),
    fields: { ...validContact, ...overrides },
    createdAt,
    mailStatus: "disabled",
  };
}

const ids = (records: { id: string }[]) => records.map((record) => record.id);

export function leadContract(name: string, open: () => Promise<Store>): void {
  describe(`storage contract, leads: ${name}`, () => {
    const store = oneHandle(open);

    const insert = (input: NewContact) => store().contacts.insert(input);
    const find = async (filter: ContactFilter, offset = 0, limit = 50) =>
      store().contacts.list(offset, limit, filter);

    it("keeps a quote and its source as fields, and a plain message without either", async () => {
      const { at, span } = timeline();
      const quoted = await insert({ ...contact(at(1)), quote: EXAMPLE_QUOTE, source: "/ar/leca/" });
      const bare = await insert({ ...contact(at(2)), quote: bareQuote, source: null });
      const plain = await insert(contact(at(3)));

      expect(quoted).toMatchObject({ quote: EXAMPLE_QUOTE, source: "/ar/leca/", status: "new" });
      expect(bare.quote).toStrictEqual(bareQuote);
      expect(plain).toMatchObject({ quote: null, source: null, notes: [] });
      const { items } = await find(span);
      expect(items).toStrictEqual([plain, bare, quoted]);
    });

    it("sets a status with who set it and when, leaving the rest alone", async () => {
      const { at, span } = timeline();
      const lead = await insert({ ...contact(at(1)), quote: EXAMPLE_QUOTE });
      await store().contacts.setRead(lead.id, true);

      const quoted = await store().contacts.setStatus(lead.id, "quoted", "sales-1", at(5));
      expect(quoted).toStrictEqual({
        ...lead,
        read: true,
        status: "quoted",
        statusChangedAt: at(5),
        statusChangedBy: "sales-1",
      });
      expect((await find(span)).items).toStrictEqual([quoted]);
      expect(await store().contacts.setStatus(randomUUID(), "won", "sales-1", at(6))).toBeNull();
    });

    it("archives a lead (keeping the first time) and restores it; the filter tells them apart", async () => {
      const { at, span } = timeline();
      const kept = await insert(contact(at(1)));
      const lead = await insert(contact(at(2)));
      expect(lead.archivedAt).toBeNull();

      const archived = await store().contacts.setArchived(lead.id, true, at(5));
      expect(archived).toStrictEqual({ ...lead, archivedAt: at(5) });
      expect((await store().contacts.setArchived(lead.id, true, at(6)))?.archivedAt).toEqual(at(5));
      expect(ids((await find({ ...span, archived: false })).items)).toEqual([kept.id]);
      expect(ids((await find({ ...span, archived: true })).items)).toEqual([lead.id]);
      expect((await find({ ...span, archived: true })).total).toBe(1);
      expect(ids((await find(span)).items)).toEqual([lead.id, kept.id]);

      const restored = await store().contacts.setArchived(lead.id, false, at(7));
      expect(restored).toStrictEqual({ ...lead, archivedAt: null });
      expect(ids((await find({ ...span, archived: false })).items)).toEqual([lead.id, kept.id]);
      expect(await store().contacts.setArchived(randomUUID(), true, at(8))).toBeNull();
      expect(await store().contacts.setArchived(randomUUID(), false, at(8))).toBeNull();
    });

    it("appends notes in order with author and time, and never loses one written at once", async () => {
      const { at, span } = timeline();
      const lead = await insert(contact(at(1)));
      const note = (text: string, hours: number, author: string | null = "sales-1") => ({
        id: randomUUID(),
        author,
        text,
        createdAt: at(hours),
      });
      const first = note("Called, no answer", 2);
      const added = await store().contacts.addNote(lead.id, first, 10);
      expect(added).toStrictEqual({ kind: "added", contact: { ...lead, notes: [first] } });

      const together = Array.from({ length: 6 }, (_, index) => note(`Parallel ${index}`, 3, null));
      const results = await Promise.all(
        together.map((each) => store().contacts.addNote(lead.id, each, 10)),
      );
      expect(results.every((result) => result.kind === "added")).toBe(true);
      const [stored] = (await find(span)).items;
      expect(stored?.notes[0]).toStrictEqual(first);
      expect(stored?.notes.map((n) => n.text).sort()).toEqual(
        [first, ...together].map((n) => n.text).sort(),
      );
    });

    it("refuses a note past the limit, and a note for a message that does not exist", async () => {
      const { at, span } = timeline();
      const lead = await insert(contact(at(1)));
      const note = (text: string) => ({ id: randomUUID(), author: "a", text, createdAt: at(2) });
      expect((await store().contacts.addNote(lead.id, note("one"), 2)).kind).toBe("added");
      expect((await store().contacts.addNote(lead.id, note("two"), 2)).kind).toBe("added");
      expect(await store().contacts.addNote(lead.id, note("three"), 2)).toStrictEqual({
        kind: "full",
      });
      expect((await find(span)).items[0]?.notes.map((n) => n.text)).toEqual(["one", "two"]);
      expect(await store().contacts.addNote(randomUUID(), note("lost"), 2)).toStrictEqual({
        kind: "missing",
      });
    });

    describe("filters", () => {
      it("by status and by quote, counting the matches; unread stays the whole inbox's", async () => {
        const { at, span } = timeline();
        const plainNew = await insert(contact(at(1)));
        const quoteNew = await insert({ ...contact(at(2)), quote: EXAMPLE_QUOTE });
        const quoteWon = await insert({ ...contact(at(3)), quote: bareQuote });
        await store().contacts.setStatus(quoteWon.id, "won", "a", at(4));
        const all = await store().contacts.list(0, 1);

        const fresh = await find({ ...span, status: "new" });
        expect(ids(fresh.items)).toEqual(ids([quoteNew, plainNew]));
        expect(fresh.total).toBe(2);
        expect(fresh.unread).toBe(all.unread);
        expect(ids((await find({ ...span, status: "won" })).items)).toEqual([quoteWon.id]);
        expect((await find({ ...span, status: "lost" })).total).toBe(0);
        expect(ids((await find({ ...span, quote: true })).items)).toEqual(
          ids([quoteWon, quoteNew]),
        );
        expect(ids((await find({ ...span, quote: false })).items)).toEqual([plainNew.id]);
        expect(ids((await find({ ...span, quote: true, status: "new" })).items)).toEqual([
          quoteNew.id,
        ]);
      });

      it("by source path prefix", async () => {
        const { at, span } = timeline();
        const lecapon = await insert({ ...contact(at(1)), source: "/lecapon/" });
        const calculator = await insert({ ...contact(at(2)), source: "/lecapon/calculator/" });
        await insert({ ...contact(at(3)), source: "/ar/lecapon/" });
        await insert({ ...contact(at(4)), source: "/leca/" });
        await insert(contact(at(5)));

        expect(ids((await find({ ...span, source: "/lecapon" })).items)).toEqual(
          ids([calculator, lecapon]),
        );
        expect(ids((await find({ ...span, source: "/lecapon/calculator/" })).items)).toEqual([
          calculator.id,
        ]);
        expect((await find({ ...span, source: "/" })).total).toBe(4);
      });

      it("by text in name, family, email, phone or message, in any letter case", async () => {
        const { at, span } = timeline();
        const russian = await insert(contact(at(1), { name: "Ирина", family: "Соколова" }));
        const arabic = await insert(contact(at(2), { name: "ليلى", message: "أحتاج إلى عرض سعر" }));
        const byMail = await insert(contact(at(3), { email: "Omar.Builder@Example.org" }));
        const byPhone = await insert(contact(at(4), { phone: "+971 4 555 0199" }));
        const percent = await insert(contact(at(5), { message: "Save 50% on [bulk] (a+b)" }));
        await insert(contact(at(6), { city: "Sharjah-unique-city" }));

        const search = async (q: string) => ids((await find({ ...span, q })).items);
        expect(await search("ирина")).toEqual([russian.id]);
        expect(await search("СОКОЛ")).toEqual([russian.id]);
        expect(await search("عرض سعر")).toEqual([arabic.id]);
        expect(await search("omar.builder@example")).toEqual([byMail.id]);
        expect(await search("555 0199")).toEqual([byPhone.id]);
        // Wildcards and pattern characters are only themselves.
        expect(await search("50%")).toEqual([percent.id]);
        expect(await search("[bulk] (a+b)")).toEqual([percent.id]);
        expect(await search("%")).toEqual([percent.id]);
        expect(await search(".*")).toEqual([]);
        expect(await search("_")).toEqual([]);
        // The city is not searched.
        expect(await search("sharjah-unique")).toEqual([]);
      });

      it("by date, from inclusive to exclusive, and pages what matches", async () => {
        const { at } = timeline();
        const made: ContactRecord[] = [];
        for (let hour = 1; hour <= 5; hour++) made.push(await insert(contact(at(hour))));
        const window = { from: at(2), to: at(5) };

        const page = await find(window, 0, 2);
        expect(ids(page.items)).toEqual(ids([made[3]!, made[2]!]));
        expect(page.total).toBe(3);
        expect(ids((await find(window, 2, 2)).items)).toEqual([made[1]!.id]);
      });
    });

    it("keeps status, notes, quote and source across close and reopen", async () => {
      const { at, span } = timeline();
      const lead = await insert({ ...contact(at(1)), quote: EXAMPLE_QUOTE, source: "/leca/" });
      await store().contacts.setStatus(lead.id, "contacted", "sales-2", at(2));
      const note = { id: randomUUID(), author: "sales-2", text: "Sent prices", createdAt: at(3) };
      await store().contacts.addNote(lead.id, note, 10);
      const [before] = (await find(span)).items;

      const again = await open();
      try {
        expect((await again.contacts.list(0, 5, span)).items).toStrictEqual([before]);
      } finally {
        await again.close();
      }
    });
  });
}
