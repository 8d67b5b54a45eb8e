import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { invalidateAfterProductChange, studioProductKeys } from './product-query-keys';
import type { StudioPhoto } from './product-types';
import { setProductPhotos } from './upload-photo';

export interface DeletePhotoInput {
  productId: string;
  photoId: string;
}

export const deletePhoto = ({ productId, photoId }: DeletePhotoInput) =>
  api<{ photos: StudioPhoto[] }>(`/api/studio/products/${encodeURIComponent(productId)}/photos/${encodeURIComponent(photoId)}`, { method: 'DELETE' }).then((r) => r.photos);

export function useDeletePhoto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: async (photos, { productId }) => {
      await setProductPhotos(qc, productId, photos);
      void invalidateAfterProductChange(qc, productId, studioProductKeys.product(productId));
    },
  });
}
