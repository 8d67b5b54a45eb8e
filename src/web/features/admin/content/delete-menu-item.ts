import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Removed } from '@domain/content/api';
import { api } from '../../../lib/api-client';
import { menuItemsKey } from './get-menu-items';

export const deleteMenuItem = (id: string) => api<Removed>(`/api/admin/menu-items/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteMenuItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteMenuItem,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: menuItemsKey }), qc.invalidateQueries({ queryKey: ['site'] })]),
  });
}
