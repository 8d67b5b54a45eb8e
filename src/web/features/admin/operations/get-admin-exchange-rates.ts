import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminExchangeRate, AdminExchangeRates } from '@domain/money/api';
import { RATE_FRESHNESS_CHECK_MS } from '@domain/money';
import { api } from '../../../lib/api-client';

export type { AdminExchangeRate };

// Under 'exchange_rates', so the change event a refresh sends (on any admin's screen) refetches it.
export const adminExchangeRatesKey = ['exchange_rates', 'admin'] as const;

export const getAdminExchangeRates = (signal?: AbortSignal) => api<AdminExchangeRates>('/api/admin/exchange-rates', { signal }).then((r) => r.rates);

export const adminExchangeRatesQuery = () =>
  queryOptions({ queryKey: adminExchangeRatesKey, queryFn: ({ signal }) => getAdminExchangeRates(signal), staleTime: 0, refetchInterval: RATE_FRESHNESS_CHECK_MS });

/** The rates with their source and freshness (admins). */
export const useAdminExchangeRates = () => useQuery(adminExchangeRatesQuery());
