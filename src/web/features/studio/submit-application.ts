import { useMutation, useQueryClient } from '@tanstack/react-query';
import { designerApplicationSchema, type DesignerApplicationInput } from '@domain/studio';
import { api } from '../../lib/api-client';
import { applicationQueryKey, type ApplicationState, type DesignerApplication } from '../accounts';

export { designerApplicationSchema };

export const submitApplication = (input: DesignerApplicationInput) =>
  api<{ application: DesignerApplication }>('/api/studio/application', { method: 'POST', body: input }).then((r) => r.application);

/** The page moves to the pending state at once; the refetch confirms what the server holds. */
export function useSubmitApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (application) => {
      qc.setQueryData<ApplicationState>(applicationQueryKey, (prev) => (prev ? { ...prev, application } : prev));
      return qc.invalidateQueries({ queryKey: applicationQueryKey });
    },
  });
}
