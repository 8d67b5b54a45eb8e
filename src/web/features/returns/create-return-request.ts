import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewRequestInput, ReturnRequestView } from '@domain/returns/api';
import { newRequestSchema } from '@domain/returns/schemas';
import { api } from '../../lib/api-client';
import { invalidateOrders, tokenHeaders } from './returns-keys';

/** The shopper opens a return, an exchange or a fit claim on a delivered line (checked by the server's own schema first). */
export const createReturnRequest = (lineId: string, token: string | null, input: NewRequestInput) =>
  api<{ request: ReturnRequestView }>(`/api/order-lines/${encodeURIComponent(lineId)}/return-request`, {
    method: 'POST',
    body: newRequestSchema.parse(input),
    headers: tokenHeaders(token),
  }).then((r) => r.request);

export function useCreateReturnRequest(lineId: string, token: string | null) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: NewRequestInput) => createReturnRequest(lineId, token, input), onSettled: () => invalidateOrders(qc) });
}
