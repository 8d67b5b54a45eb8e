import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DesignerProfile } from '@domain/studio/api';
import { api } from '../../lib/api-client';

export type { DesignerProfile };

export const designerProfileQueryKey = ['studio', 'profile'] as const;

export const getDesignerProfile = (signal?: AbortSignal) => api<{ profile: DesignerProfile }>('/api/studio/profile', { signal });

export const designerProfileQuery = () =>
  queryOptions({ queryKey: designerProfileQueryKey, queryFn: ({ signal }) => getDesignerProfile(signal), select: (r) => r.profile, staleTime: 30_000 });

export const useDesignerProfile = (enabled = true) => useQuery({ ...designerProfileQuery(), enabled });
