import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminDesigners } from '@domain/catalog/api';

export type { AdminDesigners };

export const adminDesignersKey = ['admin', 'designers'] as const;

export const getAdminDesigners = (signal?: AbortSignal) => api<AdminDesigners>('/api/admin/designers', { signal });

export const adminDesignersQuery = () => queryOptions({ queryKey: adminDesignersKey, queryFn: ({ signal }) => getAdminDesigners(signal), staleTime: 10_000 });

export const useAdminDesigners = () => useQuery(adminDesignersQuery());
