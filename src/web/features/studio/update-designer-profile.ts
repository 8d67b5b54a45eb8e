import { useMutation, useQueryClient } from '@tanstack/react-query';
import { designerProfileSchema, type DesignerProfileInput } from '@domain/studio';
import { api } from '../../lib/api-client';
import { designerProfileQueryKey, type DesignerProfile } from './get-designer-profile';

export { designerProfileSchema };

export const updateDesignerProfile = (input: DesignerProfileInput) =>
  api<{ profile: DesignerProfile }>('/api/studio/profile', { method: 'PATCH', body: input });

/** The name and place also show on the public designer pages and in the account menu. */
export function useUpdateDesignerProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateDesignerProfile,
    onSuccess: (data) => {
      qc.setQueryData(designerProfileQueryKey, data);
      return Promise.all([
        qc.invalidateQueries({ queryKey: designerProfileQueryKey }),
        qc.invalidateQueries({ queryKey: ['me'] }),
        qc.invalidateQueries({ queryKey: ['designers'] }),
      ]);
    },
  });
}
