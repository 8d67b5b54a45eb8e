import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetPasswordSchema, type ResetPasswordInput } from '@domain/accounts';
import { api } from '../../lib/api-client';

export { resetPasswordSchema };

export const resetPassword = (input: ResetPasswordInput) => api<{ ok: true }>('/api/account/reset-password', { method: 'POST', body: input });

/** A reset signs the account out everywhere, this browser included. */
export function useResetPassword() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: resetPassword, onSuccess: () => qc.setQueryData(['me'], null) });
}
