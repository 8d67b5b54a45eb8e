import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FitVerdict } from '@domain/fit-feedback/types';
import { api } from '../../lib/api-client';

export interface AdminFitNote {
  id: string;
  productName: string;
  overall: FitVerdict;
  note: string;
  noteHidden: boolean;
  reviewer: { firstName: string; city: string | null };
  updatedAt: string;
}

export const adminFitReviewsKey = ['fit-review', 'admin'] as const;

export const getAdminFitReviews = (signal?: AbortSignal) => api<{ items: AdminFitNote[] }>('/api/admin/fit-reviews', { signal }).then((r) => r.items);

export const adminFitReviewsQuery = () => queryOptions({ queryKey: adminFitReviewsKey, queryFn: ({ signal }) => getAdminFitReviews(signal) });

export const useAdminFitReviews = () => useQuery(adminFitReviewsQuery());
