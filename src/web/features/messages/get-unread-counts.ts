import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCounts } from '@domain/messages/api';
import { api } from '../../lib/api-client';
import { UNREAD_KEY } from './message-keys';

/** The signed-in person's unread messages: in all (the header) and per order (their orders). */
export const getUnreadCounts = (signal?: AbortSignal) => api<UnreadCounts>('/api/messages/unread', { signal });

export const unreadCountsQuery = () => queryOptions({ queryKey: UNREAD_KEY, queryFn: ({ signal }) => getUnreadCounts(signal), staleTime: 30_000 });

export const useUnreadCounts = (enabled: boolean) => useQuery({ ...unreadCountsQuery(), enabled });
