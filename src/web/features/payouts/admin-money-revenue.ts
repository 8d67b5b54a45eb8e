import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopRevenue } from '@domain/payouts/api';
import { api } from '../../lib/api-client';
import { ADMIN_MONEY_KEY } from './admin-money-keys';

export type { ShopRevenue };

export const revenueKey = [...ADMIN_MONEY_KEY, 'revenue'] as const;

/** The same figures as a file; a plain link, the session cookie goes with it. */
export const REVENUE_CSV_HREF = '/api/admin/payouts/revenue.csv';

export const getRevenue = (signal?: AbortSignal) => api<ShopRevenue>('/api/admin/payouts/revenue', { signal });

export const revenueQuery = () => queryOptions({ queryKey: revenueKey, queryFn: ({ signal }) => getRevenue(signal), staleTime: 0 });

/** The shop's commission by month and charged currency (admins). */
export const useRevenue = () => useQuery(revenueQuery());
