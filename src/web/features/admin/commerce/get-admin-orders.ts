import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatus, PaymentStatus } from '@domain/orders/constants';
import type { AdminOrderPage } from '@domain/orders/types';
import { api, toQuery } from '../../../lib/api-client';
import { ADMIN_ORDERS_KEY } from './admin-commerce-keys';

export interface AdminOrdersQuery {
  status: OrderStatus | null;
  paymentStatus: PaymentStatus | null;
  /** Calendar days (YYYY-MM-DD), inclusive. */
  from: string | null;
  to: string | null;
  designer: string | null;
  search: string | null;
  page: number;
}

export const ADMIN_ORDERS_PAGE_SIZE = 20;

export const getAdminOrders = (q: AdminOrdersQuery, signal?: AbortSignal) =>
  api<AdminOrderPage>(
    `/api/admin/orders${toQuery({ status: q.status, paymentStatus: q.paymentStatus, from: q.from, to: q.to, designer: q.designer, search: q.search, page: q.page, pageSize: ADMIN_ORDERS_PAGE_SIZE })}`,
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
