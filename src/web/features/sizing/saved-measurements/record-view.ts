import type { AiMeasurementRecord } from '@domain/sizing/attachment';
import { GUIDE_ITEMS } from '@domain/sizing/guide-items';
import { CM_PER_INCH } from '@domain/sizing/constants';
import { MEASUREMENT_KEYS, type MeasurementKey, type MeasurementSource, type UnitSystem } from '@domain/sizing/types';
import { isUsableValue } from '@domain/sizing/validation';
import { displayMeasurement, type DisplayUnit } from '../profiles/profile-input';

/** How measurements were taken, as the shopper knows the routes (docs/requirements/sizing.md §1). */
export type MeasureMethod = 'guide' | 'fit';

/**
 * docs/requirements/sizing.md §4: from the viewer the shopper re-runs the same method or tries the other one, "AI
 * size recommendation versus AI powered fit". Camera and photo routes count as AI Powered Fit;
 * everything typed, estimated or imported comes from the AI Size Guide.
 */
export function methodOf(source: MeasurementSource): MeasureMethod {
  return source === 'ai_powered_fit' || source === 'quick_scan' ? 'fit' : 'guide';
}

export const otherMethod = (source: MeasurementSource): MeasureMethod => (methodOf(source) === 'fit' ? 'guide' : 'fit');

/**
 * The unit the body measurements first show in: the system the shopper typed their height in,
 * else the product's default, inches (docs/requirements/sizing.md §3 preferences).
 */
export function initialUnitSystem(record: Pick<AiMeasurementRecord, 'heightInput'>): UnitSystem {
  const unit = record.heightInput?.unit;
  return unit === 'cm' || unit === 'm' ? 'metric' : 'inches';
}

export interface MeasurementRow {
  key: MeasurementKey;
  value: number;
  unit: DisplayUnit;
}

/**
 * The body measurements in `system`, in the category's guide order and then any other stored key.
 * Imperial values are cm / 2.54 to 2 decimals and pounds for weight, as the record's imperial twin.
 */
export function measurementRows(record: Pick<AiMeasurementRecord, 'category' | 'measurements'>, system: UnitSystem): MeasurementRow[] {
  const order: MeasurementKey[] = GUIDE_ITEMS[record.category].map((i) => i.key);
  for (const key of MEASUREMENT_KEYS) if (!order.includes(key)) order.push(key);
  const rows: MeasurementRow[] = [];
  for (const key of order) {
    const value = record.measurements.metric[key];
    if (!isUsableValue(value)) continue;
    rows.push({ key, ...displayMeasurement(key, value, system, 2) });
  }
  return rows;
}

/** A height in whole feet and inches (5 ft 7 in), inches rounded, 12 carried into a foot. */
export function feetAndInches(cm: number): { feet: number; inches: number } {
  const totalInches = Math.round(cm / CM_PER_INCH);
  return { feet: Math.floor(totalInches / 12), inches: totalInches % 12 };
}

/** The confidence (0-1) as a whole percent, clamped; the viewer shows it next to the size. */
export function confidencePercent(confidence01: number): number {
  if (!Number.isFinite(confidence01)) return 0;
  return Math.round(Math.min(1, Math.max(0, confidence01)) * 100);
}
