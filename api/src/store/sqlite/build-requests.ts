import type { Db } from "./db";
import type { BuildRequest, BuildRequestStore } from "../types";

interface RequestRow {
  seq: number;
  id: string;
  reason: string;
  requested_at: number;
  urgent: number;
}

export function sqliteBuildRequests(db: Db): BuildRequestStore {
  const insert = db.prepare(
    "INSERT INTO build_requests (id, reason, requested_at, urgent) VALUES (?, ?, ?, ?)",
  );
  const all = db.prepare<[], RequestRow>("SELECT * FROM build_requests ORDER BY seq");
  const remove = db.prepare("DELETE FROM build_requests WHERE seq <= ?");
  // IMMEDIATE: the write lock is taken before the read, so two takers never read the same rows.
  const take = db.transaction((): RequestRow[] => {
    const rows = all.all();
    if (rows.length > 0) remove.run(rows[rows.length - 1]!.seq);
    return rows;
  });

  return {
    async add(request) {
      insert.run(request.id, request.reason, request.requestedAt.getTime(), request.urgent ? 1 : 0);
    },
    async takeAll() {
      return take.immediate().map((row): BuildRequest => ({
        id: row.id,
        reason: row.reason,
        requestedAt: new Date(row.requested_at),
        urgent: row.urgent === 1,
      }));
    },
  };
}
