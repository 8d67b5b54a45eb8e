import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RATE_REFRESH_INTERVAL_MS } from '../../../domain/money';
import { errorResponses } from '../../lib/openapi';
import type { MaintenanceService } from '../content';
import { RATES_JOB, type CurrencyService, type RefreshOutcome } from '../currency';
import { maintenanceSettingsSchema, maintenanceViewSchema } from '../../../domain/maintenance/api';
import { ratesRefreshSchema } from '../../../domain/money/api';

/** The admin console's operations: maintenance mode and the exchange-rate refresh. */
export async function opsRoutes(app: FastifyInstance, opts: { maintenance: MaintenanceService; currency: CurrencyService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { maintenance, currency } = opts;

  r.get(
    '/api/admin/maintenance',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Maintenance mode: the switch, its texts in English and Amharic, and the version to save against (admins)',
        response: { 200: maintenanceViewSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return maintenance.read();
    },
  );

  r.put(
    '/api/admin/maintenance',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Turn maintenance mode on or off and save its texts; 409 VERSION_CONFLICT when someone saved in between (admins)',
        body: maintenanceSettingsSchema,
        response: { 200: maintenanceViewSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const user = await request.signedInUser();
      return maintenance.save({ id: user.id, email: user.email }, request.body);
    },
  );

  r.post(
    '/api/functions/update-exchange-rates',
    {
      // The hourly refresh keeps running while the shop is in maintenance.
      config: { access: 'admin-or-scheduler', maintenance: 'open' },
      schema: {
        tags: ['currency'],
        summary:
          'Refresh the exchange rates from the provider (RATES_API_URL) or the built-in table. An admin refreshes now (recorded in the audit log); the scheduler (Authorization: Bearer CRON_SECRET) refreshes only when this hour has not been done on any instance',
        response: { 200: ratesRefreshSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (request.isScheduler) {
        let outcome: RefreshOutcome | null = null;
        const run = await app.scheduler.runIfDue({
          name: RATES_JOB,
          periodMs: RATE_REFRESH_INTERVAL_MS,
          run: async () => {
            outcome = await currency.refreshRates({ kind: 'scheduled' });
            return { ok: outcome.result !== 'failed', error: outcome.error };
          },
        });
        const done = outcome as RefreshOutcome | null;
        return { ran: run.ran, result: done?.result ?? null, error: done?.error ?? null, rates: done?.rates ?? (await currency.listRates()) };
      }
      const user = await request.signedInUser();
      const outcome = await currency.refreshRates({ kind: 'manual', actor: { id: user.id, email: user.email } });
      return { ran: true, ...outcome };
    },
  );
}
