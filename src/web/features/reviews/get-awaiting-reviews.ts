import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AwaitingReviews } from '@domain/reviews/api';
import { api } from '../../lib/api-client';

export type { AwaitingReviews };

export const awaitingReviewsKey = ['reviews', 'awaiting'] as const;

/** The signed-in shopper's delivered lines still open for a review (/profile). */
export const getAwaitingReviews = (signal?: AbortSignal) => api<AwaitingReviews>('/api/account/reviews/awaiting', { signal });

export const awaitingReviewsQuery = () => queryOptions({ queryKey: awaitingReviewsKey, queryFn: ({ signal }) => getAwaitingReviews(signal), staleTime: 60_000 });

export const useAwaitingReviews = (enabled = true) => useQuery({ ...awaitingReviewsQuery(), enabled });
