import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export interface SiteData {
  maintenance: { enabled: boolean; title: string | null; message: string | null; titleAm: string | null; messageAm: string | null };
  hero: {
    title: string | null;
    titleAm: string | null;
    subtitle: string | null;
    subtitleAm: string | null;
    ctaText: string | null;
    ctaTextAm: string | null;
    ctaLink: string;
    imageUrl: string | null;
  };
  featuredSection: { title: string | null; titleAm: string | null; subtitle: string | null; subtitleAm: string | null };
  menu: { id: string; title: string; titleAm: string | null; url: string; isExternal: boolean }[];
  footer: { id: string; category: 'quick-links' | 'support'; label: string; labelAm: string | null; url: string }[];
}

export const getSite = () => api<SiteData>('/api/site');

export const siteQuery = () => queryOptions({ queryKey: ['site'], queryFn: getSite, staleTime: 5 * 60_000 });

export const useSite = () => useQuery(siteQuery());
