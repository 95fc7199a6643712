// Admin accounts. (Sign-in attempts are counted in the rate-limit store: auth/throttle.ts.)
import type { Lang } from "@leca/shared/languages";

export type Role = "admin" | "editor";

export interface UserRecord {
  id: string;
  /** Stored lowercased: usernames are case-insensitive and unique (a database index). */
  username: string;
  passwordHash: string;
  role: Role;
  createdAt: Date;
  updatedAt: Date;
  /**
   * The passwordHash that ADMIN_PASSWORD last set (or found in place) at start, so a restart can
   * tell "the environment's value is new" from "the password was changed since (CLI reset)".
   * Never the password itself; equal to passwordHash until someone else changes the password.
   */
  envPasswordHash: string | null;
  /** The enrolled authenticator (two-factor sign-in, services/totp.ts), or null. */
  totp: TotpRecord | null;
  /** A secret shown for enrolment (encrypted) until a first code from it confirms it. */
  totpPending: string | null;
  /** The dashboard's language this admin chose, or null: the browser's preference decides. */
  uiLanguage: Lang | null;
}

/** An enrolled TOTP authenticator (RFC 6238). */
export interface TotpRecord {
  /** The shared secret, encrypted with the server's key (never stored in the clear). */
  secret: string;
  enabledAt: Date;
  /** The last 30-second step a code was accepted for: a code is good once (no replay). */
  lastStep: number;
  /**
   * Each unused one-time recovery code as an HMAC keyed from the server's secret ("h1:..."),
   * or, for codes made before issue 46, its plain SHA-256 (auth/totp.ts recoveryCodeHashes).
   */
  recoveryCodes: string[];
  /**
   * The hashes of this set's recovery codes already used, so a code typed a second time can be
   * told from one that never was (the sign-in's code step says so). Empty for a new set; rows
   * stored before this was kept read as empty.
   */
  usedRecoveryCodes: string[];
}

/** What using a recovery code found: used up now, used up before, or not one of this set's. */
export type RecoveryCodeUse = "accepted" | "spent" | "unknown";

export type NewUser = Pick<UserRecord, "id" | "username" | "passwordHash" | "role" | "createdAt"> &
  Partial<Pick<UserRecord, "envPasswordHash">>;

export interface UserStore {
  /** Throws UniqueViolation("username") when the name is taken. */
  create(user: NewUser): Promise<UserRecord>;
  findByUsername(username: string): Promise<UserRecord | null>;
  findById(id: string): Promise<UserRecord | null>;
  list(): Promise<UserRecord[]>;
  /** `fromEnvironment` also records the hash as envPasswordHash (in the same write). */
  setPassword(
    id: string,
    passwordHash: string,
    now: Date,
    options?: { fromEnvironment?: boolean },
  ): Promise<boolean>;
  /**
   * Records the current password as the one ADMIN_PASSWORD set, only if it is still
   * `passwordHash` (a password changed meanwhile is not mistaken for the environment's).
   */
  markEnvPassword(id: string, passwordHash: string): Promise<boolean>;
  /** Keeps (or, with null, forgets) the secret being enrolled. */
  setTotpPending(id: string, secret: string | null): Promise<void>;
  /** Sets (or, with null, removes) the enrolled authenticator, and forgets any pending secret. */
  setTotp(id: string, totp: TotpRecord | null): Promise<void>;
  /** Accepts a code's time step only if it is later than the last one accepted (atomic). */
  useTotpStep(id: string, step: number): Promise<boolean>;
  /**
   * Uses up one recovery code by its hash and records it as used, in one atomic write:
   * "accepted" once; then "spent" (it was used before); "unknown" for a hash that is neither
   * (or when the user has no authenticator).
   */
  useRecoveryCode(id: string, hash: string): Promise<RecoveryCodeUse>;
  /** Remembers (or, with null, forgets) the dashboard language the admin chose. */
  setUiLanguage(id: string, language: Lang | null): Promise<void>;
}
