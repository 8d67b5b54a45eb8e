import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { HideMessageInput, MessageDto } from '@domain/messages/api';
import { HIDE_REASON_MAX } from '@domain/messages/rules';
import { api } from '../../lib/api-client';
import { MESSAGES_KEY } from './message-keys';

export const hideInputSchema = z.object({ hidden: z.boolean(), reason: z.string().trim().max(HIDE_REASON_MAX, 'HIDE_REASON_TOO_LONG') }) satisfies z.ZodType<HideMessageInput>;

/** An admin hides a message with the reason (or shows it again); audited on the server. */
export const hideMessage = (id: string, input: HideMessageInput) =>
  api<{ message: MessageDto }>(`/api/admin/order-messages/${encodeURIComponent(id)}/hidden`, { method: 'POST', body: hideInputSchema.parse(input) }).then((r) => r.message);

export function useHideMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: HideMessageInput & { id: string }) => hideMessage(id, input),
    onSettled: () => qc.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}
