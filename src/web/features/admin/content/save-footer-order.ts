import type { FooterGroup } from '@domain/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFooterLinks } from '@domain/content/api';
import { api } from '../../../lib/api-client';
import { footerLinksKey, type AdminFooterLink } from './get-footer-links';

export const saveFooterOrder = (input: { category: FooterGroup; ids: string[] }) =>
  api<AdminFooterLinks>('/api/admin/footer-links/order', { method: 'PUT', body: input }).then((r) => r.items);

/** Shows the new order at once; a refused order (ORDER_STALE) puts the server's back. */
export function useSaveFooterOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveFooterOrder,
    onMutate: async ({ ids }) => {
      await qc.cancelQueries({ queryKey: footerLinksKey });
      const previous = qc.getQueryData<AdminFooterLink[]>(footerLinksKey);
      if (previous) qc.setQueryData<AdminFooterLink[]>(footerLinksKey, previous.map((m) => (ids.includes(m.id) ? { ...m, displayOrder: ids.indexOf(m.id) } : m)));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) qc.setQueryData(footerLinksKey, context.previous);
    },
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: footerLinksKey }), qc.invalidateQueries({ queryKey: ['site'] })]),
  });
}
