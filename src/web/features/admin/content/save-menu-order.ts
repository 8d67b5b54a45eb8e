import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMenuItems } from '@domain/content/api';
import { api } from '../../../lib/api-client';
import { menuItemsKey, type AdminMenuItem } from './get-menu-items';

export const saveMenuOrder = (input: { parentId: string | null; ids: string[] }) =>
  api<AdminMenuItems>('/api/admin/menu-items/order', { method: 'PUT', body: input }).then((r) => r.items);

/** Shows the new order at once; a refused order (ORDER_STALE) puts the server's back. */
export function useSaveMenuOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveMenuOrder,
    onMutate: async ({ ids }) => {
      await qc.cancelQueries({ queryKey: menuItemsKey });
      const previous = qc.getQueryData<AdminMenuItem[]>(menuItemsKey);
      if (previous) qc.setQueryData<AdminMenuItem[]>(menuItemsKey, previous.map((m) => (ids.includes(m.id) ? { ...m, displayOrder: ids.indexOf(m.id) } : m)));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) qc.setQueryData(menuItemsKey, context.previous);
    },
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: menuItemsKey }), qc.invalidateQueries({ queryKey: ['site'] })]),
  });
}
