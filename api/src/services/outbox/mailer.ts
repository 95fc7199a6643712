import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import SMTPTransport from "nodemailer/lib/smtp-transport";

export interface Mailer {
  send(mail: Mail.Options): Promise<void>;
  close(): void;
}

/**
 * One SMTP connection per message (a plain SMTPTransport: nodemailer's `pool: false`): the outbox
 * sends rarely, and a fresh connection recovers by itself from a server that went away. The
 * timeouts keep a send well inside the outbox lease, so a live send ends before anyone else may
 * claim the message. Options in the SMTP_URL query string (e.g. ?socketTimeout=60000) win.
 */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(
    new SMTPTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    }),
  );
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}
