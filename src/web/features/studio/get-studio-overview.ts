import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrencyCode } from '@domain/money';
import type { LowStockProduct, StudioOverviewData, StudioWeek } from '@domain/studio/api';
import { api, toQuery } from '../../lib/api-client';
import { useCurrencyStore } from '../currency';

export type { LowStockProduct, StudioOverviewData, StudioWeek };

export const STUDIO_OVERVIEW_KEY = ['studio', 'overview'] as const;
export const studioOverviewKey = (currency: CurrencyCode) => [...STUDIO_OVERVIEW_KEY, currency] as const;

export const getStudioOverview = (currency: CurrencyCode, signal?: AbortSignal) => api<StudioOverviewData>(`/api/studio/overview${toQuery({ currency })}`, { signal });

export const studioOverviewQuery = (currency: CurrencyCode) =>
  queryOptions({ queryKey: studioOverviewKey(currency), queryFn: ({ signal }) => getStudioOverview(currency, signal), staleTime: 30_000 });

/** The designer's overview; the server is told the display currency the header shows. */
export function useStudioOverview(enabled = true) {
  const currency = useCurrencyStore((s) => s.currency);
  return useQuery({ ...studioOverviewQuery(currency), enabled });
}
