import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutBalance } from '@domain/payouts/api';
import { api } from '../../lib/api-client';

export type { PayoutBalance };

/** Every studio earnings read starts with this key, so a change can refresh them all at once. */
export const STUDIO_EARNINGS_KEY = ['studio', 'earnings'] as const;
export const studioEarningsKey = [...STUDIO_EARNINGS_KEY, 'balance'] as const;

export const getStudioEarnings = (signal?: AbortSignal) => api<PayoutBalance>('/api/studio/earnings', { signal });

export const studioEarningsQuery = () => queryOptions({ queryKey: studioEarningsKey, queryFn: ({ signal }) => getStudioEarnings(signal), staleTime: 30_000 });

/** The designer's balance: available, pending with release dates, paid this month, the next payout. */
export const useStudioEarnings = (enabled = true) => useQuery({ ...studioEarningsQuery(), enabled });
