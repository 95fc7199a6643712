import type { Db } from "./db";
import { mustDate, toDate } from "./db";
import type { BuildChanges, BuildRecord, BuildStore } from "../types";

interface BuildRow {
  id: string;
  status: BuildRecord["status"];
  builder: BuildRecord["builder"];
  reason: string;
  requested_at: number;
  started_at: number | null;
  finished_at: number | null;
  log_tail: string;
  external_id: string | null;
}

const fromRow = (row: BuildRow): BuildRecord => ({
  id: row.id,
  status: row.status,
  builder: row.builder,
  reason: row.reason,
  requestedAt: mustDate(row.requested_at),
  startedAt: toDate(row.started_at),
  finishedAt: toDate(row.finished_at),
  logTail: row.log_tail,
  externalId: row.external_id,
});

const COLUMNS: Record<keyof BuildChanges, string> = {
  status: "status",
  reason: "reason",
  startedAt: "started_at",
  finishedAt: "finished_at",
  logTail: "log_tail",
  externalId: "external_id",
};

export function sqliteBuilds(db: Db): BuildStore {
  const insert = db.prepare(
    `INSERT INTO builds (id, status, builder, reason, requested_at, started_at, finished_at, log_tail,
       external_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const byId = db.prepare<[string], BuildRow>("SELECT * FROM builds WHERE id = ?");
  const recent = db.prepare<[number], BuildRow>(
    "SELECT * FROM builds ORDER BY requested_at DESC, rowid DESC LIMIT ?",
  );
  const active = db.prepare<[], BuildRow>(
    `SELECT * FROM builds WHERE status IN ('queued', 'building')
     ORDER BY requested_at DESC, rowid DESC LIMIT 1`,
  );
  const failUnfinished = db.prepare(
    `UPDATE builds SET status = 'failed', finished_at = ?, log_tail = log_tail || ?
     WHERE status IN ('queued', 'building')`,
  );
  const lastSucceeded = db.prepare<[], BuildRow>(
    `SELECT * FROM builds WHERE status = 'succeeded'
     ORDER BY finished_at DESC, rowid DESC LIMIT 1`,
  );

  return {
    async insert(build) {
      insert.run(
        build.id,
        build.status,
        build.builder,
        build.reason,
        build.requestedAt.getTime(),
        build.startedAt?.getTime() ?? null,
        build.finishedAt?.getTime() ?? null,
        build.logTail,
        build.externalId,
      );
      return fromRow(byId.get(build.id)!);
    },
    async update(id, changes) {
      const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
      if (entries.length > 0) {
        const sets = entries.map(([key]) => `${COLUMNS[key as keyof BuildChanges]} = ?`);
        const values = entries.map(([, value]) =>
          value instanceof Date ? value.getTime() : value,
        );
        db.prepare(`UPDATE builds SET ${sets.join(", ")} WHERE id = ?`).run(...values, id);
      }
      const row = byId.get(id);
      return row ? fromRow(row) : null;
    },
    async get(id) {
      const row = byId.get(id);
      return row ? fromRow(row) : null;
    },
    async list(limit) {
      return recent.all(limit).map(fromRow);
    },
    async findActive() {
      const row = active.get();
      return row ? fromRow(row) : null;
    },
    async failUnfinished(now, note) {
      return failUnfinished.run(now.getTime(), `\n${note}`).changes;
    },
    async lastSucceeded() {
      const row = lastSucceeded.get();
      return row ? fromRow(row) : null;
    },
  };
}
