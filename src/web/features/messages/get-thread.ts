import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThreadDto } from '@domain/messages/api';
import { api, ApiError } from '../../lib/api-client';
import { GUEST_POLL_MS, threadKey, tokenHeaders } from './message-keys';

/** One conversation: its messages, and the designer's garments of the order with their measurements. */
export const getThread = (threadId: string, token: string | null, signal?: AbortSignal) =>
  api<{ thread: ThreadDto }>(`/api/message-threads/${encodeURIComponent(threadId)}`, { signal, headers: tokenHeaders(token) }).then((r) => r.thread);

export const threadQuery = (threadId: string, token: string | null) => queryOptions({ queryKey: threadKey(threadId), queryFn: ({ signal }) => getThread(threadId, token, signal) });

export const useThread = (threadId: string, token: string | null) =>
  useQuery({
    ...threadQuery(threadId, token),
    refetchInterval: token ? GUEST_POLL_MS : false,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500 && error.status !== 0),
  });
