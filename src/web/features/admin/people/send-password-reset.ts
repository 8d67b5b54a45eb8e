import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { auditLogKey } from './get-audit-log';

export const sendPasswordReset = (id: string) => api<{ ok: true }>(`/api/admin/users/${encodeURIComponent(id)}/password-reset`, { method: 'POST', body: {} });

/** Mails the account a password reset link (the Forgot password flow); recorded in the audit log. */
export function useSendPasswordReset() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: sendPasswordReset, onSettled: () => qc.invalidateQueries({ queryKey: auditLogKey }) });
}
