import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { orderItems } from './shopping';

/**
 * The measurement review's deadlines (issue 38): a single row (id = 1); absent means the defaults
 * of domain/fitting/review.ts. Admins change it, audited.
 */
export const fittingSettings = pgTable(
  'fitting_settings',
  {
    id: integer('id').primaryKey().default(1),
    reviewDays: integer('review_days').notNull().default(3),
    answerDays: integer('answer_days').notNull().default(7),
    reminderHours: integer('reminder_hours').notNull().default(24),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('fitting_settings_singleton', sql`${t.id} = 1`),
    check('fitting_settings_days', sql`${t.reviewDays} between 1 and 60 and ${t.answerDays} between 1 and 60 and ${t.reminderHours} between 1 and 72`),
  ],
);

/**
 * A line's measurements, one row per version, never updated: version 1 is what
 * order_item_measurements held at placement, each correction by the shopper adds the next.
 * Values in cm (weight in kg); `sources` names where each key's value came from.
 */
export const measurementVersions = pgTable(
  'measurement_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    kind: text('kind').notNull(),
    metrics: jsonb('metrics').$type<Record<string, number>>().notNull(),
    sources: jsonb('sources').$type<Record<string, string>>().notNull(),
    /** The question this version answered (a correction), copied so the history reads on its own. */
    question: text('question'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('measurement_versions_line_version_uq').on(t.orderItemId, t.version),
    check('measurement_versions_version_positive', sql`${t.version} >= 1`),
    check('measurement_versions_kind', sql`${t.kind} in ('placed', 'corrected')`),
  ],
);

/**
 * The designer's review of a line's measurements: awaiting review from when the designer is told of
 * the line, a question asked (keys and text, with the shopper's deadline), or accepted (which
 * version, when, by whom). The `*_sent_at` columns are the deadline job's claims, so each reminder
 * and each overdue notice goes once however many instances run.
 */
export const measurementReviews = pgTable(
  'measurement_reviews',
  {
    orderItemId: uuid('order_item_id')
      .primaryKey()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('awaiting_review'),
    currentVersion: integer('current_version').notNull().default(1),
    /** When the current review clock started: the designer told of the line, or the shopper's answer. */
    reviewStartedAt: timestamp('review_started_at', { withTimezone: true }),
    reviewDueAt: timestamp('review_due_at', { withTimezone: true }),
    askedKeys: jsonb('asked_keys').$type<string[]>().notNull().default([]),
    question: text('question'),
    askedBy: text('asked_by').references(() => users.id, { onDelete: 'set null' }),
    askedAt: timestamp('asked_at', { withTimezone: true }),
    answerDueAt: timestamp('answer_due_at', { withTimezone: true }),
    lastAnswer: text('last_answer'),
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    acceptedVersion: integer('accepted_version'),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    reviewReminderSentAt: timestamp('review_reminder_sent_at', { withTimezone: true }),
    reviewOverdueSentAt: timestamp('review_overdue_sent_at', { withTimezone: true }),
    answerReminderSentAt: timestamp('answer_reminder_sent_at', { withTimezone: true }),
    answerOverdueSentAt: timestamp('answer_overdue_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('measurement_reviews_state', sql`${t.state} in ('awaiting_review', 'question_asked', 'accepted')`),
    check('measurement_reviews_answer', sql`${t.lastAnswer} is null or ${t.lastAnswer} in ('corrected', 'confirmed')`),
    check('measurement_reviews_accepted', sql`(${t.state} = 'accepted') = (${t.acceptedAt} is not null and ${t.acceptedVersion} is not null)`),
    check('measurement_reviews_question', sql`${t.state} <> 'question_asked' or (${t.question} is not null and ${t.answerDueAt} is not null)`),
    // The deadline job reads only open reviews.
    index('measurement_reviews_review_due_idx').on(t.reviewDueAt).where(sql`${t.state} = 'awaiting_review'`),
    index('measurement_reviews_answer_due_idx').on(t.answerDueAt).where(sql`${t.state} = 'question_asked'`),
  ],
);
