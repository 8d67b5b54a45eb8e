import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PRODUCT_LIMITS } from '@domain/catalog/product-input';
import { api } from '../../lib/api-client';
import { invalidateAfterProductChange, studioProductKeys } from './product-query-keys';
import type { StudioPhoto } from './product-types';
import { setProductPhotos } from './upload-photo';

/** PUT /api/studio/products/:id/photos: every photo id in the new order, the main one, and each description. */
export const updatePhotosSchema = z
  .strictObject({
    order: z.array(z.string().min(1)).min(1).max(PRODUCT_LIMITS.photosMax),
    primaryId: z.string().min(1),
    alt: z.record(z.string(), z.string().trim().max(PRODUCT_LIMITS.altTextMax)),
  })
  .refine((v) => v.order.includes(v.primaryId), { error: 'PRIMARY_NOT_IN_ORDER', path: ['primaryId'] });
export type UpdatePhotosBody = z.input<typeof updatePhotosSchema>;

export interface UpdatePhotosInput {
  productId: string;
  body: UpdatePhotosBody;
}

export const updatePhotos = ({ productId, body }: UpdatePhotosInput) =>
  api<{ photos: StudioPhoto[] }>(`/api/studio/products/${encodeURIComponent(productId)}/photos`, { method: 'PUT', body: updatePhotosSchema.parse(body) }).then((r) => r.photos);

export function useUpdatePhotos() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updatePhotos,
    onSuccess: (photos, { productId }) => {
      setProductPhotos(qc, productId, photos);
      void invalidateAfterProductChange(qc, productId, studioProductKeys.product(productId));
    },
  });
}
