import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ReportMessageInput } from '@domain/messages/api';
import { REPORT_REASON_MAX } from '@domain/messages/rules';
import { api } from '../../lib/api-client';
import { MESSAGES_KEY, tokenHeaders } from './message-keys';

export const reportInputSchema = z.object({ reason: z.string().trim().min(1, 'REPORT_REASON_REQUIRED').max(REPORT_REASON_MAX, 'REPORT_REASON_TOO_LONG') }) satisfies z.ZodType<ReportMessageInput>;

/** Tells Tibeb's admins about a message (once per person; a second report is the first). */
export const reportMessage = (id: string, token: string | null, input: ReportMessageInput) =>
  api<{ reported: true }>(`/api/order-messages/${encodeURIComponent(id)}/report`, { method: 'POST', body: reportInputSchema.parse(input), headers: tokenHeaders(token) });

export function useReportMessage(token: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => reportMessage(id, token, { reason }),
    onSettled: () => qc.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}
