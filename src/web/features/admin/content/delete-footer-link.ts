import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Removed } from '@domain/content/api';
import { api } from '../../../lib/api-client';
import { footerLinksKey } from './get-footer-links';

export const deleteFooterLink = (id: string) => api<Removed>(`/api/admin/footer-links/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteFooterLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteFooterLink,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: footerLinksKey }), qc.invalidateQueries({ queryKey: ['site'] })]),
  });
}
