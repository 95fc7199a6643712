import type { Db } from "./db";
import { mustDate, toDate } from "./db";
import { ENDED_SESSION_KEEP_MS } from "../retention";
import type {
  NewSession,
  RotateResult,
  SessionRecord,
  SessionStore,
  SessionSummary,
} from "../types";

interface SessionRow {
  id: string;
  user_id: string;
  current_jti: string;
  previous_jti: string | null;
  rotated_at: number | null;
  created_at: number;
  last_used_at: number;
  expires_at: number;
  revoked_at: number | null;
}

const fromRow = (row: SessionRow): SessionRecord => ({
  id: row.id,
  userId: row.user_id,
  currentJti: row.current_jti,
  previousJti: row.previous_jti,
  rotatedAt: toDate(row.rotated_at),
  createdAt: mustDate(row.created_at),
  lastUsedAt: mustDate(row.last_used_at),
  expiresAt: mustDate(row.expires_at),
  revokedAt: toDate(row.revoked_at),
});

export function sqliteSessions(db: Db): SessionStore {
  const insert = db.prepare(
    `INSERT INTO sessions (id, user_id, current_jti, created_at, last_used_at, expires_at,
       user_agent, address)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const listUser = db.prepare<
    [string, number],
    {
      id: string;
      created_at: number;
      last_used_at: number;
      user_agent: string | null;
      address: string | null;
    }
  >(
    `SELECT id, created_at, last_used_at, user_agent, address FROM sessions
     WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ?
     ORDER BY last_used_at DESC, id`,
  );
  const byId = db.prepare<[string], SessionRow>("SELECT * FROM sessions WHERE id = ?");
  // One column, not the row: a whole row costs three times as much to read into JavaScript.
  const liveById = db
    .prepare<[string], number>("SELECT revoked_at IS NULL FROM sessions WHERE id = ?")
    .pluck();
  const deleteEnded = db.prepare("DELETE FROM sessions WHERE expires_at <= ?");
  // SQLite has no TTL: each login clears the families that ended (MongoDB's TTL index does it
  // there), so the table holds live sessions and not every login ever made.
  const createAndSweep = db.transaction((session: NewSession) => {
    const created = session.createdAt.getTime();
    deleteEnded.run(created - ENDED_SESSION_KEEP_MS);
    insert.run(
      session.id,
      session.userId,
      session.currentJti,
      created,
      created,
      session.expiresAt.getTime(),
      session.userAgent ?? null,
      session.address ?? null,
    );
  });
  // Rotation is decided by conditional updates, in order: each one only changes the row if the
  // family is still in the state that outcome needs, so no decision rests on an earlier read.
  const rotateRow = db.prepare(
    `UPDATE sessions SET previous_jti = current_jti, current_jti = @next, rotated_at = @now,
       last_used_at = @now, grace_used = 0
     WHERE id = @id AND revoked_at IS NULL AND current_jti = @presented`,
  );
  const useGrace = db.prepare(
    `UPDATE sessions SET last_used_at = @now, grace_used = 1
     WHERE id = @id AND revoked_at IS NULL AND previous_jti = @presented AND grace_used = 0
       AND rotated_at IS NOT NULL AND @now - rotated_at <= @graceMs`,
  );
  const revoke = db.prepare(
    "UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL",
  );
  const revokeUser = db.prepare(
    "UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL",
  );
  const revokeOthers = db.prepare(
    "UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND id <> ? AND revoked_at IS NULL",
  );

  // IMMEDIATE takes the write lock first, so another process (the admin CLI) cannot slip a
  // write between the steps.
  const rotate = db.transaction(
    (id: string, presented: string, next: string, now: number, graceMs: number): RotateResult => {
      const params = { id, presented, next, now, graceMs };
      if (rotateRow.run(params).changes === 1) {
        return { kind: "rotated", session: fromRow(byId.get(id)!) };
      }
      if (useGrace.run(params).changes === 1) {
        return { kind: "grace", session: fromRow(byId.get(id)!) };
      }
      if (revoke.run(now, id).changes === 1) return { kind: "reused" };
      return byId.get(id) ? { kind: "revoked" } : { kind: "missing" };
    },
  );

  return {
    async create(session: NewSession) {
      createAndSweep(session);
      return fromRow(byId.get(session.id)!);
    },
    async get(id) {
      const row = byId.get(id);
      return row ? fromRow(row) : null;
    },
    async isLive(id) {
      return liveById.get(id) === 1;
    },
    async rotate(id, presentedJti, newJti, now, graceMs) {
      return rotate.immediate(id, presentedJti, newJti, now.getTime(), graceMs);
    },
    async revoke(id, now) {
      revoke.run(now.getTime(), id);
    },
    async revokeAllForUser(userId, now) {
      return revokeUser.run(now.getTime(), userId).changes;
    },
    async listForUser(userId, now): Promise<SessionSummary[]> {
      return listUser.all(userId, now.getTime()).map((row) => ({
        id: row.id,
        createdAt: mustDate(row.created_at),
        lastUsedAt: mustDate(row.last_used_at),
        userAgent: row.user_agent,
        address: row.address,
      }));
    },
    async revokeAllForUserExcept(userId, keepId, now) {
      return revokeOthers.run(now.getTime(), userId, keepId).changes;
    },
  };
}
