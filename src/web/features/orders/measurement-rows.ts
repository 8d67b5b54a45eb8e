import type { OrderMeasurementsView } from '@domain/orders/types';
import { MEASUREMENT_KEYS } from '@domain/sizing/types';
import { cmToIn, kgToLb } from '@domain/sizing/units';

/**
 * The rows of a line's measurement table: each measurement in cm and in inches (weight in kg
 * and lb), in the guide's order (height and weight first, then top to bottom), so a designer
 * reads every sheet the same way.
 */
export interface MeasurementRow {
  /** The key as the order stores it, e.g. `chest_cm`. */
  key: string;
  /** The name's key without its unit (`chest`), used for the translated label. */
  name: string;
  kind: 'length' | 'weight';
  metric: number;
  imperial: number;
}

const ORDER: ReadonlyMap<string, number> = new Map(MEASUREMENT_KEYS.map((k, i) => [k, i]));

/** `chest_cm` → `chest`, `weight_kg` → `weight`. */
export function measurementName(key: string): string {
  return key.replace(/_(cm|kg|in|lb)$/, '');
}

/** The imperial twin of a metric key as the server may name it (`chest_in`, `weight_lb`) or under the same key. */
function imperialFrom(metricsIn: Readonly<Record<string, number>> | undefined, key: string): number | undefined {
  if (!metricsIn) return undefined;
  const twin = key.endsWith('_kg') ? key.replace(/_kg$/, '_lb') : key.replace(/_cm$/, '_in');
  const value = metricsIn[twin] ?? metricsIn[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function measurementRows(measurements: Pick<OrderMeasurementsView, 'metricsCm'> & Partial<Pick<OrderMeasurementsView, 'metricsIn'>>): MeasurementRow[] {
  const rows: MeasurementRow[] = [];
  for (const [key, value] of Object.entries(measurements.metricsCm ?? {})) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) continue;
    const kind = key.endsWith('_kg') ? 'weight' : 'length';
    // The server's own imperial value is what the printed sheet shows; compute it only when absent.
    const imperial = imperialFrom(measurements.metricsIn, key) ?? (kind === 'weight' ? kgToLb(value) : cmToIn(value));
    rows.push({ key, name: measurementName(key), kind, metric: value, imperial });
  }
  // Known keys in the guide's order; anything newer (a future scan's extra) after them, by name.
  return rows.sort((a, b) => (ORDER.get(a.key) ?? Infinity) - (ORDER.get(b.key) ?? Infinity) || a.key.localeCompare(b.key));
}

/** A readable fallback for a measurement without a translated name (`upper_arm_cm` → `Upper arm`). */
export function humanizeKey(key: string): string {
  const words = measurementName(key).replace(/_/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}
