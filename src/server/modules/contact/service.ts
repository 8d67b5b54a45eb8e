import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sanitizeText } from '../../../domain/security';
import type { Database } from '../../db/client';
import { isUuid } from '../../../domain/ids';
import { MESSAGES_PAGE_SIZE, replySubject, type MessageFilter, type MessageStatus } from '../../../domain/contact/admin';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { AuditActor } from '../../plugins/audit';
import { contactMessageById, countContactMessages, insertContactMessage, listContactMessages, lockContactMessage, updateContactMessage, type ContactMessageRow } from './queries';
import { notify } from '../notifications';

export interface ContactMessageView {
  id: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  fromAccount: boolean;
  status: MessageStatus;
  handledAt: string | null;
  handledBy: string | null;
  repliedAt: string | null;
  createdAt: string;
}

const toView = (r: ContactMessageRow): ContactMessageView => ({
  id: r.id,
  name: r.name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  fromAccount: r.userId !== null,
  status: r.status === 'handled' ? 'handled' : 'new',
  handledAt: r.handledAt?.toISOString() ?? null,
  handledBy: r.handledByEmail ?? null,
  repliedAt: r.repliedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

const messageNotFound = () => notFound('MESSAGE_NOT_FOUND', 'Message not found.');

/** The reply's words: the admin's text, then the sender's message quoted, in plain text only. */
function replyText(reply: string, original: { name: string; message: string; createdAt: Date }): string {
  const quoted = original.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  // The address was never confirmed as the sender's: the quote is dated, not named (mailGreetingName).
  return `${reply}\n\n— Tibeb\n\n${original.createdAt.toISOString().slice(0, 10)}:\n${quoted}\n`;
}

export interface ContactServiceDeps {
  db: Database;
  audit: FastifyInstance['audit'];
  mailer: FastifyInstance['mailer'];
  log: FastifyInstance['log'];
}

export function createContactService(deps: ContactServiceDeps) {
  const { db } = deps;
  return {
    /** Stores the message (text cleaned of markup), then acknowledges it by e-mail. */
    async send(request: FastifyRequest, input: { name: string; email: string; subject?: string; message: string }, locale: string) {
      const name = sanitizeText(input.name);
      const message = sanitizeText(input.message);
      if (!name) throw badRequest('VALIDATION_FAILED', 'Some fields are missing or invalid.', { name: ['CONTACT_NAME_REQUIRED'] });
      if (message.length < 10) throw badRequest('VALIDATION_FAILED', 'Some fields are missing or invalid.', { message: ['CONTACT_MESSAGE_TOO_SHORT'] });
      const user = await request.sessionUser();
      const created = await insertContactMessage(db, {
        name,
        email: input.email.toLowerCase(),
        subject: input.subject ? sanitizeText(input.subject) || null : null,
        message,
        userId: user?.id ?? null,
        ip: request.ip,
      });
      // Anyone can type any address here: the name the sender typed stays out of the mail
      // (mailGreetingName), or the form would mail a stranger's words to anyone, signed by Tibeb.
      await deps.mailer
        .send({
          to: input.email,
          subject: locale === 'am-ET' ? 'መልእክትዎ ደርሶናል — ቲበብ' : 'We received your message — Tibeb',
          text:
            locale === 'am-ET'
              ? `ሰላም፣\n\nመልእክትዎ ደርሶናል፤ በአንድ የሥራ ቀን ውስጥ እንመልስልዎታለን።\n`
              : `Hello,\n\nThank you for writing to Tibeb. We answer within one business day.\n`,
        })
        .catch((err: unknown) => request.log.warn({ err }, 'contact acknowledgement failed'));
      return { id: created?.id ?? '' };
    },

    /** Messages nobody has handled yet (the console's overview shows the count). */
    countNew: () => countContactMessages(db, 'new'),

    async list(filter: { status?: MessageFilter; page?: number }) {
      const page = filter.page ?? 1;
      const status = filter.status ?? 'new';
      const [{ rows, total }, newCount] = await Promise.all([
        listContactMessages(db, { status, limit: MESSAGES_PAGE_SIZE, offset: (page - 1) * MESSAGES_PAGE_SIZE }),
        countContactMessages(db, 'new'),
      ]);
      return { items: rows.map(toView), total, page, pageSize: MESSAGES_PAGE_SIZE, newCount };
    },

    /** Marks a message handled, or back to new; recorded with the change. Setting the status it has changes nothing. */
    async setStatus(actor: AuditActor, id: string, status: MessageStatus): Promise<ContactMessageView> {
      if (!isUuid(id)) throw messageNotFound();
      await db.transaction(async (tx) => {
        const row = await lockContactMessage(tx, id);
        if (!row) throw messageNotFound();
        if (row.status === status) return;
        const handledAt = status === 'handled' ? new Date() : null;
        await updateContactMessage(tx, id, { status, handledAt, handledBy: status === 'handled' ? actor.id : null });
        await deps.audit.record(tx, actor, {
          kind: status === 'handled' ? 'messages.handled' : 'messages.reopened',
          targetType: 'contact_message',
          targetId: id,
          before: { email: row.email, status: row.status, handledAt: row.handledAt },
          after: { email: row.email, status, handledAt },
        });
      });
      const view = await contactMessageById(db, id);
      if (!view) throw messageNotFound();
      return toView(view);
    },

    /**
     * Answers the sender by e-mail and marks the message replied and handled. The mail goes last
     * inside the transaction: if it cannot be sent, nothing is marked and nothing recorded.
     */
    async reply(actor: AuditActor, id: string, text: string): Promise<ContactMessageView> {
      if (!isUuid(id)) throw messageNotFound();
      await db.transaction(async (tx) => {
        const row = await lockContactMessage(tx, id);
        if (!row) throw messageNotFound();
        const now = new Date();
        const subject = replySubject(row.subject, 'Your message to Tibeb');
        await updateContactMessage(tx, id, { status: 'handled', handledAt: row.status === 'handled' && row.handledAt ? row.handledAt : now, handledBy: actor.id, repliedAt: now });
        await deps.audit.record(tx, actor, {
          kind: 'messages.replied',
          targetType: 'contact_message',
          targetId: id,
          before: { email: row.email, status: row.status, repliedAt: row.repliedAt },
          after: { email: row.email, status: 'handled', repliedAt: now, subject, reply: text },
        });
        // A sender with an account hears of the answer by Telegram or SMS too (the answer itself is the mail, always sent).
        if (row.userId) await notify(tx, { kind: 'contact-answered', eventId: `${id}:${now.getTime()}`, recipients: [{ userId: row.userId, data: {} }] });
        try {
          await deps.mailer.send({ to: row.email, subject, text: replyText(text, row) });
        } catch (err) {
          deps.log.warn({ err }, 'contact reply mail failed');
          throw new AppError(502, 'MAIL_FAILED', 'The reply could not be sent. Nothing was changed; please try again.');
        }
      });
      const view = await contactMessageById(db, id);
      if (!view) throw messageNotFound();
      return toView(view);
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
