import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SizeCategory } from '@domain/sizing';
import { api } from '../../lib/api-client';
import { studioProductKeys } from './product-query-keys';

export interface ResetProductChartInput {
  productId: string;
  category: SizeCategory;
}

/** 204: the product follows its category's default chart again. */
export const resetProductChart = ({ productId }: ResetProductChartInput) =>
  api<null>(`/api/products/${encodeURIComponent(productId)}/size-chart`, { method: 'DELETE' }).then(() => undefined);

export function useResetProductChart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resetProductChart,
    onSuccess: (_, { productId, category }) =>
      Promise.all([qc.invalidateQueries({ queryKey: studioProductKeys.chart(productId, category) }), qc.invalidateQueries({ queryKey: ['size-chart'] })]),
  });
}
