import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { LineReviewState } from '@domain/reviews/api';
import { api } from '../../lib/api-client';

export type { LineReviewState };

/** Every reviews query starts with 'reviews', so a change can refresh them all at once. */
export const reviewsKey = ['reviews'] as const;

/**
 * After a review, a reply or a moderation: the writing side's lists (['reviews', …]) and every
 * product's page and review list (['product', id] and ['product', id, 'reviews', …]), whose
 * rating and list it changes.
 */
export const invalidateReviews = (qc: QueryClient) => Promise.all([qc.invalidateQueries({ queryKey: reviewsKey }), qc.invalidateQueries({ queryKey: ['product'] })]);
export const lineReviewKey = (lineId: string) => ['reviews', 'line', lineId] as const;

/** The shopper's own delivered line: may it be reviewed, until when, its fit areas and their review. */
export const getLineReview = (lineId: string, signal?: AbortSignal) => api<LineReviewState>(`/api/order-lines/${encodeURIComponent(lineId)}/review`, { signal });

export const lineReviewQuery = (lineId: string) => queryOptions({ queryKey: lineReviewKey(lineId), queryFn: ({ signal }) => getLineReview(lineId, signal), staleTime: 60_000 });

export const useLineReview = (lineId: string, enabled = true) => useQuery({ ...lineReviewQuery(lineId), enabled });
