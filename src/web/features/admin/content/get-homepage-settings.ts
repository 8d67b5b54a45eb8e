import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminContentKey } from './get-content-page';

export interface HomepageSettings {
  heroTitle: string | null;
  heroTitleAm: string | null;
  heroSubtitle: string | null;
  heroSubtitleAm: string | null;
  heroCtaText: string | null;
  heroCtaTextAm: string | null;
  heroCtaLink: string | null;
  heroImageUrl: string | null;
  featuredSectionTitle: string | null;
  featuredSectionTitleAm: string | null;
  featuredSectionSubtitle: string | null;
  featuredSectionSubtitleAm: string | null;
  version: number;
  updatedAt: string | null;
}

export const getHomepageSettings = (signal?: AbortSignal) => api<HomepageSettings>('/api/admin/homepage-settings', { signal });

export const homepageSettingsQuery = () => queryOptions({ queryKey: [...adminContentKey, 'homepage'], queryFn: ({ signal }) => getHomepageSettings(signal), staleTime: 0 });

export const useHomepageSettings = () => useQuery(homepageSettingsQuery());
