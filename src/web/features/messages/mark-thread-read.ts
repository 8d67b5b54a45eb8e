import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { tokenHeaders, UNREAD_KEY, MESSAGES_KEY } from './message-keys';

/** The reader has seen the conversation: their unread count for it goes to zero. */
export const markThreadRead = (threadId: string, token: string | null) =>
  api<null>(`/api/message-threads/${encodeURIComponent(threadId)}/read`, { method: 'POST', headers: tokenHeaders(token) });

export function useMarkThreadRead(threadId: string, token: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => markThreadRead(threadId, token),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: UNREAD_KEY }), qc.invalidateQueries({ queryKey: [...MESSAGES_KEY, 'studio'] })]),
  });
}
