import { z } from 'zod';

/** More than any shop will feature; a bound on what one request may carry. */
export const FEATURED_DESIGNERS_MAX = 200;

/** The home page order of the featured designers, first to last (the console's Designers section). */
export const featuredOrderInputSchema = z.object({ ids: z.array(z.string().min(1).max(200)).max(FEATURED_DESIGNERS_MAX) });
export type FeaturedOrderInput = z.infer<typeof featuredOrderInputSchema>;
