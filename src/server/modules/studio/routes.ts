import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRODUCT_LIMITS } from '../../../domain/catalog/product-input';
import { idParamsSchema } from '../../../domain/http/api';
import {
  applicationResultSchema,
  applicationStateSchema,
  bannerResultSchema,
  designerApplicationSchema,
  designerProfileResultSchema,
  designerProfileSchema,
  photoArrangementSchema,
  photoParamsSchema,
  productInputSchema,
  profileImageResultSchema,
  studioOverviewSchema,
  studioPhotosSchema,
  studioProductRemovalSchema,
  studioProductResultSchema,
  studioProductsPageSchema,
  studioProductsQuerySchema,
  studioProductStatusSchema,
} from '../../../domain/studio/api';
import type { Database } from '../../db/client';
import type { AuditEntry } from '../../plugins/audit';
import { errorResponses } from '../../lib/openapi';
import type { SessionUser } from '../../plugins/auth';
import type { DesignerProductsService } from '../catalog';
import type { DesignerFigures } from '../orders';
import type { StudioService } from './service';

async function signedIn(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.signedInUser();
  return user;
}

const UPLOAD_REFUSALS = errorResponses(400, 401, 403, 404, 409, 413, 415, 429);

/**
 * The designer studio: applying, the public profile, the designer's products and photos, and the
 * overview. Routes stay thin: applications are the studio's service, products the catalogue's
 * designer-products service, sales figures the orders feature's.
 */
export interface StudioRoutesOptions {
  studio: StudioService;
  /** The catalogue's side of the studio: a designer's own products and photos. */
  designerProducts: DesignerProductsService;
  /** The orders feature's figures for a designer. */
  designerFigures: DesignerFigures;
}

export async function studioRoutes(app: FastifyInstance, opts: StudioRoutesOptions) {
  const { studio, designerProducts: products, designerFigures: figures } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const withOrders = async (product: Awaited<ReturnType<typeof products.get>>) => ({ ...product, hasOrders: await figures.hasOrders(product.id) });

  r.get(
    '/api/studio/application',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['studio'],
        summary: 'Your latest designer application, whether your e-mail is confirmed, and your role (signed-in users)',
        response: { 200: applicationStateSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return studio.myApplication(await signedIn(request));
    },
  );

  r.post(
    '/api/studio/application',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['studio'],
        summary: 'Apply to sell on Tibeb (signed-in customers with a confirmed e-mail; one pending application at a time)',
        body: designerApplicationSchema,
        response: { 201: applicationResultSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const application = await studio.apply(await signedIn(request), request.body, request.ip);
      return reply.code(201).send({ application });
    },
  );

  r.put(
    '/api/studio/profile/photo',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['studio'],
        summary: 'Set your profile photo: multipart field `file`, JPEG/PNG/WebP/GIF up to 10 MB, decoded and cleaned (signed-in users; 10 uploads a minute)',
        response: { 200: profileImageResultSchema, ...UPLOAD_REFUSALS },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      const image = await request.readImageUpload();
      return { profileImageUrl: await studio.setPicture(user, 'photo', image) };
    },
  );

  r.get(
    '/api/studio/profile',
    {
      config: { access: 'designer' },
      schema: { tags: ['studio'], summary: 'Your public designer profile (designers)', response: { 200: designerProfileResultSchema, ...errorResponses(401, 403, 404) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { profile: await studio.profile(await signedIn(request)) };
    },
  );

  r.patch(
    '/api/studio/profile',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['studio'],
        summary: 'Change your public designer profile: name, bio in both languages, country, city (designers)',
        body: designerProfileSchema,
        response: { 200: designerProfileResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ profile: await studio.updateProfile(await signedIn(request), request.body) }),
  );

  r.put(
    '/api/studio/profile/banner',
    {
      config: { access: 'designer' },
      schema: { tags: ['studio'], summary: 'Set your designer page banner: multipart field `file` (designers)', response: { 200: bannerResultSchema, ...UPLOAD_REFUSALS } },
    },
    async (request) => {
      const user = await signedIn(request);
      const image = await request.readImageUpload();
      return { bannerUrl: await studio.setPicture(user, 'banner', image) };
    },
  );

  r.get(
    '/api/studio/overview',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['studio'],
        summary: 'Your shop at a glance: lines to act on, sales this month (USD cents), low stock, orders and revenue per week for 8 weeks (designers)',
        response: {
          200: studioOverviewSchema,
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const user = await signedIn(request);
      const [overview, lowStock, counts] = await Promise.all([figures.overview(user.id), products.lowStock(user.id), products.countsOf(user.id)]);
      return { ...overview, lowStock, counts };
    },
  );

  r.get(
    '/api/studio/products',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['studio'],
        summary: 'Your products, newest change first, with search, a status filter and pages (designers: their own; admins: all)',
        querystring: studioProductsQuerySchema,
        response: {
          200: studioProductsPageSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const list = await products.list(await signedIn(request), { ...request.query, search: request.query.search || undefined });
      const sold = await figures.unitsSold(list.items.map((i) => i.id));
      return { ...list, items: list.items.map((i) => ({ ...i, sold: sold.get(i.id) ?? 0 })) };
    },
  );

  r.post(
    '/api/studio/products',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['studio'],
        summary: 'Create a product, as a draft (publishing needs a photo) (designers)',
        body: productInputSchema,
        response: { 201: studioProductResultSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const product = await products.create(await signedIn(request), request.body, request.body.status);
      return reply.code(201).send({ product: await withOrders(product) });
    },
  );

  r.get(
    '/api/studio/products/:id',
    {
      config: { access: 'designer' },
      schema: { tags: ['studio'], summary: 'One of your products with its photos (designers: own; admins: any)', params: idParamsSchema, response: { 200: studioProductResultSchema, ...errorResponses(401, 403, 404) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { product: await withOrders(await products.get(await signedIn(request), request.params.id)) };
    },
  );

  r.put(
    '/api/studio/products/:id',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['studio'],
        summary: 'Save the whole product form, as a draft or published (designers: own; admins: any); open pages update live',
        params: idParamsSchema,
        body: productInputSchema,
        response: { 200: studioProductResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      // An admin editing someone else's product from the console leaves an audit entry.
      const record = user.role === 'admin' ? (tx: Database, entry: AuditEntry) => app.audit.record(tx, { id: user.id, email: user.email }, entry) : undefined;
      return { product: await withOrders(await products.replace(user, request.params.id, request.body, request.body.status, record)) };
    },
  );

  r.post(
    '/api/studio/products/:id/status',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['studio'],
        summary: 'Publish or hide a product; publishing needs a photo and is refused (409 HIDDEN_BY_ADMIN) while an admin has it hidden (designers: own; admins: any)',
        params: idParamsSchema,
        body: studioProductStatusSchema,
        response: { 200: studioProductResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ product: await withOrders(await products.setStatus(await signedIn(request), request.params.id, request.body.status)) }),
  );

  r.post(
    '/api/studio/products/:id/review-request',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['studio'],
        summary: 'Ask the admins to review a product Tibeb hid; a repeat changes nothing (designers: own)',
        params: idParamsSchema,
        response: { 200: studioProductResultSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      // The designer's request is in the admins' audit log, under the designer's name.
      const record = (tx: Database, entry: AuditEntry) => app.audit.record(tx, { id: user.id, email: user.email }, entry);
      return { product: await withOrders(await products.requestReview(user, request.params.id, record)) };
    },
  );

  r.post(
    '/api/studio/products/:id/duplicate',
    {
      config: { access: 'designer' },
      schema: { tags: ['studio'], summary: 'Copy a product as a new draft with the same photos (designers: own; admins: any)', params: idParamsSchema, response: { 201: studioProductResultSchema, ...errorResponses(401, 403, 404) } },
    },
    async (request, reply) => {
      const product = await products.duplicate(await signedIn(request), request.params.id);
      return reply.code(201).send({ product: { ...product, hasOrders: false } });
    },
  );

  r.delete(
    '/api/studio/products/:id',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['studio'],
        summary: 'Delete a product; one with orders is hidden instead (designers: own; admins: any)',
        params: idParamsSchema,
        response: { 200: studioProductRemovalSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      const product = await products.get(user, request.params.id);
      return { outcome: await products.remove(user, product.id, await figures.hasOrders(product.id)) };
    },
  );

  r.post(
    '/api/studio/products/:id/photos',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['studio'],
        summary: `Add a photo: multipart, optional field \`alt\` then \`file\` (JPEG/PNG/WebP/GIF up to 10 MB; decoded, turned upright, metadata removed); at most ${PRODUCT_LIMITS.photosMax} (designers: own; admins: any)`,
        params: idParamsSchema,
        response: { 201: studioPhotosSchema, ...UPLOAD_REFUSALS },
      },
    },
    async (request, reply) => {
      const user = await signedIn(request);
      // Ownership first: nobody uploads bytes against someone else's product.
      await products.get(user, request.params.id);
      const image = await request.readImageUpload();
      const alt = (image.fields.alt ?? '').trim().slice(0, PRODUCT_LIMITS.altTextMax) || null;
      return reply.code(201).send({ photos: await products.addPhoto(user, request.params.id, image, alt) });
    },
  );

  r.put(
    '/api/studio/products/:id/photos',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['studio'],
        summary: 'Order the photos, choose the primary one and set alt texts (designers: own; admins: any)',
        params: idParamsSchema,
        body: photoArrangementSchema,
        response: { 200: studioPhotosSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ photos: await products.arrangePhotos(await signedIn(request), request.params.id, request.body) }),
  );

  r.delete(
    '/api/studio/products/:id/photos/:photoId',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['studio'],
        summary: 'Remove a photo; its file goes unless a copy of the product still shows it (designers: own; admins: any)',
        params: photoParamsSchema,
        response: { 200: studioPhotosSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({ photos: await products.removePhoto(await signedIn(request), request.params.id, request.params.photoId) }),
  );
}
