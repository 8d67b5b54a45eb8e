import { z } from 'zod';
import { BORDER_PATTERNS, COLOUR_HEX, GARMENT_KINDS, ILLUSTRATION_VIEWS } from './prompt';

/** Which generator a caller gets: the AI image API (designers and admins, when configured) or the built-in illustrator. */
export const engineSchema = z.enum(['illustrator', 'image-api']);

/** A generated product image (POST /api/functions/generate-product-images). */
export const generatedImageSchema = z.object({
  success: z.literal(true),
  imageData: z.string(),
  error: z.null(),
  engine: engineSchema,
  notice: z.string(),
  mimeType: z.literal('image/png'),
  width: z.number().int(),
  height: z.number().int(),
  reading: z
    .object({
      kind: z.enum(GARMENT_KINDS),
      colours: z.array(z.enum(Object.keys(COLOUR_HEX) as [keyof typeof COLOUR_HEX, ...Array<keyof typeof COLOUR_HEX>])),
      pattern: z.enum(BORDER_PATTERNS).nullable(),
      view: z.enum(ILLUSTRATION_VIEWS),
    })
    .nullable(),
  remainingToday: z.number().int().nullable(),
});
export type GeneratedImage = z.infer<typeof generatedImageSchema>;

/** The caller's generator and today's quota (GET /api/image-tools/status). */
export const imageToolsStatusSchema = z.object({
  engine: engineSchema,
  quota: z.object({ limit: z.number().int(), used: z.number().int(), remaining: z.number().int() }).nullable(),
});
export type ImageToolsStatus = z.infer<typeof imageToolsStatusSchema>;

// ---- Requests (field rules with their codes in schemas.ts) ----

export { generateImageRequestSchema } from './schemas';
