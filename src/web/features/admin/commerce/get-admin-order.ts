import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@domain/orders/types';
import { api } from '../../../lib/api-client';
import { adminOrderKey } from './admin-commerce-keys';

export const getAdminOrder = (id: string, signal?: AbortSignal) => api<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal });

export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: adminOrderKey(id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
    staleTime: 5_000,
  });

export const useAdminOrder = (id: string) => useQuery(adminOrderQuery(id));
