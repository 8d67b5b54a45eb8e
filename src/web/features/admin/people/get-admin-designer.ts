import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDesignerDetail } from '@domain/admin/api';
import { api } from '../../../lib/api-client';
import { adminDesignersKey } from './get-admin-designers';

export type { AdminDesignerDetail };

export const adminDesignerKey = (id: string) => [...adminDesignersKey, 'detail', id] as const;

export const getAdminDesigner = (id: string, signal?: AbortSignal) => api<AdminDesignerDetail>(`/api/admin/designers/${encodeURIComponent(id)}`, { signal });

export const adminDesignerQuery = (id: string) => queryOptions({ queryKey: adminDesignerKey(id), queryFn: ({ signal }) => getAdminDesigner(id, signal), staleTime: 10_000 });

/** One designer's page in the console: account, profile, balance and fit feedback. */
export const useAdminDesigner = (id: string) => useQuery(adminDesignerQuery(id));
