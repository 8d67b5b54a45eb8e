import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export interface PageContent {
  slug: string;
  locale: string;
  content: Record<string, unknown>;
}

export const getPage = (slug: string, locale: string) => api<PageContent>(`/api/pages/${encodeURIComponent(slug)}?locale=${encodeURIComponent(locale)}`);

export const pageQuery = (slug: string, locale: string) =>
  queryOptions({ queryKey: ['page_content', slug, locale], queryFn: () => getPage(slug, locale), staleTime: 5 * 60_000 });

export const usePage = (slug: string, locale: string) => useQuery(pageQuery(slug, locale));
