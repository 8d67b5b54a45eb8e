import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { payoutAccountInputSchema, payoutAccountSchema, payoutTermsSchema, studioPayoutAccountSchema } from '../../../domain/payouts/api';
import { errorResponses } from '../../lib/openapi';
import type { PayoutAccountsService } from './payout-accounts-service';

/**
 * A designer's payout account (read masked; added or changed with her current password) and the
 * public designer terms. Routes are thin: the service holds the rules.
 */
export async function payoutAccountsRoutes(app: FastifyInstance, opts: { payoutAccounts: PayoutAccountsService }) {
  const { payoutAccounts } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/studio/payout-account',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['payouts'],
        summary: 'Your payout account, masked, with the bank list and the hold after a change (designers, own account)',
        response: { 200: studioPayoutAccountSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return payoutAccounts.studioView((await request.signedInUser()).id);
    },
  );

  r.put(
    '/api/studio/payout-account',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['payouts'],
        summary:
          'Add or change your payout account (a bank of the list, or telebirr / CBE Birr) with your current password; payouts wait for the hold, the change is mailed to you (designers only, audited; wrong passwords rate-limited as sign-in)',
        body: payoutAccountInputSchema,
        response: { 200: payoutAccountSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const user = await request.signedInUser();
      void reply.header('cache-control', 'no-store');
      return payoutAccounts.save(request, { id: user.id, email: user.email, role: user.role }, request.body);
    },
  );

  r.get(
    '/api/payouts/terms',
    { config: { access: 'everyone' }, schema: { tags: ['payouts'], summary: 'The designer terms: commission, hold, schedule, minimum and account hold, from the settings (everyone)', response: { 200: payoutTermsSchema } } },
    async (_request, reply) => {
      // Public and the same for everyone; a minute of staleness after an admin's change is fine.
      void reply.header('cache-control', 'public, max-age=60');
      return payoutAccounts.terms();
    },
  );
}
