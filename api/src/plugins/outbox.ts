import fp from "fastify-plugin";
import { composeContactMail } from "../services/outbox/compose";
import { createSmtpMailer } from "../services/outbox/mailer";
import { idleOutbox, Outbox, type MailOutbox } from "../services/outbox/outbox";

declare module "fastify" {
  interface FastifyInstance {
    /** Mails stored contact messages; idle (enabled: false) without SMTP_URL and MAIL_TO. */
    outbox: MailOutbox;
  }
}

/**
 * The contact-mail outbox: runs only when SMTP is configured, and only on the instance holding the
 * jobs lease (each message is also claimed on its own, so a lease handover cannot send one twice
 * at once); stops before the store closes.
 */
export default fp(
  async (app) => {
    const { smtpUrl, from, to } = app.config.mail;
    if (!smtpUrl || !to) {
      app.decorate("outbox", idleOutbox);
      app.log.info("SMTP_URL or MAIL_TO not set: contact messages are stored, not mailed");
      return;
    }
    const outbox = new Outbox({
      contacts: app.store.contacts,
      mailer: createSmtpMailer(smtpUrl),
      compose: (record) => composeContactMail(record, { from, to }),
      now: () => app.now(),
      log: app.log.child({ component: "outbox" }),
      pollMs: app.config.jobs.pollMs,
    });
    app.decorate("outbox", outbox);
    app.leader.add({ name: "outbox", start: () => outbox.start(), stop: () => outbox.pause() });
    // Registered after core, so this runs before the store closes (onClose hooks run in reverse).
    app.addHook("onClose", async () => outbox.stop());
  },
  { name: "outbox", dependencies: ["core", "leader"] },
);
