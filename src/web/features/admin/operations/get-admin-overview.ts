import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@domain/admin/api';
import { api } from '../../../lib/api-client';

export type { AdminOverview };

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
