import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImageToolsStatus } from '@domain/image-tools/api';
import { api } from '../../lib/api-client';

export type { ImageToolsStatus };

export const IMAGE_TOOLS_STATUS_KEY = ['image-tools', 'status'] as const;

export const getImageToolsStatus = () => api<ImageToolsStatus>('/api/image-tools/status');

/** Per caller (the engine depends on the role): keyed by the signed-in user so sign-in changes it. */
export const imageToolsStatusQuery = (userId: string | null) =>
  queryOptions({ queryKey: [...IMAGE_TOOLS_STATUS_KEY, userId ?? 'guest'], queryFn: getImageToolsStatus, staleTime: 30_000 });

export const useImageToolsStatus = (userId: string | null) => useQuery(imageToolsStatusQuery(userId));
