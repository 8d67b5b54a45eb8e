import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAccountSchema, type DeleteAccountInput } from '@domain/accounts';
import { api } from '../../lib/api-client';

export { deleteAccountSchema };

export const deleteAccount = (input: DeleteAccountInput) => api<{ ok: true }>('/api/account/delete', { method: 'POST', body: input });

/** Everything the shop held for the account goes: the browser forgets it too. */
export function useDeleteAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      qc.setQueryData(['me'], null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
    },
  });
}
