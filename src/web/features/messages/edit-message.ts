import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { EditMessageInput, MessageDto } from '@domain/messages/api';
import { MESSAGE_BODY_MAX } from '@domain/messages/rules';
import { api } from '../../lib/api-client';
import { MESSAGES_KEY, tokenHeaders } from './message-keys';

export const editMessageInputSchema = z.object({ body: z.string().max(MESSAGE_BODY_MAX, 'MESSAGE_TOO_LONG') }) satisfies z.ZodType<EditMessageInput>;

/** Corrects one's own message within 5 minutes (409 MESSAGE_EDIT_WINDOW_CLOSED after). */
export const editMessage = (id: string, token: string | null, input: EditMessageInput) =>
  api<{ message: MessageDto }>(`/api/order-messages/${encodeURIComponent(id)}`, { method: 'PATCH', body: editMessageInputSchema.parse(input), headers: tokenHeaders(token) }).then((r) => r.message);

export function useEditMessage(token: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) => editMessage(id, token, { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}
