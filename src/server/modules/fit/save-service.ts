import { HEIGHT_RANGE_CM } from '../../../domain/fit/scale';
import type { FitSaveRequest } from '../../../domain/fit/schemas';
import { PLAUSIBLE_RANGES_CM } from '../../../domain/sizing/constants';
import { MEASUREMENT_KEYS, type Measurements } from '../../../domain/sizing/types';
import { toImperial } from '../../../domain/sizing/units';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { FitSaveResponse } from '../../../domain/fit/api';
import type { CartService } from '../cart';
import * as q from './queries';

export type { FitSaveResponse };

/**
 * fit-save-measurements (docs/requirements/sizing.md §7): keeps a photo-fit or camera-scan result for its owner and,
 * with a cart item of theirs as context, attaches it to that line. The values are checked again
 * here (a client can send anything): a stated height outside the scale's range is
 * CALIBRATION_FAILED, a value no body has is IMPLAUSIBLE_METRICS; nothing is written then.
 */
export interface FitSaveServiceDeps {
  db: Database;
  /** The cart feature's service: a result saved from a cart line is attached to that line. */
  cart: Pick<CartService, 'attachMeasurements'>;
}

export function createFitSaveService({ db, cart }: FitSaveServiceDeps) {
  return {
    async save(userId: string, request: FitSaveRequest, now = new Date()): Promise<FitSaveResponse> {
      if (!(request.calibrationValue >= HEIGHT_RANGE_CM[0] && request.calibrationValue <= HEIGHT_RANGE_CM[1])) {
        throw badRequest('CALIBRATION_FAILED', "Measurements don't look right. Please retake with your full body visible.", { calibrationValue: ['OUT_OF_RANGE'] });
      }
      const metrics: Measurements = {};
      const implausible: Record<string, string[]> = {};
      for (const key of MEASUREMENT_KEYS) {
        const value = request.metrics[key];
        if (value === undefined) continue;
        const [min, max] = PLAUSIBLE_RANGES_CM[key];
        if (value < min || value > max) implausible[key] = ['OUT_OF_RANGE'];
        else metrics[key] = value;
      }
      if (Object.keys(implausible).length > 0) throw badRequest('IMPLAUSIBLE_METRICS', 'Some measurements seem incorrect. Please recapture the image.', implausible);
      if (Object.keys(metrics).length < 2) throw badRequest('MISSING_INFORMATION', 'At least two measurements are needed.', { metrics: ['MISSING_INFORMATION'] });

      const row = await q.insertFitMeasurement(db, {
        userId,
        source: request.source,
        category: request.category,
        metrics: metrics as Record<string, number>,
        metricsImperial: toImperial(metrics) as Record<string, number>,
        confidence: request.confidence,
        confidencePerMetric: request.confidencePerMetric ?? null,
        calibrationMethod: request.calibrationMethod,
        calibrationValue: request.calibrationValue,
        imageHash: request.imageHash ?? null,
        sessionId: request.sessionId ?? null,
        qualityFlags: request.qualityFlags,
        sizeRecommendation: request.sizeRecommendation ?? null,
        metadata: { ...(request.metadata ?? {}), unit: request.unit },
        context: request.context ?? null,
      });

      const cartItemId = request.context?.cartItemId;
      if (cartItemId) {
        try {
          await cart.attachMeasurements(userId, cartItemId, {
            source: request.source,
            category: request.category,
            timestamp: now.toISOString(),
            sizeRecommendation: request.sizeRecommendation ?? null,
            measurements: metrics,
            confidence: request.confidence,
          });
        } catch (err) {
          // Not their line (or gone): the saved row goes too, so a failure leaves nothing behind.
          await q.deleteFitMeasurement(db, row.id);
          throw err;
        }
      }
      return { success: true, message: 'Measurements saved', measurement_id: row.id, attachment: cartItemId ? { attached_to: cartItemId } : null };
    },
  };
}

export type FitSaveService = ReturnType<typeof createFitSaveService>;
