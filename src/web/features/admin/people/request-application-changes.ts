import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChangesSchema } from '@domain/studio';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { DesignerApplication } from '../../studio';
import { designerApplicationsKey } from './get-designer-applications';

export { requestChangesSchema };

export interface RequestChangesInput {
  id: string;
  message: z.input<typeof requestChangesSchema>['message'];
}

export const requestApplicationChanges = ({ id, message }: RequestChangesInput) =>
  api<{ application: DesignerApplication }>(`/api/admin/designer-applications/${encodeURIComponent(id)}/request-changes`, { method: 'POST', body: { message } }).then(
    (r) => r.application,
  );

/** "Ask for changes": the application moves to its own tab until the applicant sends it again. */
export function useRequestApplicationChanges() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: requestApplicationChanges,
    // Settled, not succeeded: a 409 APPLICATION_NOT_PENDING means the list on screen is out of date.
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: designerApplicationsKey }), qc.invalidateQueries({ queryKey: ['studio', 'application'] })]),
  });
}
