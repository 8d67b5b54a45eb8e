import { MAX_RECOMMENDATIONS } from '@domain/sizing/constants';
import { GUIDE_ITEMS } from '@domain/sizing/guide-items';
import { capEstimateAboveRange, recommendForEstimate } from '@domain/sizing/estimate-size';
import { estimateContext } from '@domain/sizing/estimator';
import { recommendSize } from '@domain/sizing/recommend';
import { isMeasurementKey, validateForRecommendation } from '@domain/sizing/validation';
import { MEASUREMENT_KEYS, type MeasurementKey, type SizeChart } from '@domain/sizing/types';
import { ApiError } from '../../../lib/api-client';
import type { RecommendationResponse } from '../recommend-size';
import type { MeasurementSnapshot } from '../types';
import { currentOrigin, hasErrors, readForm, savedRecommendation, type GuideFormState, type RecommendationRequest, type RecommendationView } from './guide-form';

/**
 * What pressing Get My Size leads to, before any network: the checks of docs/requirements/sizing.md §5 and the
 * instant answer of the domain engine on the chart in force. The server is asked afterwards and
 * its answer replaces this one.
 */
export type Preparation =
  /** Height, weight or age could not be read: their fields show the message. */
  | { kind: 'field-errors' }
  /** 'Missing Information'; `fields` are the chart's measurements that would make it answerable. */
  | { kind: 'missing'; fields: MeasurementKey[] }
  /** 'Measurement Values Out of Range', with the failing fields. */
  | { kind: 'out-of-range'; fields: MeasurementKey[] }
  /** Ready to ask the server; `local` is null when no chart is at hand (nothing to show until it answers). */
  | { kind: 'ready'; request: RecommendationRequest; local: RecommendationView | null };

/** `fitOffsets`: the product's fit offsets from its reviews (fit-reviews summary), so the instant answer matches the server's. */
export function prepareRecommendation(state: GuideFormState, chart: SizeChart | null | undefined, fitOffsets: Partial<Record<MeasurementKey, number>> = {}): Preparation {
  const reading = readForm(state);
  if (hasErrors(reading)) return { kind: 'field-errors' };
  // An estimate above the spec's ranges is a body above every chart, not a typing slip (estimate-size.ts).
  const estimated = currentOrigin(state).kind === 'smart_estimate';
  const check = validateForRecommendation(state.category, estimated ? capEstimateAboveRange(reading.measurements, state.category) : reading.measurements);
  if (!check.ok) return check.code === 'OUT_OF_RANGE' ? { kind: 'out-of-range', fields: check.fields } : { kind: 'missing', fields: [] };
  const request: RecommendationRequest = {
    category: state.category,
    fit: state.fit,
    unit: state.unit,
    measurements: reading.measurements,
    entered: reading.entered,
    heightInput: reading.heightInput,
    origin: currentOrigin(state),
  };
  if (!chart || chart.category !== state.category || chart.sizes.length === 0) return { kind: 'ready', request, local: null };
  const input = { category: state.category, fit: state.fit, measurements: reading.measurements, fitOffsets };
  // An estimate is an average body: size it for the real bodies it stands for (estimate-size.ts).
  const result = request.origin.kind === 'smart_estimate' ? recommendForEstimate(chart, input, estimateContext(state.category, reading.measurements, reading.measurements.weight_kg !== undefined)) : recommendSize(chart, input);
  if (!result.ok) {
    if (result.code === 'OUT_OF_RANGE') return { kind: 'out-of-range', fields: result.fields };
    // Height and weight alone say nothing about a girth chart: name the guide's fields that would.
    const guideKeys = new Set(GUIDE_ITEMS[state.category].map((item) => item.key));
    return { kind: 'missing', fields: result.fields.filter((key) => guideKeys.has(key)) };
  }
  return {
    kind: 'ready',
    request,
    local: { size: result.size, confidence: result.confidence, alternates: result.alternates.slice(0, MAX_RECOMMENDATIONS - 1), notes: result.notes, sessionId: null, source: 'device' },
  };
}

/** The server's answer as the summary shows it. */
export function fromServer(response: RecommendationResponse): RecommendationView {
  return {
    size: response.size,
    confidence: response.confidence,
    alternates: response.alternates.slice(0, MAX_RECOMMENDATIONS - 1),
    notes: response.notes,
    sessionId: response.sessionId,
    source: 'server',
  };
}

/** How a failed server call is handled (docs/requirements/sizing.md §8 "Recommendation"). */
export type ServerFailure =
  /** 400: the authority refused the input; the local answer must not stand. */
  | { kind: 'bad-request'; code: 'MISSING_INFORMATION' | 'MEASUREMENTS_OUT_OF_RANGE' | 'OTHER'; fields: MeasurementKey[] }
  /** 429: too many requests; the local answer stands, with a 'try again later' toast. */
  | { kind: 'rate-limited' }
  /** Network, 5xx or anything unexpected: the local answer stands, with 'Measurements Recorded'. */
  | { kind: 'unavailable' };

export function classifyServerError(error: unknown): ServerFailure {
  if (!(error instanceof ApiError)) return { kind: 'unavailable' };
  if (error.status === 429) return { kind: 'rate-limited' };
  if (error.status === 400) {
    const fields = Object.keys(error.fields ?? {}).filter(isMeasurementKey);
    const code = error.code === 'MISSING_INFORMATION' || error.code === 'MEASUREMENTS_OUT_OF_RANGE' ? error.code : 'OTHER';
    return { kind: 'bad-request', code, fields };
  }
  return { kind: 'unavailable' };
}

/** The request body of ai-size-recommendation-hardened (docs/requirements/sizing.md §7). */
export function recommendationBody(request: RecommendationRequest, productId: string | null, now: Date) {
  return {
    category: request.category,
    gender: request.category,
    units: request.unit === 'inches' ? ('imperial' as const) : ('metric' as const),
    fit: request.fit,
    timestamp: now.toISOString(),
    ...(productId ? { productId } : {}),
    ...(request.origin.kind === 'smart_estimate' ? { estimate: { withWeight: request.measurements.weight_kg !== undefined } } : {}),
    measurements: { ...request.measurements },
  };
}

/** A recommendation on screen: what was asked, the answer shown, and where the server's answer stands. */
export interface GuideOutcome {
  /** Increases with every Get My Size, so a late answer to an older request is ignored. */
  id: number;
  request: RecommendationRequest;
  /** Null: no size could be worked out (no chart here and no server): 'Measurements Recorded'. */
  recommendation: RecommendationView | null;
  /** pending: asked, not answered; done: the server's answer is shown; unavailable: the device's answer (or none) stands; saved: from a snapshot. */
  server: 'pending' | 'done' | 'unavailable' | 'saved';
}

/** The outcome shown when the guide opens on a snapshot (View/Edit from the product page or the cart). */
export function outcomeFromSnapshot(snapshot: MeasurementSnapshot | null | undefined): GuideOutcome | null {
  const saved = savedRecommendation(snapshot);
  return saved ? { id: 0, request: saved.request, recommendation: saved.recommendation, server: 'saved' } : null;
}

/** Rows of the measurements tables: height and weight first, then the category's guide order, then anything else. */
export function displayOrder(request: Pick<RecommendationRequest, 'category' | 'measurements'>): MeasurementKey[] {
  const order = new Set<MeasurementKey>(['height_cm', 'weight_kg', ...GUIDE_ITEMS[request.category].map((item) => item.key), ...MEASUREMENT_KEYS]);
  return [...order].filter((key) => request.measurements[key] !== undefined);
}
