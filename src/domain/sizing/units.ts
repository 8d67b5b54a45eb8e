import { CM_PER_INCH, KG_PER_LB, LB_PER_KG, MEASUREMENT_STEP } from './constants';
import { MEASUREMENT_KEYS, type MeasurementKey, type Measurements, type UnitSystem } from './types';

/**
 * Conversions between the domain's centimetres and kilograms and the inches and pounds of the
 * forms. Converted values are rounded to 2 decimals, as the spec does for imperial values, so
 * that floating-point noise (170.17999...) never reaches a form, a record or a comparison.
 */

/** Rounds to `decimals` places, half away from zero, without the 1.005 → 1.00 float surprise. */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Number((Math.abs(value) * factor).toPrecision(12)))) / factor;
}

/** Imperial = cm / 2.54, rounded to 2 decimals (docs/requirements/sizing.md §3). */
export function cmToIn(cm: number): number {
  return roundTo(cm / CM_PER_INCH, 2);
}

export function inToCm(inches: number): number {
  return roundTo(inches * CM_PER_INCH, 2);
}

/** Pounds to kilograms at 0.453592 kg per lb (docs/requirements/sizing.md §5). */
export function lbToKg(lb: number): number {
  return roundTo(lb * KG_PER_LB, 2);
}

/** Kilograms to pounds at 2.20462 lb per kg (docs/requirements/sizing.md §5). */
export function kgToLb(kg: number): number {
  return roundTo(kg * LB_PER_KG, 2);
}

/**
 * A set of measurements in the form's imperial units. The keys stay the domain's keys (so forms
 * and displays share one set of labels): every `*_cm` value is in inches and `weight_kg` is in pounds.
 */
export type ImperialMeasurements = Partial<Record<MeasurementKey, number>>;

function isLength(key: MeasurementKey): boolean {
  return key !== 'weight_kg';
}

/** Lengths to inches and weight to pounds; non-finite values are dropped. */
export function toImperial(measurements: Measurements): ImperialMeasurements {
  const out: ImperialMeasurements = {};
  for (const key of MEASUREMENT_KEYS) {
    const value = measurements[key];
    if (value === undefined || !Number.isFinite(value)) continue;
    out[key] = isLength(key) ? cmToIn(value) : kgToLb(value);
  }
  return out;
}

/**
 * A form's values (keyed by measurement key, in the form's units) to centimetres and kilograms.
 * In 'inches' mode lengths are inches and the weight is in pounds (docs/requirements/sizing.md §5); in 'metric'
 * mode they are already cm and kg. Unknown keys and non-finite values are dropped.
 */
export function fromUnitSystem(values: Readonly<Partial<Record<MeasurementKey, number>>>, unitSystem: UnitSystem): Measurements {
  const out: Measurements = {};
  for (const key of MEASUREMENT_KEYS) {
    const value = values[key];
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    if (unitSystem === 'metric') out[key] = value;
    else out[key] = isLength(key) ? inToCm(value) : lbToKg(value);
  }
  return out;
}

/** The number of decimals needed to write a step exactly (0.5 → 1, 0.25 → 2, 1 → 0). */
function stepDecimals(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** Rounds to the nearest multiple of `step` (the forms' 0.5 by default), halves rounding up. */
export function roundToStep(value: number, step: number = MEASUREMENT_STEP): number {
  if (!Number.isFinite(value) || !(step > 0)) return value;
  return roundTo(Math.round(roundTo(value / step, 9)) * step, stepDecimals(step));
}
