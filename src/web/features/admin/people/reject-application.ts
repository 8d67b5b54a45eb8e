import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rejectApplicationSchema } from '@domain/studio';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { DesignerApplication } from '../../studio';
import { designerApplicationsKey } from './get-designer-applications';

export { rejectApplicationSchema };

export interface RejectInput {
  id: string;
  reason: z.input<typeof rejectApplicationSchema>['reason'];
}

export const rejectApplication = ({ id, reason }: RejectInput) =>
  api<{ application: DesignerApplication }>(`/api/admin/designer-applications/${encodeURIComponent(id)}/reject`, { method: 'POST', body: { reason } }).then(
    (r) => r.application,
  );

export function useRejectApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: rejectApplication,
    // Settled, not succeeded: a 409 APPLICATION_NOT_PENDING means the list on screen is out of date.
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: designerApplicationsKey }), qc.invalidateQueries({ queryKey: ['studio', 'application'] })]),
  });
}
