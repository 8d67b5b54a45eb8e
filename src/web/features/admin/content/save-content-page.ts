import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { contentSchemaFor, versionField, type ContentLocale, type ContentSlug } from '@domain/content';
import { api } from '../../../lib/api-client';
import { adminContentKey, type AdminContentPage, type StoredPageVersion } from './get-content-page';

export interface SaveContentPageInput {
  slug: ContentSlug;
  locale: ContentLocale;
  content: unknown;
  isActive: boolean;
  /** The version the edit started from (0: nothing stored yet). */
  version: number;
}

/** The same checks as the server's, so most mistakes show before a request. */
export const saveContentPageSchema = (slug: ContentSlug) => z.object({ content: contentSchemaFor(slug), isActive: z.boolean(), version: versionField });

export const saveContentPage = ({ slug, locale, ...body }: SaveContentPageInput) =>
  api<StoredPageVersion & { slug: string; locale: string }>(`/api/admin/content/pages/${encodeURIComponent(slug)}/${encodeURIComponent(locale)}`, { method: 'PUT', body });

export function useSaveContentPage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveContentPage,
    // The editor sees its own save as the latest version at once, not as another admin's.
    onSuccess: ({ content, isActive, version, updatedAt }, input) =>
      qc.setQueryData<AdminContentPage>([...adminContentKey, 'page', input.slug], (old) => (old ? { ...old, locales: { ...old.locales, [input.locale]: { content, isActive, version, updatedAt } } } : old)),
    onSettled: (_data, _error, input) =>
      Promise.all([qc.invalidateQueries({ queryKey: [...adminContentKey, 'page', input.slug] }), qc.invalidateQueries({ queryKey: ['page_content', input.slug] })]),
  });
}
