import { mailRetryAt } from '../../../domain/notifications';
import type { Database } from '../../db/client';
import type { Mailer, MailMessage } from '../../plugins/mailer';
import * as q from './mail-queue-queries';

export interface MailQueueDeps {
  db: Database;
  /** What really writes or sends a mail: the outbox folder or SMTP. */
  transport: Mailer;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void; info(obj: object, msg: string): void };
  clock?: () => Date;
}

export interface MailQueueOutcome {
  sent: number;
  retrying: number;
  failed: number;
}

/** A sender that died mid-send leaves mails 'sending'; after this long another takes them again. */
const STALE_CLAIM_MS = 10 * 60_000;
const BATCH = 50;

const messageOf = (err: unknown) => {
  const code = (err as { code?: unknown }).code;
  const text = err instanceof Error ? err.message : String(err);
  return (typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text).slice(0, 500);
};

/**
 * An SMTP server's 5xx answer to a message (a refused recipient, a message too large) will not
 * change by waiting; anything else (a full or read-only disk, a connection refused, a 4xx) may.
 */
const isPermanent = (err: unknown) => {
  const responseCode = (err as { responseCode?: unknown }).responseCode;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
};

/**
 * The mailer every feature uses (decision 045). A mail goes to the transport at once, as before;
 * when the transport fails (ENOSPC or EROFS on the outbox folder, SMTP down) the mail is kept in
 * `mail_queue` and `send` resolves, so the caller carries on as with a sent mail: an order is
 * placed whatever the mail does. `sendDue` (the send-queued-mail job) tries kept mails again with
 * back-off for three days. Only when the queue cannot be written either does `send` fail, with
 * the transport's error, and the caller logs it as it always did.
 */
export function createMailQueue(deps: MailQueueDeps) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  const mailer: Mailer = {
    async send(message: MailMessage) {
      try {
        await deps.transport.send(message);
        return;
      } catch (err) {
        const now = clock();
        const error = messageOf(err);
        const dueAt = isPermanent(err) ? null : mailRetryAt(now, 1, now);
        if (!dueAt) throw err;
        try {
          await q.enqueueMail(db, { to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, error, dueAt, createdAt: now });
        } catch (queueErr) {
          deps.log.error({ err: queueErr, to: message.to, subject: message.subject }, 'mail could not be queued either');
          throw err;
        }
        deps.log.warn({ to: message.to, subject: message.subject, error, retryAt: dueAt.toISOString() }, 'mail not sent; queued for a retry');
      }
    },
  };

  return {
    mailer,

    /** One run of the send-queued-mail job: every due mail claimed, sent outside any transaction, removed or rescheduled. */
    async sendDue(): Promise<MailQueueOutcome> {
      const outcome: MailQueueOutcome = { sent: 0, retrying: 0, failed: 0 };
      for (;;) {
        const rows = await q.claimDueMail(db, clock(), BATCH, STALE_CLAIM_MS);
        for (const row of rows) {
          try {
            await deps.transport.send({ to: row.toAddress, subject: row.subject, text: row.bodyText, ...(row.bodyHtml ? { html: row.bodyHtml } : {}) });
          } catch (err) {
            const at = clock();
            const next = isPermanent(err) ? null : mailRetryAt(row.createdAt, row.attempts + 1, at);
            await q.recordMailFailure(db, row.id, row.claimedAt!, messageOf(err), next);
            if (next) outcome.retrying += 1;
            else {
              outcome.failed += 1;
              deps.log.error({ mail: row.id, to: row.toAddress, subject: row.subject, error: messageOf(err) }, 'queued mail failed for good');
            }
            continue;
          }
          await q.removeSentMail(db, row.id, row.claimedAt!);
          outcome.sent += 1;
        }
        if (rows.length < BATCH) break;
      }
      if (outcome.sent > 0) deps.log.info({ ...outcome }, 'queued mail sent');
      return outcome;
    },

    counts: () => q.mailQueueCounts(db),
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
