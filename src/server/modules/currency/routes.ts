import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminExchangeRatesSchema, exchangeRatesSchema } from '../../../domain/money/api';
import { errorResponses } from '../../lib/openapi';
import type { CurrencyService } from './service';

/** The rates' routes; the service is built once in app.ts (the scheduled refresh uses it too). */
export async function currencyRoutes(app: FastifyInstance, opts: { currency: CurrencyService }) {
  const service = opts.currency;

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/exchange-rates',
    {
      // Freshness is computed per response; a minute of caching keeps it honest.
      config: { access: 'everyone', cache: { topics: ['exchange_rates'], ttlMs: 60_000 } },
      schema: {
        tags: ['currency'],
        summary: 'Rates per 1 USD for the supported currencies, with freshness (everyone)',
        response: { 200: exchangeRatesSchema },
      },
    },
    async () => ({ base: 'USD' as const, rates: (await service.listRates()).map(({ code, rate, updatedAt, freshness }) => ({ code, rate, updatedAt, freshness })) }),
  );

  r.get(
    '/api/admin/exchange-rates',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['currency'],
        summary: 'The rates with where each came from (api_status), freshness and the last refresh attempt (admins)',
        response: { 200: adminExchangeRatesSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { base: 'USD' as const, rates: await service.listRates() };
    },
  );
}
