import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { CodCashInput, CodCashResult } from '@domain/orders/api';
import { api } from '../../lib/api-client';
import type { DesignerLinesPage } from './get-designer-order-lines';
import { DESIGNER_LINES_KEY, ORDERS_KEY } from './order-keys';
import { replaceLine } from './set-line-status';

export interface CashRecording extends CodCashInput {
  lineId: string;
}

/**
 * Records what happened at the door of a pay-on-delivery line (docs/decisions/032): 201, or 200
 * for the same record again (a double click); 409 COD_ALREADY_RECORDED when another record is
 * there, 400 COD_AMOUNT_BELOW_DUE and the field codes of VALIDATION_FAILED.
 */
export const recordCash = ({ lineId, ...body }: CashRecording) =>
  api<CodCashResult>(`/api/order-lines/${encodeURIComponent(lineId)}/cash`, { method: 'POST', body });

/** The studio's and the console's: the answer's line replaces the cached one; every orders list refetches (the order may be paid now). */
export function useRecordCash() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: recordCash,
    onSuccess: (result) => {
      qc.setQueriesData<InfiniteData<DesignerLinesPage, string | null>>({ queryKey: DESIGNER_LINES_KEY }, (data) => replaceLine(data, result.line));
    },
    // Stock may have come back (a refusal), so the products too.
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ORDERS_KEY }), qc.invalidateQueries({ queryKey: ['products'] })]),
  });
}
