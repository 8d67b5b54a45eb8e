import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const signOut = () => api<{ ok: true }>('/api/account/sign-out', { method: 'POST', body: {} });

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      qc.setQueryData(['me'], null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'me' && q.queryKey[0] !== 'site' });
    },
  });
}
