import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi';
import { adminDesignersSchema, featuredOrderInputSchema, featuredOrderSchema } from '../../../domain/catalog/api';
import type { CatalogService } from '../catalog';

/** The Designers section: every approved designer, and the home page order of the featured ones. */
export async function adminDesignersRoutes(app: FastifyInstance, opts: { catalog: CatalogService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { catalog } = opts;

  r.get(
    '/api/admin/designers',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Every approved designer, and the featured ones in home page order (admins)',
        response: { 200: adminDesignersSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const [items, featuredOrder] = await Promise.all([catalog.listDesigners(), catalog.featuredOrder()]);
      return { items, featuredOrder };
    },
  );

  r.put(
    '/api/admin/featured-designers',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The home page order of the featured designers: every featured designer, first to last (admins)',
        body: featuredOrderInputSchema,
        response: { 200: featuredOrderSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const user = await request.signedInUser();
      const { ids } = request.body;
      await catalog.reorderFeaturedDesigners(user, ids);
      app.events.publish({ topic: 'designers', action: 'update' });
      return { featuredOrder: await catalog.featuredOrder() };
    },
  );
}
