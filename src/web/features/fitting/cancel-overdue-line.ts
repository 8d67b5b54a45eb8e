import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FittingCancelResult } from '@domain/fitting/api';
import { api } from '../../lib/api-client';
import { ORDERS_ROOT, reviewUrl, tokenHeaders } from './fitting-keys';

/** The shopper cancels the line with a full refund after its designer missed the review deadline (409 MEASUREMENT_REVIEW_NOT_OVERDUE before). */
export const cancelOverdueLine = (lineId: string, token: string | null) =>
  api<FittingCancelResult>(reviewUrl(lineId, '/cancel'), { method: 'POST', body: {}, headers: tokenHeaders(token) });

export function useCancelOverdueLine(lineId: string, token: string | null) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: () => cancelOverdueLine(lineId, token), onSettled: () => qc.invalidateQueries({ queryKey: ORDERS_ROOT }) });
}
