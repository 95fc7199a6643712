const MAX_REASONS = 100;
const MAX_REASON_CHARS = 500;

/** Keeps each reason once; a long stream of edits during a long build stays bounded. */
export function addReason(reasons: string[], reason: string): void {
  if (reasons.length < MAX_REASONS && !reasons.includes(reason)) reasons.push(reason);
}

/** One build's reason from the requests it coalesced, at most ~500 characters. */
export function joinReasons(reasons: string[]): string {
  const text = reasons.join("; ");
  return text.length > MAX_REASON_CHARS ? `${text.slice(0, MAX_REASON_CHARS - 1)}…` : text;
}

/**
 * Collects reasons until `debounceMs` pass without a new one, or `maxWaitMs` since the first,
 * then hands them over in one batch.
 */
export class Coalescer {
  private batch: { reasons: string[]; firstAt: number; timer: NodeJS.Timeout } | null = null;

  constructor(
    private readonly debounceMs: number,
    private readonly maxWaitMs: number,
    private readonly onBatch: (reasons: string[]) => void,
  ) {}

  get waiting(): boolean {
    return this.batch !== null;
  }

  add(reason: string): void {
    const now = Date.now();
    if (this.batch) clearTimeout(this.batch.timer);
    const batch = this.batch ?? { reasons: [], firstAt: now, timer: undefined as never };
    addReason(batch.reasons, reason);
    const delay = Math.max(0, Math.min(this.debounceMs, batch.firstAt + this.maxWaitMs - now));
    batch.timer = setTimeout(() => {
      this.batch = null;
      this.onBatch(batch.reasons);
    }, delay).unref();
    this.batch = batch;
  }

  /** Stops the timer; returns the reasons that were still waiting. */
  cancel(): string[] {
    const reasons = this.batch?.reasons ?? [];
    if (this.batch) clearTimeout(this.batch.timer);
    this.batch = null;
    return reasons;
  }
}
