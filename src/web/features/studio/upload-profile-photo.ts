import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../lib/upload';
import { designerProfileQueryKey, type DesignerProfile } from './get-designer-profile';

export interface ImageUploadInput {
  file: Blob;
  /** Already made safe with safeUploadName (the server refuses other names). */
  name: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export const uploadProfilePhoto = ({ file, name, onProgress, signal }: ImageUploadInput) =>
  uploadFile<{ profileImageUrl: string }>('/api/studio/profile/photo', file, name, { method: 'PUT', onProgress, signal }).then((r) => r.profileImageUrl);

/** Applicants may set it too: the account's photo shows in the header and, once approved, on the designer's cards. */
export function useUploadProfilePhoto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: (profileImageUrl) => {
      qc.setQueryData<{ profile: DesignerProfile }>(designerProfileQueryKey, (prev) => (prev ? { profile: { ...prev.profile, profileImageUrl } } : prev));
      return Promise.all([
        qc.invalidateQueries({ queryKey: designerProfileQueryKey }),
        qc.invalidateQueries({ queryKey: ['me'] }),
        qc.invalidateQueries({ queryKey: ['designers'] }),
      ]);
    },
  });
}
