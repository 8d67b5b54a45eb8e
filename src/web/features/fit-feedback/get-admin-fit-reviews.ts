import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminFitNote, AdminFitNotes } from '@domain/fit-feedback/api';
import { api } from '../../lib/api-client';

export type { AdminFitNote };

export const adminFitReviewsKey = ['fit-review', 'admin'] as const;

export const getAdminFitReviews = (signal?: AbortSignal) => api<AdminFitNotes>('/api/admin/fit-reviews', { signal }).then((r) => r.items);

export const adminFitReviewsQuery = () => queryOptions({ queryKey: adminFitReviewsKey, queryFn: ({ signal }) => getAdminFitReviews(signal) });

export const useAdminFitReviews = () => useQuery(adminFitReviewsQuery());
