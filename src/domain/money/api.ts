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

/** GET /api/exchange-rates: rates per 1 USD. */
export const exchangeRatesSchema = z.object({ base: z.literal('USD'), rates: z.array(rateSchema) });
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;
/** GET /api/admin/exchange-rates: the same with where each rate came from. */
export const adminExchangeRatesSchema = z.object({ base: z.literal('USD'), rates: z.array(adminRateSchema) });
export type AdminExchangeRates = z.infer<typeof adminExchangeRatesSchema>;

/** POST /api/functions/update-exchange-rates: what the refresh did, and the rates after it. */
export const ratesRefreshSchema = z.object({
  /** False when the scheduler called and this period's refresh already ran (on any instance). */
  ran: z.boolean(),
  result: z.enum(['updated', 'partial', 'failed', 'built-in']).nullable(),
  error: z.string().nullable(),
  rates: z.array(adminRateSchema),
});
export type RatesRefresh = z.infer<typeof ratesRefreshSchema>;
