import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteData } from '@domain/content/api';
import { api } from '../../lib/api-client';

export type { SiteData };

export const getSite = () => api<SiteData>('/api/site');

export const siteQuery = () => queryOptions({ queryKey: ['site'], queryFn: getSite, staleTime: 5 * 60_000 });

export const useSite = () => useQuery(siteQuery());
