import type { Logger } from "../../lib/logger";
import type Mail from "nodemailer/lib/mailer";
import type { ContactRecord, ContactStore } from "../../store/types";
import type { Mailer } from "./mailer";

/** What the rest of the app sees: the contact route kicks it, tests drain it. */
export interface MailOutbox {
  /** False when SMTP is not configured: messages are stored with mail status "disabled". */
  readonly enabled: boolean;
  /** Looks for due messages soon; cheap, and safe to call any number of times. */
  kick(): void;
  /** Resolves once no due pending message remains (or the outbox is stopped). */
  drain(): Promise<void>;
  /** Stops the timers and waits for an in-flight send to finish. */
  stop(): Promise<void>;
}

export const idleOutbox: MailOutbox = {
  enabled: false,
  kick: () => undefined,
  drain: async () => undefined,
  stop: async () => undefined,
};

const LEASE_MS = 60_000;
const RETRY_BASE_MS = 2_000;
const RETRY_MAX_MS = 10 * 60_000;
const MAX_ATTEMPTS = 20;

/** Delay before try number attempts + 1: 2 s, 4 s, 8 s ... capped at 10 minutes. */
const retryDelayMs = (attempts: number) =>
  Math.min(RETRY_BASE_MS * 2 ** (attempts - 1), RETRY_MAX_MS);

export interface OutboxOptions {
  contacts: ContactStore;
  mailer: Mailer;
  compose(record: ContactRecord): Mail.Options;
  now(): Date;
  log: Logger;
  /** How often it looks for due messages: those stored through other instances, retries. */
  pollMs: number;
}

/**
 * Sends stored contact messages, one at a time, from a single loop: on the instance that leads
 * (plugins/outbox.ts starts and pauses it with the jobs lease); the others only store messages.
 *
 * "Exactly once" is at-least-once delivery made recognisable: a message is claimed with a lease
 * (so no two workers send it at once), marked sent only after the SMTP server accepted it, and
 * always carries the same Message-ID. Why that is the best SMTP allows: if the server accepted DATA
 * and this process died (or the database write failed) before markMailSent, nothing can tell
 * whether the mail went out; when the lease expires the message is sent again, and the fixed
 * Message-ID lets mail clients and the recipient recognise the resend as the same enquiry.
 * Losing an acknowledged enquiry would be worse than that one possible duplicate.
 */
export class Outbox implements MailOutbox {
  readonly enabled = true;
  /** Until start(), and while paused: kicks are ignored, another instance sends. */
  private stopped = true;
  private closed = false;
  private again = false;
  private running: Promise<void> | null = null;
  private poll: NodeJS.Timeout | null = null;
  private readonly wakes = new Set<NodeJS.Timeout>();

  constructor(private readonly options: OutboxOptions) {}

  /** Also picks up what an earlier process (or leader) left pending. */
  start(): void {
    if (!this.stopped || this.closed) return;
    this.stopped = false;
    this.poll = setInterval(() => this.kick(), this.options.pollMs).unref();
    this.kick();
  }

  kick(): void {
    if (this.stopped) return;
    this.again = true;
    if (this.running) return;
    this.running = this.run().finally(() => {
      this.running = null;
      // A kick that came while the loop was finishing would otherwise be lost.
      if (this.again) this.kick();
    });
  }

  async drain(): Promise<void> {
    this.kick();
    while (this.running) await this.running;
  }

  /** Stops sending (another instance leads now); start() resumes. */
  async pause(): Promise<void> {
    this.stopped = true;
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
    while (this.running) await this.running;
    // After the last send: a failure in it may have scheduled one more wake-up.
    for (const timer of this.wakes) clearTimeout(timer);
    this.wakes.clear();
  }

  async stop(): Promise<void> {
    this.closed = true;
    await this.pause();
    this.options.mailer.close();
  }

  private async run(): Promise<void> {
    while (this.again && !this.stopped) {
      this.again = false;
      try {
        while (!this.stopped && (await this.sendNext()));
      } catch (error) {
        // The store failed; the next kick or tick tries again.
        this.options.log.error({ err: error }, "outbox pass failed");
      }
    }
  }

  /** Sends one due message; false when none is due. */
  private async sendNext(): Promise<boolean> {
    const { contacts, mailer, compose, now, log } = this.options;
    const record = await contacts.claimNextMail(now(), LEASE_MS);
    if (!record) return false;
    try {
      await mailer.send(compose(record));
    } catch (error) {
      await this.retryLater(record, error instanceof Error ? error.message : String(error));
      return true;
    }
    await contacts.markMailSent(record.id, now());
    log.info({ contactId: record.id, attempt: record.mailAttempts + 1 }, "contact mail sent");
    return true;
  }

  private async retryLater(record: ContactRecord, reason: string): Promise<void> {
    const attempts = record.mailAttempts + 1;
    const next =
      attempts >= MAX_ATTEMPTS
        ? null
        : new Date(this.options.now().getTime() + retryDelayMs(attempts));
    await this.options.contacts.markMailRetry(record.id, reason, next);
    const context = { contactId: record.id, attempts, reason };
    if (!next) return this.options.log.error(context, "contact mail failed; giving up");
    this.options.log.warn({ ...context, nextAttemptAt: next }, "contact mail failed; will retry");
    this.wakeAt(next);
  }

  /** Retries run when due rather than at the next poll. */
  private wakeAt(when: Date): void {
    const delay = Math.max(0, when.getTime() - this.options.now().getTime());
    const timer = setTimeout(() => {
      this.wakes.delete(timer);
      this.kick();
    }, delay).unref();
    this.wakes.add(timer);
  }
}
