import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { lineStatusChangeSchema } from '@domain/orders/schemas';
import type { AdminOrderStatusResult } from '@domain/orders/api';
import { api } from '../../../lib/api-client';
import { adminOrderKey } from './admin-commerce-keys';

/** The same body a designer sends for a line: a status and an optional note for the shopper. */
export const orderStatusChangeSchema = lineStatusChangeSchema.extend({ id: z.string().min(1) });
export type OrderStatusChange = z.input<typeof orderStatusChangeSchema>;

export type OrderStatusResult = AdminOrderStatusResult;

/** 409 STATUS_TRANSITION_INVALID (someone moved it first), 409 PAYMENT_NOT_RECEIVED. */
export const setOrderStatus = (change: OrderStatusChange) => {
  const { id, status, note } = orderStatusChangeSchema.parse(change);
  return api<OrderStatusResult>(`/api/admin/orders/${encodeURIComponent(id)}/status`, { method: 'POST', body: { status, ...(note ? { note } : {}) } });
};

export function useSetOrderStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setOrderStatus,
    onSuccess: (result, { id }) => qc.setQueryData(adminOrderKey(id), result.order),
    // Every orders list (the console's, designers', shoppers') and the stock the products show.
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ['orders'] }), qc.invalidateQueries({ queryKey: ['products'] })]),
  });
}

