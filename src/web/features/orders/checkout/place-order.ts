import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutInput } from '@domain/orders/schemas';
import type { PlaceOrderResult } from '@domain/orders/types';
import { api } from '../../../lib/api-client';
import { MY_ORDERS_KEY, orderKey } from '../order-keys';

export interface PlaceOrderVariables {
  input: CheckoutInput;
  /** One per checkout attempt: the same key and body answer with the same order (200) instead of a new one. */
  idempotencyKey: string;
}

export const placeOrder = ({ input, idempotencyKey }: PlaceOrderVariables) =>
  api<PlaceOrderResult>('/api/orders', { method: 'POST', body: input, headers: { 'idempotency-key': idempotencyKey } });

export function usePlaceOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    // Never retried by itself: the shopper decides, and the kept key makes their retry safe.
    retry: false,
    onSuccess: (result) => {
      qc.setQueryData(orderKey(result.order.id), result.order);
      void qc.invalidateQueries({ queryKey: MY_ORDERS_KEY });
    },
  });
}
