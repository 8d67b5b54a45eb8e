import {
  ATTACHMENT_LABEL_MIN,
  CM_PER_FOOT,
  CM_PER_INCH,
  CONFIDENCE_LEVEL_MIN_PERCENT,
  DEFAULT_CONFIDENCE,
  HEIGHT_MAX_CM,
  HEIGHT_MAX_IN,
  HEIGHT_MAX_M,
  HEIGHT_MIN_CM,
  HEIGHT_MIN_IN,
  HEIGHT_MIN_M,
  MIN_MEASUREMENTS_FOR_RECOMMENDATION,
  PLAUSIBLE_RANGES_CM,
  RECOMMENDATION_RANGES_CM,
  WEIGHT_MAX_KG,
  WEIGHT_MAX_LB,
  WEIGHT_MIN_KG,
  WEIGHT_MIN_LB,
} from './constants';
import { lbToKg, roundTo, roundToStep } from './units';
import { MEASUREMENT_KEYS, type MeasurementKey, type Measurements, type SizeCategory, type UnitSystem } from './types';

/**
 * The input rules of docs/requirements/sizing.md §5, shared by the forms (instant feedback) and the server (the
 * authority). Every function is total: any string or value gives a result, never an exception.
 */

// ---------------------------------------------------------------------------------------------
// Height
// ---------------------------------------------------------------------------------------------

/**
 * Why a height was refused; the web maps each code to the spec's text:
 * ENTER_HEIGHT_INCHES 'Enter height in inches'; HEIGHT_RANGE_INCHES 'Height must be between 36-96 inches';
 * HEIGHT_RANGE_METERS 'Height must be between 0.90–2.40 m'; HEIGHT_RANGE_CM 'Height must be between 90–240 cm';
 * HEIGHT_FORMAT 'Enter height as meters (e.g., 1.70) or centimeters (e.g., 170)'.
 */
export type HeightError = 'ENTER_HEIGHT_INCHES' | 'HEIGHT_RANGE_INCHES' | 'HEIGHT_RANGE_METERS' | 'HEIGHT_RANGE_CM' | 'HEIGHT_FORMAT';
export type HeightResult = { ok: true; cm: number } | { ok: false; code: HeightError };

/** The mode of the height field: inches (and feet) or metric (metres or centimetres). */
export type HeightMode = UnitSystem;

/** Trims, reads a decimal comma as a point (docs/requirements/sizing.md §5) and folds typographic quotes. */
function normalizeInput(text: string): string {
  return text.trim().replace(/,/g, '.').replace(/[’′]/g, "'").replace(/[”″]/g, '"').replace(/\s+/g, ' ');
}

// A plain decimal: no exponent, no hex, no "Infinity" (Number() would accept all of those).
const PLAIN_INCHES = /^(-?\d+(?:\.\d+)?|-?\.\d+)\s*(?:"|''|in|inch|inches)?$/i;
// Feet and inches: 5'7", 5' 7, 5 ft 7 in, 5ft, 5 feet 7.5 inches. Inches below 12.
const FEET_INCHES = /^(\d)\s*(?:'|ft|feet|foot)\s*(?:(\d{1,2}(?:\.\d+)?)\s*(?:"|''|in|inch|inches)?)?$/i;
// Metres: one digit with 1-2 optional decimals, an optional 'm' (docs/requirements/sizing.md §5, 'm' is our addition).
const METRES = /^(\d(?:\.\d{1,2})?)\s*m?$/i;
// Centimetres: 2-3 digits with an optional 'cm' (docs/requirements/sizing.md §5); one decimal is our addition, for the 0.5 step.
const CENTIMETRES = /^(\d{2,3}(?:\.\d)?)\s*(?:cm)?$/i;

/**
 * Reads a height typed by a shopper (docs/requirements/sizing.md §5 "Height parsing").
 *
 * Inches mode: a number from 36 to 96 (an optional `"`/`in` suffix), or feet and inches such as
 * `5'7"`, `5' 7`, `5 ft 7 in` or `5ft` (feet at 30.48 cm, inches below 12), the total again 36-96 in.
 * Anything else is 'ENTER_HEIGHT_INCHES'.
 *
 * Metric mode: metres (one digit, up to two decimals, optional `m`) 0.90-2.40, else
 * 'HEIGHT_RANGE_METERS'; centimetres (2-3 digits, optional one decimal and `cm`) 90-240, else
 * 'HEIGHT_RANGE_CM'; anything else 'HEIGHT_FORMAT'.
 *
 * In both modes surrounding whitespace is ignored and a comma is a decimal point. The result is
 * in cm, rounded to 2 decimals. An empty text is 'ENTER_HEIGHT_INCHES' or 'HEIGHT_FORMAT'; a
 * caller that needs "Height is required" checks for emptiness first.
 */
export function parseHeight(text: string, mode: HeightMode): HeightResult {
  const input = normalizeInput(typeof text === 'string' ? text : '');
  return mode === 'inches' ? parseInchesHeight(input) : parseMetricHeight(input);
}

function parseInchesHeight(input: string): HeightResult {
  const plain = PLAIN_INCHES.exec(input);
  if (plain?.[1] !== undefined) {
    const inches = Number(plain[1]);
    if (!(inches >= HEIGHT_MIN_IN && inches <= HEIGHT_MAX_IN)) return { ok: false, code: 'HEIGHT_RANGE_INCHES' };
    return { ok: true, cm: roundTo(inches * CM_PER_INCH, 2) };
  }
  const feetInches = FEET_INCHES.exec(input);
  if (feetInches?.[1] !== undefined) {
    const feet = Number(feetInches[1]);
    const inches = feetInches[2] === undefined ? 0 : Number(feetInches[2]);
    if (!(inches < 12)) return { ok: false, code: 'ENTER_HEIGHT_INCHES' };
    const totalInches = feet * 12 + inches;
    if (!(totalInches >= HEIGHT_MIN_IN && totalInches <= HEIGHT_MAX_IN)) return { ok: false, code: 'HEIGHT_RANGE_INCHES' };
    return { ok: true, cm: roundTo(feet * CM_PER_FOOT + inches * CM_PER_INCH, 2) };
  }
  return { ok: false, code: 'ENTER_HEIGHT_INCHES' };
}

function parseMetricHeight(input: string): HeightResult {
  const metres = METRES.exec(input);
  if (metres?.[1] !== undefined) {
    const m = Number(metres[1]);
    if (!(m >= HEIGHT_MIN_M && m <= HEIGHT_MAX_M)) return { ok: false, code: 'HEIGHT_RANGE_METERS' };
    return { ok: true, cm: roundTo(m * 100, 2) };
  }
  const centimetres = CENTIMETRES.exec(input);
  if (centimetres?.[1] !== undefined) {
    const cm = Number(centimetres[1]);
    if (!(cm >= HEIGHT_MIN_CM && cm <= HEIGHT_MAX_CM)) return { ok: false, code: 'HEIGHT_RANGE_CM' };
    return { ok: true, cm };
  }
  return { ok: false, code: 'HEIGHT_FORMAT' };
}

// ---------------------------------------------------------------------------------------------
// Weight
// ---------------------------------------------------------------------------------------------

/** ENTER_WEIGHT: not a number; WEIGHT_RANGE_LB: outside 44-661 lb; WEIGHT_RANGE_KG: outside 20-300 kg. */
export type WeightError = 'ENTER_WEIGHT' | 'WEIGHT_RANGE_LB' | 'WEIGHT_RANGE_KG';
export type WeightResult = { ok: true; kg: number } | { ok: false; code: WeightError };

const WEIGHT_LB = /^(-?\d+(?:\.\d+)?|-?\.\d+)\s*(?:lb|lbs|pounds?)?$/i;
const WEIGHT_KG = /^(-?\d+(?:\.\d+)?|-?\.\d+)\s*(?:kg|kgs|kilos?|kilograms?)?$/i;

/**
 * Reads a weight (docs/requirements/sizing.md §5, §9): pounds in 'inches' mode (44-661 lb, converted at
 * 0.453592 kg/lb), kilograms in 'metric' mode (20-300 kg). A comma is a decimal point; an
 * optional unit word matching the mode is accepted. The range applies in the unit typed.
 */
export function parseWeight(text: string, mode: UnitSystem): WeightResult {
  const input = normalizeInput(typeof text === 'string' ? text : '');
  const match = (mode === 'inches' ? WEIGHT_LB : WEIGHT_KG).exec(input);
  if (match?.[1] === undefined) return { ok: false, code: 'ENTER_WEIGHT' };
  const value = Number(match[1]);
  if (mode === 'inches') {
    if (!(value >= WEIGHT_MIN_LB && value <= WEIGHT_MAX_LB)) return { ok: false, code: 'WEIGHT_RANGE_LB' };
    return { ok: true, kg: lbToKg(value) };
  }
  if (!(value >= WEIGHT_MIN_KG && value <= WEIGHT_MAX_KG)) return { ok: false, code: 'WEIGHT_RANGE_KG' };
  return { ok: true, kg: roundTo(value, 2) };
}

// ---------------------------------------------------------------------------------------------
// Measurements
// ---------------------------------------------------------------------------------------------

const KNOWN_KEYS: ReadonlySet<string> = new Set(MEASUREMENT_KEYS);

export function isMeasurementKey(key: string): key is MeasurementKey {
  return KNOWN_KEYS.has(key);
}

/** A value that counts as a measurement: a finite number above zero. */
export function isUsableValue(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** The range a key must fall in on a recommendation: the spec's where it gives one, else the sanity range. */
export function recommendationRange(key: MeasurementKey, category: SizeCategory = 'women'): readonly [number, number] {
  // The spec's four checks are adult ranges (a child's sleeve is about 30 cm, below its 40);
  // children are held to the wide plausibility ranges only.
  if (category === 'children') return PLAUSIBLE_RANGES_CM[key];
  return RECOMMENDATION_RANGES_CM[key] ?? PLAUSIBLE_RANGES_CM[key];
}

/** The keys whose usable values fall outside their recommendation range, in MEASUREMENT_KEYS order. */
export function rangeFailures(measurements: Measurements, category: SizeCategory = 'women'): MeasurementKey[] {
  const failing: MeasurementKey[] = [];
  for (const key of MEASUREMENT_KEYS) {
    const value = measurements[key];
    if (!isUsableValue(value)) continue;
    const [min, max] = recommendationRange(key, category);
    if (value < min || value > max) failing.push(key);
  }
  return failing;
}

/** The number of usable values (known key, finite, above zero). */
export function countUsable(measurements: Measurements): number {
  let count = 0;
  for (const key of MEASUREMENT_KEYS) if (isUsableValue(measurements[key])) count += 1;
  return count;
}

export type RecommendationValidation = { ok: true } | { ok: false; code: 'MISSING_INFORMATION' } | { ok: false; code: 'OUT_OF_RANGE'; fields: MeasurementKey[] };

/**
 * The checks before a recommendation (docs/requirements/sizing.md §5 "Manual entry"): a product type and at least
 * 2 measurements, else MISSING_INFORMATION ('Missing Information'); then the range checks (waist
 * 40-160, hips 50-170, neck 25-60, sleeve 40-80 cm, the sanity ranges for every other key), else
 * OUT_OF_RANGE with the failing keys ('Measurement Values Out of Range'). Empty, zero, negative
 * and non-finite values count as not given, as the form removes them.
 */
export function validateForRecommendation(category: SizeCategory | '' | null, measurements: Measurements): RecommendationValidation {
  if (category !== 'women' && category !== 'men' && category !== 'children') return { ok: false, code: 'MISSING_INFORMATION' };
  if (countUsable(measurements) < MIN_MEASUREMENTS_FOR_RECOMMENDATION) return { ok: false, code: 'MISSING_INFORMATION' };
  const fields = rangeFailures(measurements, category);
  return fields.length > 0 ? { ok: false, code: 'OUT_OF_RANGE', fields } : { ok: true };
}

const PLAIN_NUMBER = /^[+]?(\d+(?:\.\d*)?|\.\d+)$/;

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(',', '.');
  return PLAIN_NUMBER.test(text) ? Number(text) : undefined;
}

/**
 * Manual Entry's values as the form holds them (numbers, or the strings of its inputs) to clean
 * measurements (docs/requirements/sizing.md §5): unknown keys are dropped, each value must be a positive finite
 * number (a numeric string such as "92,5" counts), anything empty, zero, negative or not a
 * number removes the entry, and values are rounded to the 0.5 step of the fields (in the form's
 * own unit: convert to cm with `fromUnitSystem` afterwards). A value that rounds to 0 is removed.
 */
export function cleanManualEntry(values: Readonly<Record<string, unknown>>): Measurements {
  const out: Measurements = {};
  for (const key of MEASUREMENT_KEYS) {
    if (!Object.prototype.hasOwnProperty.call(values, key)) continue;
    const value = toNumber(values[key]);
    if (!isUsableValue(value)) continue;
    const rounded = roundToStep(value);
    if (rounded > 0 && Number.isFinite(rounded)) out[key] = rounded;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Confidence wording
// ---------------------------------------------------------------------------------------------

export type ConfidenceLevel = 'excellent' | 'good' | 'fair' | 'poor';

/** The level of a confidence in percent (docs/requirements/sizing.md §9): excellent >= 85, good 70-84, fair 55-69, poor below 55. */
export function confidenceLevel(percent: number): ConfidenceLevel {
  if (!Number.isFinite(percent)) return 'poor';
  if (percent >= CONFIDENCE_LEVEL_MIN_PERCENT.excellent) return 'excellent';
  if (percent >= CONFIDENCE_LEVEL_MIN_PERCENT.good) return 'good';
  if (percent >= CONFIDENCE_LEVEL_MIN_PERCENT.fair) return 'fair';
  return 'poor';
}

export type AttachmentLabel = 'High' | 'Medium' | 'Low';

/**
 * The label of a confidence (0-1) on an order attachment (docs/requirements/sizing.md §9): High >= 0.8,
 * Medium >= 0.6, else Low. A missing confidence counts as the default 0.8.
 */
export function attachmentLabel(confidence01: number | null | undefined): AttachmentLabel {
  const value = confidence01 ?? DEFAULT_CONFIDENCE;
  if (!Number.isFinite(value)) return 'Low';
  if (value >= ATTACHMENT_LABEL_MIN.High) return 'High';
  if (value >= ATTACHMENT_LABEL_MIN.Medium) return 'Medium';
  return 'Low';
}
