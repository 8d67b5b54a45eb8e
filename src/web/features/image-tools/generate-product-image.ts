import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GeneratedImage } from '@domain/image-tools/api';
import { generateImageRequestSchema, type GenerateImageRequest } from '@domain/image-tools/schemas';
import { api } from '../../lib/api-client';
import { IMAGE_TOOLS_STATUS_KEY } from './get-image-tools-status';

export type { GeneratedImage };

export type GenerateInput = z.input<typeof generateImageRequestSchema>;

/** The request is shaped by the same schema the server applies (defaults included). */
export const generateProductImage = (input: GenerateInput, signal?: AbortSignal) => {
  const body: GenerateImageRequest = generateImageRequestSchema.parse(input);
  return api<GeneratedImage>('/api/functions/generate-product-images', { method: 'POST', body, signal });
};

export function useGenerateProductImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerateInput) => generateProductImage(input),
    // The quota moved (or a refusal may mean it is spent): read it again.
    onSettled: () => qc.invalidateQueries({ queryKey: IMAGE_TOOLS_STATUS_KEY }),
  });
}
