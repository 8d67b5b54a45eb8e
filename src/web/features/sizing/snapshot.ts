import type { AiMeasurementRecord } from '@domain/sizing/attachment';
import { MEASUREMENT_KEYS, MEASUREMENT_SOURCES, SIZE_CATEGORIES, type Measurements } from '@domain/sizing/types';
import type { MeasurementSnapshot } from './types';

/** The body the cart API takes as `aiMeasurements` (domain aiMeasurementsInputSchema); the server adds the owner. */
export interface AttachmentPayload {
  source: MeasurementSnapshot['source'];
  category: MeasurementSnapshot['category'];
  fit: MeasurementSnapshot['fit'];
  timestamp: string;
  heightInput: MeasurementSnapshot['heightInput'];
  sizeRecommendation: MeasurementSnapshot['sizeRecommendation'];
  measurements: Measurements;
  confidence: number;
}

/** Only known keys with positive finite values travel; the server re-checks every range. */
export function cleanMeasurements(values: Measurements): Measurements {
  const out: Measurements = {};
  for (const key of MEASUREMENT_KEYS) {
    const value = values[key];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) out[key] = value;
  }
  return out;
}

export function toAttachmentPayload(snapshot: MeasurementSnapshot): AttachmentPayload {
  return {
    source: snapshot.source,
    category: snapshot.category,
    fit: snapshot.fit,
    timestamp: snapshot.timestamp,
    heightInput: snapshot.heightInput,
    sizeRecommendation: snapshot.sizeRecommendation
      ? {
          size: snapshot.sizeRecommendation.size,
          confidence: Math.min(1, Math.max(0, snapshot.sizeRecommendation.confidence)),
          alternates: snapshot.sizeRecommendation.alternates.slice(0, 3),
          notes: snapshot.sizeRecommendation.notes.slice(0, 10),
        }
      : null,
    measurements: cleanMeasurements(snapshot.measurements),
    confidence: Math.min(1, Math.max(0, snapshot.confidence)),
  };
}

/** A stored record back into a snapshot, so View/Edit opens the guide with what was attached. */
export function snapshotFromRecord(record: AiMeasurementRecord, productId: string | null): MeasurementSnapshot {
  return {
    source: record.source,
    category: record.category,
    fit: record.fit ?? 'regular',
    unit: 'metric',
    measurements: cleanMeasurements(record.measurements.metric),
    heightInput: record.heightInput ?? null,
    sizeRecommendation: record.sizeRecommendation ?? null,
    confidence: record.confidence,
    timestamp: record.timestamp,
    productId,
  };
}

/** Reads a snapshot someone stored earlier; anything malformed counts as nothing stored. */
export function parseSnapshot(value: unknown): MeasurementSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<MeasurementSnapshot>;
  if (!v.category || !(SIZE_CATEGORIES as readonly string[]).includes(v.category)) return null;
  if (!v.source || !(MEASUREMENT_SOURCES as readonly string[]).includes(v.source)) return null;
  if (typeof v.measurements !== 'object' || v.measurements === null) return null;
  const measurements = cleanMeasurements(v.measurements);
  if (Object.keys(measurements).length < 2) return null;
  return {
    source: v.source,
    category: v.category,
    fit: v.fit === 'tight' || v.fit === 'loose' ? v.fit : 'regular',
    unit: v.unit === 'metric' ? 'metric' : 'inches',
    measurements,
    heightInput: v.heightInput ?? null,
    sizeRecommendation: v.sizeRecommendation ?? null,
    confidence: typeof v.confidence === 'number' && v.confidence >= 0 && v.confidence <= 1 ? v.confidence : 0.8,
    timestamp: typeof v.timestamp === 'string' ? v.timestamp : new Date().toISOString(),
    productId: typeof v.productId === 'string' ? v.productId : null,
  };
}
