import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LineFitReview } from '@domain/fit-feedback/api';
import { api } from '../../lib/api-client';

export type { LineFitReview };

export const lineFitReviewKey = (lineId: string) => ['fit-review', 'line', lineId] as const;

/** The shopper's own line: may it be reviewed, on which areas, and their review. */
export const getLineFitReview = (lineId: string, signal?: AbortSignal) => api<LineFitReview>(`/api/order-lines/${encodeURIComponent(lineId)}/fit-review`, { signal });

export const lineFitReviewQuery = (lineId: string) => queryOptions({ queryKey: lineFitReviewKey(lineId), queryFn: ({ signal }) => getLineFitReview(lineId, signal), staleTime: 60_000 });

export const useLineFitReview = (lineId: string, enabled: boolean) => useQuery({ ...lineFitReviewQuery(lineId), enabled });
