import crypto from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
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
  log: FastifyBaseLogger;
  debounceMs: number;
  maxWaitMs: number;
}

/**
 * Turns a stream of "something changed" requests into few builds: coalesced requests make one
 * build record. One build runs at a time; whatever comes in meanwhile becomes a single queued
 * follow-up, so the last change is always built and never two builds race for the served folder.
 */
export class BuildService {
  private readonly coalescer: Coalescer;
  private next: { id: string; reasons: string[] } | null = null;
  private active: { controller: AbortController; done: Promise<void> } | null = null;
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
      this.coalescer.add(String(reason).trim() || "unspecified");
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

  /** Drops requests still waiting, stops a running build and fails the queued one. */
  async close(): Promise<void> {
    this.closed = true;
    const dropped = this.coalescer.cancel();
    if (dropped.length > 0)
      this.options.log.info({ reasons: dropped }, "shutting down: rebuild requests dropped");
    this.active?.controller.abort();
    await this.active?.done;
    await this.queue;
    if (this.next) {
      await this.options.store.builds.update(this.next.id, {
        status: "failed",
        finishedAt: this.options.now(),
        logTail: "cancelled: the server stopped before this build started",
      });
      this.next = null;
    }
    this.settle();
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
    if (this.active || !this.next || this.closed) return;
    const { id } = this.next;
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
    this.active = { controller, done };
  }
}
