import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClaimRates, ReturnRequestList } from '@domain/returns/api';
import { api } from '../../lib/api-client';
import { adminReturnsKey } from './returns-keys';

/** The console's requests of one state (escalated: the disputes to decide). */
export const getAdminReturns = (state: string | null, signal?: AbortSignal) =>
  api<ReturnRequestList>(`/api/admin/return-requests${state ? `?state=${encodeURIComponent(state)}` : ''}`, { signal }).then((r) => r.requests);

export const adminReturnsQuery = (state: string | null) => queryOptions({ queryKey: adminReturnsKey(state), queryFn: ({ signal }) => getAdminReturns(state, signal), staleTime: 15_000 });

export const useAdminReturns = (state: string | null) => useQuery(adminReturnsQuery(state));

/** Claims per delivered made-to-measure line, by measurement source, product and designer. */
export const getClaimRates = (signal?: AbortSignal) => api<ClaimRates>('/api/admin/returns/claim-rates', { signal });

export const claimRatesQuery = () => queryOptions({ queryKey: ['orders', 'returns', 'claim-rates'] as const, queryFn: ({ signal }) => getClaimRates(signal), staleTime: 60_000 });

export const useClaimRates = () => useQuery(claimRatesQuery());
