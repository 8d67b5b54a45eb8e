import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { AdminRefundResult } from '@domain/orders/api';
import { api } from '../../../lib/api-client';
import { adminOrderKey } from './admin-commerce-keys';

export const refundOrderSchema = z.object({ id: z.string().min(1) });

export type RefundResult = AdminRefundResult;

/**
 * A full refund through the provider. 409 ORDER_ALREADY_REFUNDED / REFUND_IN_PROGRESS (another
 * admin was first), 409 ORDER_NOT_PAID, 502 REFUND_FAILED (the provider said no; nothing changed).
 */
export const refundOrder = (input: z.input<typeof refundOrderSchema>) => {
  const { id } = refundOrderSchema.parse(input);
  return api<RefundResult>(`/api/admin/orders/${encodeURIComponent(id)}/refund`, { method: 'POST', body: {} });
};

export function useRefundOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: (result, { id }) => qc.setQueryData(adminOrderKey(id), result.order),
    onSettled: () => qc.invalidateQueries({ queryKey: ['orders'] }),
  });
}
