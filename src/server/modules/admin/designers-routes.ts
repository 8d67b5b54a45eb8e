import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { shopSuspensionResultSchema, suspensionSchema } from '../../../domain/accounts/api';
import { adminDesignerDetailSchema } from '../../../domain/admin/api';
import { adminDesignersSchema, featuredOrderInputSchema, featuredOrderSchema } from '../../../domain/catalog/api';
import { idParamsSchema } from '../../../domain/http/api';
import { notFound } from '../../lib/errors';
import { errorResponses } from '../../lib/openapi';
import type { AuditActor } from '../../plugins/audit';
import type { UserAdministration } from '../accounts';
import type { CatalogService, DesignerProductsService } from '../catalog';
import type { FitFeedbackService } from '../fit-feedback';
import type { PayoutsService } from '../payouts';
import type { StudioService } from '../studio';

export interface AdminDesignersDeps {
  catalog: CatalogService;
  designerProducts: DesignerProductsService;
  users: UserAdministration;
  studio: StudioService;
  payouts: PayoutsService;
  fitFeedback: FitFeedbackService;
}

/** The Designers section: every approved designer, the home page order of the featured ones, one designer's page and the shop suspension. */
export async function adminDesignersRoutes(app: FastifyInstance, opts: AdminDesignersDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { catalog, designerProducts, users, studio, payouts, fitFeedback } = opts;

  const actorOf = async (request: FastifyRequest): Promise<AuditActor> => {
    const user = await request.signedInUser();
    return { id: user.id, email: user.email };
  };

  r.get(
    '/api/admin/designers',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Every approved designer, the featured ones in home page order, and whose shop is suspended (admins)',
        response: { 200: adminDesignersSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const [items, featuredOrder, suspended] = await Promise.all([catalog.listDesigners({ includeSuspended: true }), catalog.featuredOrder(), users.suspendedShopIds()]);
      return { items, featuredOrder, suspendedIds: suspended };
    },
  );

  r.get(
    '/api/admin/designers/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "One designer: the account, the public profile, the ledger's balance and the fit feedback on their products (admins)",
        params: idParamsSchema,
        response: { 200: adminDesignerDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { id } = request.params;
      const account = await users.find(id);
      if (!account || account.role !== 'designer') throw notFound('DESIGNER_NOT_FOUND', 'Designer not found');
      const admin = await request.signedInUser();
      const [profile, balance, fit] = await Promise.all([studio.profileOf(id), payouts.balance(id), fitFeedback.designerSummaries({ userId: admin.id, role: admin.role }, id)]);
      return { account, profile, balance, fit };
    },
  );

  r.post(
    '/api/admin/designers/:id/suspension',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Suspend a designer's shop (their products leave the shop and cannot be published; orders carry on, the studio stays open) or lift it, which puts those products back (admins)",
        params: idParamsSchema,
        body: suspensionSchema,
        response: { 200: shopSuspensionResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      return designerProducts.setShopSuspended(request.params.id, request.body.suspended, (tx, entry) => app.audit.record(tx, actor, entry));
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
