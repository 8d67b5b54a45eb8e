import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
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

/**
 * Writes the product's photos from the answer (every photo, in the server's order). A read of the
 * product still on its way (started before this upload committed: a component mounting, a focus)
 * is cancelled first: landing after this answer, it would put back the list without the new photo,
 * and the designer's arrangement of it would be dropped with it (mergePhotoDraft keeps only photos
 * still there). The studio journey lost a move made just after an upload so, on a loaded machine.
 */
export async function setProductPhotos(qc: QueryClient, productId: string, photos: StudioPhoto[]): Promise<void> {
  const key = studioProductKeys.product(productId);
  await qc.cancelQueries({ queryKey: key, exact: true });
  qc.setQueryData<StudioProduct>(key, (prev) => (prev ? { ...prev, photos } : prev));
}

export function useUploadPhoto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: async (photos, { productId }) => {
      await setProductPhotos(qc, productId, photos);
      void invalidateAfterProductChange(qc, productId, studioProductKeys.product(productId));
    },
  });
}
