import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { forgetAccount } from './offline-account';
import { clearPersonalData } from './personal-storage';

export const signOut = () => api<{ ok: true }>('/api/account/sign-out', { method: 'POST', body: {} });

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    // The account kept for offline starts goes first: asking to sign out, even with no connection,
    // must not leave the account openable on this device.
    mutationFn: () => {
      forgetAccount();
      // Everything else personal in this tab goes too: the checkout draft, order keys, copies (personal-storage.ts).
      clearPersonalData();
      return signOut();
    },
    onSuccess: () => {
      qc.setQueryData(['me'], null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'me' && q.queryKey[0] !== 'site' });
    },
  });
}
