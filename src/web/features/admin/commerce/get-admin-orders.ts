import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrdersQuery as AdminOrdersRequest } from '@domain/orders/api';
import type { AdminOrderPage } from '@domain/orders/types';
import { api, toQuery, type QueryState } from '../../../lib/api-client';
import { ADMIN_ORDERS_KEY } from './admin-commerce-keys';

/** The section's filters: the contract's query (its page size is ours); `from`/`to` are calendar days, inclusive. */
export type AdminOrdersQuery = Omit<QueryState<AdminOrdersRequest>, 'page' | 'pageSize'> & { page: number };

export const ADMIN_ORDERS_PAGE_SIZE = 20;

export const getAdminOrders = (q: AdminOrdersQuery, signal?: AbortSignal) =>
  api<AdminOrderPage>(
    `/api/admin/orders${toQuery({
      status: q.status ?? undefined,
      paymentStatus: q.paymentStatus ?? undefined,
      from: q.from ?? undefined,
      to: q.to ?? undefined,
      designer: q.designer ?? undefined,
      search: q.search ?? undefined,
      page: q.page,
      pageSize: ADMIN_ORDERS_PAGE_SIZE,
    } satisfies AdminOrdersRequest)}`,
    { signal },
  );

export const adminOrdersQuery = (q: AdminOrdersQuery) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'list', q],
    queryFn: ({ signal }) => getAdminOrders(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const useAdminOrders = (q: AdminOrdersQuery) => useQuery(adminOrdersQuery(q));
