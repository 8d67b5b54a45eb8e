import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentStep } from '@domain/orders/types';
import { api } from '../../../lib/api-client';
import { orderKey } from '../order-keys';
import { orderTokenHeaders } from '../get-order';

/** A new hosted payment page for a failed or abandoned online payment (409 PAYMENT_NOT_RETRYABLE otherwise). */
export const retryPayment = (orderId: string, token: string | null) =>
  api<PaymentStep>(`/api/orders/${encodeURIComponent(orderId)}/pay`, { method: 'POST', body: {}, headers: orderTokenHeaders(token) });

export function useRetryPayment(orderId: string, token: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => retryPayment(orderId, token),
    onSettled: () => qc.invalidateQueries({ queryKey: orderKey(orderId) }),
  });
}
