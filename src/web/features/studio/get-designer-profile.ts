import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export interface DesignerProfile {
  displayName: string;
  country: string;
  city: string;
  cityAm: string | null;
  bio: string;
  bioAm: string | null;
  profileImageUrl: string | null;
  bannerUrl: string | null;
  /** Where the public page lives: /designers/<slug>. */
  slug: string;
}

export const designerProfileQueryKey = ['studio', 'profile'] as const;

export const getDesignerProfile = (signal?: AbortSignal) => api<{ profile: DesignerProfile }>('/api/studio/profile', { signal });

export const designerProfileQuery = () =>
  queryOptions({ queryKey: designerProfileQueryKey, queryFn: ({ signal }) => getDesignerProfile(signal), select: (r) => r.profile, staleTime: 30_000 });

export const useDesignerProfile = (enabled = true) => useQuery({ ...designerProfileQuery(), enabled });
