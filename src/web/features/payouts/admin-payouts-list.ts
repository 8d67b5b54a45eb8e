import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutList, PayoutStatus } from '@domain/payouts/api';
import { api, toQuery } from '../../lib/api-client';
import { ADMIN_MONEY_KEY } from './admin-money-keys';

export type { PayoutList, PayoutStatus };

export const adminPayoutsKey = (status: PayoutStatus, page: number) => [...ADMIN_MONEY_KEY, 'list', status, page] as const;

export const getAdminPayouts = (status: PayoutStatus, page: number, signal?: AbortSignal) =>
  api<PayoutList>(`/api/admin/payouts${toQuery({ status, page })}`, { signal });

export const adminPayoutsQuery = (status: PayoutStatus, page: number) =>
  queryOptions({
    queryKey: adminPayoutsKey(status, page),
    queryFn: ({ signal }) => getAdminPayouts(status, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
    // Payouts in progress change when the provider answers (a webhook): read again while any are shown.
    refetchInterval: (query) => (status === 'processing' && (query.state.data?.total ?? 0) > 0 ? 10_000 : false),
  });

/** A page of payouts of one status, newest first (admins). */
export const useAdminPayouts = (status: PayoutStatus, page: number) => useQuery(adminPayoutsQuery(status, page));
