import type { Db } from "./db";
import type { LeaseRecord, LeaseStore } from "../types";

interface LeaseRow {
  name: string;
  holder: string;
  acquired_at: number;
  expires_at: number;
}

const fromRow = (row: LeaseRow): LeaseRecord => ({
  name: row.name,
  holder: row.holder,
  acquiredAt: new Date(row.acquired_at),
  expiresAt: new Date(row.expires_at),
});

export function sqliteLeases(db: Db): LeaseStore {
  // One statement, so one write lock: of two processes racing for an expired lease, the second
  // finds it held (WHERE fails) and leaves it. A holder that renews keeps its acquired_at; one
  // whose own lease expired meanwhile takes it afresh.
  const acquire = db.prepare(
    `INSERT INTO leases (name, holder, acquired_at, expires_at) VALUES (@name, @holder, @now, @until)
     ON CONFLICT (name) DO UPDATE SET
       acquired_at = CASE WHEN leases.holder = excluded.holder AND leases.expires_at > @now
                     THEN leases.acquired_at ELSE excluded.acquired_at END,
       holder = excluded.holder,
       expires_at = excluded.expires_at
     WHERE leases.holder = excluded.holder OR leases.expires_at <= @now`,
  );
  const byName = db.prepare<[string], LeaseRow>("SELECT * FROM leases WHERE name = ?");
  const release = db.prepare("DELETE FROM leases WHERE name = ? AND holder = ?");
  const acquireAndRead = db.transaction(
    (name: string, holder: string, now: number, ttl: number) => {
      acquire.run({ name, holder, now, until: now + ttl });
      return byName.get(name)!;
    },
  );

  return {
    async acquire(name, holder, now, ttlMs) {
      return fromRow(acquireAndRead.immediate(name, holder, now.getTime(), ttlMs));
    },
    async release(name, holder) {
      return release.run(name, holder).changes > 0;
    },
    async get(name) {
      const row = byName.get(name);
      return row ? fromRow(row) : null;
    },
  };
}
