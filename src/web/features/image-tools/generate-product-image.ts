import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BorderPattern, ColourName, IllustratedKind, IllustrationView } from '@domain/image-tools';
import { generateImageRequestSchema, type GenerateImageRequest } from '@domain/image-tools/schemas';
import { api } from '../../lib/api-client';
import { IMAGE_TOOLS_STATUS_KEY } from './get-image-tools-status';

export interface GeneratedImage {
  success: true;
  imageData: string;
  error: null;
  engine: 'illustrator' | 'image-api';
  notice: string;
  mimeType: 'image/png';
  width: number;
  height: number;
  reading: { kind: IllustratedKind; colours: ColourName[]; pattern: BorderPattern | null; view: IllustrationView } | null;
  remainingToday: number | null;
}

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
