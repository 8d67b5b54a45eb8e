import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HOME_FEATURED_PRODUCTS, parseRangeFilter } from '../../../domain/catalog';
import { isUuid } from '../../../domain/ids';
import { sanitizeText } from '../../../domain/security';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/openapi';
import {
  categoryListSchema,
  designerListSchema,
  designerSchema,
  designerSlugParamsSchema,
  homeSchema,
  productDetailSchema,
  productListQuerySchema,
  productPageSchema,
  productPatchSchema,
  relatedProductsSchema,
} from '../../../domain/catalog/api';
import { idParamsSchema, noContentSchema } from '../../../domain/http/api';
import type { CatalogService } from './service';
import { productEventOwner, productVisibility } from './product-events';


export async function catalogRoutes(app: FastifyInstance, opts: { db: Database; catalog: CatalogService }) {
  const service = opts.catalog;
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** Who an admin action is recorded under (access 'admin' has already let only an admin in). */
  const adminActor = async (request: FastifyRequest) => {
    const user = await request.signedInUser();
    return { id: user.id, email: user.email };
  };

  r.get(
    '/api/products',
    {
      config: { access: 'everyone', cache: { topics: ['products', 'categories', 'designers', 'product_images', 'exchange_rates'] } },
      schema: {
        tags: ['catalog'],
        summary: 'Active products, filtered, sorted and paginated on the server (everyone)',
        querystring: productListQuerySchema,
        response: { 200: productPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const query = request.query;
      const search = query.search ? sanitizeText(query.search) : undefined;
      return service.listProducts(
        {
          categorySlug: query.category,
          designerSlug: query.designer,
          region: query.region,
          search: search || undefined,
          price: parseRangeFilter(query.price),
          size: query.size,
          featured: query.featured === 'true',
          onSale: query.sale === 'true',
        },
        query.sort,
        query.page,
        query.pageSize,
      );
    },
  );

  r.get(
    '/api/products/:id',
    {
      config: { access: 'everyone', cache: { topics: ['products', 'categories', 'designers', 'product_images', 'exchange_rates'] } },
      schema: {
        tags: ['catalog'],
        summary: 'One active product with its images (everyone)',
        params: idParamsSchema,
        response: { 200: productDetailSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.getProduct(request.params.id),
  );

  r.patch(
    '/api/products/:id',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['catalog'],
        summary:
          'Change the price, original (pre-sale) price, stock or visibility of a product (its designer, or an admin), within the studio form’s limits; publishing needs a photo and is refused while an admin has it hidden (409); open pages update live',
        params: idParamsSchema,
        body: productPatchSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = await request.signedInUser();
      const before = isUuid(request.params.id) ? await productVisibility(opts.db, request.params.id) : null;
      await service.updateProduct(user, request.params.id, request.body);
      // The response cache and every open page learn of it from this one event (a draft's: its designer's and admins' pages only).
      const owner = productEventOwner(before, isUuid(request.params.id) ? await productVisibility(opts.db, request.params.id) : null);
      app.events.publish({ topic: 'products', action: 'update', id: request.params.id, ...(owner === undefined ? {} : { owner }) });
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/products/:id/related',
    {
      config: { access: 'everyone', cache: { topics: ['products', 'categories', 'designers', 'product_images', 'exchange_rates'] } },
      schema: {
        tags: ['catalog'],
        summary: "'You Might Also Like': up to 8 from the same category when at least 4 exist, else the 8 newest others (everyone)",
        params: idParamsSchema,
        response: { 200: relatedProductsSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ items: await service.relatedProducts(request.params.id) }),
  );

  r.get(
    '/api/categories',
    { config: { access: 'everyone', cache: { topics: ['categories', 'products'] } }, schema: { tags: ['catalog'], summary: 'All categories with product counts (everyone)', response: { 200: categoryListSchema } } },
    async () => ({ items: await service.listCategories() }),
  );

  r.get(
    '/api/designers',
    { config: { access: 'everyone', cache: { topics: ['designers', 'products'] } }, schema: { tags: ['catalog'], summary: 'Approved designers with product counts (everyone)', response: { 200: designerListSchema } } },
    async () => ({ items: await service.listDesigners() }),
  );

  const admin = { config: { access: 'admin' as const } };
  for (const [method, featured] of [['put', true], ['delete', false]] as const) {
    r[method](
      '/api/designers/:id/featured',
      {
        ...admin,
        schema: {
          tags: ['catalog'],
          summary: featured ? 'Feature an approved designer on the home page (admins)' : 'Stop featuring a designer (admins)',
          params: idParamsSchema,
          response: { 204: noContentSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        await service.setDesignerFeatured(await adminActor(request), request.params.id, featured);
        app.events.publish({ topic: 'designers', action: 'update', id: request.params.id });
        return reply.code(204).send(null);
      },
    );
  }

  r.delete(
    '/api/designers/:id',
    {
      ...admin,
      schema: {
        tags: ['catalog'],
        summary: 'Remove a designer: their role becomes customer and they are no longer approved (admins)',
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.removeDesigner(await adminActor(request), request.params.id);
      app.events.publish({ topic: 'designers', action: 'delete', id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/designers/:slug',
    {
      config: { access: 'everyone', cache: { topics: ['designers', 'products'] } },
      schema: {
        tags: ['catalog'],
        summary: 'One designer by their readable slug (everyone)',
        params: designerSlugParamsSchema,
        response: { 200: designerSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.getDesigner(request.params.slug),
  );

  r.get(
    '/api/home',
    {
      config: { access: 'everyone', cache: { topics: ['products', 'designers', 'categories', 'homepage_settings'] } },
      schema: {
        tags: ['catalog'],
        summary: 'Home page data: featured products (up to 8) and featured designers (up to 6) (everyone)',
        response: {
          200: homeSchema,
        },
      },
    },
    async () => {
      const everyDesigner = await service.listDesigners();
      const [featured, designers, all] = await Promise.all([
        service.listProducts({ featured: true }, 'newest', 1, HOME_FEATURED_PRODUCTS),
        service.featuredDesigners(everyDesigner),
        service.listProducts({}, 'newest', 1, 1),
      ]);
      // Real counts instead of the spec's fixed marketing numbers.
      return {
        featuredProducts: featured.items,
        featuredDesigners: designers,
        stats: { products: all.total, designers: everyDesigner.length, countries: new Set(everyDesigner.map((d) => d.country)).size },
      };
    },
  );
}
