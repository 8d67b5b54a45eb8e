import { GUIDE_ITEMS } from '@domain/sizing/guide-items';
import { MEASUREMENT_KEYS, type MeasurementKey, type Measurements, type SizeCategory } from '@domain/sizing/types';
import { cmToIn, kgToLb } from '@domain/sizing/units';
import { isUsableValue } from '@domain/sizing/validation';

export interface MeasurementRow {
  key: MeasurementKey;
  /** cm, or kg for weight. */
  metric: number;
  /** in, or lb for weight (cm / 2.54 and kg × 2.20462, 2 decimals). */
  imperial: number;
  kind: 'length' | 'weight';
}

/**
 * A line's body measurements as the designer will read them, both systems side by side: the
 * category's guide order first (height, the key girths), then any other key measured.
 */
export function measurementRows(metric: Measurements, category: SizeCategory): MeasurementRow[] {
  const order: MeasurementKey[] = ['height_cm', ...GUIDE_ITEMS[category].map((i) => i.key)];
  for (const key of MEASUREMENT_KEYS) if (!order.includes(key)) order.push(key);
  const rows: MeasurementRow[] = [];
  for (const key of new Set(order)) {
    const value = metric[key];
    if (!isUsableValue(value)) continue;
    rows.push(key === 'weight_kg' ? { key, metric: value, imperial: kgToLb(value), kind: 'weight' } : { key, metric: value, imperial: cmToIn(value), kind: 'length' });
  }
  return rows;
}
