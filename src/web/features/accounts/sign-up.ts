import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signUpSchema, type SignUpInput } from '@domain/accounts';
import { api } from '../../lib/api-client';
import type { Me } from '@domain/accounts/api';

export { signUpSchema };

export const signUp = (input: SignUpInput) => api<{ user: Me }>('/api/account/sign-up', { method: 'POST', body: input }).then((r) => r.user);

export function useSignUp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (user) => qc.setQueryData(['me'], user),
  });
}
