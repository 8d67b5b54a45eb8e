import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DesignerApplication } from '../../studio';
import { designerApplicationsKey } from './get-designer-applications';

export const approveApplication = (id: string) =>
  api<{ application: DesignerApplication }>(`/api/admin/designer-applications/${encodeURIComponent(id)}/approve`, { method: 'POST', body: {} }).then((r) => r.application);

/** Moves the application between tabs and adds a designer to the public list. */
export function useApproveApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: approveApplication,
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: designerApplicationsKey }),
        qc.invalidateQueries({ queryKey: ['studio', 'application'] }),
        qc.invalidateQueries({ queryKey: ['me'] }),
        qc.invalidateQueries({ queryKey: ['designers'] }),
      ]),
  });
}
