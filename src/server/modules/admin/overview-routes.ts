import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOverviewSchema } from '../../../domain/admin/api';
import { errorResponses } from '../../lib/openapi';
import type { DesignerProductsService } from '../catalog';
import type { ContactService } from '../contact';
import type { ShopFigures } from '../orders';
import type { StudioService } from '../studio';

/** The console's first screen: the shop at a glance, from the features' own services. */
export async function adminOverviewRoutes(app: FastifyInstance, opts: { shopFigures: ShopFigures; designerProducts: DesignerProductsService; studio: StudioService; contact: ContactService }) {
  const { shopFigures: figures, designerProducts: products, studio, contact } = opts;

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/overview',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Orders and revenue today, this week and per day for 30 days, pending applications, unread messages, low stock (admins)',
        response: { 200: adminOverviewSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const [orders, pendingApplications, unreadMessages, lowStock] = await Promise.all([
        figures.overview(),
        studio.countPendingApplications(),
        contact.countNew(),
        products.lowStockAcrossShop(),
      ]);
      return { ...orders, pendingApplications, unreadMessages, lowStock };
    },
  );
}
