import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminContentKey } from './get-content-page';

export interface AdminMenuItem {
  id: string;
  title: string;
  titleAm: string | null;
  url: string;
  isExternal: boolean;
  isActive: boolean;
  displayOrder: number;
  parentId: string | null;
}

export const menuItemsKey = [...adminContentKey, 'menu'] as const;

export const getMenuItems = (signal?: AbortSignal) => api<{ items: AdminMenuItem[] }>('/api/admin/menu-items', { signal }).then((r) => r.items);

export const menuItemsQuery = () => queryOptions({ queryKey: menuItemsKey, queryFn: ({ signal }) => getMenuItems(signal), staleTime: 0 });

export const useMenuItems = () => useQuery(menuItemsQuery());
