import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageStatusSchema, type MessageStatus } from '@domain/contact/admin';
import { api } from '../../../lib/api-client';
import { auditLogKey } from './get-audit-log';
import { contactMessagesKey, type ContactMessage } from './get-contact-messages';

export { messageStatusSchema };

export const setMessageStatus = ({ id, status }: { id: string; status: MessageStatus }) =>
  api<{ message: ContactMessage }>(`/api/admin/messages/${encodeURIComponent(id)}/status`, { method: 'POST', body: messageStatusSchema.parse({ status }) }).then((r) => r.message);

/** Handled, or back to new: the lists, the unread count and the audit log all change. */
export function useSetMessageStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setMessageStatus,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: contactMessagesKey }), qc.invalidateQueries({ queryKey: auditLogKey })]),
  });
}
