import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Payout, PayoutList } from '@domain/payouts/api';
import { api, toQuery } from '../../lib/api-client';

export type { Payout, PayoutList };

export const STUDIO_PAYOUTS_KEY = ['studio', 'payouts'] as const;
export const studioPayoutsKey = (page: number) => [...STUDIO_PAYOUTS_KEY, page] as const;

export const getStudioPayouts = (page: number, signal?: AbortSignal) => api<PayoutList>(`/api/studio/payouts${toQuery({ page })}`, { signal });

export const studioPayoutsQuery = (page: number) =>
  queryOptions({ queryKey: studioPayoutsKey(page), queryFn: ({ signal }) => getStudioPayouts(page, signal), staleTime: 30_000 });

/** The designer's own payouts, newest first, 50 a page. */
export const useStudioPayouts = (page: number, enabled = true) => useQuery({ ...studioPayoutsQuery(page), enabled, placeholderData: keepPreviousData });
