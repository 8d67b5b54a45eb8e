import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageContent } from '@domain/content/api';
import { api, ApiError } from '../../lib/api-client';

export type { PageContent };

/** A page with nothing stored is no error: it shows its translated defaults (null here). */
export const getPage = (slug: string, locale: string) =>
  api<PageContent>(`/api/pages/${encodeURIComponent(slug)}?locale=${encodeURIComponent(locale)}`).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 404 && err.code === 'PAGE_NOT_FOUND') return null;
    throw err;
  });

export const pageQuery = (slug: string, locale: string) =>
  queryOptions({ queryKey: ['page_content', slug, locale], queryFn: () => getPage(slug, locale), staleTime: 5 * 60_000 });

/**
 * The stored content of a page in the reader's language. The server answers English when a
 * language has none; a page then shows its own translated defaults instead of English text.
 */
export const usePage = (slug: string, locale: string) =>
  useQuery({ ...pageQuery(slug, locale), select: (page) => (page && page.locale === locale ? page : null) });
