import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export interface ConfirmEmailResult {
  outcome: 'confirmed' | 'email-changed';
  email: string;
}

export const confirmEmail = (token: string) => api<ConfirmEmailResult>('/api/account/confirm-email', { method: 'POST', body: { token } });

export function useConfirmEmail() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: confirmEmail, onSuccess: () => qc.invalidateQueries({ queryKey: ['me'] }) });
}
