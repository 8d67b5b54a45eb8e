import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** docs/requirements/sizing.md §3 Measurement profile. At most one primary per user (partial unique index). */
export const userMeasurementProfiles = pgTable(
  'user_measurement_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileName: text('profile_name').notNull(),
    gender: text('gender').notNull().default('women'),
    measurements: jsonb('measurements').$type<Record<string, number>>().notNull(),
    estimatedMeasurements: jsonb('estimated_measurements').$type<Record<string, number>>(),
    heightInput: jsonb('height_input').$type<Record<string, unknown>>(),
    preferredFit: text('preferred_fit').notNull().default('regular'),
    measurementUnit: text('measurement_unit').notNull().default('inches'),
    confidenceScore: real('confidence_score'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('measurement_profiles_user_idx').on(t.userId, t.isPrimary.desc(), t.updatedAt.desc()),
    uniqueIndex('measurement_profiles_one_primary_uq').on(t.userId).where(sql`${t.isPrimary}`),
  ],
);

export const measurementHistory = pgTable(
  'measurement_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id').references(() => userMeasurementProfiles.id, { onDelete: 'set null' }),
    measurements: jsonb('measurements').$type<Record<string, number>>().notNull(),
    source: text('source').notNull(),
    sessionContext: jsonb('session_context').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('measurement_history_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * A saved photo-fit or camera-scan result (fit-save-measurements' measurement_id), owned by
 * its user; cart items and order lines reference it.
 */
export const fitMeasurements = pgTable(
  'fit_measurements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    category: text('category').notNull(),
    metrics: jsonb('metrics').$type<Record<string, number>>().notNull(),
    metricsImperial: jsonb('metrics_imperial').$type<Record<string, number>>(),
    confidence: real('confidence').notNull(),
    confidencePerMetric: jsonb('confidence_per_metric').$type<Record<string, number>>(),
    calibrationMethod: text('calibration_method'),
    calibrationValue: real('calibration_value'),
    imageHash: text('image_hash'),
    sessionId: text('session_id'),
    qualityFlags: jsonb('quality_flags').$type<string[]>(),
    sizeRecommendation: jsonb('size_recommendation').$type<Record<string, unknown>>(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    context: jsonb('context').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fit_measurements_user_idx').on(t.userId, t.createdAt.desc())],
);
