import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReceivedInput, ReturnRequestView } from '@domain/returns/api';
import { receivedSchema } from '@domain/returns/schemas';
import { api } from '../../lib/api-client';
import { invalidateOrders, requestUrl } from './returns-keys';

/** The designer has the garment back, with its condition. */
export const markReturnReceived = (id: string, input: ReceivedInput) =>
  api<{ request: ReturnRequestView }>(requestUrl(id, '/received'), { method: 'POST', body: receivedSchema.parse(input) }).then((r) => r.request);

export function useMarkReturnReceived(id: string) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: ReceivedInput) => markReturnReceived(id, input), onSettled: () => invalidateOrders(qc) });
}
