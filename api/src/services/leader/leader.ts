import type { Logger } from "../../lib/logger";
import type { LeaseStore } from "../../store/types";

/** Work that must run on one instance at a time: started on gaining the lease, stopped on losing it. */
export interface LeaderRole {
  name: string;
  start(): Promise<void> | void;
  stop(): Promise<void> | void;
}

export interface LeaderOptions {
  leases: LeaseStore;
  /** The lease's name: every instance of one site competes for the same one. */
  lease: string;
  /** Unique per process, so a restarted process never mistakes its predecessor's lease for its own. */
  holderId: string;
  ttlMs: number;
  renewMs: number;
  /**
   * Real time, not the app's clock: tests move the app's clock by minutes to make mail retries
   * due, and that must not make this instance's lease look expired.
   */
  now: () => Date;
  log: Logger;
}

/**
 * Leader election through a lease in the store. Every instance tries to take or renew the lease
 * every renewMs; the one holding it runs the roles. A holder counts itself leader only until the
 * expiry it last wrote (now + ttl, read before the write), so when renewals fail (the store is
 * out of reach, the process was paused) it stops its roles no later than another instance may
 * take over. A dead leader's lease is taken over within ttlMs + renewMs.
 */
export class Leader {
  private readonly roles: LeaderRole[] = [];
  /** Whether the roles run. */
  private leading = false;
  /** Until when (ms on options.now) this instance holds the lease, as far as it knows. */
  private heldUntil = 0;
  private renewTimer: NodeJS.Timeout | null = null;
  private expiryTimer: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();
  /** Steps queued or running: a renewal tick that finds one skips, rather than piling up. */
  private pending = 0;
  private stopped = false;

  constructor(private readonly options: LeaderOptions) {}

  get holderId(): string {
    return this.options.holderId;
  }

  /** Roles join before start; the first tries to take the lease, then run on every gain. */
  add(role: LeaderRole): void {
    this.roles.push(role);
  }

  /** Checked live, so a timer that fires after the lease ran out does not act on it. */
  isLeader(): boolean {
    return this.leading && this.options.now().getTime() < this.heldUntil;
  }

  /** Resolves once the first attempt settled (and the roles started, if this instance won). */
  async start(): Promise<void> {
    this.renewTimer = setInterval(() => {
      if (this.pending === 0) void this.step();
    }, this.options.renewMs).unref();
    await this.step();
  }

  /** Stops the roles and lets go of the lease, so another instance takes over at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.renewTimer) clearInterval(this.renewTimer);
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    await this.serially(async () => {
      if (this.leading) await this.lose("stopping");
      const { leases, lease, holderId } = this.options;
      await leases.release(lease, holderId).catch((error: unknown) => {
        this.options.log.warn({ err: error }, "could not release the jobs lease");
      });
    });
  }

  private step(): Promise<void> {
    return this.serially(async () => {
      if (this.stopped) return;
      const held = await this.renew();
      if (held && !this.leading) await this.gain();
      else if (!held && this.leading) await this.lose("lease lost");
    });
  }

  /** Whether this instance holds the lease now; a failed renewal keeps what time it had left. */
  private async renew(): Promise<boolean> {
    const { leases, lease, holderId, ttlMs, now, log } = this.options;
    const at = now().getTime();
    try {
      const record = await leases.acquire(lease, holderId, new Date(at), ttlMs);
      if (record.holder === holderId) {
        this.heldUntil = record.expiresAt.getTime();
        this.aimExpiry();
      } else {
        this.heldUntil = 0;
      }
    } catch (error) {
      log.warn({ err: error }, "could not renew the jobs lease");
    }
    return now().getTime() < this.heldUntil;
  }

  /** Steps down the moment the lease runs out, not at the next renewal tick. */
  private aimExpiry(): void {
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    const wait = Math.max(0, this.heldUntil - this.options.now().getTime());
    this.expiryTimer = setTimeout(() => {
      void this.serially(async () => {
        // A renewal queued before this may have extended the lease meanwhile.
        if (this.leading && !this.isLeader()) await this.lose("lease expired");
      });
    }, wait + 1).unref();
  }

  private async gain(): Promise<void> {
    this.leading = true;
    this.options.log.info({ holder: this.options.holderId }, "took the jobs lease: leading");
    for (const role of this.roles) {
      try {
        await role.start();
      } catch (error) {
        this.options.log.error({ err: error, role: role.name }, "a leader role failed to start");
      }
    }
  }

  private async lose(why: string): Promise<void> {
    if (!this.leading) return;
    this.leading = false;
    this.options.log.info({ holder: this.options.holderId, why }, "no longer leading");
    for (const role of [...this.roles].reverse()) {
      try {
        await role.stop();
      } catch (error) {
        this.options.log.error({ err: error, role: role.name }, "a leader role failed to stop");
      }
    }
  }

  private serially(task: () => Promise<void>): Promise<void> {
    this.pending += 1;
    this.chain = this.chain
      .then(task)
      .catch((error: unknown) => this.options.log.error({ err: error }, "leader step failed"))
      .finally(() => (this.pending -= 1));
    return this.chain;
  }
}
