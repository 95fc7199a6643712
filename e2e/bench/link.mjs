// The simulated phone's one link, shared by the responses in flight on it, as Lighthouse's
// simulation (Lantern) shares it: each of n bodies downloading at once gets 1/n of the throughput.
// The bench's hold uses it with BENCH_HOLD=shared (twin.mjs).
//
// Tried so that small files asked beside the LCP picture would end on one side of its paint in
// every run; other files then took their place, so it is not the default
// (docs/decisions/0002-bench-holds-responses.md).

/** How little time left a body may have and count as ended, in ms. */
const END_MS = 0.01;

/**
 * A fluid model of the link: `add` a body that may start downloading at `startsAt` (its request's
 * round trip over), `advance` the clock, and read when the next body starts or ends (`nextEvent`).
 * Times are in ms; `throughputKbps` is kilobits per second, i.e. bits per ms.
 */
export class SharedLink {
  /** @param {number} throughputKbps */
  constructor(throughputKbps) {
    this.bitsPerMs = throughputKbps;
    /** @type {{ bits: number, startsAt: number, done: (at: number) => void }[]} */
    this.flows = [];
    this.clock = 0;
  }

  /** A body of `bytes` that may start at `startsAt`; `done(at)` is called when `advance` passes its end. */
  add({ bytes, startsAt, done }, now) {
    this.advance(now);
    this.flows.push({ bits: bytes * 8, startsAt: Math.max(startsAt, now), done });
  }

  /** The bodies downloading at the clock's time, and the throughput each of them gets. */
  inFlight() {
    const active = this.flows.filter((flow) => flow.startsAt <= this.clock);
    return { active, rate: this.bitsPerMs / Math.max(1, active.length) };
  }

  /** When the next body starts or ends, if nothing else is added; Infinity when none is left. */
  nextEvent() {
    const { active, rate } = this.inFlight();
    const ends = active.map((flow) => this.clock + flow.bits / rate);
    const starts = this.flows.filter((flow) => flow.startsAt > this.clock).map((f) => f.startsAt);
    return Math.min(Infinity, ...ends, ...starts);
  }

  /** Moves the clock to `to`, draining the bodies in flight and finishing those that end by then. */
  advance(to) {
    if (this.flows.length === 0) this.clock = Math.max(this.clock, to);
    while (this.clock < to) {
      const at = Math.min(to, this.nextEvent());
      const { active, rate } = this.inFlight();
      for (const flow of active) flow.bits -= (at - this.clock) * rate;
      this.clock = at;
      // A body with less than END_MS to go has ended: on the epoch's clock (about 1.7e12 ms) a
      // remainder under a fraction of a microsecond no longer moves the clock, and a body waiting
      // for it would hold the loop for ever.
      const ended = active.filter((flow) => flow.bits / rate < END_MS);
      this.flows = this.flows.filter((flow) => !ended.includes(flow));
      for (const flow of ended) flow.done(at);
    }
  }
}
