import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutsDue } from '@domain/payouts/api';
import { api } from '../../lib/api-client';
import { ADMIN_MONEY_KEY } from './admin-money-keys';

export type { PayoutsDue };
export type PayoutDueRow = PayoutsDue['rows'][number];

export const payoutsDueKey = [...ADMIN_MONEY_KEY, 'due'] as const;

/** While a run is under way the list is read again every few seconds, so "Pay now" comes back by itself when it ends. */
const RUNNING_POLL_MS = 3_000;

export const getPayoutsDue = (signal?: AbortSignal) => api<PayoutsDue>('/api/admin/payouts/due', { signal });

export const payoutsDueQuery = () =>
  queryOptions({
    queryKey: payoutsDueKey,
    queryFn: ({ signal }) => getPayoutsDue(signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.running ? RUNNING_POLL_MS : false),
  });

/** Designers with money available, whether the next run pays them (or why not), the next date and the minimum (admins). */
export const usePayoutsDue = () => useQuery(payoutsDueQuery());
