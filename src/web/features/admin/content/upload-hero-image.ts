import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload';
import type { ImageUploadInput } from '../../studio';
import { adminContentKey } from './get-content-page';
import type { HomepageSettings } from './get-homepage-settings';

const homepageKey = [...adminContentKey, 'homepage'];

/** The hero image through the upload pipeline (decoded, metadata stripped, sizes made on the server). */
export const uploadHeroImage = ({ file, name, onProgress, signal }: ImageUploadInput) =>
  uploadFile<HomepageSettings>('/api/admin/homepage-settings/hero-image', file, name, { method: 'PUT', onProgress, signal });

export const removeHeroImage = () => api<HomepageSettings>('/api/admin/homepage-settings/hero-image', { method: 'DELETE' });

/** Both answer the settings with their new version; the home page and the site shell refetch. */
function useHeroImageMutation<I>(mutationFn: (input: I) => Promise<HomepageSettings>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved) => qc.setQueryData(homepageKey, saved),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: homepageKey }), qc.invalidateQueries({ queryKey: ['site'] }), qc.invalidateQueries({ queryKey: ['home'] })]),
  });
}

export const useUploadHeroImage = () => useHeroImageMutation(uploadHeroImage);
export const useRemoveHeroImage = () => useHeroImageMutation(removeHeroImage);
