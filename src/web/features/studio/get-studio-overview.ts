import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrencyCode } from '@domain/money';
import { api, toQuery } from '../../lib/api-client';
import { useCurrencyStore } from '../currency';
import type { ProductCounts } from './get-studio-products';

export interface StudioWeek {
  /** ISO date of the week's Monday. */
  weekStart: string;
  orders: number;
  /** USD cents. */
  revenueMinor: number;
}

export interface LowStockProduct {
  id: string;
  name: string;
  stockQuantity: number;
}

export interface StudioOverviewData {
  /** Order lines waiting for the designer. */
  toAct: number;
  /** USD cents; shown in the display currency with `useMoney`. */
  salesThisMonthMinor: number;
  /** Published products with 3 or fewer left. */
  lowStock: LowStockProduct[];
  /** The last 8 weeks, oldest first. */
  weekly: StudioWeek[];
  counts: ProductCounts;
}

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
