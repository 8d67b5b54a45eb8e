import { describe, expect, it } from 'vitest';
import { estimateMeasurements } from '@domain/sizing/estimator';
import { ApiError } from '../../lib/api-client';
import { estimateWithFallback, isUnavailable, type EstimateBody, type EstimateResponse } from './estimate-measurements';

const body: EstimateBody = { category: 'women', height_cm: 165, weight_kg: 62, build: 'curvy' };
const failing = (error: unknown) => (): Promise<EstimateResponse> => Promise.reject(error);

describe('estimateWithFallback', () => {
  it("uses the server's estimate and drops keys it does not know", async () => {
    const answer = await estimateWithFallback(body, () =>
      Promise.resolve({ measurements: { bust_cm: 92, waist_cm: 78, shoe_cm: 25 }, confidence: 0.8, source: 'smart_estimate', notes: [] }),
    );
    expect(answer).toEqual({ measurements: { bust_cm: 92, waist_cm: 78 }, confidence: 0.8, notes: [], computedOn: 'server' });
  });

  it('runs the same domain estimator on the device when the server is offline, overloaded or down', async () => {
    const local = estimateMeasurements({ category: 'women', heightCm: 165, weightKg: 62, build: 'curvy' });
    for (const error of [new ApiError(0, 'NETWORK_ERROR', 'offline'), new ApiError(503, 'INTERNAL', 'down'), new ApiError(429, 'RATE_LIMITED', 'slow')]) {
      const answer = await estimateWithFallback(body, failing(error));
      expect(answer).toEqual({ measurements: local.measurements, confidence: local.confidence, notes: local.notes, computedOn: 'device' });
    }
  });

  it('passes a refusal of the input on instead of estimating anyway', async () => {
    await expect(estimateWithFallback(body, failing(new ApiError(400, 'VALIDATION_FAILED', 'bad')))).rejects.toBeInstanceOf(ApiError);
  });

  it('tells an unavailable server from a refused request or a cancelled one', () => {
    expect(isUnavailable(new ApiError(502, 'INTERNAL', 'x'))).toBe(true);
    expect(isUnavailable(new ApiError(404, 'NOT_FOUND', 'x'))).toBe(false);
    expect(isUnavailable(new TypeError('x'))).toBe(true);
    expect(isUnavailable(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});
