import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DesignerAnswerInput, ReturnRequestView } from '@domain/returns/api';
import { designerAnswerSchema } from '@domain/returns/schemas';
import { api } from '../../lib/api-client';
import { invalidateOrders, requestUrl } from './returns-keys';

/** The designer accepts, proposes another remedy, or declines with a reason. */
export const answerReturnRequest = (id: string, input: DesignerAnswerInput) =>
  api<{ request: ReturnRequestView }>(requestUrl(id, '/answer'), { method: 'POST', body: designerAnswerSchema.parse(input) }).then((r) => r.request);

export function useAnswerReturnRequest(id: string) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: DesignerAnswerInput) => answerReturnRequest(id, input), onSettled: () => invalidateOrders(qc) });
}
