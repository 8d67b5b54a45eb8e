import { CUSTOM_FIT } from './constants';
import { cmToIn, kgToLb } from './units';
import { MEASUREMENT_KEYS, type Fit, type MeasurementSource, type Measurements, type SizeCategory } from './types';

/**
 * The AI measurement record on a cart line (docs/requirements/sizing.md §3 aiMeasurements), as the server stores
 * it: the owner and the imperial values are always set by the server.
 */
export interface AiMeasurementRecord {
  source: MeasurementSource;
  category: SizeCategory;
  fit?: Fit;
  timestamp: string;
  userId: string;
  heightInput?: { value: number; unit: 'cm' | 'm' | 'in' | 'ft'; normalizedCm: number } | null;
  sizeRecommendation?: { size: string | null; confidence: number; alternates: string[]; notes: string[] } | null;
  measurements: { metric: Measurements; imperial: Partial<Record<string, number>> };
  confidence: number;
}

/** The default confidence when none is given (docs/requirements/sizing.md §9). */
export const DEFAULT_ATTACHMENT_CONFIDENCE = 0.8;

/** Imperial twin of a metric set: lengths in inches (cm / 2.54, 2 decimals), weight in pounds. */
export function imperialOf(metric: Measurements): Partial<Record<string, number>> {
  const out: Partial<Record<string, number>> = {};
  for (const key of MEASUREMENT_KEYS) {
    const value = metric[key];
    if (value === undefined) continue;
    if (key === 'weight_kg') out.weight_lb = kgToLb(value);
    else out[key.replace(/_cm$/, '_in')] = cmToIn(value);
  }
  return out;
}

export interface AttachmentInput {
  source: MeasurementSource;
  category: SizeCategory;
  fit?: Fit | undefined;
  timestamp?: string | undefined;
  heightInput?: AiMeasurementRecord['heightInput'] | undefined;
  sizeRecommendation?: { size: string | null; confidence: number; alternates: string[]; notes: string[] } | null | undefined;
  measurements: Measurements;
  confidence?: number | undefined;
}

export function buildAiMeasurementRecord(input: AttachmentInput, userId: string, now: Date): AiMeasurementRecord {
  const record: AiMeasurementRecord = {
    source: input.source,
    category: input.category,
    timestamp: input.timestamp && !Number.isNaN(Date.parse(input.timestamp)) ? new Date(input.timestamp).toISOString() : now.toISOString(),
    userId,
    heightInput: input.heightInput ?? null,
    sizeRecommendation: input.sizeRecommendation ?? null,
    measurements: { metric: input.measurements, imperial: imperialOf(input.measurements) },
    confidence: input.confidence ?? input.sizeRecommendation?.confidence ?? DEFAULT_ATTACHMENT_CONFIDENCE,
  };
  if (input.fit) record.fit = input.fit;
  return record;
}

/**
 * docs/requirements/sizing.md §4: measurements are shown and kept only for their owner. A record of another user,
 * of a signed-out user, or one that is malformed is dropped (the cart then needs a size again).
 */
export function ownedMeasurements(record: unknown, userId: string | null): AiMeasurementRecord | null {
  if (!userId || typeof record !== 'object' || record === null) return null;
  const r = record as Partial<AiMeasurementRecord>;
  if (r.userId !== userId) return null;
  if (typeof r.measurements !== 'object' || r.measurements === null || typeof r.measurements.metric !== 'object') return null;
  return r as AiMeasurementRecord;
}

/** The size a line gets with measurements: the recommended size when the product has it, else 'Custom Fit'. */
export function sizeForAttachment(productSizes: readonly string[], recommended: string | null | undefined): string {
  return recommended && productSizes.includes(recommended) ? recommended : CUSTOM_FIT;
}

/**
 * The size a line takes when measurements are attached to it (the attach route, and the cart shown
 * offline before it is sent): a size of the product it already has stays when the measurements
 * recommend none; otherwise the recommended size, or Custom Fit.
 */
export function sizeOnAttach(productSizes: readonly string[], current: string | null, recommended: string | null | undefined): string {
  return current !== null && current !== CUSTOM_FIT && productSizes.includes(current) && !recommended ? current : sizeForAttachment(productSizes, recommended);
}
