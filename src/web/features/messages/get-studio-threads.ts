import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudioThreads } from '@domain/messages/api';
import { api } from '../../lib/api-client';
import { STUDIO_THREADS_KEY } from './message-keys';

/** The designer's conversations, unread first, with each order's garments and measurements. */
export const getStudioThreads = (signal?: AbortSignal) => api<StudioThreads>('/api/studio/message-threads', { signal });

export const studioThreadsQuery = () => queryOptions({ queryKey: STUDIO_THREADS_KEY, queryFn: ({ signal }) => getStudioThreads(signal) });

export const useStudioThreads = () => useQuery(studioThreadsQuery());
