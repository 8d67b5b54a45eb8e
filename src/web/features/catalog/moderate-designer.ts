import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

// Admin moderation of designers (docs/requirements/shop.md §4). The server checks the role; these only call it.
export const setDesignerFeatured = (id: string, featured: boolean) => api<null>(`/api/designers/${encodeURIComponent(id)}/featured`, { method: featured ? 'PUT' : 'DELETE' });
export const removeDesigner = (id: string) => api<null>(`/api/designers/${encodeURIComponent(id)}`, { method: 'DELETE' });

function useInvalidateDesigners() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: ['designers'] }), qc.invalidateQueries({ queryKey: ['home'] })]);
}

export function useSetDesignerFeatured() {
  const invalidate = useInvalidateDesigners();
  return useMutation({ mutationFn: ({ id, featured }: { id: string; featured: boolean }) => setDesignerFeatured(id, featured), onSettled: invalidate });
}

export function useRemoveDesigner() {
  const invalidate = useInvalidateDesigners();
  return useMutation({ mutationFn: (id: string) => removeDesigner(id), onSettled: invalidate });
}
