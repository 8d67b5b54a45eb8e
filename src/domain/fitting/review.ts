import { cmToIn, kgToLb } from '../sizing/units';
import { MEASUREMENT_KEYS, type MeasurementKey, type MeasurementSource, type Measurements } from '../sizing/types';

/**
 * The designer's review of a line's measurements before production (issue 38): the line starts
 * awaiting review, the designer accepts or asks about some keys, the shopper corrects (a new
 * version) or confirms as they are, and the designer reviews again. Pure rules: the server keeps
 * the rows, these decide.
 */

export const REVIEW_STATES = ['awaiting_review', 'question_asked', 'accepted'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const ANSWER_KINDS = ['corrected', 'confirmed'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/** How a version came to be: as placed with the order, or the shopper's correction. */
export const VERSION_KINDS = ['placed', 'corrected'] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

export const QUESTION_MAX = 1000;

/** The deadlines an admin may change (days), and the reminder before each (hours). */
export interface FittingSettings {
  reviewDays: number;
  answerDays: number;
  reminderHours: number;
}
export const DEFAULT_FITTING_SETTINGS: FittingSettings = { reviewDays: 3, answerDays: 7, reminderHours: 24 };
export const FITTING_DAYS_MAX = 60;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const addDays = (at: Date, days: number): Date => new Date(at.getTime() + days * DAY_MS);

/** When a reminder is due: `reminderHours` before the deadline, but never before the clock started. */
export function reminderAt(startedAt: Date, dueAt: Date, reminderHours: number): Date {
  return new Date(Math.max(startedAt.getTime(), dueAt.getTime() - reminderHours * HOUR_MS));
}

/** Per-key source of a set of values: every key of a set placed with the order has the set's source. */
export type KeySources = Partial<Record<MeasurementKey, MeasurementSource>>;

export function sourcesOf(metrics: Measurements, source: MeasurementSource): KeySources {
  const out: KeySources = {};
  for (const key of MEASUREMENT_KEYS) if (metrics[key] !== undefined) out[key] = source;
  return out;
}

/** Only the known keys with finite values, in the shared key order (stored jsonb is input, not trusted). */
export function cleanMetrics(raw: Record<string, unknown> | null | undefined): Measurements {
  const out: Measurements = {};
  if (!raw) return out;
  for (const key of MEASUREMENT_KEYS) {
    const value = raw[key];
    if (typeof value === 'number' && Number.isFinite(value)) out[key] = value;
  }
  return out;
}

export function keysOf(metrics: Measurements): MeasurementKey[] {
  return MEASUREMENT_KEYS.filter((k) => metrics[k] !== undefined);
}

/** The keys asked about that the line does not have (the question is refused when any is). */
export function unknownKeys(asked: readonly MeasurementKey[], metrics: Measurements): MeasurementKey[] {
  return asked.filter((k) => metrics[k] === undefined);
}

/** A value in the other unit: lengths in inches, weight in pounds. */
export function otherUnit(key: MeasurementKey, value: number): number {
  return key === 'weight_kg' ? kgToLb(value) : cmToIn(value);
}

export interface KeyChange {
  key: MeasurementKey;
  beforeCm: number | null;
  afterCm: number | null;
  /** The same values in inches (pounds for weight). */
  beforeIn: number | null;
  afterIn: number | null;
  beforeSource: MeasurementSource | null;
  afterSource: MeasurementSource | null;
}

/** What changed from one version to the next, per key in the shared key order: old → new with its source. */
export function measurementDiff(before: { metrics: Measurements; sources: KeySources }, after: { metrics: Measurements; sources: KeySources }): KeyChange[] {
  const changes: KeyChange[] = [];
  for (const key of MEASUREMENT_KEYS) {
    const a = before.metrics[key];
    const b = after.metrics[key];
    if (a === b) continue;
    changes.push({
      key,
      beforeCm: a ?? null,
      afterCm: b ?? null,
      beforeIn: a === undefined ? null : otherUnit(key, a),
      afterIn: b === undefined ? null : otherUnit(key, b),
      beforeSource: before.sources[key] ?? null,
      afterSource: after.sources[key] ?? null,
    });
  }
  return changes;
}

/**
 * The next version from a correction: the corrected keys take their new value and the correction's
 * source, the others stay as they were. Null when nothing differs (that answer is a confirmation).
 */
export function correctedVersion(
  current: { metrics: Measurements; sources: KeySources },
  corrections: Measurements,
  source: MeasurementSource,
): { metrics: Measurements; sources: KeySources } | null {
  const metrics: Measurements = { ...current.metrics };
  const sources: KeySources = { ...current.sources };
  let changed = false;
  for (const key of MEASUREMENT_KEYS) {
    const value = corrections[key];
    if (value === undefined || value === current.metrics[key]) continue;
    metrics[key] = value;
    sources[key] = source;
    changed = true;
  }
  return changed ? { metrics: cleanMetrics(metrics), sources } : null;
}

/** The review's facts the rules below read. */
export interface ReviewFacts {
  state: ReviewState;
  reviewDueAt: Date | null;
  answerDueAt: Date | null;
}

/** The designer has let the review deadline pass: the shopper may cancel the line with a full refund. */
export function reviewOverdue(review: ReviewFacts, now: Date): boolean {
  return review.state === 'awaiting_review' && review.reviewDueAt !== null && review.reviewDueAt.getTime() <= now.getTime();
}

/** The shopper has let a question go unanswered past its deadline. */
export function answerOverdue(review: ReviewFacts, now: Date): boolean {
  return review.state === 'question_asked' && review.answerDueAt !== null && review.answerDueAt.getTime() <= now.getTime();
}

/** Line statuses that a shopper's cancel after a missed review may still stop (nothing cut yet). */
export const CANCELLABLE_FOR_REVIEW = ['pending', 'confirmed'] as const;
