import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, toQuery } from '../../lib/api-client';
import type { SalePage, SaleQuery } from '@domain/catalog/api';

export type { SaleQuery };

export type { SalePage };

export const getSale = (q: SaleQuery, signal?: AbortSignal) => api<SalePage>(`/api/sale${toQuery({ ...q })}`, { signal });

/** Keyed under 'sale', which the realtime client invalidates on every product change. */
export const saleQuery = (q: SaleQuery) =>
  queryOptions({
    queryKey: ['sale', q],
    queryFn: ({ signal }) => getSale(q, signal),
    placeholderData: keepPreviousData,
  });

export const useSale = (q: SaleQuery) => useQuery(saleQuery(q));
