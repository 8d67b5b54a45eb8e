import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FitArea, FitVerdict, KeptAnswer } from '@domain/fit-feedback/types';
import { api } from '../../lib/api-client';

export interface LineFitReview {
  lineId: string;
  productName: string;
  size: string | null;
  eligibility: 'OK' | 'LINE_NOT_DELIVERED' | 'LINE_CANCELLED' | 'REVIEW_WINDOW_CLOSED';
  reviewUntil: string | null;
  areas: FitArea[];
  review: { id: string; overall: FitVerdict; areas: Partial<Record<FitArea, FitVerdict>>; note: string | null; kept: KeptAnswer; updatedAt: string } | null;
}

export const lineFitReviewKey = (lineId: string) => ['fit-review', 'line', lineId] as const;

/** The shopper's own line: may it be reviewed, on which areas, and their review. */
export const getLineFitReview = (lineId: string, signal?: AbortSignal) => api<LineFitReview>(`/api/order-lines/${encodeURIComponent(lineId)}/fit-review`, { signal });

export const lineFitReviewQuery = (lineId: string) => queryOptions({ queryKey: lineFitReviewKey(lineId), queryFn: ({ signal }) => getLineFitReview(lineId, signal), staleTime: 60_000 });

export const useLineFitReview = (lineId: string, enabled: boolean) => useQuery({ ...lineFitReviewQuery(lineId), enabled });
