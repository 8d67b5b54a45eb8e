import { useMutation, useQueryClient } from '@tanstack/react-query';
import { linkIssue, footerLinkInputSchema, type FooterLinkInput } from '@domain/content';
import type { AdminFooterLinkResult } from '@domain/content/api';
import { api } from '../../../lib/api-client';
import { footerLinksKey } from './get-footer-links';

/** The server's schema and link rule. */
export const saveFooterLinkSchema = footerLinkInputSchema.superRefine((value, ctx) => {
  const issue = linkIssue(value.url);
  if (issue) ctx.addIssue({ code: 'custom', path: ['url'], message: issue });
});

/** Creates an item (no id) or changes one. */
export const saveFooterLink = ({ id, ...input }: FooterLinkInput & { id?: string }) =>
  api<AdminFooterLinkResult>(id ? `/api/admin/footer-links/${encodeURIComponent(id)}` : '/api/admin/footer-links', { method: id ? 'PUT' : 'POST', body: input }).then((r) => r.item);

export function useSaveFooterLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveFooterLink,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: footerLinksKey }), qc.invalidateQueries({ queryKey: ['site'] })]),
  });
}
