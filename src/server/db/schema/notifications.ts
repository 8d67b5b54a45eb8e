import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Issue 42: what Tibeb tells people, one row per event, recipient and channel. Written in the
 * same transaction as the change that causes it (notify(tx, event)); the send-notifications job
 * claims due rows (FOR UPDATE SKIP LOCKED), sends outside any transaction and records the outcome.
 * `key` (kind:event:recipient:channel) is unique, so a replayed event adds nothing and a row is
 * sent at most once. `due_at` is when it may go next: after quiet hours, after a retry's wait.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    kind: text('kind').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** The texts' holes: short strings (order number, a name, tracking); rendered at send time. */
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    /** pending → sending → sent | failed; a failed try goes back to pending with a later due_at until 24 h are over. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('notification_outbox_due_idx').on(t.dueAt).where(sql`${t.status} in ('pending', 'sending')`),
    index('notification_outbox_created_idx').on(t.createdAt),
    check('notification_outbox_status_ck', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    check('notification_outbox_channel_ck', sql`${t.channel} in ('email', 'telegram', 'sms')`),
  ],
);

/** A person's own choice of channels for one kind; no row: the default (domain/notifications/kinds.ts). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channels: text('channels').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** An account's Telegram chat; a chat belongs to one account at a time. */
export const telegramLinks = pgTable('telegram_links', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  chatId: text('chat_id').notNull().unique(),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time Connect Telegram tokens (only their SHA-256 is kept), valid 10 minutes. */
export const telegramStartTokens = pgTable(
  'telegram_start_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('telegram_start_tokens_user_idx').on(t.userId)],
);

/**
 * A person's mobile number for SMS, in E.164; nothing is sent to it until `verified_at`. The
 * confirmation code is kept as a keyed hash with its expiry and the tries left.
 */
export const phoneNumbers = pgTable('phone_numbers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  e164: text('e164').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  codeHash: text('code_hash'),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
  triesLeft: integer('tries_left').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type NotificationOutboxRow = typeof notificationOutbox.$inferSelect;

/**
 * Issue 46: mail the mailer could not hand over (the outbox folder full or read-only, SMTP down),
 * kept whole (rendered, as the feature wrote it) and tried again with back-off by the
 * send-queued-mail job, which claims rows with FOR UPDATE SKIP LOCKED. A sent row is deleted;
 * one refused for good (an SMTP 5xx) or past the retry window stays 'failed' for an operator.
 * Decision 045.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    /** pending → sending → (deleted when sent) | pending again with a later due_at | failed. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(1),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('mail_queue_due_idx').on(t.dueAt).where(sql`${t.status} in ('pending', 'sending')`),
    check('mail_queue_status_ck', sql`${t.status} in ('pending', 'sending', 'failed')`),
  ],
);
