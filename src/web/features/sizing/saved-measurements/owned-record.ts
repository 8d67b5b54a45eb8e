import { DEFAULT_ATTACHMENT_CONFIDENCE, imperialOf, ownedMeasurements, type AiMeasurementRecord } from '@domain/sizing/attachment';
import { FITS, MEASUREMENT_KEYS, MEASUREMENT_SOURCES, SIZE_CATEGORIES, type Measurements } from '@domain/sizing/types';
import { isUsableValue } from '@domain/sizing/validation';

/**
 * docs/requirements/sizing.md §4 "Saved measurements viewer": measurements are shown only to their owner. A cart
 * line's record arrives as JSON (the server's reply, or a copy kept in the browser), so beyond the
 * owner check every field the viewer reads is checked too, and the record is rebuilt from what
 * passed: the dialog never renders a value it did not expect.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);
const isConfidence = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;

function metricOf(value: unknown): Measurements {
  const out: Measurements = {};
  if (!isObject(value)) return out;
  for (const key of MEASUREMENT_KEYS) {
    const v = value[key];
    if (isUsableValue(v)) out[key] = v;
  }
  return out;
}

export function heightInputOf(value: unknown): AiMeasurementRecord['heightInput'] {
  if (!isObject(value)) return null;
  const { value: v, unit, normalizedCm } = value;
  if (!isUsableValue(v) || !isUsableValue(normalizedCm) || !isOneOf(['cm', 'm', 'in', 'ft'] as const, unit)) return null;
  return { value: v, unit, normalizedCm };
}

function recommendationOf(value: unknown): AiMeasurementRecord['sizeRecommendation'] {
  if (!isObject(value)) return null;
  const size = typeof value.size === 'string' && value.size.trim() !== '' ? value.size : null;
  const alternates = Array.isArray(value.alternates) ? value.alternates.filter((a): a is string => typeof a === 'string' && a.trim() !== '' && a !== size) : [];
  const notes = Array.isArray(value.notes) ? value.notes.filter((n): n is string => typeof n === 'string') : [];
  if (size === null && alternates.length === 0) return null;
  return { size, confidence: isConfidence(value.confidence) ? value.confidence : DEFAULT_ATTACHMENT_CONFIDENCE, alternates, notes };
}

/**
 * The record when it belongs to `currentUserId` and is readable, else null (the viewer then shows
 * 'Invalid Measurements'). Null for a guest, for another user's record, for a missing or malformed
 * one, and for one with no usable measurement left. Optional parts that are malformed (height,
 * recommendation) are dropped rather than failing the whole record.
 */
export function ownedRecord(record: unknown, currentUserId: string | null): AiMeasurementRecord | null {
  const owned = ownedMeasurements(record, currentUserId);
  if (!owned) return null;
  // ownedMeasurements only vouches for the owner and the metric object; the rest is unchecked JSON.
  const raw = owned as unknown as Record<string, unknown>;
  if (!isOneOf(MEASUREMENT_SOURCES, raw.source) || !isOneOf(SIZE_CATEGORIES, raw.category)) return null;
  const metric = metricOf(owned.measurements.metric);
  if (Object.keys(metric).length === 0) return null;
  const sizeRecommendation = recommendationOf(raw.sizeRecommendation);
  const confidence = isConfidence(raw.confidence) ? raw.confidence : (sizeRecommendation?.confidence ?? DEFAULT_ATTACHMENT_CONFIDENCE);
  const clean: AiMeasurementRecord = {
    source: raw.source,
    category: raw.category,
    timestamp: typeof raw.timestamp === 'string' ? raw.timestamp : '',
    userId: owned.userId,
    heightInput: heightInputOf(raw.heightInput),
    sizeRecommendation,
    // The imperial twin is re-derived (cm / 2.54) so the two systems can never disagree on screen.
    measurements: { metric, imperial: imperialOf(metric) },
    confidence,
  };
  if (isOneOf(FITS, raw.fit)) clean.fit = raw.fit;
  return clean;
}
