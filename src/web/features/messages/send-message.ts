import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { MessageDto, PostMessageInput } from '@domain/messages/api';
import { MESSAGE_BODY_MAX, MESSAGE_PHOTOS_MAX } from '@domain/messages/rules';
import { api } from '../../lib/api-client';
import { MESSAGES_KEY, tokenHeaders } from './message-keys';

/** What the composer sends, checked before it leaves (the server checks again). */
export const sendMessageSchema = z.object({
  body: z.string().max(MESSAGE_BODY_MAX, 'MESSAGE_TOO_LONG'),
  photoIds: z.array(z.string()).max(MESSAGE_PHOTOS_MAX, 'MESSAGE_TOO_MANY_PHOTOS'),
  changeRequestLineId: z.string().optional(),
}) satisfies z.ZodType<PostMessageInput>;

export const sendMessage = (threadId: string, token: string | null, input: PostMessageInput) =>
  api<{ message: MessageDto }>(`/api/message-threads/${encodeURIComponent(threadId)}/messages`, { method: 'POST', body: sendMessageSchema.parse(input), headers: tokenHeaders(token) }).then((r) => r.message);

/** Sends; every conversation query refetches (the thread, its order's list, the counts). */
export function useSendMessage(threadId: string, token: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PostMessageInput) => sendMessage(threadId, token, input),
    onSettled: () => qc.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}
