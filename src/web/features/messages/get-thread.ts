import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { THREAD_PAGE, type ThreadDto, type ThreadQuery } from '@domain/messages/api';
import { api, ApiError, toQuery } from '../../lib/api-client';
import { threadKey, tokenHeaders } from './message-keys';

/** One conversation: its messages, and the designer's garments of the order with their measurements. */
/** The newest `limit` messages; the page asks for more to show earlier ones. */
export const getThread = (threadId: string, token: string | null, limit: number, signal?: AbortSignal) =>
  api<{ thread: ThreadDto }>(`/api/message-threads/${encodeURIComponent(threadId)}?${toQuery({ limit } satisfies ThreadQuery)}`, { signal, headers: tokenHeaders(token) }).then((r) => r.thread);

export const threadQuery = (threadId: string, token: string | null, limit = THREAD_PAGE) =>
  queryOptions({ queryKey: [...threadKey(threadId), limit], queryFn: ({ signal }) => getThread(threadId, token, limit, signal) });

export const useThread = (threadId: string, token: string | null, limit = THREAD_PAGE) =>
  useQuery({
    ...threadQuery(threadId, token, limit),
    // Showing earlier messages keeps the ones on screen until the longer page arrives.
    placeholderData: keepPreviousData,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500 && error.status !== 0),
  });
