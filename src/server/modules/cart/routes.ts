import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/http/api';
import { errorResponses } from '../../lib/openapi';
import { addResultSchema, cartItemInputSchema, cartMeasurementsSchema, cartMergeSchema, cartQuantitySchema, cartSchema, cartSizeSchema, mergeResultSchema } from '../../../domain/cart/api';
import type { CartService } from './service';

/** The signed-in user's id; the onRequest guard has already answered 401 for guests. */
async function sessionUserId(request: FastifyRequest): Promise<string> {
  const user = await request.signedInUser();
  return user.id;
}


export async function cartRoutes(app: FastifyInstance, opts: { cart: CartService }) {
  const service = opts.cart;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest, not preHandler: a guest gets 401 before any body is parsed or validated.
  const guard = { config: { access: 'signed-in' as const } };

  r.get(
    '/api/cart',
    {
      ...guard,
      schema: {
        tags: ['cart'],
        summary: 'Your cart with current product names, prices and stock, and totals in USD minor units (signed-in users, own cart only)',
        response: { 200: cartSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.view(await sessionUserId(request));
    },
  );

  r.post(
    '/api/cart/items',
    {
      ...guard,
      schema: {
        tags: ['cart'],
        summary: 'Add a product in a size; the same product and size raises that line, capped at min(10, stock) (signed-in users, own cart only)',
        body: cartItemInputSchema,
        response: { 200: addResultSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => service.addItem(await sessionUserId(request), request.body),
  );

  r.patch(
    '/api/cart/items/:id',
    {
      ...guard,
      schema: {
        tags: ['cart'],
        summary: 'Set a line quantity; 0 or less removes the line, more than allowed is capped (signed-in users, own lines only)',
        params: idParamsSchema,
        body: cartQuantitySchema,
        response: { 200: cartSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => service.setQuantity(await sessionUserId(request), request.params.id, request.body.quantity),
  );

  r.put(
    '/api/cart/items/:id/size',
    {
      ...guard,
      schema: {
        tags: ['cart'],
        summary: 'Choose a size for a line; a line of the same product and size absorbs it (signed-in users, own lines only)',
        params: idParamsSchema,
        body: cartSizeSchema,
        response: { 200: cartSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.setSize(await sessionUserId(request), request.params.id, request.body.selectedSize),
  );

  r.put(
    '/api/cart/items/:id/measurements',
    {
      ...guard,
      schema: {
        tags: ['cart'],
        summary: 'Attach body measurements to a line: it takes the recommended size when the product has it, else Custom Fit (signed-in users, own lines only)',
        params: idParamsSchema,
        body: cartMeasurementsSchema,
        response: { 200: cartSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.attachMeasurements(await sessionUserId(request), request.params.id, request.body.aiMeasurements),
  );

  r.delete(
    '/api/cart/items/:id/measurements',
    {
      ...guard,
      schema: {
        tags: ['cart'],
        summary: 'Remove the measurements of a line; a Custom Fit line then needs a size again (signed-in users, own lines only)',
        params: idParamsSchema,
        response: { 200: cartSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => service.detachMeasurements(await sessionUserId(request), request.params.id),
  );

  r.delete(
    '/api/cart/items/:id',
    {
      ...guard,
      schema: {
        tags: ['cart'],
        summary: 'Remove a line (signed-in users, own lines only)',
        params: idParamsSchema,
        response: { 200: cartSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => service.removeItem(await sessionUserId(request), request.params.id),
  );

  r.delete(
    '/api/cart',
    {
      ...guard,
      schema: { tags: ['cart'], summary: 'Empty your cart (signed-in users, own cart only)', response: { 200: cartSchema, ...errorResponses(401) } },
    },
    async (request) => service.clear(await sessionUserId(request)),
  );

  r.post(
    '/api/cart/merge',
    {
      ...guard,
      schema: {
        tags: ['cart'],
        summary:
          'Merge a guest cart (at most 50 lines) into your cart at sign-in; invalid, unknown and out-of-stock lines are skipped and reported (signed-in users, own cart only)',
        body: cartMergeSchema,
        response: { 200: mergeResultSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => service.merge(await sessionUserId(request), request.body.lines),
  );
}
