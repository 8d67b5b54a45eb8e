import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SizeCategory } from '@domain/sizing';
import { api, toQuery } from '../../lib/api-client';
import { studioProductKeys } from './product-query-keys';
import type { StudioChart } from './product-types';

/** The chart this product's shoppers get: its own, or the category default (productId null); drafts too. */
export const getProductChart = (productId: string, category: SizeCategory, signal?: AbortSignal) =>
  api<{ chart: StudioChart }>(`/api/products/${encodeURIComponent(productId)}/size-chart${toQuery({ category })}`, { signal }).then((r) => r.chart);

export const productChartQuery = (productId: string, category: SizeCategory) =>
  queryOptions({ queryKey: studioProductKeys.chart(productId, category), queryFn: ({ signal }) => getProductChart(productId, category, signal), staleTime: 60_000 });

export const useProductChart = (productId: string, category: SizeCategory) => useQuery(productChartQuery(productId, category));
