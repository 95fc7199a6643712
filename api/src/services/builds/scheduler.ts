import { buildReason } from "@leca/shared/contracts";
import type { Logger } from "../../lib/logger";
import type { Store } from "../../store/types";

export interface SchedulerOptions {
  store: Store;
  now: () => Date;
  request: (reason: string) => void;
  log: Logger;
  intervalMs?: number;
}

/**
 * Makes scheduled items go live: a static site only shows an item once it is rebuilt after the
 * item's publish date, so the API asks for a build when a date passes. It counts items that came
 * due since the last check, which starts at the last successful build: items that came due while
 * the server was down are built after a restart.
 */
export class Scheduler {
  private lastCheck = new Date(0);
  private tick: NodeJS.Timeout | null = null;
  private precise: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly intervalMs: number;

  constructor(private readonly options: SchedulerOptions) {
    this.intervalMs = options.intervalMs ?? 30_000;
  }

  async start(processStart: Date): Promise<void> {
    const last = await this.options.store.builds.lastSucceeded();
    this.lastCheck = last?.finishedAt ?? processStart;
    await this.check();
    if (this.stopped) return;
    this.tick = setInterval(() => void this.check(), this.intervalMs).unref();
  }

  /** Counts what came due since the last check, then aims a timer at the next date if it is near. */
  check(): Promise<void> {
    return this.serially(async () => {
      const { store, request, now } = this.options;
      const at = now();
      if (at > this.lastCheck) {
        const due = await store.items.countDue(this.lastCheck, at);
        this.lastCheck = at;
        if (due > 0) request(buildReason("scheduled"));
      }
      await this.aim(at);
    });
  }

  /** Stops the timers and waits for a check in flight, so nothing touches the store after close. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.tick) clearInterval(this.tick);
    if (this.precise) clearTimeout(this.precise);
    this.tick = this.precise = null;
    await this.chain;
  }

  private async aim(at: Date): Promise<void> {
    const next = await this.options.store.items.nextScheduled(at);
    if (this.precise) clearTimeout(this.precise);
    this.precise = null;
    if (this.stopped || !next) return;
    const wait = next.getTime() - at.getTime();
    if (wait > this.intervalMs) return;
    // A few ms late, so the date has surely passed (countDue's window is `after < date <= until`).
    this.precise = setTimeout(() => void this.check(), Math.max(wait, 0) + 20).unref();
  }

  private serially(task: () => Promise<void>): Promise<void> {
    this.chain = this.chain.then(async () => {
      if (this.stopped) return;
      try {
        await task();
      } catch (error) {
        this.options.log.warn({ err: error }, "scheduled publication check failed");
      }
    });
    return this.chain;
  }
}
