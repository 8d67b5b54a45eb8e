import { useMutation, useQueryClient } from '@tanstack/react-query';
import { linkIssue, menuItemInputSchema, type MenuItemInput } from '@domain/content';
import type { AdminMenuItemResult } from '@domain/content/api';
import { api } from '../../../lib/api-client';
import { menuItemsKey } from './get-menu-items';

/** The server's schema and link rule. */
export const saveMenuItemSchema = menuItemInputSchema.superRefine((value, ctx) => {
  const issue = linkIssue(value.url);
  if (issue) ctx.addIssue({ code: 'custom', path: ['url'], message: issue });
});

/** Creates an item (no id) or changes one. */
export const saveMenuItem = ({ id, ...input }: MenuItemInput & { id?: string }) =>
  api<AdminMenuItemResult>(id ? `/api/admin/menu-items/${encodeURIComponent(id)}` : '/api/admin/menu-items', { method: id ? 'PUT' : 'POST', body: input }).then((r) => r.item);

export function useSaveMenuItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveMenuItem,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: menuItemsKey }), qc.invalidateQueries({ queryKey: ['site'] })]),
  });
}
