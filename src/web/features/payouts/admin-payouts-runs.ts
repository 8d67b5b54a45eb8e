import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutRun } from '@domain/payouts/api';
import { api } from '../../lib/api-client';
import { ADMIN_MONEY_KEY } from './admin-money-keys';

export type { PayoutRun };

export const payoutRunsKey = [...ADMIN_MONEY_KEY, 'runs'] as const;

export const getPayoutRuns = (signal?: AbortSignal) => api<{ items: PayoutRun[] }>('/api/admin/payouts/runs', { signal }).then((r) => r.items);

export const payoutRunsQuery = () => queryOptions({ queryKey: payoutRunsKey, queryFn: ({ signal }) => getPayoutRuns(signal), staleTime: 0 });

/** The latest 20 payout runs, scheduled or by an admin (admins). */
export const usePayoutRuns = () => useQuery(payoutRunsQuery());
