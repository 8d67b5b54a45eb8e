import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReviews } from '@domain/reviews/api';
import { api } from '../../lib/api-client';

export type { AdminReviews };
export type AdminReviewState = 'reported' | 'hidden';

export const adminReviewsKey = (state: AdminReviewState, page: number) => ['reviews', 'admin', state, page] as const;

/** The console's queue: reviews designers reported (still shown), or the hidden ones. */
export const getAdminReviews = (state: AdminReviewState, page: number, signal?: AbortSignal) => api<AdminReviews>(`/api/admin/reviews?state=${state}&page=${page}`, { signal });

export const adminReviewsQuery = (state: AdminReviewState, page = 1) => queryOptions({ queryKey: adminReviewsKey(state, page), queryFn: ({ signal }) => getAdminReviews(state, page, signal), staleTime: 15_000 });

export const useAdminReviews = (state: AdminReviewState, page = 1) => useQuery(adminReviewsQuery(state, page));
