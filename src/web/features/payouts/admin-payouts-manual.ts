import { useMutation, useQueryClient } from '@tanstack/react-query';
import { manualPayoutSchema, type ManualPayoutInput, type Payout } from '@domain/payouts/api';
import { api } from '../../lib/api-client';
import { ADMIN_MONEY_KEY } from './admin-money-keys';

export { manualPayoutSchema };

/**
 * Records a payout made outside the shop. The key is made when the dialog opens, so a double
 * click or a retry after a dropped answer records it once (the server answers 200 with the same
 * payout). 400 BALANCE_INSUFFICIENT above the available balance.
 */
export const recordManualPayout = ({ idempotencyKey, ...input }: ManualPayoutInput & { idempotencyKey: string }) =>
  api<Payout>('/api/admin/payouts/manual', { method: 'POST', headers: { 'idempotency-key': idempotencyKey }, body: manualPayoutSchema.parse(input) });

export function useRecordManualPayout() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: recordManualPayout, onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_MONEY_KEY }) });
}
