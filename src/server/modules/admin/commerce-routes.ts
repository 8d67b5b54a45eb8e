import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminProductFeaturedSchema, adminProductHiddenSchema, adminProductPageSchema, adminProductResultSchema, adminProductsQuerySchema } from '../../../domain/catalog/api';
import { idParamsSchema } from '../../../domain/http/api';
import { sanitizeText } from '../../../domain/security';
import { badRequest } from '../../lib/errors';
import { errorResponses } from '../../lib/openapi';
import type { Database } from '../../db/client';
import type { DesignerProductsService } from '../catalog';
import type { OrdersService } from '../orders';
import {
  adminOrderDetailSchema,
  adminOrderPageSchema,
  adminOrdersQuerySchema,
  adminOrderStatusResultSchema,
  adminRefundInputSchema,
  adminRefundResultSchema,
  lineStatusChangeSchema,
} from '../../../domain/orders/api';

const cleanSearch = (value: string | undefined) => (value ? sanitizeText(value).trim() || undefined : undefined);

/**
 * The console's Products and Orders sections. Routes stay thin: the catalogue's designer-products
 * service and the orders service hold the rules; each write records its audit entry inside the
 * change's own transaction.
 */
export async function adminCommerceRoutes(app: FastifyInstance, opts: { designerProducts: DesignerProductsService; orders: OrdersService }) {
  const { designerProducts: products, orders } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function auditor(request: FastifyRequest) {
    const user = await request.signedInUser();
    const actor = { id: user.id, email: user.email };
    return { user, record: (tx: Database, entry: Parameters<typeof app.audit.record>[2]) => app.audit.record(tx, actor, entry) };
  }

  r.get(
    '/api/admin/products',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Every product of every designer in any status, newest change first, filtered and paged (admins)',
        querystring: adminProductsQuerySchema,
        response: { 200: adminProductPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const q = request.query;
      return products.adminList({
        designerId: q.designer || undefined,
        categoryId: q.category,
        status: q.status,
        search: cleanSearch(q.search),
        lowStock: q.lowStock === 'true',
        moderation: q.review === 'requested' ? 'review_requested' : q.review,
        page: q.page,
        pageSize: q.pageSize,
      });
    },
  );

  r.post(
    '/api/admin/products/:id/hidden',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Hide a product from the shop under moderation, with an optional reason its designer reads (they cannot publish it until an admin shows it again), or show it again; open pages update live (admins)',
        params: idParamsSchema,
        body: adminProductHiddenSchema,
        response: { 200: adminProductResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { record } = await auditor(request);
      return { product: await products.adminSetHidden(request.params.id, request.body.hidden, request.body.hidden ? request.body.reason : null, record) };
    },
  );

  r.post(
    '/api/admin/products/:id/featured',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Feature a product on the home page and the featured list, or stop featuring it (admins)',
        params: idParamsSchema,
        body: adminProductFeaturedSchema,
        response: { 200: adminProductResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { record } = await auditor(request);
      return { product: await products.adminSetFeatured(request.params.id, request.body.featured, record) };
    },
  );

  r.get(
    '/api/admin/orders',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Every order, newest first, filtered by status, payment, dates (UTC days, inclusive) and designer, and paged (admins)',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrderPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const q = request.query;
      const from = q.from ? new Date(`${q.from}T00:00:00Z`) : undefined;
      // Inclusive: the whole of the last day counts.
      const to = q.to ? new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000) : undefined;
      if (from && to && from >= to) throw badRequest('DATE_RANGE_INVALID', 'The start date must not be after the end date.', { from: ['DATE_RANGE_INVALID'] });
      return orders.adminList(
        { status: q.status, paymentStatus: q.paymentStatus, from, to, designerId: q.designer || undefined, search: cleanSearch(q.search) },
        q.page,
        q.pageSize,
      );
    },
  );

  r.get(
    '/api/admin/orders/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "One order with its lines, the shopper's measurements, its status history, payment events and the moves allowed now (admins)",
        params: idParamsSchema,
        response: { 200: adminOrderDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return orders.adminGet(request.params.id);
    },
  );

  r.post(
    '/api/admin/orders/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Move a whole order by the rules designers follow for its lines; cancelling restores stock and refunds a paid order (admins)',
        params: idParamsSchema,
        body: lineStatusChangeSchema,
        response: {
          200: adminOrderStatusResultSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { user, record } = await auditor(request);
      return orders.adminSetStatus(request.params.id, request.body.status, request.body.note ?? null, { userId: user.id }, record);
    },
  );

  r.post(
    '/api/admin/orders/:id/refund',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Refund a paid order in full through its payment provider; a second request is refused, a provider failure changes nothing (admins)',
        params: idParamsSchema,
        body: adminRefundInputSchema,
        response: {
          200: adminRefundResultSchema,
          ...errorResponses(400, 401, 403, 404, 409, 502),
        },
      },
    },
    async (request) => {
      const { record } = await auditor(request);
      return orders.adminRefund(request.params.id, record);
    },
  );
}
