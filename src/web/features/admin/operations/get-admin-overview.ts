import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface AdminOverview {
  ordersToday: number;
  ordersThisWeek: number;
  /** US cents; shown converted to the admin's chosen currency. */
  revenueTodayMinor: number;
  revenueThisWeekMinor: number;
  pendingApplications: number;
  unreadMessages: number;
  lowStock: { total: number; items: { id: string; name: string; stockQuantity: number }[] };
  daily: { day: string; orders: number; revenueMinor: number }[];
}

export const adminOverviewKey = ['admin', 'overview'] as const;

export const getAdminOverview = (signal?: AbortSignal) => api<AdminOverview>('/api/admin/overview', { signal });

export const adminOverviewQuery = () =>
  queryOptions({
    queryKey: adminOverviewKey,
    queryFn: ({ signal }) => getAdminOverview(signal),
    // Figures of a running shop: fresh on every visit to the section, and every minute while it stays open.
    staleTime: 0,
    refetchInterval: 60_000,
  });

export const useAdminOverview = () => useQuery(adminOverviewQuery());
