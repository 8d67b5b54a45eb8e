import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../lib/upload';
import { invalidateAfterProductChange, studioProductKeys } from './product-query-keys';
import type { StudioPhoto, StudioProduct } from './product-types';

export interface UploadPhotoInput {
  productId: string;
  file: Blob;
  /** Already made safe with safeUploadName and checked with uploadIssue (the server checks again). */
  name: string;
  alt?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The alt field goes before the file: the server reads the fields first (lib/upload.ts). */
export const uploadPhoto = ({ productId, file, name, alt, onProgress, signal }: UploadPhotoInput) =>
  uploadFile<{ photos: StudioPhoto[] }>(`/api/studio/products/${encodeURIComponent(productId)}/photos`, file, name, {
    fields: alt ? { alt } : undefined,
    onProgress,
    signal,
  }).then((r) => r.photos);

/** Writes the product's photos from the answer (every photo, in the server's order). */
export function setProductPhotos(qc: ReturnType<typeof useQueryClient>, productId: string, photos: StudioPhoto[]) {
  qc.setQueryData<StudioProduct>(studioProductKeys.product(productId), (prev) => (prev ? { ...prev, photos } : prev));
}

export function useUploadPhoto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (photos, { productId }) => {
      setProductPhotos(qc, productId, photos);
      void invalidateAfterProductChange(qc, productId, studioProductKeys.product(productId));
    },
  });
}
