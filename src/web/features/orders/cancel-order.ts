import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OrderView } from '@domain/orders/types';
import { api } from '../../lib/api-client';
import { orderTokenHeaders } from './get-order';
import { ORDERS_KEY, orderKey } from './order-keys';

export interface CancelOrderVariables {
  id: string;
  /** A guest's order token (checkout's order page); accounts send their session. */
  token?: string | null;
}

/** Cancels the whole order (stock comes back; a paid online order is refunded); 409 ORDER_NOT_CANCELLABLE once work has started. */
export const cancelOrder = ({ id, token = null }: CancelOrderVariables) =>
  api<OrderView>(`/api/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: {}, headers: orderTokenHeaders(token) });

export const cancelOrderOptions = (qc: QueryClient) =>
  mutationOptions({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      qc.setQueryData(orderKey(order.id), order);
    },
    // Refused or not, the list is refetched: a 409 means it changed since it was shown.
    onSettled: () => qc.invalidateQueries({ queryKey: ORDERS_KEY }),
  });

export function useCancelOrder() {
  const qc = useQueryClient();
  return useMutation(cancelOrderOptions(qc));
}
