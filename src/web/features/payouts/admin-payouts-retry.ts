import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Payout } from '@domain/payouts/api';
import { api } from '../../lib/api-client';
import { ADMIN_MONEY_KEY } from './admin-money-keys';

export const retryPayoutSchema = z.object({ payoutId: z.string().min(1).max(100) });

/** A failed payout sent again as a new payout: 201; 404 PAYOUT_NOT_FOUND, 409 PAYOUT_NOT_FAILED / PAYOUT_ALREADY_RETRIED. */
export const retryPayout = (input: z.input<typeof retryPayoutSchema>) => {
  const { payoutId } = retryPayoutSchema.parse(input);
  return api<Payout>(`/api/admin/payouts/${encodeURIComponent(payoutId)}/retry`, { method: 'POST', body: {} });
};

export function useRetryPayout() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: retryPayout, onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_MONEY_KEY }) });
}
