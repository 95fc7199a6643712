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

/** The contact-mail outbox: runs only when SMTP is configured, stops before the store closes. */
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
    });
    app.decorate("outbox", outbox);
    app.addHook("onReady", async () => outbox.start());
    // Registered after core, so this runs before the store closes (onClose hooks run in reverse).
    app.addHook("onClose", async () => outbox.stop());
  },
  { name: "outbox", dependencies: ["core"] },
);
