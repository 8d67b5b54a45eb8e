import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeaturedOrder } from '@domain/catalog/api';
import { featuredOrderInputSchema } from '@domain/catalog/featured-designers';
import { api } from '../../../lib/api-client';
import { adminDesignersKey, type AdminDesigners } from './get-admin-designers';

export const reorderFeaturedDesigners = (ids: string[]) =>
  api<FeaturedOrder>('/api/admin/featured-designers', { method: 'PUT', body: featuredOrderInputSchema.parse({ ids }) }).then((r) => r.featuredOrder);

/** Shows the new order at once; a refusal (another admin changed the featured list) puts back what the server holds. */
export function useReorderFeaturedDesigners() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reorderFeaturedDesigners,
    onMutate: async (ids) => {
      await qc.cancelQueries({ queryKey: adminDesignersKey });
      const previous = qc.getQueryData<AdminDesigners>(adminDesignersKey);
      if (previous) qc.setQueryData<AdminDesigners>(adminDesignersKey, { ...previous, featuredOrder: ids });
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) qc.setQueryData(adminDesignersKey, context.previous);
    },
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: adminDesignersKey }), qc.invalidateQueries({ queryKey: ['home'] }), qc.invalidateQueries({ queryKey: ['designers'] })]),
  });
}
