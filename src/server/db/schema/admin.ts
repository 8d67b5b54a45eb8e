import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Every admin action (docs/requirements/shop.md §4: actions are checked on the server and recorded): who, when,
 * what, and the record before and after. Kept when the admin's account is deleted (actor_email stays).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** A stable dotted name: 'content.page_saved', 'orders.refunded', 'users.role_changed', ... */
    kind: text('kind').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt), index('admin_audit_log_actor_idx').on(t.actorId, t.createdAt), index('admin_audit_log_kind_idx').on(t.kind, t.createdAt)],
);

/**
 * Scheduled work that must run once per period across every app instance: the runner takes a
 * row lock on its job (SELECT … FOR UPDATE SKIP LOCKED) and records when it last ran.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastStatus: text('last_status'),
  lastError: text('last_error'),
});
