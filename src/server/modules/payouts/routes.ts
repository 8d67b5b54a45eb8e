import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeySchema } from '../../../domain/orders/schemas';
import {
  adjustmentSchema,
  balanceSchema,
  commissionSettingsAnswerSchema,
  commissionSettingsUpdateSchema,
  designerLedgerSchema,
  designerPayoutSettingsAnswerSchema,
  designerPayoutSettingsSchema,
  monthSchema,
  revenueSchema,
  STATEMENT_PAGE_MAX,
  statementSchema,
} from '../../../domain/payouts/api';
import { errorResponses } from '../../lib/openapi';
import type { PayoutsService } from './service';

async function signedIn(request: FastifyRequest) {
  const user = await request.signedInUser();
  return user;
}

const monthQuery = z.object({ month: monthSchema.optional() });
const statementQuery = monthQuery.extend({ page: z.coerce.number().int().min(1).max(STATEMENT_PAGE_MAX).default(1) });
const designerParams = z.object({ designerId: z.string().min(1).max(100) });

/**
 * Payouts: a designer reads their own balance and statement (the studio's Earnings); admins read
 * and change the commission settings, a designer's rate and currency, any designer's ledger,
 * add adjustments and read the shop's commission. Routes are thin: the service holds the rules.
 */
export async function payoutsRoutes(app: FastifyInstance, opts: { payouts: PayoutsService }) {
  const { payouts } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/studio/earnings',
    {
      config: { access: 'designer' },
      schema: { tags: ['payouts'], summary: 'Your balance: available, pending with the date each part becomes available, paid this month, next payout (designers)', response: { 200: balanceSchema, ...errorResponses(401, 403) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return payouts.balance((await signedIn(request)).id);
    },
  );

  r.get(
    '/api/studio/earnings/statement',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['payouts'],
        summary: 'Your ledger entries of a month (UTC; this month by default), each with its order, 100 a page, with the whole month\'s totals (designers)',
        querystring: statementQuery,
        response: { 200: statementSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return payouts.statement((await signedIn(request)).id, request.query.month, request.query.page);
    },
  );

  r.get(
    '/api/studio/earnings/statement.csv',
    {
      config: { access: 'designer' },
      schema: { tags: ['payouts'], summary: "Your month's statement as CSV (designers)", querystring: monthQuery, response: { 200: z.string(), ...errorResponses(400, 401, 403) } },
    },
    async (request, reply) => {
      const { month, csv } = await payouts.statementCsv((await signedIn(request)).id, request.query.month);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="tibeb-statement-${month}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  r.get(
    '/api/admin/payouts/settings',
    { config: { access: 'admin' }, schema: { tags: ['admin'], summary: 'Commission and payout settings (admins)', response: { 200: commissionSettingsAnswerSchema, ...errorResponses(401, 403) } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return payouts.settings();
    },
  );

  r.put(
    '/api/admin/payouts/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Change the commission and payout settings; the version read must still be current (admins, audited)',
        body: commissionSettingsUpdateSchema,
        response: { 200: commissionSettingsAnswerSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      const answer = await payouts.updateSettings(request.body, { id: user.id, email: user.email });
      // The designer terms page states these settings: its cached renders and open copies are dropped.
      app.events.publish({ topic: 'page_content', action: 'update' });
      return answer;
    },
  );

  r.put(
    '/api/admin/payouts/designers/:designerId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Set a designer's commission rate (null: the platform's) and payout currency (admins, audited)",
        params: designerParams,
        body: designerPayoutSettingsSchema,
        response: { 200: designerPayoutSettingsAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      return payouts.setDesigner(request.params.designerId, request.body, { id: user.id, email: user.email });
    },
  );

  r.get(
    '/api/admin/payouts/designers/:designerId/ledger',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "A designer's balance, settings and a month's entries (admins)",
        params: designerParams,
        querystring: statementQuery,
        response: { 200: designerLedgerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return payouts.designerLedger(request.params.designerId, request.query.month, request.query.page);
    },
  );

  r.post(
    '/api/admin/payouts/designers/:designerId/adjustments',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Add an adjustment to a designer's ledger: a non-zero amount and a reason; the same Idempotency-Key writes it once (admins, audited)",
        params: designerParams,
        headers: z.object({ 'idempotency-key': idempotencyKeySchema }),
        body: adjustmentSchema,
        response: { 201: z.object({ written: z.boolean() }), 200: z.object({ written: z.boolean() }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await signedIn(request);
      const result = await payouts.addAdjustment(request.params.designerId, request.body, request.headers['idempotency-key'], { id: user.id, email: user.email });
      return reply.status(result.written ? 201 : 200).send(result);
    },
  );

  r.get(
    '/api/admin/payouts/revenue',
    { config: { access: 'admin' }, schema: { tags: ['admin'], summary: "The shop's commission by month (UTC) and charged currency (admins)", response: { 200: revenueSchema, ...errorResponses(401, 403) } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return payouts.revenue();
    },
  );

  r.get(
    '/api/admin/payouts/revenue.csv',
    { config: { access: 'admin' }, schema: { tags: ['admin'], summary: "The shop's commission by month and currency as CSV (admins)", response: { 200: z.string(), ...errorResponses(401, 403) } } },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').header('content-disposition', 'attachment; filename="tibeb-commission.csv"').type('text/csv; charset=utf-8').send(await payouts.revenueCsv()),
  );
}
