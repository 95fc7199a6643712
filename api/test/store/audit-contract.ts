// The audit log's storage: newest first, filtered, paged by keyset, pruned by age and by nothing
// else. Run against every adapter beside the storage contract (sqlite.test.ts, mongo.test.ts).
// Suites share one database, so every case lists its own admin's entries or its own years.
import { randomUUID } from "node:crypto";
import type { AuditRecord, Store } from "../../src/store/types";

const HOUR = 60 * 60 * 1000;

function entry(actor: string, at: Date, fields: Partial<AuditRecord> = {}): AuditRecord {
  return {
    id: `${at.getTime().toString(36)}-${randomUUID()}`,
    at,
    action: "publish",
    actor,
    address: "203.0.113.7",
    targetType: "news",
    targetId: randomUUID(),
    targetLabel: "Green roofs in Dubai",
    detail: "/green-roofs-in-dubai/",
    ...fields,
  };
}

export function auditContract(name: string, open: () => Promise<Store>): void {
  describe(`audit contract: ${name}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store.close();
    });
    const actor = () => `admin-${randomUUID().slice(0, 8)}`;

    it("gives back what was appended, newest first, every field intact", async () => {
      const who = actor();
      const t0 = new Date(Date.UTC(2031, 0, 1));
      const first = entry(who, t0, {
        action: "sign-in",
        targetType: null,
        targetId: null,
        targetLabel: null,
        detail: null,
      });
      const second = entry(who, new Date(t0.getTime() + HOUR));
      await store.audit.append(first);
      await store.audit.append(second);
      expect(await store.audit.list({ actor: who, limit: 10 })).toStrictEqual([second, first]);
    });

    it("filters by action, admin and time, bounds included", async () => {
      const who = actor();
      const t0 = new Date(Date.UTC(2032, 0, 1));
      const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);
      const entries = [
        entry(who, at(0), { action: "sign-in" }),
        entry(who, at(1), { action: "publish" }),
        entry(who, at(2), { action: "delete" }),
        entry(who, at(3), { action: "publish" }),
        entry(actor(), at(2), { action: "publish" }),
      ];
      for (const e of entries) await store.audit.append(e);
      const ids = (records: AuditRecord[]) => records.map((record) => record.id);

      expect(ids(await store.audit.list({ actor: who, action: "publish", limit: 10 }))).toEqual(
        ids([entries[3]!, entries[1]!]),
      );
      expect(
        ids(await store.audit.list({ actor: who, from: at(1), to: at(2), limit: 10 })),
      ).toEqual(ids([entries[2]!, entries[1]!]));
      // Every admin's entries in a window: the other admin's too.
      expect(ids(await store.audit.list({ from: at(2), to: at(2), limit: 10 })).sort()).toEqual(
        ids([entries[2]!, entries[4]!]).sort(),
      );
    });

    it("pages by keyset: each page starts strictly after the last entry of the one before", async () => {
      const who = actor();
      const t0 = new Date(Date.UTC(2033, 0, 1));
      // Three entries share one instant: the id orders them.
      const entries = [0, 1, 1, 1, 2].map((hours, index) =>
        entry(who, new Date(t0.getTime() + hours * HOUR), { id: `${t0.getTime()}-${index}` }),
      );
      for (const e of entries) await store.audit.append(e);
      const seen: string[] = [];
      let after: { at: Date; id: string } | undefined;
      for (let page = 0; page < 5; page += 1) {
        const records = await store.audit.list({
          actor: who,
          limit: 2,
          ...(after ? { after } : {}),
        });
        if (records.length === 0) break;
        seen.push(...records.map((record) => record.id));
        const last = records.at(-1)!;
        after = { at: last.at, id: last.id };
      }
      expect(seen).toEqual([4, 3, 2, 1, 0].map((index) => `${t0.getTime()}-${index}`));
    });

    it("prunes entries older than the cut-off, and only those", async () => {
      const who = actor();
      const t0 = new Date(Date.UTC(2020, 0, 1));
      const old = entry(who, t0);
      const edge = entry(who, new Date(t0.getTime() + HOUR));
      await store.audit.append(old);
      await store.audit.append(edge);
      expect(await store.audit.prune(new Date(t0.getTime() + HOUR))).toBeGreaterThanOrEqual(1);
      expect(await store.audit.list({ actor: who, limit: 10 })).toStrictEqual([edge]);
    });
  });
}
