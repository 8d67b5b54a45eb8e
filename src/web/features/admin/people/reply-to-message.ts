import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replySchema, type ReplyInput } from '@domain/contact/admin';
import { api } from '../../../lib/api-client';
import { auditLogKey } from './get-audit-log';
import { contactMessagesKey, type ContactMessage } from './get-contact-messages';

export { replySchema };

export const replyToMessage = ({ id, text }: { id: string; text: ReplyInput['text'] }) =>
  api<{ message: ContactMessage }>(`/api/admin/messages/${encodeURIComponent(id)}/reply`, { method: 'POST', body: { text } }).then((r) => r.message);

/** Sends the e-mail; the message becomes replied and handled. */
export function useReplyToMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: replyToMessage,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: contactMessagesKey }), qc.invalidateQueries({ queryKey: auditLogKey })]),
  });
}
