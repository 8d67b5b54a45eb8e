import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutRun } from '@domain/payouts/api';
import { api } from '../../lib/api-client';
import { ADMIN_MONEY_KEY } from './admin-money-keys';

/** "Pay now": 202 with the run; 409 PAYOUT_RUN_IN_PROGRESS while one is under way (another admin, or the schedule). */
export const startPayoutRun = () => api<PayoutRun>('/api/admin/payouts/run', { method: 'POST', body: {} });

export function useStartPayoutRun() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: startPayoutRun, onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_MONEY_KEY }) });
}
