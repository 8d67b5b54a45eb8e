import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMenuItem } from '@domain/content/api';
import type { AdminMenuItems } from '@domain/content/api';
import { api } from '../../../lib/api-client';
import { adminContentKey } from './get-content-page';

export type { AdminMenuItem };

export const menuItemsKey = [...adminContentKey, 'menu'] as const;

export const getMenuItems = (signal?: AbortSignal) => api<AdminMenuItems>('/api/admin/menu-items', { signal }).then((r) => r.items);

export const menuItemsQuery = () => queryOptions({ queryKey: menuItemsKey, queryFn: ({ signal }) => getMenuItems(signal), staleTime: 0 });

export const useMenuItems = () => useQuery(menuItemsQuery());
