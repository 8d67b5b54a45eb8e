import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors';
import { errorResponses } from '../../lib/openapi';
import { idParamsSchema } from '../../../domain/http/api';
import {
  checkoutHeadersSchema,
  checkoutSchema,
  codCashInputSchema,
  codCashResultSchema,
  designerLineSchema,
  designerLinesPageSchema,
  designerLinesQuerySchema,
  lineStatusChangeSchema,
  linesSeenInputSchema,
  linesSeenSchema,
  measurementSheetQuerySchema,
  packingSlipQuerySchema,
  myOrdersSchema,
  orderTokenHeadersSchema,
  orderViewSchema,
  paymentMethodsSchema,
  paymentReturnQuerySchema,
  paymentStepSchema,
  placeOrderResultSchema,
} from '../../../domain/orders/api';
import { renderMeasurementSheet } from './measurement-sheet';
import { renderPackingSlip } from './packing-slip';
import type { OrdersService } from './service';
import { actorOf } from '../../lib/request-actor';


async function signedIn(request: FastifyRequest) {
  const user = await request.signedInUser();
  return { userId: user.id, role: user.role };
}

export interface OrdersRoutesOptions {
  /** The orders service, built once in app.ts. */
  orders: OrdersService;
}

export async function ordersRoutes(app: FastifyInstance, opts: OrdersRoutesOptions) {
  const service = opts.orders;

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/payments/methods',
    { config: { access: 'everyone' },
      schema: { tags: ['orders'], summary: 'Payment methods on offer and the currencies they charge in (everyone)', response: { 200: paymentMethodsSchema } },
    },
    async () => ({ methods: service.paymentMethods() }),
  );

  r.post(
    '/api/orders',
    { config: { access: 'everyone' },
      schema: {
        tags: ['orders'],
        summary:
          'Place an order from the given lines (guests and signed-in shoppers). Prices, stock and totals are read from the catalogue; the same Idempotency-Key always answers the same order',
        headers: checkoutHeadersSchema,
        body: checkoutSchema,
        response: { 200: placeOrderResultSchema, 201: placeOrderResultSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      await app.rateLimit.consume('checkout', app.rateLimit.keyFor(request));
      const { result, replayed } = await service.place(request.body, request.headers['idempotency-key'], await actorOf(request));
      void reply.header('cache-control', 'no-store');
      return reply.code(replayed ? 200 : 201).send(result);
    },
  );

  r.get(
    '/api/orders',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['orders'], summary: 'Your orders, newest first (signed-in shoppers, own orders only)', response: { 200: myOrdersSchema, ...errorResponses(401) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { orders: await service.listMine((await signedIn(request)).userId) };
    },
  );

  r.get(
    '/api/orders/:id',
    { config: { access: 'order-party' },
      schema: {
        tags: ['orders'],
        summary: 'One order (its shopper, an admin, or a guest sending the X-Order-Token given at checkout)',
        params: idParamsSchema,
        headers: orderTokenHeadersSchema,
        response: { 200: orderViewSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.get(request.params.id, await actorOf(request), request.headers['x-order-token']);
    },
  );

  r.post(
    '/api/orders/:id/cancel',
    { config: { access: 'order-party' },
      schema: {
        tags: ['orders'],
        summary: 'Cancel an order before any garment is started; stock is restored and a paid order refunded (its shopper, an admin, or a guest with the token)',
        params: idParamsSchema,
        headers: orderTokenHeadersSchema,
        response: { 200: orderViewSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => service.cancel(request.params.id, await actorOf(request), request.headers['x-order-token']),
  );

  r.post(
    '/api/orders/:id/pay',
    { config: { access: 'order-party' },
      schema: {
        tags: ['orders'],
        summary: 'Open a new payment attempt for an online order whose payment failed or was abandoned (its shopper, an admin, or a guest with the token)',
        params: idParamsSchema,
        headers: orderTokenHeadersSchema,
        response: { 200: paymentStepSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      await app.rateLimit.consume('checkout', app.rateLimit.keyFor(request));
      return service.retryPayment(request.params.id, await actorOf(request), request.headers['x-order-token']);
    },
  );

  r.get(
    '/api/payments/return',
    { config: { access: 'everyone' },
      schema: {
        tags: ['orders'],
        summary: "Where a payment provider sends the shopper back: the payment is verified with the provider, then the browser goes to the order's page",
        querystring: paymentReturnQuerySchema,
      },
    },
    async (request, reply) => {
      await service.verifyReturn(request.query.order);
      return reply.redirect(`/order-success?order=${encodeURIComponent(request.query.order)}`, 303);
    },
  );

  r.get(
    '/api/designer/order-lines',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['orders'],
        summary: "Order lines to make: a designer's own lines, or every line for an admin (optionally one designer's); newest first, 50 per page",
        querystring: designerLinesQuerySchema,
        response: { 200: designerLinesPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.designerLines(await signedIn(request), {
        status: request.query.status ?? null,
        cursor: request.query.cursor ?? null,
        designerId: request.query.designerId ?? null,
      });
    },
  );

  r.post(
    '/api/designer/order-lines/seen',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['orders'],
        summary: "Mark order lines seen in the studio, so they are no longer shown as new (the lines' own designer only; a line of someone else's refuses the whole call with 404)",
        body: linesSeenInputSchema,
        response: { 200: linesSeenSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.markLinesSeen(await signedIn(request), request.body.lineIds);
    },
  );

  r.post(
    '/api/order-lines/:id/status',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['orders'],
        summary: "Move a line one step (pending → confirmed → in production → shipped → delivered) or cancel it before shipping, restoring stock (the line's designer, admins)",
        params: idParamsSchema,
        body: lineStatusChangeSchema,
        response: { 200: designerLineSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.setLineStatus(request.params.id, request.body.status, request.body.note ?? null, await signedIn(request)),
  );

  r.post(
    '/api/order-lines/:id/undo',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['orders'],
        summary:
          "Undo a line's last move within 10 minutes: a shipping goes back to in production (its shipment removed, the shopper sent a correction) and the history shows the move undone; a delivery cannot be undone (UNDO_NOT_POSSIBLE); later UNDO_EXPIRED (whoever made the move, admins)",
        params: idParamsSchema,
        response: { 200: designerLineSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => service.undoLineMove(request.params.id, await signedIn(request)),
  );

  r.get(
    '/api/designer/orders/:id/packing-slip.pdf',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['orders'],
        summary: "The packing slip of one designer's parcel of an order as PDF: order number, ship-to, her pieces with their sizes, a QR code of the order's page; labels in both languages (the designer of the lines, admins)",
        params: idParamsSchema,
        querystring: packingSlipQuerySchema,
      },
    },
    async (request, reply) => {
      const source = await service.packingSlipSource(request.params.id, await signedIn(request));
      const pdf = await renderPackingSlip(source, request.query.lang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="packing-slip-${source.orderNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  r.post(
    '/api/order-lines/:id/cash',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['orders'],
        summary:
          "Record what happened at the door of a shipped pay-on-delivery line: cash collected (the line is delivered), collected less with a reason, or refused with a reason (the line is cancelled, its garment back in stock or written off). The order is paid once every line still going has its cash. One record per line: the same record again answers 200 (the line's designer, admins; audited)",
        params: idParamsSchema,
        body: codCashInputSchema,
        response: { 200: codCashResultSchema, 201: codCashResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = await request.signedInUser();
      const actor = { id: user.id, email: user.email };
      const result = await service.recordCash(request.params.id, request.body, { userId: user.id, role: user.role }, (tx, entry) => app.audit.record(tx, actor, entry));
      void reply.header('cache-control', 'no-store');
      return reply.code(result.replayed ? 200 : 201).send(result);
    },
  );

  r.get(
    '/api/order-lines/:id/measurement-sheet.pdf',
    { config: { access: 'order-party' },
      schema: {
        tags: ['orders'],
        summary: "A line's measurement sheet as PDF (the line's designer, admins, the order's shopper, or a guest with ?token=)",
        params: idParamsSchema,
        querystring: measurementSheetQuerySchema,
      },
    },
    async (request, reply) => {
      const source = await service.sheetSource(request.params.id, await actorOf(request), request.query.token);
      const pdf = await renderMeasurementSheet(source, request.query.lang);
      const name = `measurements-${source.orderNumber}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  // Webhooks are verified over the exact bytes the provider signed, so this scope keeps JSON bodies raw.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
    for (const method of ['chapa', 'stripe'] as const) {
      scope.post(
        `/api/payments/${method}/webhook`,
        { config: { access: 'provider' }, schema: { tags: ['orders'], summary: `Signed payment notifications from ${method === 'chapa' ? 'Chapa' : 'Stripe'} (the provider only)` } },
        async (request) => {
          if (!Buffer.isBuffer(request.body)) throw badRequest('WEBHOOK_INVALID', 'A JSON body is required.');
          const { duplicate } = await service.webhook(method, request.body, request.headers);
          return { received: true, duplicate };
        },
      );
    }
  });
}
