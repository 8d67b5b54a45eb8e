import { z } from 'zod';

export const rateSchema = z.object({
  code: z.string(),
  rate: z.number(),
  updatedAt: z.string(),
  freshness: z.enum(['fresh', 'stale', 'very_stale']),
});
// Where each rate came from is an operator's concern (shop.md §6: api_status is for admins).
export const adminRateSchema = rateSchema.extend({ apiStatus: z.string(), checkedAt: z.string().nullable(), lastError: z.string().nullable() });
