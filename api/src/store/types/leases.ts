// Leases: which instance runs the jobs that must run on one instance only.

/** A named lease: who may run the jobs that must run on one instance only, and until when. */
export interface LeaseRecord {
  name: string;
  holder: string;
  /** When this holder took it; renewals leave it alone. */
  acquiredAt: Date;
  expiresAt: Date;
}

export interface LeaseStore {
  /**
   * Atomically takes the lease when nobody holds it or it expired (expiresAt <= now), or renews
   * it when `holder` holds it; either way it then runs until now + ttlMs. Returns the lease as it
   * stands afterwards: its holder is the caller only if the caller now holds it.
   */
  acquire(name: string, holder: string, now: Date, ttlMs: number): Promise<LeaseRecord>;
  /** Ends the lease at once if `holder` holds it (a clean stop), so no one waits for it to expire. */
  release(name: string, holder: string): Promise<boolean>;
  get(name: string): Promise<LeaseRecord | null>;
}
