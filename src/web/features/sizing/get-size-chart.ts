import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SizeChartView } from '@domain/sizing/api';
import type { SizeCategory } from '@domain/sizing/types';
import { api, toQuery } from '../../lib/api-client';

/** GET /api/size-charts: the chart in force for a category, or the one a product's designer set. */
export type SizeChartData = SizeChartView;

export const getSizeChart = (category: SizeCategory, productId?: string) =>
  api<{ chart: SizeChartView }>(`/api/size-charts${toQuery({ category, productId })}`).then((r) => r.chart);

export const sizeChartQuery = (category: SizeCategory, productId?: string) =>
  queryOptions({
    queryKey: ['size-chart', category, productId ?? null],
    queryFn: () => getSizeChart(category, productId),
    // Charts change rarely (an admin or a designer edits them).
    staleTime: 10 * 60_000,
  });

export const useSizeChart = (category: SizeCategory, productId?: string) => useQuery(sizeChartQuery(category, productId));
