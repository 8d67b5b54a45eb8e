import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Designer } from '../../catalog';

export interface AdminDesigners {
  items: Designer[];
  /** Ids of the featured designers in home page order. */
  featuredOrder: string[];
}

export const adminDesignersKey = ['admin', 'designers'] as const;

export const getAdminDesigners = (signal?: AbortSignal) => api<AdminDesigners>('/api/admin/designers', { signal });

export const adminDesignersQuery = () => queryOptions({ queryKey: adminDesignersKey, queryFn: ({ signal }) => getAdminDesigners(signal), staleTime: 10_000 });

export const useAdminDesigners = () => useQuery(adminDesignersQuery());
