import type { Lang } from "@leca/shared/languages";
import type { Db } from "./db";
import { isUniqueViolation, mustDate } from "./db";
import { UniqueViolation } from "../errors";
import type { NewUser, RecoveryCodeUse, Role, TotpRecord, UserRecord, UserStore } from "../types";

interface UserRow {
  id: string;
  username: string;
  password_hash: string;
  role: Role;
  created_at: number;
  updated_at: number;
  env_password_hash: string | null;
  totp: string | null;
  totp_pending: string | null;
  ui_language: Lang | null;
}

/** The JSON column's shape: dates as epoch milliseconds; rows from before lack the used codes. */
type StoredTotp = Omit<TotpRecord, "enabledAt" | "usedRecoveryCodes"> & {
  enabledAt: number;
  usedRecoveryCodes?: string[];
};

function totpOf(json: string | null): TotpRecord | null {
  if (!json) return null;
  const stored = JSON.parse(json) as StoredTotp;
  return {
    ...stored,
    enabledAt: new Date(stored.enabledAt),
    usedRecoveryCodes: stored.usedRecoveryCodes ?? [],
  };
}

const fromRow = (row: UserRow): UserRecord => ({
  id: row.id,
  username: row.username,
  passwordHash: row.password_hash,
  role: row.role,
  createdAt: mustDate(row.created_at),
  updatedAt: mustDate(row.updated_at),
  envPasswordHash: row.env_password_hash,
  totp: totpOf(row.totp),
  totpPending: row.totp_pending,
  uiLanguage: row.ui_language,
});

export function sqliteUsers(db: Db): UserStore {
  const insert = db.prepare(
    `INSERT INTO users (id, username, password_hash, role, created_at, updated_at, env_password_hash)
     VALUES (@id, @username, @passwordHash, @role, @createdAt, @createdAt, @envPasswordHash)`,
  );
  const byName = db.prepare<[string], UserRow>("SELECT * FROM users WHERE username = ?");
  const byId = db.prepare<[string], UserRow>("SELECT * FROM users WHERE id = ?");
  const all = db.prepare<[], UserRow>("SELECT * FROM users ORDER BY username");
  const setHash = db.prepare(
    `UPDATE users SET password_hash = @hash, updated_at = @now,
       env_password_hash = CASE WHEN @fromEnv THEN @hash ELSE env_password_hash END
     WHERE id = @id`,
  );
  const markEnv = db.prepare(
    "UPDATE users SET env_password_hash = password_hash WHERE id = ? AND password_hash = ?",
  );
  const setPending = db.prepare("UPDATE users SET totp_pending = ? WHERE id = ?");
  const setUiLanguage = db.prepare("UPDATE users SET ui_language = ? WHERE id = ?");
  const setTotp = db.prepare("UPDATE users SET totp = ?, totp_pending = NULL WHERE id = ?");
  // One statement each, so two instances cannot both accept the same step or code.
  const useStep = db.prepare(
    `UPDATE users SET totp = json_set(totp, '$.lastStep', @step)
     WHERE id = @id AND totp IS NOT NULL AND json_extract(totp, '$.lastStep') < @step`,
  );
  // json() around the subquery: SQLite 3.45+ drops a value's JSON subtype when it leaves a
  // subquery, and json_set would then store the array as a quoted string.
  // The code moves from the unused list to the used one in the same statement.
  const useCode = db.prepare(
    `UPDATE users SET totp = json_set(totp,
       '$.recoveryCodes', json((
         SELECT json_group_array(value) FROM json_each(totp, '$.recoveryCodes') WHERE value <> @hash)),
       '$.usedRecoveryCodes', json((
         SELECT json_group_array(value) FROM (
           SELECT value FROM json_each(totp, '$.usedRecoveryCodes') UNION ALL SELECT @hash))))
     WHERE id = @id AND totp IS NOT NULL
       AND EXISTS (SELECT 1 FROM json_each(totp, '$.recoveryCodes') WHERE value = @hash)`,
  );
  const codeSpent = db.prepare<{ id: string; hash: string }, 1>(
    `SELECT 1 FROM users, json_each(users.totp, '$.usedRecoveryCodes')
     WHERE users.id = @id AND users.totp IS NOT NULL AND json_each.value = @hash`,
  );

  return {
    async create(user: NewUser) {
      try {
        insert.run({
          ...user,
          createdAt: user.createdAt.getTime(),
          envPasswordHash: user.envPasswordHash ?? null,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new UniqueViolation("username");
        throw error;
      }
      return fromRow(byId.get(user.id)!);
    },
    async findByUsername(username) {
      const row = byName.get(username);
      return row ? fromRow(row) : null;
    },
    async findById(id) {
      const row = byId.get(id);
      return row ? fromRow(row) : null;
    },
    async list() {
      return all.all().map(fromRow);
    },
    async setPassword(id, passwordHash, now, options = {}) {
      const fromEnv = options.fromEnvironment ? 1 : 0;
      return setHash.run({ id, hash: passwordHash, now: now.getTime(), fromEnv }).changes === 1;
    },
    async markEnvPassword(id, passwordHash) {
      return markEnv.run(id, passwordHash).changes === 1;
    },
    async setUiLanguage(id, language) {
      setUiLanguage.run(language, id);
    },
    async setTotpPending(id, secret) {
      setPending.run(secret, id);
    },
    async setTotp(id, totp) {
      const stored: StoredTotp | null = totp && { ...totp, enabledAt: totp.enabledAt.getTime() };
      setTotp.run(stored && JSON.stringify(stored), id);
    },
    async useTotpStep(id, step) {
      return useStep.run({ id, step }).changes === 1;
    },
    async useRecoveryCode(id, hash): Promise<RecoveryCodeUse> {
      if (useCode.run({ id, hash }).changes === 1) return "accepted";
      return codeSpent.get({ id, hash }) ? "spent" : "unknown";
    },
  };
}
