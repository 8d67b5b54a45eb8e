import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { securityEventsSchema } from '../../../domain/accounts/api';
import { errorResponses } from '../../lib/openapi';
import type { UserAdministration } from '../accounts';
import type { CatalogService, DesignerProductsService } from '../catalog';
import type { ContactService } from '../contact';
import type { ContentAdminService, MaintenanceService } from '../content';
import type { CurrencyService } from '../currency';
import type { OrdersService, ShopFigures } from '../orders';
import type { StudioService } from '../studio';
import type { FitFeedbackService } from '../fit-feedback';
import type { PayoutsService } from '../payouts';
import { adminApprovalsRoutes } from './approvals-routes';
import { adminCommerceRoutes } from './commerce-routes';
import { adminContentRoutes } from './content-routes';
import { adminDesignersRoutes } from './designers-routes';
import { opsRoutes } from './ops-routes';
import { adminOverviewRoutes } from './overview-routes';
import { peopleRoutes } from './people-routes';

const SECURITY_EVENTS_SHOWN = 100;

/** The features' services the admin console calls, each built once in app.ts. */
export interface AdminServices {
  catalog: CatalogService;
  designerProducts: DesignerProductsService;
  contact: ContactService;
  content: ContentAdminService;
  maintenance: MaintenanceService;
  currency: CurrencyService;
  orders: OrdersService;
  shopFigures: ShopFigures;
  studio: StudioService;
  users: UserAdministration;
  payouts: PayoutsService;
  fitFeedback: FitFeedbackService;
}

/** The admin console's own reads. Its other sections call the features' services. */
export async function adminRoutes(app: FastifyInstance, opts: AdminServices) {
  await app.register(adminOverviewRoutes, opts);
  await app.register(adminDesignersRoutes, opts);
  await app.register(opsRoutes, opts);
  await app.register(adminContentRoutes, opts);
  await app.register(adminCommerceRoutes, opts);
  await app.register(peopleRoutes, opts);
  await app.register(adminApprovalsRoutes, opts);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/security-events',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The last 100 security events: sign-ups, failed sign-ins, blocks, cross-site refusals (admins)',
        response: {
          200: securityEventsSchema,
          ...errorResponses(401, 403),
        },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const rows = await app.securityEvents.latest(SECURITY_EVENTS_SHOWN);
      return { items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
    },
  );
}
