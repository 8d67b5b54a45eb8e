import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReturnRequestView, ShopperMoveInput } from '@domain/returns/api';
import { shopperMoveSchema } from '@domain/returns/schemas';
import { api } from '../../lib/api-client';
import { invalidateOrders, requestUrl, tokenHeaders } from './returns-keys';

/** The shopper takes the designer's proposal, or asks an admin to decide. */
export const moveReturnRequest = (id: string, token: string | null, input: ShopperMoveInput) =>
  api<{ request: ReturnRequestView }>(requestUrl(id, '/move'), { method: 'POST', body: shopperMoveSchema.parse(input), headers: tokenHeaders(token) }).then((r) => r.request);

export function useMoveReturnRequest(id: string, token: string | null) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: ShopperMoveInput) => moveReturnRequest(id, token, input), onSettled: () => invalidateOrders(qc) });
}
