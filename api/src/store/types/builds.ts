// Site builds and build requests.
import type { BuildStatus } from "@leca/shared/contracts";

export interface BuildRecord {
  id: string;
  status: BuildStatus;
  builder: "local" | "netlify";
  reason: string;
  requestedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  logTail: string;
  /** Netlify's deploy id, once a deploy notification names it. */
  externalId: string | null;
}

export type BuildChanges = Partial<Omit<BuildRecord, "id" | "builder" | "requestedAt">>;

export interface BuildStore {
  insert(build: BuildRecord): Promise<BuildRecord>;
  update(id: string, changes: BuildChanges): Promise<BuildRecord | null>;
  get(id: string): Promise<BuildRecord | null>;
  list(limit: number): Promise<BuildRecord[]>;
  /** The newest build that is queued or building, if any. */
  findActive(): Promise<BuildRecord | null>;
  /** Marks builds left queued/building by a stopped process as failed. Returns how many. */
  failUnfinished(now: Date, note: string): Promise<number>;
  lastSucceeded(): Promise<BuildRecord | null>;
}

/** A build asked for on an instance that does not lead; the leader picks it up (see leases). */
export interface BuildRequest {
  id: string;
  reason: string;
  requestedAt: Date;
  /** "Rebuild now": built without waiting for the debounce. */
  urgent: boolean;
}

export interface BuildRequestStore {
  add(request: BuildRequest): Promise<void>;
  /** Removes and returns every waiting request, oldest first; each goes to one caller only. */
  takeAll(): Promise<BuildRequest[]>;
}
