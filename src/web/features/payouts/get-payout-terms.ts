import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutTerms } from '@domain/payouts/api';
import { api } from '../../lib/api-client';

export type { PayoutTerms };

/** Public data: the server renders the designer terms page with it (lib/ssr-state.ts lists the key). */
export const payoutTermsKey = ['payout_terms'] as const;

export const getPayoutTerms = (signal?: AbortSignal) => api<PayoutTerms>('/api/payouts/terms', { signal });

export const payoutTermsQuery = () => queryOptions({ queryKey: payoutTermsKey, queryFn: ({ signal }) => getPayoutTerms(signal), staleTime: 5 * 60_000 });

/** The commission, hold, schedule and minimum in force, as the designer terms state them. */
export const usePayoutTerms = (enabled = true) => useQuery({ ...payoutTermsQuery(), enabled });
