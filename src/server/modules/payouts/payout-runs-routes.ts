import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeySchema } from '../../../domain/orders/schemas';
import {
  manualPayoutSchema,
  payoutListQuerySchema,
  payoutListSchema,
  payoutParamsSchema,
  payoutRunListSchema,
  payoutRunSchema,
  payoutSchema,
  payoutsDueSchema,
  payoutWebhookAnswerSchema,
  studioPayoutListQuerySchema,
} from '../../../domain/payouts/api';
import { badRequest } from '../../lib/errors';
import { errorResponses } from '../../lib/openapi';
import type { PayoutRunsService } from './payout-runs-service';

/**
 * Payouts: who is due, the payouts and runs, Pay now, a person's retry of a failed payout, a
 * manual payout (admins); a designer's own payouts; and Chapa's transfer webhook. Thin: the
 * service holds the rules.
 */
export async function payoutRunsRoutes(app: FastifyInstance, opts: { payoutRuns: PayoutRunsService }) {
  const { payoutRuns } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actorOf = async (request: { signedInUser(): Promise<{ id: string; email: string }> }) => {
    const user = await request.signedInUser();
    return { id: user.id, email: user.email };
  };

  r.get(
    '/api/studio/payouts',
    {
      config: { access: 'designer' },
      schema: { tags: ['payouts'], summary: 'Your payouts, newest first, 50 a page (designers)', querystring: studioPayoutListQuerySchema, response: { 200: payoutListSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const user = await request.signedInUser();
      return payoutRuns.list({ designerId: user.id, page: request.query.page });
    },
  );

  r.get(
    '/api/admin/payouts/due',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'Designers with an available balance, whether the next run pays them and why not (admins)', response: { 200: payoutsDueSchema, ...errorResponses(401, 403) } },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return payoutRuns.due();
    },
  );

  r.get(
    '/api/admin/payouts',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'Payouts by status and designer, newest first, 50 a page (admins)', querystring: payoutListQuerySchema, response: { 200: payoutListSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return payoutRuns.list(request.query);
    },
  );

  r.get(
    '/api/admin/payouts/runs',
    { config: { access: 'admin' }, schema: { tags: ['admin'], summary: 'The latest 20 payout runs (admins)', response: { 200: payoutRunListSchema, ...errorResponses(401, 403) } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return payoutRuns.runs();
    },
  );

  r.post(
    '/api/admin/payouts/run',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Pay now: start a payout run (202; it goes on in the background, or is over at once without Chapa keys); 409 PAYOUT_RUN_IN_PROGRESS while one runs (admins, each payout audited)',
        response: { 202: payoutRunSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(202).send(await payoutRuns.startRunInBackground(await actorOf(request))),
  );

  r.post(
    '/api/admin/payouts/:payoutId/retry',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Retry a failed payout once: a new payout of the balance available now (admins, audited)',
        params: payoutParamsSchema,
        response: { 201: payoutSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await payoutRuns.retry(request.params.payoutId, await actorOf(request))),
  );

  r.post(
    '/api/admin/payouts/manual',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Record a payout made by hand (bank, telebirr, CBE Birr, cash) with its reference; the same Idempotency-Key records it once (admins, audited)',
        headers: z.object({ 'idempotency-key': idempotencyKeySchema }),
        body: manualPayoutSchema,
        response: { 201: payoutSchema, 200: payoutSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { payout, created } = await payoutRuns.recordManual(request.body, request.headers['idempotency-key'], await actorOf(request));
      return reply.status(created ? 201 : 200).send(payout);
    },
  );

  // Verified over the exact bytes Chapa signed, so this scope keeps JSON bodies raw.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/payouts/webhooks/chapa',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['payouts'],
          summary: "Chapa's signed transfer notifications (payout.success / payout.failed); replays and unknown transfers are answered without writing (the provider only)",
          response: { 200: payoutWebhookAnswerSchema, ...errorResponses(400, 401, 404, 503) },
        },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) throw badRequest('WEBHOOK_INVALID', 'A JSON body is required.');
        return payoutRuns.webhook(request.body, request.headers);
      },
    );
  });
}
