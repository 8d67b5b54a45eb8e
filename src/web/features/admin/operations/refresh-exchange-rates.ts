import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RatesRefresh } from '@domain/money/api';
import { api } from '../../../lib/api-client';
import { adminExchangeRatesKey } from './get-admin-exchange-rates';

export const refreshExchangeRates = () => api<RatesRefresh>('/api/functions/update-exchange-rates', { method: 'POST' });

/** "Refresh now": the provider's rates (or the built-in table), and every price on screen with them. */
export function useRefreshExchangeRates() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: refreshExchangeRates,
    onSuccess: (outcome) => qc.setQueryData(adminExchangeRatesKey, outcome.rates),
    onSettled: () => qc.invalidateQueries({ queryKey: ['exchange_rates'] }),
  });
}
