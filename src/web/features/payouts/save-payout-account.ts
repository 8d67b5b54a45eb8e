import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutAccountInputSchema, type PayoutAccount, type PayoutAccountInput, type PayoutAccountValues, type StudioPayoutAccount } from '@domain/payouts/api';
import { api } from '../../lib/api-client';
import { STUDIO_EARNINGS_KEY } from './get-studio-earnings';
import { studioPayoutAccountKey } from './get-studio-payout-account';

/** The form checks with the very schema the server checks with (the same codes on both sides). */
export { payoutAccountInputSchema, type PayoutAccountInput, type PayoutAccountValues };

export const savePayoutAccount = (input: PayoutAccountValues) => api<PayoutAccount>('/api/studio/payout-account', { method: 'PUT', body: input });

/**
 * Adds or changes where the designer is paid. The answer (masked, with its hold date) is shown at
 * once; the earnings are read again because the next payout now waits for the hold.
 */
export function useSavePayoutAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: savePayoutAccount,
    onSuccess: (account) => {
      qc.setQueryData<StudioPayoutAccount>(studioPayoutAccountKey, (before) => (before ? { ...before, account } : before));
      return Promise.all([qc.invalidateQueries({ queryKey: studioPayoutAccountKey }), qc.invalidateQueries({ queryKey: STUDIO_EARNINGS_KEY })]);
    },
  });
}
