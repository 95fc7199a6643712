// Refresh-token sessions (rotation, reuse detection).

export interface SessionRecord {
  /** The refresh-token family id; also the `sid` claim of access tokens. */
  id: string;
  userId: string;
  currentJti: string;
  previousJti: string | null;
  rotatedAt: Date | null;
  createdAt: Date;
  lastUsedAt: Date;
  /** Absolute end of the family, whatever its use. */
  expiresAt: Date;
  revokedAt: Date | null;
}

export type NewSession = Pick<
  SessionRecord,
  "id" | "userId" | "currentJti" | "createdAt" | "expiresAt"
> & {
  /** What the admin sees of it in their list of sessions (listForUser), nothing else reads. */
  userAgent?: string | null;
  /** The sign-in's address, made approximate before it is stored (a network, not a host). */
  address?: string | null;
};

/** A live session as its admin sees it in their list (the Security screen). */
export interface SessionSummary {
  id: string;
  createdAt: Date;
  lastUsedAt: Date;
  userAgent: string | null;
  address: string | null;
}

export type RotateResult =
  | { kind: "rotated"; session: SessionRecord }
  /** The just-replaced token came back within the grace window (two tabs): accept it once more. */
  | { kind: "grace"; session: SessionRecord }
  /** A spent token outside the grace window, or one it already served: the family is now revoked. */
  | { kind: "reused" }
  | { kind: "revoked" }
  | { kind: "missing" };

export interface SessionStore {
  create(session: NewSession): Promise<SessionRecord>;
  get(id: string): Promise<SessionRecord | null>;
  /**
   * Whether the family exists and is not revoked: what every signed-in request asks, read
   * without the rest of the record.
   */
  isLive(id: string): Promise<boolean>;
  rotate(
    id: string,
    presentedJti: string,
    newJti: string,
    now: Date,
    graceMs: number,
  ): Promise<RotateResult>;
  revoke(id: string, now: Date): Promise<void>;
  revokeAllForUser(userId: string, now: Date): Promise<number>;
  /** The user's live sessions (not revoked, not past their end), most recently used first. */
  listForUser(userId: string, now: Date): Promise<SessionSummary[]>;
  /** Every session of the user but `keepId` (the admin changed how they sign in, from it). */
  revokeAllForUserExcept(userId: string, keepId: string, now: Date): Promise<number>;
}
