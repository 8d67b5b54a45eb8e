import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CURRENCIES, isCurrencyCode, rateFreshness } from '../../../domain/money';
import type { Database } from '../../db/client';
import { exchangeRates } from '../../db/schema';
import { errorResponses } from '../../lib/openapi';

const rateSchema = z.object({
  code: z.string(),
  rate: z.number(),
  updatedAt: z.string(),
  freshness: z.enum(['fresh', 'stale', 'very_stale']),
});
// Where each rate came from is an operator's concern (shop.md §6: api_status is for admins).
const adminRateSchema = rateSchema.extend({ apiStatus: z.string() });

export async function currencyRoutes(app: FastifyInstance, opts: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/exchange-rates',
    {
      // Freshness is computed per response; a minute of caching keeps it honest.
      config: { access: 'everyone', cache: { topics: ['exchange_rates'], ttlMs: 60_000 } },
      schema: {
        tags: ['currency'],
        summary: 'Rates per 1 USD for the supported currencies, with freshness (everyone)',
        response: { 200: z.object({ base: z.literal('USD'), rates: z.array(rateSchema) }) },
      },
    },
    async () => ({ base: 'USD' as const, rates: (await ratesNow(opts.db)).map(({ apiStatus: _, ...rate }) => rate) }),
  );

  r.get(
    '/api/admin/exchange-rates',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['currency'],
        summary: 'The rates with where each came from (api_status) and freshness (admins)',
        response: { 200: z.object({ base: z.literal('USD'), rates: z.array(adminRateSchema) }), ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { base: 'USD' as const, rates: await ratesNow(opts.db) };
    },
  );
}

async function ratesNow(db: Database) {
  const rows = await db.select().from(exchangeRates).orderBy(asc(exchangeRates.currencyCode));
  const now = new Date();
  const known = new Map(rows.filter((r) => isCurrencyCode(r.currencyCode)).map((r) => [r.currencyCode, r]));
  // A currency missing from the table still gets its built-in rate, marked as fallback.
  return Object.values(CURRENCIES).map((c) => {
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
}
