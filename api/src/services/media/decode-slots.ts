import { HttpError } from "../../lib/http-error";

/** How long a refused upload is told to wait before trying again. */
export const DECODE_RETRY_AFTER_SECONDS = 10;

/**
 * Caps the images being decoded at once. Each decode of an upload at the pixel limit holds
 * ~200 MB of raw pixels, so a handful of parallel uploads could take the server's memory: at
 * most `running` decode together, `waiting` more queue for a turn, and any beyond that get 503
 * with Retry-After at once instead of piling up.
 */
export class DecodeSlots {
  private inFlight = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    readonly running: number,
    readonly waiting: number,
  ) {}

  /** Resolves with the release function once a slot is free; throws 503 when the queue is full. */
  async acquire(): Promise<() => void> {
    if (this.inFlight < this.running) {
      this.inFlight += 1;
    } else if (this.queue.length < this.waiting) {
      // The slot is handed over by release(): inFlight stays as it is.
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      throw new HttpError(503, "SERVICE_UNAVAILABLE", "server.busy", {
        headers: { "retry-after": String(DECODE_RETRY_AFTER_SECONDS) },
      });
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.queue.shift();
      if (next) next();
      else this.inFlight -= 1;
    };
  }

  /** Runs `work` in a slot. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }
}
