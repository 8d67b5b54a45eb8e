import { useMutation } from '@tanstack/react-query';
import { estimateMeasurements as estimateOnDevice } from '@domain/sizing/estimator';
import { isMeasurementKey } from '@domain/sizing/validation';
import type { EstimateResponse } from '@domain/sizing/api';
import type { Build, Measurements, SizeCategory } from '@domain/sizing/types';
import { api, ApiError } from '../../lib/api-client';

/** POST /api/functions/estimate-measurements: Smart Estimates from height (and weight, build, age). */
export interface EstimateBody {
  category: SizeCategory;
  height_cm: number;
  weight_kg?: number;
  build?: Build;
  age_years?: number;
}

export type { EstimateResponse };

export interface EstimateAnswer {
  measurements: Measurements;
  confidence: number;
  notes: string[];
  /** 'device' when the server could not be reached and the same domain estimator ran here. */
  computedOn: 'server' | 'device';
}

export const requestMeasurementEstimate = (body: EstimateBody, signal?: AbortSignal) =>
  api<EstimateResponse>('/api/functions/estimate-measurements', { method: 'POST', body, signal });

/** Whether a failure means "no answer from the server" (offline, overloaded, down) rather than "bad input". */
export function isUnavailable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return !(error instanceof DOMException && error.name === 'AbortError');
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

function knownKeys(values: Record<string, number>): Measurements {
  const out: Measurements = {};
  for (const [key, value] of Object.entries(values)) if (isMeasurementKey(key) && Number.isFinite(value)) out[key] = value;
  return out;
}

/**
 * The server's estimate, or, when the server cannot answer, the same estimator run on the
 * device (it is pure domain code), so Smart Estimates also work offline. A refusal of the input
 * (400) is passed on: the device would only repeat it.
 */
export async function estimateWithFallback(body: EstimateBody, remote: (body: EstimateBody) => Promise<EstimateResponse> = requestMeasurementEstimate): Promise<EstimateAnswer> {
  try {
    const response = await remote(body);
    return { measurements: knownKeys(response.measurements), confidence: response.confidence, notes: response.notes, computedOn: 'server' };
  } catch (error) {
    if (!isUnavailable(error)) throw error;
    const local = estimateOnDevice({
      category: body.category,
      heightCm: body.height_cm,
      ...(body.weight_kg !== undefined ? { weightKg: body.weight_kg } : {}),
      ...(body.build !== undefined ? { build: body.build } : {}),
      ...(body.age_years !== undefined ? { ageYears: body.age_years } : {}),
    });
    return { measurements: local.measurements, confidence: local.confidence, notes: [...local.notes], computedOn: 'device' };
  }
}

export function useEstimateMeasurements() {
  return useMutation({ mutationFn: (body: EstimateBody) => estimateWithFallback(body), retry: false });
}
