import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Writes each message as one .eml-like JSON file, so a developer can read what was sent. The file
 * appears whole (written beside, then renamed): whoever watches the folder never reads half a message.
 */
export function createOutboxMailer(dir: string, from: string): Mailer {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(dir, `${stamp}-${safeTo}-${Math.random().toString(36).slice(2, 8)}.json`);
      const tmp = `${file}.part`;
      await writeFile(tmp, JSON.stringify({ from, ...message, date: new Date().toISOString() }, null, 2));
      await rename(tmp, file);
    },
  };
}

export function createSmtpMailer(url: string, from: string): Mailer {
  // nodemailer (about 15 MB resident) is loaded only when mail really goes out over SMTP.
  const transport = import('nodemailer').then((m) => m.default.createTransport(url));
  return {
    async send(message) {
      await (await transport).sendMail({ from, ...message });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailTransportOptions {
  smtpUrl: string | null;
  outboxDir: string;
  from: string;
  log: { info(obj: object, msg: string): void };
}

/** The outbox folder or SMTP, logging each mail handed over. It throws when it cannot (app.ts queues the mail then). */
export function createMailTransport(opts: MailTransportOptions): Mailer {
  const mailer = opts.smtpUrl ? createSmtpMailer(opts.smtpUrl, opts.from) : createOutboxMailer(opts.outboxDir, opts.from);
  return {
    async send(message: MailMessage) {
      await mailer.send(message);
      opts.log.info({ to: message.to, subject: message.subject, transport: opts.smtpUrl ? 'smtp' : 'outbox' }, 'mail sent');
    },
  };
}

/** Decorates `app.mailer`: the transport behind the mail queue (modules/notifications, decision 045), built in app.ts. */
export const mailerPlugin = fp<{ mailer: Mailer }>(async (app: FastifyInstance, opts) => {
  app.decorate('mailer', opts.mailer);
});
