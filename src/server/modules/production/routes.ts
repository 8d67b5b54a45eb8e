import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/http/api';
import {
  lineProductionResultSchema,
  orderProductionSchema,
  orderTokenHeadersSchema,
  productionUpdateInputSchema,
  productionUpdateResultSchema,
  shipmentInputSchema,
  updateIdParamsSchema,
} from '../../../domain/production/api';
import { errorResponses } from '../../lib/openapi';
import type { ProductionService } from './service';
import { actorOf } from '../../lib/request-actor';

export interface ProductionRoutesOptions {
  /** The production service, built once in app.ts. */
  production: ProductionService;
}

async function signedIn(request: FastifyRequest) {
  const user = await request.signedInUser();
  return { userId: user.id, role: user.role, email: user.email };
}

export async function productionRoutes(app: FastifyInstance, { production }: ProductionRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/orders/:id/production',
    {
      config: { access: 'order-party' },
      schema: {
        tags: ['production'],
        summary: "Each line's timeline: status moves, the designer's updates with photos and notes, the ready-by day and the shipment (the order's shopper, an admin, or a guest sending X-Order-Token)",
        params: idParamsSchema,
        headers: orderTokenHeadersSchema,
        response: { 200: orderProductionSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return production.orderProduction(request.params.id, await actorOf(request), request.headers['x-order-token']);
    },
  );

  r.get(
    '/api/order-lines/:id/production',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['production'],
        summary: "A line's timeline as its designer's studio shows it (the line's designer, admins)",
        params: idParamsSchema,
        response: { 200: lineProductionResultSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { line: await production.lineProduction(request.params.id, await signedIn(request)) };
    },
  );

  r.post(
    '/api/order-lines/:id/production-updates',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['production'],
        summary: 'Post a progress update (in production or ready to ship) with a note, while the line is in production; photos follow at /api/production-updates/:id/photos (the line\'s designer, admins; audited for admins)',
        params: idParamsSchema,
        body: productionUpdateInputSchema,
        response: { 201: productionUpdateResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await production.addUpdate(request.params.id, request.body, await signedIn(request))),
  );

  r.post(
    '/api/production-updates/:id/photos',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['production'],
        summary: "Add a photo to an update: multipart field `file`, JPEG/PNG/WebP/GIF up to 10 MB, decoded, metadata and GPS removed; at most 3 per update (the line's designer, admins; 10 uploads a minute)",
        params: updateIdParamsSchema,
        response: { 201: productionUpdateResultSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const user = await signedIn(request);
      // Whose update it is, before any file is read: another designer's upload is refused unread.
      await production.photoTarget(request.params.id, user);
      const image = await request.readImageUpload();
      return reply.code(201).send(await production.addPhoto(request.params.id, image, user));
    },
  );

  r.post(
    '/api/order-lines/:id/ship',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['production'],
        summary:
          'Ship a line in production with its carrier and tracking number: the line moves to shipped and the shipment is recorded in one transaction; a made-to-measure line needs a photo of the finished garment first (FINISHED_PHOTO_REQUIRED) (the line\'s designer, admins; audited for admins)',
        params: idParamsSchema,
        body: shipmentInputSchema,
        response: { 200: lineProductionResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ line: await production.ship(request.params.id, request.body, await signedIn(request)) }),
  );
}
