import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReceiptInput, ReturnRequestView } from '@domain/returns/api';
import { receiptSchema } from '@domain/returns/schemas';
import { api } from '../../lib/api-client';
import { invalidateOrders, requestUrl, tokenHeaders } from './returns-keys';

/** The tailor's receipt for an agreed alteration: its photo (uploaded before) and the amount, reimbursed up to the cap. */
export const sendReceipt = (id: string, token: string | null, input: ReceiptInput) =>
  api<{ request: ReturnRequestView }>(requestUrl(id, '/receipt'), { method: 'POST', body: receiptSchema.parse(input), headers: tokenHeaders(token) }).then((r) => r.request);

export function useSendReceipt(id: string, token: string | null) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: ReceiptInput) => sendReceipt(id, token, input), onSettled: () => invalidateOrders(qc) });
}
