import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentLocale, ContentSlug } from '@domain/content';
import { api } from '../../../lib/api-client';

export interface StoredPageVersion {
  content: Record<string, unknown>;
  isActive: boolean;
  version: number;
  updatedAt: string;
}

export interface AdminContentPage {
  slug: ContentSlug;
  locales: Record<ContentLocale, StoredPageVersion | null>;
}

/** Every query of the Content, Navigation and Homepage sections starts with this (change events refetch it). */
export const adminContentKey = ['admin-content'] as const;

export const getContentPage = (slug: ContentSlug, signal?: AbortSignal) => api<AdminContentPage>(`/api/admin/content/pages/${encodeURIComponent(slug)}`, { signal });

export const contentPageQuery = (slug: ContentSlug) =>
  queryOptions({ queryKey: [...adminContentKey, 'page', slug], queryFn: ({ signal }) => getContentPage(slug, signal), staleTime: 0 });

export const useContentPage = (slug: ContentSlug) => useQuery(contentPageQuery(slug));
