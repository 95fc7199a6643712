import crypto from "node:crypto";
import type { Logger } from "../../lib/logger";
import type { AuditEvent } from "../audit/audit-log";
import type { BuildRecord, Store } from "../../store/types";
import type { Builder } from "./builder";
import { addReason, Coalescer, joinReasons } from "./reasons";
import type { Releases } from "./releases";
import { runBuild } from "./run";

export interface BuildServiceOptions {
  store: Store;
  /** null: BUILDER=off, requests are only logged. */
  builder: Builder | null;
  releases: Releases;
  now: () => Date;
  log: Logger;
  debounceMs: number;
  maxWaitMs: number;
  /** Whether this instance holds the jobs lease (live: false once it ran out). */
  leads: () => boolean;
  /** How often the leader takes the requests other instances left in the store. */
  pollMs: number;
  /** Records each build's end in the audit log. */
  audit(event: AuditEvent): Promise<void>;
}

const INTERRUPTED = "interrupted: the server stopped during this build";

/**
 * Turns a stream of "something changed" requests into few builds: coalesced requests make one
 * build record. One build runs at a time; whatever comes in meanwhile becomes a single queued
 * follow-up, so the last change is always built and never two builds race for the served folder.
 *
 * Of several instances on one store only the leader (see services/leader) debounces and builds.
 * The others write their requests to the store, where the leader's poll picks them up into its
 * own debounce; an instance that stops leading (or closes) hands back what it had not finished.
 */
export class BuildService {
  private readonly coalescer: Coalescer;
  private next: { id: string; reasons: string[] } | null = null;
  private active: { controller: AbortController; done: Promise<void>; reason: string } | null =
    null;
  private leading = false;
  private poll: NodeJS.Timeout | null = null;
  private ops = 0;
  private queue: Promise<void> = Promise.resolve();
  private idleWaiters: (() => void)[] = [];
  private closed = false;

  constructor(private readonly options: BuildServiceOptions) {
    this.coalescer = new Coalescer(options.debounceMs, options.maxWaitMs, (reasons) => {
      void this.enqueue(reasons);
    });
  }

  /** Never throws: a change must not fail because its rebuild could not be asked for. */
  request(reason: string): void {
    try {
      if (this.closed) return;
      if (!this.options.builder) {
        this.options.log.debug(
          { reason },
          "rebuild requested; no builder configured (BUILDER=off)",
        );
        return;
      }
      const text = String(reason).trim() || "unspecified";
      if (this.leads()) this.coalescer.add(text);
      else void this.handOver([text], false);
    } catch (error) {
      this.options.log.error({ err: error }, "rebuild request failed");
    }
  }

  /**
   * "Rebuild now": what was waiting for the debounce goes along, without waiting. Resolves to the
   * build this joined (new, or the follow-up queued behind a running build) as the store has it
   * then; null when there is no builder or the service is closing.
   */
  async requestNow(reason: string): Promise<BuildRecord | null> {
    if (this.closed || !this.options.builder) {
      this.request(reason);
      return null;
    }
    if (!this.leads()) {
      // The leader builds it at its next poll; the build to follow is the one running now, if any.
      await this.handOver([String(reason).trim() || "unspecified"], true);
      return this.options.store.builds.findActive();
    }
    const reasons = this.coalescer.cancel();
    addReason(reasons, String(reason).trim() || "unspecified");
    return this.options.store.builds.get(await this.enqueue(reasons));
  }

  list(limit: number): Promise<BuildRecord[]> {
    return this.options.store.builds.list(limit);
  }

  /** The newest build still queued or building, if any. */
  current(): Promise<BuildRecord | null> {
    return this.options.store.builds.findActive();
  }

  servedDir(): string | null {
    return this.options.releases.served();
  }

  /** Resolves once nothing is waiting, queued or running. */
  whenIdle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * This instance now runs the queue. Only a leader builds, and the last one stopped leading (or
   * died) before this one could take the lease, so a build still marked queued or building is
   * running nowhere: it is marked failed, as a restart does. True when it now builds.
   */
  async lead(): Promise<boolean> {
    if (this.closed || this.leading) return this.leading;
    const { store, now, log, builder, pollMs } = this.options;
    const failed = await store.builds.failUnfinished(now(), INTERRUPTED);
    if (failed > 0)
      log.warn({ failed }, "builds the last leader left unfinished were marked failed");
    if (!builder || this.closed) return false;
    this.leading = true;
    this.poll = setInterval(() => void this.pickUp(), pollMs).unref();
    await this.pickUp();
    return true;
  }

  /** Another instance leads now: what this one had not built goes to the store for it. */
  async follow(): Promise<void> {
    if (!this.leading) return;
    this.leading = false;
    await this.handBack("no longer leading");
  }

  /** Stops a running build and hands whatever was not built to the next leader (or next start). */
  async close(): Promise<void> {
    this.closed = true;
    this.leading = false;
    await this.handBack("the server stopped");
    this.settle();
  }

  private leads(): boolean {
    return this.leading && this.options.leads();
  }

  /** Stops the poll and the running build; every reason not yet built goes back to the store. */
  private async handBack(why: string): Promise<void> {
    const { store, now, log } = this.options;
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
    const reasons = this.coalescer.cancel();
    const active = this.active;
    active?.controller.abort();
    await active?.done;
    if (active) addReason(reasons, active.reason);
    await this.queue;
    if (this.next) {
      await store.builds.update(this.next.id, {
        status: "failed",
        finishedAt: now(),
        logTail: `cancelled: ${why} before this build started`,
      });
      for (const reason of this.next.reasons) addReason(reasons, reason);
      this.next = null;
    }
    if (reasons.length === 0) return;
    log.info({ reasons }, `${why}: rebuild requests left in the store for the next leader`);
    await this.handOver(reasons, false);
  }

  /** Takes what other instances asked for into this leader's debounce; "now" ones build at once. */
  private async pickUp(): Promise<void> {
    this.ops += 1;
    try {
      const requests = await this.options.store.buildRequests.takeAll();
      if (!this.leads()) {
        // Lost the lease while taking them: they go back for the next leader.
        await this.handOver(
          requests.map((r) => r.reason),
          requests.some((r) => r.urgent),
        );
        return;
      }
      const urgent: string[] = [];
      for (const request of requests) {
        if (request.urgent) urgent.push(request.reason);
        else this.coalescer.add(request.reason);
      }
      if (urgent.length > 0) {
        const reasons = this.coalescer.cancel();
        for (const reason of urgent) addReason(reasons, reason);
        void this.enqueue(reasons);
      }
      // A build held back while the lease had lapsed (see startNext) starts once it is renewed.
      this.startNext();
    } catch (error) {
      this.options.log.error({ err: error }, "could not take the build requests left in the store");
    } finally {
      this.ops -= 1;
      this.settle();
    }
  }

  /** Leaves reasons in the store for the leader. Never throws: a failure is logged. */
  private async handOver(reasons: string[], urgent: boolean): Promise<void> {
    if (reasons.length === 0) return;
    this.ops += 1;
    try {
      await this.options.store.buildRequests.add({
        id: crypto.randomUUID(),
        reason: joinReasons(reasons),
        requestedAt: this.options.now(),
        urgent,
      });
    } catch (error) {
      this.options.log.error(
        { err: error, reasons },
        "could not leave a build request in the store",
      );
    } finally {
      this.ops -= 1;
      this.settle();
    }
  }

  private isIdle(): boolean {
    return !this.coalescer.waiting && !this.next && !this.active && this.ops === 0;
  }

  private settle(): void {
    if (!this.isIdle()) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  /**
   * Queue changes are written one after another, so two batches never race. Resolves to the id
   * of the build the reasons went into.
   */
  private enqueue(reasons: string[]): Promise<string> {
    this.ops += 1;
    const written = this.queue.then(async () => {
      const { store, builder, now } = this.options;
      let id: string;
      if (this.next) {
        for (const reason of reasons) addReason(this.next.reasons, reason);
        await store.builds.update(this.next.id, { reason: joinReasons(this.next.reasons) });
        id = this.next.id;
      } else {
        const record = await store.builds.insert({
          id: crypto.randomUUID(),
          status: "queued",
          builder: builder!.kind,
          reason: joinReasons(reasons),
          requestedAt: now(),
          startedAt: null,
          finishedAt: null,
          logTail: "",
          externalId: null,
        });
        this.next = { id: record.id, reasons };
        id = record.id;
      }
      this.startNext();
      return id;
    });
    // The queue goes on after a failure (logged here); the caller still learns of it.
    this.queue = written
      .then(
        () => undefined,
        (error: unknown) => this.options.log.error({ err: error }, "build queue update failed"),
      )
      .finally(() => {
        this.ops -= 1;
        this.settle();
      });
    return written;
  }

  private startNext(): void {
    // Live check: a process paused past its lease may run this timer before it learns it lost it.
    if (this.active || !this.next || this.closed || !this.leads()) return;
    const { id, reasons } = this.next;
    this.next = null;
    const controller = new AbortController();
    const done = runBuild(this.options, id, controller.signal)
      .catch((error: unknown) =>
        this.options.log.error({ err: error, build: id }, "build bookkeeping failed"),
      )
      .finally(() => {
        this.active = null;
        this.startNext();
        this.settle();
      });
    this.active = { controller, done, reason: joinReasons(reasons) };
  }
}
