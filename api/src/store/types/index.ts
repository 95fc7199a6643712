// The storage interface. Two adapters implement it (sqlite/, mongo/) and one contract suite
// (test/store/contract.ts) holds both to the same behaviour. Every method is atomic on its own.
// One file per resource; this one names the whole store and re-exports every part.
import type { AuditStore } from "./audit";
import type { BuildRequestStore, BuildStore } from "./builds";
import type { ContactStore } from "./contacts";
import type { ItemStore } from "./items";
import type { LeaseStore } from "./leases";
import type { MediaFileStore, MediaStore } from "./media";
import type { RateLimitStore } from "./rate-limits";
import type { SessionStore } from "./sessions";
import type { UserStore } from "./users";
export type * from "./users";
export type * from "./sessions";
export type * from "./media";
export type * from "./items";
export type * from "./contacts";
export type * from "./builds";
export type * from "./leases";
export type * from "./rate-limits";
export type * from "./audit";

export interface Store {
  readonly kind: "sqlite" | "mongo";
  users: UserStore;
  sessions: SessionStore;
  media: MediaStore;
  items: ItemStore;
  contacts: ContactStore;
  builds: BuildStore;
  buildRequests: BuildRequestStore;
  leases: LeaseStore;
  rateLimits: RateLimitStore;
  audit: AuditStore;
  /** Uploaded media's bytes, when the database keeps files itself (MongoDB's GridFS). */
  mediaFiles?: MediaFileStore;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * The numbered schema migrations this build knows and how many the database has run. Only
   * SQLite has them; the MongoDB store syncs its indexes before it is handed out.
   */
  migrations?(): { applied: number; known: number };
  close(): Promise<void>;
}
