import { isNotificationKind, isQuiet, nextAttemptAt, notificationLocale, releaseTime, renderNotification, type NotificationData } from '../../../domain/notifications';
import type { Database } from '../../db/client';
import type { Mailer } from '../../plugins/mailer';
import type { ChannelResult, SmsProvider, TelegramBot } from './channels';
import * as q from './queries';

export interface SenderDeps {
  db: Database;
  mailer: Mailer;
  telegram: TelegramBot | null;
  sms: SmsProvider | null;
  publicUrl: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  clock: () => Date;
  /** Quiet hours hold deliveries until 07:00 Addis Ababa; off, everything due goes at once. */
  quietHours: boolean;
}

/** A sender that died mid-send leaves rows 'sending'; after this long another takes them again. */
const STALE_CLAIM_MS = 10 * 60_000;
const BATCH = 50;

export interface SendOutcome {
  sent: number;
  retrying: number;
  failed: number;
  postponed: number;
}

/**
 * One run of the send-notifications job: holds what quiet hours hold, claims due deliveries (no
 * other sender gets them), sends each outside any transaction and records how it went. A failure
 * is tried again after the back-off until 24 hours from the event are over; a permanent one (the
 * chat blocked the bot, no confirmed number any more) fails at once.
 */
export function createSender(deps: SenderDeps) {
  async function deliver(row: q.OutboxRow, person: q.Recipient | undefined): Promise<ChannelResult> {
    if (!person) return { ok: false, error: 'recipient gone', permanent: true };
    if (!isNotificationKind(row.kind)) return { ok: false, error: `unknown kind ${row.kind}`, permanent: true };
    const words = renderNotification(row.kind, notificationLocale(person.language), row.data as NotificationData, deps.publicUrl);
    try {
      if (row.channel === 'email') {
        await deps.mailer.send({ to: person.email, subject: words.subject, text: words.text });
        return { ok: true };
      }
      if (row.channel === 'telegram') {
        if (!deps.telegram) return { ok: false, error: 'Telegram is not configured', permanent: true };
        if (!person.chatId) return { ok: false, error: 'no linked chat', permanent: true };
        return await deps.telegram.sendMessage(person.chatId, words.telegramHtml);
      }
      if (row.channel === 'sms') {
        if (!deps.sms) return { ok: false, error: 'SMS is not configured', permanent: true };
        if (!person.phone || !person.phoneVerifiedAt) return { ok: false, error: 'no confirmed number', permanent: true };
        return await deps.sms.send(person.phone, words.sms);
      }
      return { ok: false, error: `unknown channel ${row.channel}`, permanent: true };
    } catch (err) {
      return { ok: false, error: (err instanceof Error ? err.message : String(err)).slice(0, 300), permanent: false };
    }
  }

  return {
    async sendDue(): Promise<SendOutcome> {
      const outcome: SendOutcome = { sent: 0, retrying: 0, failed: 0, postponed: 0 };
      const now = deps.clock();
      if (deps.quietHours && isQuiet(now)) outcome.postponed = await q.postponeDue(deps.db, now, releaseTime(now));
      for (;;) {
        const rows = await q.claimDue(deps.db, deps.clock(), BATCH, STALE_CLAIM_MS);
        if (rows.length === 0) break;
        const people = await q.recipientsOf(deps.db, [...new Set(rows.map((r) => r.userId))]);
        for (const row of rows) {
          // Security kinds would pass quiet hours; every other claimed row was due outside them.
          const result = await deliver(row, people.find((p) => p.userId === row.userId));
          const at = deps.clock();
          if (result.ok) {
            await q.finishDelivery(deps.db, row.id, row.claimedAt ?? at, { status: 'sent', at });
            outcome.sent += 1;
            continue;
          }
          const next = result.permanent ? null : nextAttemptAt(row.createdAt, row.attempts, at);
          await q.finishDelivery(deps.db, row.id, row.claimedAt ?? at, next ? { status: 'pending', at, dueAt: next, error: result.error } : { status: 'failed', at, error: result.error });
          if (next) outcome.retrying += 1;
          else {
            outcome.failed += 1;
            deps.log.warn({ notification: row.id, kind: row.kind, channel: row.channel, error: result.error }, 'notification failed for good');
          }
        }
        if (rows.length < BATCH) break;
      }
      return outcome;
    },
  };
}

export type Sender = ReturnType<typeof createSender>;
