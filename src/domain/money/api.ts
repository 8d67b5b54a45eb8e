import { z } from 'zod';

/** One currency's rate against USD, and how fresh it is (GET /api/exchange-rates). */
export const rateSchema = z.object({
  code: z.string(),
  rate: z.number(),
  updatedAt: z.string(),
  freshness: z.enum(['fresh', 'stale', 'very_stale']),
});

/** Where each rate came from is an operator's concern: the admin's view adds its source and last check. */
export const adminRateSchema = rateSchema.extend({
  /** 'api' (from the provider), 'fallback' (the built-in table), 'stale' (the last refresh failed). */
  apiStatus: z.string(),
  checkedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type ExchangeRate = z.infer<typeof rateSchema>;
export type AdminExchangeRate = z.infer<typeof adminRateSchema>;
