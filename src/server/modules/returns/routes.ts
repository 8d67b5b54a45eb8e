import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/http/api';
import {
  adminDecisionSchema,
  claimRatesSchema,
  designerAnswerSchema,
  newRequestSchema,
  orderReturnsSchema,
  orderTokenHeadersSchema,
  receiptSchema,
  receivedSchema,
  requestListQuerySchema,
  returnPhotoQuerySchema,
  returnPhotoResultSchema,
  returnRequestListSchema,
  returnRequestResultSchema,
  returnsPolicyResultSchema,
  returnsSettingsSchema,
  shopperMoveSchema,
} from '../../../domain/returns/api';
import { errorResponses } from '../../lib/openapi';
import { actorOf } from '../../lib/request-actor';
import type { ReturnsService } from './service';

const PARTY = "the order's shopper, or a guest with X-Order-Token";

/**
 * Returns, exchanges and fit claims (issue 39). Thin: the access declaration, the contract's
 * schemas and a call to the service, which holds every rule (who is whose, the state machine,
 * the money).
 */
export async function returnsRoutes(app: FastifyInstance, opts: { returns: ReturnsService }) {
  const { returns } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const token = (request: { headers: { 'x-order-token'?: string } }) => request.headers['x-order-token'];

  r.get(
    '/api/returns/policy',
    {
      config: { access: 'everyone' },
      schema: { tags: ['returns'], summary: 'The return and fit-guarantee policies every page states: return days, claim days, the alteration cap, the designer\'s answer days', response: { 200: returnsPolicyResultSchema } },
    },
    async () => ({ policy: await returns.settings() }),
  );

  r.get(
    '/api/orders/:id/returns',
    {
      config: { access: 'order-party' },
      schema: {
        tags: ['returns'],
        summary: `The order's return requests and what each line may still ask, with its window (${PARTY}; a designer sees the requests on their lines; admins)`,
        params: idParamsSchema,
        headers: orderTokenHeadersSchema,
        response: { 200: orderReturnsSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return returns.forOrder(request.params.id, await actorOf(request), token(request));
    },
  );

  r.post(
    '/api/order-lines/:id/return-photos',
    {
      config: { access: 'order-party' },
      schema: {
        tags: ['returns'],
        summary: `Upload one photo for a request about to be sent (purpose evidence) or for an alteration's receipt (purpose receipt): multipart field \`file\`, decoded and cleaned (${PARTY})`,
        params: idParamsSchema,
        headers: orderTokenHeadersSchema,
        querystring: returnPhotoQuerySchema,
        response: { 201: returnPhotoResultSchema, ...errorResponses(400, 404, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const orderToken = token(request) ?? request.query.token;
      // Who may upload comes first: nobody else's file is read, decoded or stored.
      await returns.assertShopperOf(request.params.id, actor, orderToken);
      const image = await request.readImageUpload();
      return reply.code(201).send({ photo: await returns.uploadPhoto(request.params.id, actor, orderToken, request.query.purpose, image) });
    },
  );

  r.post(
    '/api/order-lines/:id/return-request',
    {
      config: { access: 'order-party' },
      schema: {
        tags: ['returns'],
        summary: `Start a return or exchange (ready-made) or a fit claim (made to measure, with photos) on a delivered line, once, within its window (${PARTY})`,
        params: idParamsSchema,
        headers: orderTokenHeadersSchema,
        body: newRequestSchema,
        response: { 201: returnRequestResultSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send({ request: await returns.create(request.params.id, await actorOf(request), token(request), request.body) }),
  );

  r.get(
    '/api/return-requests/:id',
    {
      config: { access: 'order-party' },
      schema: {
        tags: ['returns'],
        summary: `A request with its photos and money (${PARTY}; the line's designer; admins)`,
        params: idParamsSchema,
        headers: orderTokenHeadersSchema,
        response: { 200: returnRequestResultSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ request: await returns.get(request.params.id, await actorOf(request), token(request)) }),
  );

  r.post(
    '/api/return-requests/:id/answer',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['returns'],
        summary: "The designer's answer within the answer days: accept, propose another remedy, or decline with a reason (the line's designer or an admin)",
        params: idParamsSchema,
        body: designerAnswerSchema,
        response: { 200: returnRequestResultSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => ({ request: await returns.answer(request.params.id, await actorOf(request), request.body) }),
  );

  r.post(
    '/api/return-requests/:id/move',
    {
      config: { access: 'order-party' },
      schema: {
        tags: ['returns'],
        summary: `The shopper accepts the designer's proposal, or asks an admin to decide (${PARTY})`,
        params: idParamsSchema,
        headers: orderTokenHeadersSchema,
        body: shopperMoveSchema,
        response: { 200: returnRequestResultSchema, ...errorResponses(400, 403, 404, 409, 502) },
      },
    },
    async (request) => ({ request: await returns.shopperMove(request.params.id, await actorOf(request), token(request), request.body) }),
  );

  r.post(
    '/api/return-requests/:id/received',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['returns'],
        summary: 'The garment is back, and its condition: as sent, the refund or the exchanged size goes out and stock returns; worn or damaged, an admin decides (the line\'s designer or an admin)',
        params: idParamsSchema,
        body: receivedSchema,
        response: { 200: returnRequestResultSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => ({ request: await returns.received(request.params.id, await actorOf(request), request.body) }),
  );

  r.post(
    '/api/return-requests/:id/receipt',
    {
      config: { access: 'order-party' },
      schema: {
        tags: ['returns'],
        summary: `The tailor's receipt for an agreed alteration (a receipt photo uploaded before, the amount): reimbursed up to the cap (${PARTY})`,
        params: idParamsSchema,
        headers: orderTokenHeadersSchema,
        body: receiptSchema,
        response: { 200: returnRequestResultSchema, ...errorResponses(400, 403, 404, 409, 502) },
      },
    },
    async (request) => ({ request: await returns.receipt(request.params.id, await actorOf(request), token(request), request.body) }),
  );

  r.get(
    '/api/designer/return-requests',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['returns'],
        summary: "The designer's requests, newest first, optionally of one state (a designer's own lines; admins see every one)",
        querystring: requestListQuerySchema,
        response: { 200: returnRequestListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { requests: await returns.list(await actorOf(request), request.query.state) };
    },
  );

  r.get(
    '/api/admin/return-requests',
    {
      config: { access: 'admin' },
      schema: { tags: ['returns'], summary: 'Every request, newest first, optionally of one state (escalated: the disputes to decide) (admins)', querystring: requestListQuerySchema, response: { 200: returnRequestListSchema, ...errorResponses(401, 403) } },
    },
    async (request) => ({ requests: await returns.list(await actorOf(request), request.query.state) }),
  );

  r.post(
    '/api/admin/return-requests/:id/decision',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['returns'],
        summary: "An admin's final decision on an escalated request: a remedy with who bears it, or a rejection (admins, audited)",
        params: idParamsSchema,
        body: adminDecisionSchema,
        response: { 200: returnRequestResultSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => {
      const user = await request.signedInUser();
      return { request: await returns.decide(request.params.id, { userId: user.id, role: 'admin', audit: { id: user.id, email: user.email } }, request.body) };
    },
  );

  r.get(
    '/api/admin/returns/claim-rates',
    {
      config: { access: 'admin' },
      schema: { tags: ['returns'], summary: 'Claims per delivered made-to-measure line, by measurement source, product and designer (admins)', response: { 200: claimRatesSchema, ...errorResponses(401, 403) } },
    },
    async () => returns.claimRates(),
  );

  r.get(
    '/api/admin/returns/settings',
    {
      config: { access: 'admin' },
      schema: { tags: ['returns'], summary: 'The return and fit-guarantee policies (admins)', response: { 200: returnsPolicyResultSchema, ...errorResponses(401, 403) } },
    },
    async () => ({ policy: await returns.settings() }),
  );

  r.put(
    '/api/admin/returns/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['returns'],
        summary: 'Change the return and fit-guarantee policies; requests already open keep their answer time (admins, audited)',
        body: returnsSettingsSchema,
        response: { 200: returnsPolicyResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await request.signedInUser();
      return { policy: await returns.saveSettings({ id: user.id, email: user.email }, request.body) };
    },
  );
}
