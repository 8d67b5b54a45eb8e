import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { forgetAccount } from './offline-account';

export const signOut = () => api<{ ok: true }>('/api/account/sign-out', { method: 'POST', body: {} });

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    // The account kept for offline starts goes first: asking to sign out, even with no connection,
    // must not leave the account openable on this device.
    mutationFn: () => {
      forgetAccount();
      return signOut();
    },
    onSuccess: () => {
      qc.setQueryData(['me'], null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'me' && q.queryKey[0] !== 'site' });
    },
  });
}
