import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminExchangeRatesKey, type AdminExchangeRate } from './get-admin-exchange-rates';

export interface RefreshOutcome {
  ran: boolean;
  result: 'updated' | 'partial' | 'failed' | 'built-in' | null;
  error: string | null;
  rates: AdminExchangeRate[];
}

export const refreshExchangeRates = () => api<RefreshOutcome>('/api/functions/update-exchange-rates', { method: 'POST' });

/** "Refresh now": the provider's rates (or the built-in table), and every price on screen with them. */
export function useRefreshExchangeRates() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: refreshExchangeRates,
    onSuccess: (outcome) => qc.setQueryData(adminExchangeRatesKey, outcome.rates),
    onSettled: () => qc.invalidateQueries({ queryKey: ['exchange_rates'] }),
  });
}
