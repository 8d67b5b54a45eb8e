import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminContentPage, StoredPageVersion } from '@domain/content/api';
import type { ContentSlug } from '@domain/content';
import { api } from '../../../lib/api-client';

export type { AdminContentPage, StoredPageVersion };

/** Every query of the Content, Navigation and Homepage sections starts with this (change events refetch it). */
export const adminContentKey = ['admin-content'] as const;

export const getContentPage = (slug: ContentSlug, signal?: AbortSignal) => api<AdminContentPage>(`/api/admin/content/pages/${encodeURIComponent(slug)}`, { signal });

export const contentPageQuery = (slug: ContentSlug) =>
  queryOptions({ queryKey: [...adminContentKey, 'page', slug], queryFn: ({ signal }) => getContentPage(slug, signal), staleTime: 0 });

export const useContentPage = (slug: ContentSlug) => useQuery(contentPageQuery(slug));
