import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adjustmentSchema, type AdjustmentInput } from '@domain/payouts/api';
import { api } from '../../lib/api-client';
import { ADMIN_MONEY_KEY } from './admin-money-keys';

export { adjustmentSchema };

/**
 * An adjustment (±, with a reason) to a designer's ledger. The key is made when the dialog opens:
 * a double click writes it once (the server answers 200 `written: false` for the replay).
 */
export const addAdjustment = ({ designerId, idempotencyKey, ...input }: AdjustmentInput & { designerId: string; idempotencyKey: string }) =>
  api<{ written: boolean }>(`/api/admin/payouts/designers/${encodeURIComponent(designerId)}/adjustments`, {
    method: 'POST',
    headers: { 'idempotency-key': idempotencyKey },
    body: adjustmentSchema.parse(input),
  });

export function useAddAdjustment() {
  const qc = useQueryClient();
  // The ledger and who is due both change.
  return useMutation({ mutationFn: addAdjustment, onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_MONEY_KEY }) });
}
