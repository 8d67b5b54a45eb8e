import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminProductPageSchema, adminProductSchema } from '../../../domain/catalog/api';
import { adminProductHiddenSchema, PRODUCT_STATUSES } from '../../../domain/catalog/product-input';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../../domain/orders/constants';
import { lineStatusChangeSchema } from '../../../domain/orders/schemas';
import { sanitizeText } from '../../../domain/security';
import { badRequest, unauthorized } from '../../lib/errors';
import { errorResponses } from '../../lib/openapi';
import type { Database } from '../../db/client';
import type { DesignerProductsService } from '../catalog';
import type { OrdersService } from '../orders';
import { adminOrderDetailSchema, adminOrderPageSchema, adminOrderStatusResultSchema, adminRefundResultSchema } from '../../../domain/orders/api';

const idParams = z.object({ id: z.string().max(64) });
const ADMIN_PAGE_MAX = 10_000;
const SEARCH_MAX = 100;
/** A calendar day (UTC), as the date inputs send it. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'DATE_INVALID' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: 'DATE_INVALID' });

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
    const user = await request.sessionUser();
    if (!user) throw unauthorized();
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
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
          designer: z.string().max(64).optional(),
          category: z.uuid({ error: 'CATEGORY_INVALID' }).optional(),
          status: z.enum(PRODUCT_STATUSES).optional(),
          search: z.string().max(SEARCH_MAX).optional(),
          lowStock: z.enum(['true', 'false']).optional(),
          // Moderation: products an admin hid, or only those whose designer asked for a review.
          review: z.enum(['hidden_by_admin', 'requested'], { error: 'REVIEW_FILTER_INVALID' }).optional(),
        }),
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
        params: idParams,
        body: adminProductHiddenSchema,
        response: { 200: z.object({ product: adminProductSchema }), ...errorResponses(400, 401, 403, 404, 409) },
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
        params: idParams,
        body: z.strictObject({ featured: z.boolean({ error: 'FEATURED_REQUIRED' }) }),
        response: { 200: z.object({ product: adminProductSchema }), ...errorResponses(400, 401, 403, 404) },
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
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
          status: z.enum(ORDER_STATUSES).optional(),
          paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
          from: day.optional(),
          to: day.optional(),
          designer: z.string().max(64).optional(),
          search: z.string().max(SEARCH_MAX).optional(),
        }),
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
        params: idParams,
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
        params: idParams,
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
        params: idParams,
        body: z.strictObject({}).optional(),
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
