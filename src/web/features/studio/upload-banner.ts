import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../lib/upload';
import { designerProfileQueryKey, type DesignerProfile } from './get-designer-profile';
import type { ImageUploadInput } from './upload-profile-photo';

export const uploadBanner = ({ file, name, onProgress, signal }: ImageUploadInput) =>
  uploadFile<{ bannerUrl: string }>('/api/studio/profile/banner', file, name, { method: 'PUT', onProgress, signal }).then((r) => r.bannerUrl);

export function useUploadBanner() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadBanner,
    onSuccess: (bannerUrl) => {
      qc.setQueryData<{ profile: DesignerProfile }>(designerProfileQueryKey, (prev) => (prev ? { profile: { ...prev.profile, bannerUrl } } : prev));
      return Promise.all([qc.invalidateQueries({ queryKey: designerProfileQueryKey }), qc.invalidateQueries({ queryKey: ['designers'] })]);
    },
  });
}
