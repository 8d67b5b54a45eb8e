import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chartInputSchema, type ChartInput } from '@domain/sizing/chart-input';
import { api } from '../../lib/api-client';
import { studioProductKeys } from './product-query-keys';
import type { StudioChart } from './product-types';

export { chartInputSchema };

export interface SaveProductChartInput {
  productId: string;
  chart: ChartInput;
}

export const saveProductChart = ({ productId, chart }: SaveProductChartInput) =>
  api<{ chart: StudioChart }>(`/api/products/${encodeURIComponent(productId)}/size-chart`, { method: 'PUT', body: chartInputSchema.parse(chart) }).then((r) => r.chart);

/** Shoppers' size guides read the same chart under ['size-chart', ...] (sizing feature). */
export function useSaveProductChart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveProductChart,
    onSuccess: (chart, { productId }) => {
      qc.setQueryData(studioProductKeys.chart(productId, chart.category), chart);
      void qc.invalidateQueries({ queryKey: ['size-chart'] });
    },
  });
}
