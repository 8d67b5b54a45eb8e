import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePasswordSchema, type ChangePasswordInput } from '@domain/accounts';
import { api } from '../../lib/api-client';
import { sessionsQueryKey } from './get-sessions';

export { changePasswordSchema };

export const changePassword = (input: ChangePasswordInput) => api<{ ok: true }>('/api/account/password', { method: 'POST', body: input });

/** The other devices are signed out, so their list changes. */
export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: changePassword, onSuccess: () => qc.invalidateQueries({ queryKey: sessionsQueryKey }) });
}
