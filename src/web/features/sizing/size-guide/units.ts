import { writeDecimal } from '@domain/numbers/decimal';
import type { MeasurementKey } from '@domain/sizing/types';

/** The page's unit switch: lengths in cm or inches (weights follow: kg or lb). */
export type LengthUnit = 'cm' | 'in';

const CM_PER_INCH = 2.54;
const LB_PER_KG = 2.20462;

export const isWeight = (key: MeasurementKey) => key === 'weight_kg';

/** A stored value (cm, or kg for weight) in the chosen unit. */
export function convert(key: MeasurementKey, value: number, unit: LengthUnit): number {
  if (unit === 'cm') return value;
  return isWeight(key) ? value * LB_PER_KG : value / CM_PER_INCH;
}

/** The unit label key (in `page.chart`) for a measurement in the chosen unit. */
export const unitKey = (key: MeasurementKey, unit: LengthUnit): 'cm' | 'in' | 'kg' | 'lb' => (isWeight(key) ? (unit === 'cm' ? 'kg' : 'lb') : unit);

/** "84–88" in the language's number format, at most one decimal (pounds: none). */
export function formatRange(key: MeasurementKey, range: readonly [number, number], unit: LengthUnit, locale: string): string {
  const digits = unit === 'in' && isWeight(key) ? 0 : 1;
  // Written without Intl where the shop can (numbers/written.ts): the chart is drawn while the page hydrates.
  const write = (v: number) => writeDecimal(v, digits, locale) ?? new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(v);
  const [lo, hi] = range.map((v) => write(convert(key, v, unit)));
  return lo === hi ? String(lo) : `${lo}–${hi}`;
}
