import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signInSchema, type SignInInput } from '@domain/accounts';
import { api } from '../../lib/api-client';
import type { Me } from '@domain/accounts/api';

export { signInSchema };

export const signIn = (input: SignInInput) => api<{ user: Me }>('/api/account/sign-in', { method: 'POST', body: input }).then((r) => r.user);

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => {
      qc.setQueryData(['me'], user);
      // Everything personal (cart, favourites, orders) belongs to the new session now.
      void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
    },
  });
}
