import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openSqliteStore } from "../../src/store/sqlite";
import { ENDED_SESSION_KEEP_MS } from "../../src/store/retention";
import { auditContract } from "./audit-contract";
import { storeContract } from "./contract";
import { itemListContract } from "./item-list-contract";
import { leadContract } from "./lead-contract";
import { leaseContract } from "./lease-contract";
import { rateLimitContract } from "./rate-limit-contract";

// One database file for the suite; `open` may be called again to reopen the same file.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-store-"));
const file = path.join(dir, "store.db");

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

storeContract("sqlite", () => openSqliteStore({ file }));
itemListContract("sqlite", () => openSqliteStore({ file }));
leaseContract("sqlite", () => openSqliteStore({ file }));
leadContract("sqlite", () => openSqliteStore({ file }));
rateLimitContract("sqlite", () => openSqliteStore({ file }));
auditContract("sqlite", () => openSqliteStore({ file }));

describe("sqlite adapter: the audit log", () => {
  it("refuses any change to an entry (a trigger), whoever writes to the file", async () => {
    const store = await openSqliteStore({ file });
    try {
      await store.audit.append({
        id: `append-only-${randomUUID()}`,
        at: new Date(Date.UTC(2034, 0, 1)),
        action: "delete",
        actor: "admin",
        address: null,
        targetType: "news",
        targetId: randomUUID(),
        targetLabel: "A title",
        detail: null,
      });
    } finally {
      await store.close();
    }
    const db = new Database(file);
    try {
      expect(() => db.prepare("UPDATE audit_log SET actor = 'someone else'").run()).toThrow(
        /append-only/,
      );
    } finally {
      db.close();
    }
  });
});

describe("sqlite adapter: recovery codes stored before the used ones were kept", () => {
  it("reads no used codes, then tells the first use from the second", async () => {
    const store = await openSqliteStore({ file });
    try {
      const id = `legacy-totp-${randomUUID()}`;
      await store.users.create({
        id,
        username: id,
        passwordHash: "hash",
        role: "admin",
        createdAt: new Date(Date.UTC(2030, 0, 1)),
      });
      const db = new Database(file);
      try {
        const before = { secret: "sealed", enabledAt: 0, lastStep: 0, recoveryCodes: ["h1"] };
        db.prepare("UPDATE users SET totp = ? WHERE id = ?").run(JSON.stringify(before), id);
      } finally {
        db.close();
      }
      expect((await store.users.findById(id))?.totp?.usedRecoveryCodes).toEqual([]);
      expect(await store.users.useRecoveryCode(id, "h1")).toBe("accepted");
      expect(await store.users.useRecoveryCode(id, "h1")).toBe("spent");
      expect((await store.users.findById(id))?.totp).toMatchObject({
        recoveryCodes: [],
        usedRecoveryCodes: ["h1"],
      });
    } finally {
      await store.close();
    }
  });
});

// MongoDB deletes ended sessions with a TTL index (mongo.test.ts checks it); SQLite has none and
// clears them at each login instead.
describe("sqlite adapter: ended sessions", () => {
  it("are deleted at the next login once they ended an hour ago; live ones stay", async () => {
    const store = await openSqliteStore({ file: path.join(dir, "sessions.db") });
    try {
      const now = Date.UTC(2030, 0, 10);
      const user = await store.users.create({
        id: randomUUID(),
        username: `sweep-${randomUUID()}`,
        passwordHash: "h",
        role: "admin",
        createdAt: new Date(now),
      });
      const family = (expiresAt: number) =>
        store.sessions.create({
          id: randomUUID(),
          userId: user.id,
          currentJti: randomUUID(),
          createdAt: new Date(Date.UTC(2030, 0, 1)),
          expiresAt: new Date(expiresAt),
        });
      const ended = await family(now - ENDED_SESSION_KEEP_MS);
      const justEnded = await family(now - ENDED_SESSION_KEEP_MS + 1);
      const live = await family(now + 1);

      await store.sessions.create({
        id: randomUUID(),
        userId: user.id,
        currentJti: randomUUID(),
        createdAt: new Date(now),
        expiresAt: new Date(now + 14 * 24 * 3_600_000),
      });
      expect(await store.sessions.get(ended.id)).toBeNull();
      expect(await store.sessions.get(justEnded.id)).toStrictEqual(justEnded);
      expect(await store.sessions.get(live.id)).toStrictEqual(live);
    } finally {
      await store.close();
    }
  });

  it("are found through an index, not a scan of every session", () => {
    const db = new Database(file, { readonly: true });
    try {
      const plan = db
        .prepare<[number], { detail: string }>(
          "EXPLAIN QUERY PLAN DELETE FROM sessions WHERE expires_at <= ?",
        )
        .all(0);
      expect(plan.map((step) => step.detail).join("\n")).toMatch(/INDEX sessions_by_expiry/);
    } finally {
      db.close();
    }
  });
});
