import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { orderItems, orders } from './shopping';

/**
 * Issue 38: one conversation per order and designer, between the order's shopper and that
 * designer (admins read all and post as Tibeb support). The unread counters live on the thread,
 * one per side, so a designer's 2,000 threads are counted from one narrow index instead of
 * counting messages; `*_unread_since` is when the oldest unread message came, which the reminder
 * job reads, and `*_mailed_at` keeps it to one mail per thread and side an hour.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    designerId: text('designer_id').references(() => users.id, { onDelete: 'set null' }),
    shopperUnread: integer('shopper_unread').notNull().default(0),
    designerUnread: integer('designer_unread').notNull().default(0),
    shopperUnreadSince: timestamp('shopper_unread_since', { withTimezone: true }),
    designerUnreadSince: timestamp('designer_unread_since', { withTimezone: true }),
    shopperMailedAt: timestamp('shopper_mailed_at', { withTimezone: true }),
    designerMailedAt: timestamp('designer_mailed_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_threads_order_designer_uq').on(t.orderId, t.designerId),
    // The studio's list (unread first, then newest) and its unread figure read only this.
    index('message_threads_designer_idx').on(t.designerId, t.lastMessageAt.desc()),
    index('message_threads_designer_unread_idx').on(t.designerId).where(sql`${t.designerUnread} > 0`),
    // The reminder job's two scans: only threads with something unread are indexed.
    index('message_threads_shopper_due_idx').on(t.shopperUnreadSince).where(sql`${t.shopperUnread} > 0`),
    index('message_threads_designer_due_idx').on(t.designerUnreadSince).where(sql`${t.designerUnread} > 0`),
    check('message_threads_unread_nonneg', sql`${t.shopperUnread} >= 0 and ${t.designerUnread} >= 0`),
  ],
);

/**
 * A message: never deleted; its author may edit it within five minutes (`edited_at`); an admin
 * may hide it, with who, when and why. A change request names its line (one per line, by the
 * unique index) and is answered when the designer next writes in the thread.
 */
export const threadMessages = pgTable(
  'thread_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role').notNull(),
    body: text('body').notNull().default(''),
    kind: text('kind').notNull().default('message'),
    changeRequestLineId: uuid('change_request_line_id').references(() => orderItems.id, { onDelete: 'cascade' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** A system note's code and parameters (kind `note`), worded in each reader's language. */
    noteCode: text('note_code'),
    noteParams: jsonb('note_params').$type<Record<string, string | number>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    index('thread_messages_thread_idx').on(t.threadId, t.createdAt),
    uniqueIndex('thread_messages_change_request_uq').on(t.changeRequestLineId).where(sql`${t.changeRequestLineId} is not null`),
    check('thread_messages_author_role_known', sql`${t.authorRole} in ('shopper', 'designer', 'support')`),
    check('thread_messages_kind_known', sql`${t.kind} in ('message', 'change_request', 'note')`),
    check('thread_messages_body_length', sql`char_length(${t.body}) <= 2000`),
    check('thread_messages_change_request_line', sql`(${t.kind} = 'change_request') = (${t.changeRequestLineId} is not null)`),
    check('thread_messages_note_code', sql`(${t.kind} = 'note') = (${t.noteCode} is not null)`),
  ],
);

/**
 * A photo sent with a message, cleaned by the upload pipeline. Uploaded first (message_id null,
 * kept for its uploader in its thread), then attached by the message that names it; an unattached
 * photo older than a day is removed with its file by the messages job.
 */
export const messagePhotos = pgTable(
  'message_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => threadMessages.id, { onDelete: 'cascade' }),
    /** Who uploaded it: a user id, or `guest:<order id>` for a guest holding the order's token. */
    uploadedBy: text('uploaded_by').notNull(),
    storagePath: text('storage_path').notNull(),
    url: text('url').notNull(),
    thumbUrl: text('thumb_url'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_photos_message_idx').on(t.messageId), index('message_photos_pending_idx').on(t.createdAt).where(sql`${t.messageId} is null`)],
);

/** A person's report of a message, for the admins; one per reporter and message. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => threadMessages.id, { onDelete: 'cascade' }),
    /** A user id, or `guest:<order id>`. */
    reporter: text('reporter').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('message_reports_reporter_uq').on(t.messageId, t.reporter), index('message_reports_created_idx').on(t.createdAt.desc())],
);
