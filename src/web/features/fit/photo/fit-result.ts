import { POSE_ISSUE_CODES, type PoseIssueCode } from '@domain/fit/quality-gate';
import { MEASUREMENT_KEYS, type MeasurementKey, type Measurements, type SizeCategory, type SizeChart, type UnitSystem } from '@domain/sizing/types';
import { recommendSize } from '@domain/sizing/recommend';
import { MAX_RECOMMENDATIONS } from '@domain/sizing/constants';
import type { HeightInput, MeasurementSnapshot, SizeRecommendationSummary } from '../../sizing';

/** calculate-measurements' answer (docs/requirements/sizing.md §7), read defensively: the fields the dialog uses. */
export interface PhotoFitResult {
  /** Keys ending in _cm. */
  measurements: Record<string, number>;
  /** Keys ending in _in. */
  measurementsImperial: Record<string, number>;
  /** 0..1 */
  confidence: number;
  /** 0..1 per key. */
  confidencePerMetric: Record<string, number>;
  qualityFlags: string[];
  sessionId: string | null;
  /** Where the server read chest, waist and hips, as fractions of each photo's height (absent from older answers). */
  levels: { front: GirthLevels | null; side: GirthLevels | null };
}

export type GirthLevels = Partial<Record<'chest' | 'waist' | 'hips', number>>;

const girthLevels = (v: unknown): GirthLevels | null => {
  const n = numbers(v);
  const out: GirthLevels = {};
  for (const site of ['chest', 'waist', 'hips'] as const) {
    const y = n[site];
    if (y !== undefined && y >= 0 && y <= 1) out[site] = y;
  }
  return Object.keys(out).length > 0 ? out : null;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const numbers = (v: unknown): Record<string, number> => (isRecord(v) ? Object.fromEntries(Object.entries(v).filter((e): e is [string, number] => finite(e[1]))) : {});

/** Confidence as 0..1 whether the server sent 0..1 or (docs/requirements/sizing.md §9, photo fit) 0..100. */
export const toUnit = (value: number): number => Math.min(1, Math.max(0, value > 1 ? value / 100 : value));

export function readPhotoFitResult(data: unknown): PhotoFitResult {
  const body = isRecord(data) ? data : {};
  return {
    measurements: numbers(body.measurements),
    measurementsImperial: numbers(body.measurementsImperial),
    confidence: finite(body.confidence) ? toUnit(body.confidence) : 0,
    confidencePerMetric: Object.fromEntries(Object.entries(numbers(body.confidencePerMetric)).map(([k, v]) => [k, toUnit(v)])),
    qualityFlags: Array.isArray(body.qualityFlags) ? body.qualityFlags.filter((f): f is string => typeof f === 'string') : [],
    sessionId: typeof body.sessionId === 'string' ? body.sessionId : null,
    levels: (() => {
      const levels = isRecord(body.metadata) && isRecord(body.metadata.levels) ? body.metadata.levels : {};
      return { front: girthLevels(levels.front), side: girthLevels(levels.side) };
    })(),
  };
}

const isMeasurementKey = (key: string): key is MeasurementKey => (MEASUREMENT_KEYS as readonly string[]).includes(key);

/**
 * Only keys the sizing schema accepts (MEASUREMENT_KEYS), with positive finite values, leave the
 * dialog: the cart and order APIs refuse anything else, and the server may add keys of its own.
 */
export function schemaMeasurements(values: Readonly<Record<string, number>>): Measurements {
  const out: Measurements = {};
  for (const [key, value] of Object.entries(values)) if (isMeasurementKey(key) && finite(value) && value > 0) out[key] = value;
  return out;
}

/** Rows of the results table: the category's order first (height last), then anything else the server measured. */
export function resultRows(result: PhotoFitResult, order: readonly MeasurementKey[]): { key: string; cm: number; inches: number; confidence: number | null }[] {
  const keys = [...new Set([...order.filter((k) => k !== 'height_cm'), ...Object.keys(result.measurements).filter((k) => k !== 'height_cm'), 'height_cm'])];
  return keys.flatMap((key) => {
    const cm = result.measurements[key];
    if (!finite(cm)) return [];
    const inches = result.measurementsImperial[key.replace(/_cm$/, '_in')] ?? Math.round((cm / 2.54) * 100) / 100;
    return [{ key, cm, inches, confidence: result.confidencePerMetric[key] ?? null }];
  });
}

/** The engine's size for the measured body on the chart in force (the guide's own engine, in the browser). */
export function recommendFromResult(chart: SizeChart | null, category: SizeCategory, measurements: Measurements): SizeRecommendationSummary | null {
  if (!chart || chart.category !== category || chart.sizes.length === 0) return null;
  const result = recommendSize(chart, { category, fit: 'regular', measurements });
  if (!result.ok) return null;
  return { size: result.size, confidence: result.confidence, alternates: result.alternates.slice(0, MAX_RECOMMENDATIONS - 1), notes: result.notes };
}

export interface FitSnapshotInput {
  category: SizeCategory;
  result: PhotoFitResult;
  heightInput: HeightInput;
  recommendation: SizeRecommendationSummary | null;
  unit: UnitSystem;
  productId: string | null;
  /** 'quick_scan' for the live camera (docs/requirements/sizing.md §3 "Saved measurement"). */
  source?: 'ai_powered_fit' | 'quick_scan';
  now?: Date;
}

/** What Save & Attach hands to the sizing feature's confirm flow (source 'ai_powered_fit'). */
export function buildFitSnapshot({ category, result, heightInput, recommendation, unit, productId, source = 'ai_powered_fit', now = new Date() }: FitSnapshotInput): MeasurementSnapshot {
  // The stated height is what the scale was calibrated on: it travels with the measurements.
  const measurements = schemaMeasurements({ ...result.measurements, height_cm: heightInput.normalizedCm });
  return {
    source,
    category,
    fit: 'regular',
    unit,
    measurements,
    heightInput,
    sizeRecommendation: recommendation,
    confidence: toUnit(result.confidence),
    timestamp: now.toISOString(),
    productId,
  };
}

/** A quality flag in plain words: a locale key under `flags.` and, for per-measurement flags, the measurement. */
export type FlagExplanation = { key: string; metric?: MeasurementKey; issue?: PoseIssueCode; code: string };

const FLAG_PREFIXES = [
  ['ESTIMATED_', 'estimated'],
  ['DEPTH_PREDICTED_', 'depthPredicted'],
  ['NOT_MEASURED_', 'notMeasured'],
  ['ARM_COVERED_', 'armCovered'],
] as const;
const KNOWN_FLAGS = ['NO_SIDE_VIEW', 'NO_SIDE_SILHOUETTE', 'SIDE_VIEW_UNUSABLE', 'NO_SILHOUETTE', 'ARMS_TOUCHING_BODY', 'CHILD_MODEL_FROM_ADULTS', 'WEIGHT_COMBINED'] as const;
const isPoseIssue = (code: string): code is PoseIssueCode => (POSE_ISSUE_CODES as readonly string[]).includes(code);

export function explainFlag(flag: string): FlagExplanation {
  for (const [prefix, key] of FLAG_PREFIXES) {
    if (flag.startsWith(prefix)) {
      const metric = flag.slice(prefix.length).toLowerCase();
      if (isMeasurementKey(metric)) return { key, metric, code: flag };
    }
  }
  if ((KNOWN_FLAGS as readonly string[]).includes(flag)) return { key: flag, code: flag };
  if (isPoseIssue(flag)) return { key: 'pose', issue: flag, code: flag };
  if (flag.startsWith('SIDE_') && isPoseIssue(flag.slice(5))) return { key: 'sidePose', issue: flag.slice(5) as PoseIssueCode, code: flag };
  return { key: 'unknown', code: flag };
}

/** docs/requirements/sizing.md §9 photo-fit badge colours: 80 or more good, 60 or more medium, below 60 low. */
export function confidenceTone(confidence01: number): 'good' | 'medium' | 'low' {
  const percent = Math.round(toUnit(confidence01) * 100);
  return percent >= 80 ? 'good' : percent >= 60 ? 'medium' : 'low';
}

/**
 * The arms lay against the body in the photo (the server's ARMS_TOUCHING_BODY, or the capture
 * gate's ARMS_AGAINST_BODY): the widths at the waist and hips were read beside the arms or
 * estimated, and can be up to about 3 cm off at the hips (issue 45), so the shopper is asked to
 * retake rather than only told.
 */
export function armsTouchedBody(qualityFlags: readonly string[], gateIssues: ReadonlyArray<{ code: string }> = []): boolean {
  return qualityFlags.includes('ARMS_TOUCHING_BODY') || qualityFlags.includes('ARMS_AGAINST_BODY') || gateIssues.some((i) => i.code === 'ARMS_AGAINST_BODY');
}
