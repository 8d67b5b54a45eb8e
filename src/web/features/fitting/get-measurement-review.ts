import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaybeMeasurementReviewResult } from '@domain/fitting/api';
import { api, ApiError } from '../../lib/api-client';
import { measurementReviewKey, reviewUrl, tokenHeaders } from './fitting-keys';

/** A line's measurement review (null before its designer is told of it); 404 for anyone not a party to the line. */
export const getMeasurementReview = (lineId: string, token: string | null, signal?: AbortSignal) =>
  api<MaybeMeasurementReviewResult>(reviewUrl(lineId), { signal, headers: tokenHeaders(token) });

export const measurementReviewQuery = (lineId: string, token: string | null) =>
  queryOptions({
    queryKey: measurementReviewKey(lineId),
    queryFn: ({ signal }) => getMeasurementReview(lineId, token, signal),
    // Changes arrive as `orders` change events; this only spares refetches on revisits.
    staleTime: 30_000,
  });

export const useMeasurementReview = (lineId: string, token: string | null = null) =>
  useQuery({
    ...measurementReviewQuery(lineId, token),
    // A 4xx is an answer (not this viewer's line), not a hiccup to retry.
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500 && error.status !== 0),
  });
