import { z } from 'zod';
import { DEFAULT_IMAGE_SIZE, DEFAULT_IMAGE_STYLE, IMAGE_SIZES, IMAGE_STYLES } from './prompt';

/**
 * The `generate-product-images` request (docs/requirements/sizing.md §7). The prompt's own rules (length, hostile
 * text) are checked by `promptIssue`, which answers with its own codes; this schema only keeps
 * absurd bodies out before that. Imported directly, so pages that only need the rules stay free of zod.
 */
export const generateImageRequestSchema = z.strictObject({
  prompt: z.string().max(20_000),
  size: z.enum(IMAGE_SIZES).default(DEFAULT_IMAGE_SIZE),
  style: z.enum(IMAGE_STYLES).default(DEFAULT_IMAGE_STYLE),
});
export type GenerateImageRequest = z.infer<typeof generateImageRequestSchema>;
