import type { Db } from "./db";
import type { AuditListQuery, AuditRecord, AuditStore } from "../types";

interface AuditRow {
  id: string;
  at: number;
  action: AuditRecord["action"];
  actor: string | null;
  address: string | null;
  target_type: AuditRecord["targetType"];
  target_id: string | null;
  target_label: string | null;
  detail: string | null;
}

const fromRow = (row: AuditRow): AuditRecord => ({
  id: row.id,
  at: new Date(row.at),
  action: row.action,
  actor: row.actor,
  address: row.address,
  targetType: row.target_type,
  targetId: row.target_id,
  targetLabel: row.target_label,
  detail: row.detail,
});

/**
 * WHERE clause and parameters of a page: the filters, then the keyset (entries strictly older
 * than the last one shown, newest first), so a page is read off an index however deep it is.
 */
function whereOf(query: AuditListQuery): { sql: string; params: Record<string, unknown> } {
  const tests: string[] = [];
  const params: Record<string, unknown> = {};
  if (query.action) {
    tests.push("action = @action");
    params.action = query.action;
  }
  if (query.actor) {
    tests.push("actor = @actor");
    params.actor = query.actor;
  }
  if (query.from) {
    tests.push("at >= @from");
    params.from = query.from.getTime();
  }
  if (query.to) {
    tests.push("at <= @to");
    params.to = query.to.getTime();
  }
  if (query.after) {
    tests.push("(at < @afterAt OR (at = @afterAt AND id < @afterId))");
    params.afterAt = query.after.at.getTime();
    params.afterId = query.after.id;
  }
  return { sql: tests.length > 0 ? `WHERE ${tests.join(" AND ")}` : "", params };
}

export function sqliteAudit(db: Db): AuditStore {
  const insert = db.prepare(
    `INSERT INTO audit_log (id, at, action, actor, address, target_type, target_id, target_label,
       detail) VALUES (@id, @at, @action, @actor, @address, @targetType, @targetId, @targetLabel,
       @detail)`,
  );
  const prune = db.prepare<[number]>("DELETE FROM audit_log WHERE at < ?");

  return {
    async append(entry) {
      insert.run({ ...entry, at: entry.at.getTime() });
    },
    async list(query) {
      const { sql, params } = whereOf(query);
      return db
        .prepare<Record<string, unknown>, AuditRow>(
          `SELECT * FROM audit_log ${sql} ORDER BY at DESC, id DESC LIMIT @limit`,
        )
        .all({ ...params, limit: query.limit })
        .map(fromRow);
    },
    async prune(before) {
      return prune.run(before.getTime()).changes;
    },
  };
}
