import { ESTIMATE_NOTES } from '@domain/sizing/estimator';
import { RECOMMENDATION_NOTES } from '@domain/sizing/recommend';
import type { MeasurementKey, UnitSystem } from '@domain/sizing/types';
import type { HeightError, WeightError } from '@domain/sizing/validation';

/**
 * Domain codes to keys of the `sizing` namespace. Every code the guide can show has a key;
 * messages.test.ts checks them against the English and Amharic files.
 */

/** Codes of the height field: the parser's, plus an empty field where a height is needed. */
export type HeightMessage = HeightError | 'HEIGHT_REQUIRED';

export const heightErrorKey = (code: HeightMessage): string => `errors.height.${code}`;

/** 'Enter weight' names the unit the field is in; the range messages already do. */
export function weightErrorKey(code: WeightError, unit: UnitSystem): string {
  if (code === 'ENTER_WEIGHT') return unit === 'inches' ? 'errors.weight.ENTER_WEIGHT_LB' : 'errors.weight.ENTER_WEIGHT_KG';
  return `errors.weight.${code}`;
}

/** Every note code of the recommendation engine and of the estimator. */
export const NOTE_CODES: readonly string[] = [...RECOMMENDATION_NOTES, ...ESTIMATE_NOTES];
const KNOWN_NOTES = new Set(NOTE_CODES);

/** The key of a note, or null for a code this version does not know (a newer server): it is not shown. */
export const noteKey = (code: string): string | null => (KNOWN_NOTES.has(code) ? `notes.${code}` : null);

export type UnitLabel = 'in' | 'cm' | 'lb' | 'kg';

/** The unit a measurement is shown in: lengths in inches or cm, the weight in pounds or kg. */
export function unitLabel(key: MeasurementKey, unit: UnitSystem): UnitLabel {
  if (key === 'weight_kg') return unit === 'inches' ? 'lb' : 'kg';
  return unit === 'inches' ? 'in' : 'cm';
}

/** A number in the language's format, at most `digits` decimals. */
export function formatNumber(value: number, locale: string, digits = 1): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
}

/** A 0..1 confidence as a whole percent. */
export const toPercent = (confidence: number): number => Math.round(Math.min(1, Math.max(0, confidence)) * 100);
