import { randomUUID } from 'node:crypto';
import { measureBody, type FitMeasurementResult } from '../../../domain/fit/measure';
import type { FitRequest } from '../../../domain/fit/schemas';
import { badRequest } from '../../lib/errors';

export interface CalculateMeasurementsResponse extends FitMeasurementResult {
  sessionId: string;
  timestamp: string;
  imageHash: string | null;
}

/**
 * Photo fit (docs/requirements/sizing.md §7 calculate-measurements). The server is the authority: it re-applies the
 * pose quality gate and measures with the domain code the browser may also run. Nothing is stored:
 * each call gets a fresh random session id (saving is fit-save-measurements' job).
 */
export function createFitService() {
  return {
    calculateMeasurements(request: FitRequest, now = new Date()): CalculateMeasurementsResponse {
      const outcome = measureBody(request);
      if (!outcome.ok) throw badRequest(outcome.error.code, outcome.error.message, outcome.error.fields);
      return { ...outcome.result, sessionId: randomUUID(), timestamp: now.toISOString(), imageHash: request.imageHash ?? null };
    },
  };
}

export type FitService = ReturnType<typeof createFitService>;
