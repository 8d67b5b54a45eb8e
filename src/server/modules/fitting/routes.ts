import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/http/api';
import {
  answerInputSchema,
  fittingCancelResultSchema,
  fittingSettingsResultSchema,
  fittingSettingsSchema,
  measurementReviewResultSchema,
  orderTokenHeadersSchema,
  questionInputSchema,
  maybeMeasurementReviewResultSchema,
} from '../../../domain/fitting/api';
import { errorResponses } from '../../lib/openapi';
import type { FittingService } from './service';
import { actorOf } from '../../lib/request-actor';

/**
 * The measurement review of an order line: read by its shopper (or a guest with the order's
 * token), its designer and admins; accepted or questioned by its designer; answered, or the line
 * cancelled after a missed review deadline, by its shopper; the deadlines set by admins. Thin:
 * the service holds the rules.
 */
export async function fittingRoutes(app: FastifyInstance, opts: { fitting: FittingService }) {
  const { fitting } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/order-lines/:id/measurement-review';

  r.get(
    base,
    {
      config: { access: 'order-party' },
      schema: {
        tags: ['fitting'],
        summary: "A line's measurement review: state, deadlines, every version with what it changed, the product's size chart (its shopper or a guest with X-Order-Token, its designer, an admin); null before the designer is told of the line",
        params: idParamsSchema,
        headers: orderTokenHeadersSchema,
        response: { 200: maybeMeasurementReviewResultSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return fitting.get(request.params.id, await actorOf(request), request.headers['x-order-token']);
    },
  );

  r.post(
    `${base}/accept`,
    {
      config: { access: 'designer' },
      schema: {
        tags: ['fitting'],
        summary: "Accept the line's measurements as they are now: production may start, the ready-by day counts from now (the line's designer or an admin)",
        params: idParamsSchema,
        response: { 200: measurementReviewResultSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => fitting.accept(request.params.id, await actorOf(request)),
  );

  r.post(
    `${base}/question`,
    {
      config: { access: 'designer' },
      schema: {
        tags: ['fitting'],
        summary: 'Ask the shopper about some of the line\'s measurements (keys the line has, and a question); the shopper is mailed (the line\'s designer or an admin)',
        params: idParamsSchema,
        body: questionInputSchema,
        response: { 200: measurementReviewResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => fitting.ask(request.params.id, await actorOf(request), request.body),
  );

  r.post(
    `${base}/answer`,
    {
      config: { access: 'order-party' },
      schema: {
        tags: ['fitting'],
        summary: "Answer the designer's question once: corrected values in cm (a new version) or the measurements confirmed as they are (the line's shopper, or a guest with X-Order-Token)",
        params: idParamsSchema,
        headers: orderTokenHeadersSchema,
        body: answerInputSchema,
        response: { 200: measurementReviewResultSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => fitting.answer(request.params.id, await actorOf(request), request.headers['x-order-token'], request.body),
  );

  r.post(
    `${base}/cancel`,
    {
      config: { access: 'order-party' },
      schema: {
        tags: ['fitting'],
        summary: 'Cancel the line with a full refund after its designer missed the review deadline (the line\'s shopper, or a guest with X-Order-Token; audited)',
        params: idParamsSchema,
        headers: orderTokenHeadersSchema,
        response: { 200: fittingCancelResultSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => fitting.cancelOverdue(request.params.id, await actorOf(request), request.headers['x-order-token']),
  );

  r.get(
    '/api/admin/fitting/settings',
    {
      config: { access: 'admin' },
      schema: { tags: ['fitting'], summary: 'The measurement review deadlines: review days, answer days, reminder hours (admins)', response: { 200: fittingSettingsResultSchema, ...errorResponses(401, 403) } },
    },
    async () => ({ settings: await fitting.settings() }),
  );

  r.put(
    '/api/admin/fitting/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['fitting'],
        summary: 'Change the measurement review deadlines; lines already waiting keep theirs (admins, audited)',
        body: fittingSettingsSchema,
        response: { 200: fittingSettingsResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await request.signedInUser();
      return { settings: await fitting.saveSettings({ id: user.id, email: user.email }, request.body) };
    },
  );
}
