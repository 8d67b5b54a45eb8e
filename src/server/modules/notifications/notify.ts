import { choiceKindOf, deliveryChannels, deliveryKey, emailChosen, KIND_RULES, type Channel, type NotificationData, type NotificationKind, type Role } from '../../../domain/notifications';
import type { Database } from '../../db/client';
import * as q from './queries';

/** One thing that happened, for one or more people. */
export interface NotificationEvent {
  kind: NotificationKind;
  /** What makes this event itself: the order id for a new order, the message id for a message. */
  eventId: string;
  recipients: Array<{ userId: string; data: NotificationData }>;
}

/** The write side that other features call inside their own transaction. */
export type Notify = (tx: Database, event: NotificationEvent) => Promise<number>;

const ROLES: ReadonlySet<string> = new Set(['customer', 'designer', 'admin']);

/**
 * Writes an event's deliveries into the outbox inside the caller's transaction, so they exist
 * exactly when the change does (a rolled-back order notifies nobody). Channels come from each
 * recipient's choice or the default, limited to where they can be reached now (a linked chat, a
 * confirmed number); e-mail is left out where the feature mails its own. A replay of the same
 * event adds nothing (the key). Sending happens later, in the send-notifications job.
 */
export async function notify(tx: Database, event: NotificationEvent, now: Date = new Date()): Promise<number> {
  if (!(event.kind in KIND_RULES)) throw new Error(`unknown notification kind ${event.kind}`);
  const ids = [...new Set(event.recipients.map((r) => r.userId))];
  if (ids.length === 0) return 0;
  // One after the other: a transaction is one connection.
  const people = await q.recipientsOf(tx, ids);
  const prefs = await q.preferencesOf(tx, ids);
  const chosen = new Map(prefs.filter((p) => p.kind === event.kind).map((p) => [p.userId, p.channels as Channel[]]));
  const rows: q.NewOutboxRow[] = [];
  for (const recipient of event.recipients) {
    const person = people.find((p) => p.userId === recipient.userId);
    if (!person) continue;
    const role = (person.role && ROLES.has(person.role) ? person.role : 'customer') as Role;
    const reach = { telegram: person.chatId !== null, sms: person.phone !== null && person.phoneVerifiedAt !== null };
    for (const channel of deliveryChannels(event.kind, chosen.get(person.userId) ?? null, role, reach)) {
      rows.push({
        key: deliveryKey(event.kind, event.eventId, person.userId, channel),
        kind: event.kind,
        userId: person.userId,
        channel,
        data: Object.fromEntries(Object.entries(recipient.data).filter((e): e is [string, string] => typeof e[1] === 'string')),
        dueAt: now,
        createdAt: now,
      });
    }
  }
  return q.insertOutbox(tx, rows);
}

/**
 * Whether a feature that mails its own message for this kind should send it to this person: their
 * e-mail choice for the kind (a correction follows the kind it corrects), or yes when they chose
 * nothing, when e-mail is locked, or when there is no account (a guest's order). Read outside or
 * inside a transaction; a mail that cannot ask is sent (a lost notice is worse than an extra one).
 */
export async function emailWanted(db: Database, userId: string | null | undefined, kind: NotificationKind): Promise<boolean> {
  if (!userId) return true;
  const choiceKind = choiceKindOf(kind);
  const [pref] = (await q.preferencesOf(db, [userId])).filter((p) => p.kind === choiceKind);
  return emailChosen(choiceKind, (pref?.channels as Channel[] | undefined) ?? null);
}

/**
 * Takes back an event that did not happen after all (a shipping undone), in the caller's
 * transaction: its deliveries not yet sent are deleted, and where one already went (or is being
 * sent right now) a `correction` delivery is queued on that same channel for that same person,
 * whatever their choice (they were told there, they are corrected there). `eventPrefix` matches
 * the event ids written for it (`<prefix>:<…>`). Answers how many were cancelled and corrected.
 */
export async function withdrawEvent(
  tx: Database,
  withdrawal: { kind: NotificationKind; eventPrefix: string; correction: NotificationKind },
  now: Date = new Date(),
): Promise<{ cancelled: number; corrected: number }> {
  const prefix = `${withdrawal.kind}:${withdrawal.eventPrefix}:`;
  const cancelled = await q.deleteUnsent(tx, withdrawal.kind, prefix);
  const gone = await q.sentOrSending(tx, withdrawal.kind, prefix);
  const rows: q.NewOutboxRow[] = gone.map((row) => {
    // The key's event part (between the kind and the recipient) names the shipping corrected.
    const eventId = row.key.slice(withdrawal.kind.length + 1, row.key.length - `:${row.userId}:${row.channel}`.length);
    return {
      key: deliveryKey(withdrawal.correction, eventId, row.userId, row.channel as Channel),
      kind: withdrawal.correction,
      userId: row.userId,
      channel: row.channel,
      data: row.data,
      dueAt: now,
      createdAt: now,
    };
  });
  return { cancelled, corrected: await q.insertOutbox(tx, rows) };
}
