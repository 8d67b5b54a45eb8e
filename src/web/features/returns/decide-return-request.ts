import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDecisionInput, ReturnRequestView } from '@domain/returns/api';
import { adminDecisionSchema } from '@domain/returns/schemas';
import { api } from '../../lib/api-client';
import { invalidateOrders } from './returns-keys';

/** An admin's final decision on an escalated request. */
export const decideReturnRequest = (id: string, input: AdminDecisionInput) =>
  api<{ request: ReturnRequestView }>(`/api/admin/return-requests/${encodeURIComponent(id)}/decision`, { method: 'POST', body: adminDecisionSchema.parse(input) }).then((r) => r.request);

export function useDecideReturnRequest(id: string) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: AdminDecisionInput) => decideReturnRequest(id, input), onSettled: () => invalidateOrders(qc) });
}
