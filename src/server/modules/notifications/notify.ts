import { deliveryChannels, deliveryKey, KIND_RULES, type Channel, type NotificationData, type NotificationKind, type Role } from '../../../domain/notifications';
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
