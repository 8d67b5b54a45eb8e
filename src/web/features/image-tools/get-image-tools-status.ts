import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export interface ImageToolsStatus {
  engine: 'illustrator' | 'image-api';
  quota: { limit: number; used: number; remaining: number } | null;
}

export const IMAGE_TOOLS_STATUS_KEY = ['image-tools', 'status'] as const;

export const getImageToolsStatus = () => api<ImageToolsStatus>('/api/image-tools/status');

/** Per caller (the engine depends on the role): keyed by the signed-in user so sign-in changes it. */
export const imageToolsStatusQuery = (userId: string | null) =>
  queryOptions({ queryKey: [...IMAGE_TOOLS_STATUS_KEY, userId ?? 'guest'], queryFn: getImageToolsStatus, staleTime: 30_000 });

export const useImageToolsStatus = (userId: string | null) => useQuery(imageToolsStatusQuery(userId));
