import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRODUCTS_BY_IDS_MAX } from '../../../domain/cart';
import { errorResponses } from '../../lib/openapi';
import {
  favoriteChangeSchema,
  favoriteParamsSchema,
  favoritesMergeResultSchema,
  favoritesMergeSchema,
  favoritesSchema,
  productsByIdsQuerySchema,
  productsByIdsSchema,
} from '../../../domain/favorites/api';
import type { FavoritesService } from './service';

async function sessionUserId(request: FastifyRequest): Promise<string> {
  const user = await request.signedInUser();
  return user.id;
}


export async function favoritesRoutes(app: FastifyInstance, opts: { favorites: FavoritesService }) {
  const service = opts.favorites;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest, not preHandler: a guest gets 401 before any body is parsed or validated.
  const guard = { config: { access: 'signed-in' as const } };

  r.get(
    '/api/favorites',
    {
      ...guard,
      schema: {
        tags: ['favorites'],
        summary: 'Your favourites as product cards, newest first; withdrawn products are left out (signed-in users, own favourites only)',
        response: { 200: favoritesSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { items: await service.list(await sessionUserId(request)) };
    },
  );

  r.put(
    '/api/favorites/:productId',
    {
      ...guard,
      schema: {
        tags: ['favorites'],
        summary: 'Favourite an active product; doing it twice changes nothing (signed-in users, own favourites only)',
        params: favoriteParamsSchema,
        response: { 200: favoriteChangeSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => service.add(await sessionUserId(request), request.params.productId),
  );

  r.delete(
    '/api/favorites/:productId',
    {
      ...guard,
      schema: {
        tags: ['favorites'],
        summary: 'Remove a product from your favourites (signed-in users, own favourites only)',
        params: favoriteParamsSchema,
        response: { 200: favoriteChangeSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => service.remove(await sessionUserId(request), request.params.productId),
  );

  r.post(
    '/api/favorites/merge',
    {
      ...guard,
      schema: {
        tags: ['favorites'],
        summary: 'Merge a guest\'s favourites (at most 100 ids, newest first) into yours at sign-in; unknown ids are skipped and reported (signed-in users, own favourites only)',
        body: favoritesMergeSchema,
        response: { 200: favoritesMergeResultSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => service.merge(await sessionUserId(request), request.body.productIds),
  );

  r.get(
    '/api/products/by-ids',
    { config: { access: 'everyone' },
      schema: {
        tags: ['favorites'],
        summary: `Product cards for up to ${PRODUCTS_BY_IDS_MAX} comma-separated ids, in the order given; unknown and withdrawn ids are left out (everyone)`,
        querystring: productsByIdsQuerySchema,
        response: { 200: productsByIdsSchema, ...errorResponses(400) },
      },
    },
    async (request) => service.productsByIds(request.query.ids),
  );
}
