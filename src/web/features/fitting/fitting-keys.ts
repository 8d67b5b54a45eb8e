import type { QueryClient } from '@tanstack/react-query';
import type { MeasurementReviewResult } from '@domain/fitting/api';

/**
 * The measurement review's queries live under the orders root: the app-wide realtime listener
 * refetches 'orders' on each `orders` change event, which every review write publishes.
 */
export const measurementReviewKey = (lineId: string) => ['orders', 'measurement-review', lineId] as const;
export const ORDERS_ROOT = ['orders'] as const;

/** The owner's session, an admin's, or a guest's `X-Order-Token` opens a line's review. */
export const tokenHeaders = (token: string | null | undefined): Record<string, string> => (token ? { 'x-order-token': token } : {});

export const reviewUrl = (lineId: string, step = '') => `/api/order-lines/${encodeURIComponent(lineId)}/measurement-review${step}`;

/** A review write's answer replaces the cached review at once; every orders query refetches (the line's ready-by, its moves). */
export function settleReview(qc: QueryClient, lineId: string) {
  return {
    onSuccess: (result: MeasurementReviewResult) => qc.setQueryData(measurementReviewKey(lineId), result),
    onSettled: () => qc.invalidateQueries({ queryKey: ORDERS_ROOT }),
  };
}
