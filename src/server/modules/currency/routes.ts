import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CURRENCIES, isCurrencyCode, rateFreshness } from '../../../domain/money';
import type { Database } from '../../db/client';
import { exchangeRates } from '../../db/schema';

const rateSchema = z.object({
  code: z.string(),
  rate: z.number(),
  updatedAt: z.string(),
  apiStatus: z.string(),
  freshness: z.enum(['fresh', 'stale', 'very_stale']),
});

export async function currencyRoutes(app: FastifyInstance, opts: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/exchange-rates',
    {
      // Freshness is computed per response; a minute of caching keeps it honest.
      config: { cache: { topics: ['exchange_rates'], ttlMs: 60_000 } },
      schema: {
        tags: ['currency'],
        summary: 'Rates per 1 USD for the supported currencies, with freshness (everyone)',
        response: { 200: z.object({ base: z.literal('USD'), rates: z.array(rateSchema) }) },
      },
    },
    async () => {
      const rows = await opts.db.select().from(exchangeRates).orderBy(asc(exchangeRates.currencyCode));
      const now = new Date();
      const known = new Map(rows.filter((r) => isCurrencyCode(r.currencyCode)).map((r) => [r.currencyCode, r]));
      // A currency missing from the table still gets its built-in rate, marked as fallback.
      const rates = Object.values(CURRENCIES).map((c) => {
        const row = known.get(c.code);
        const updatedAt = row?.updatedAt ?? now;
        return {
          code: c.code,
          rate: row ? Number(row.rate) : c.fallbackRate,
          updatedAt: updatedAt.toISOString(),
          apiStatus: row?.apiStatus ?? 'fallback',
          freshness: rateFreshness(updatedAt, now),
        };
      });
      return { base: 'USD' as const, rates };
    },
  );
}
