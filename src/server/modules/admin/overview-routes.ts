import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOverviewSchema } from '../../../domain/admin/api';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/openapi';
import { createDesignerProductsService } from '../catalog/designer-products';
import { createContactService } from '../contact/service';
import { createShopFigures } from '../orders';
import { createStudioService } from '../studio/service';

/** The console's first screen: the shop at a glance, from the features' own services. */
export async function adminOverviewRoutes(app: FastifyInstance, opts: { db: Database; publicUrl: string }) {
  const figures = createShopFigures(opts.db);
  const products = createDesignerProductsService({ db: opts.db, storage: app.storage, imageVariants: app.imageVariants, publish: (e) => app.events.publish(e) });
  const studio = createStudioService(app, opts.db, { publicUrl: opts.publicUrl });
  const contact = createContactService(app, opts.db);

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
