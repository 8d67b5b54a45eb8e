import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExchangeRate, ExchangeRates } from '@domain/money/api';
import { api } from '../../lib/api-client';
import { afterHydration } from '../../lib/hydration';

export type { ExchangeRate };

export const getExchangeRates = () => api<ExchangeRates>('/api/exchange-rates');

/** Rates refresh hourly; freshness is rechecked every 5 minutes (docs/requirements/shop.md §9). */
export const exchangeRatesQuery = () =>
  queryOptions({
    queryKey: ['exchange_rates'],
    // The page hydrates with the rates it was rendered with; the recheck waits (lib/hydration.ts).
    queryFn: () => afterHydration().then(getExchangeRates),
    staleTime: 5 * 60_000,
    refetchInterval: 5 * 60_000,
  });

export const useExchangeRates = () => useQuery(exchangeRatesQuery());
