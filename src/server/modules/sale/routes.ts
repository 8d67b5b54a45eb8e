import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseRangeFilter } from '../../../domain/catalog';
import { sanitizeText } from '../../../domain/security';
import { errorResponses } from '../../lib/openapi';
import { salePageSchema, saleQuerySchema } from '../../../domain/catalog/api';
import type { SaleService } from './service';

export async function saleRoutes(app: FastifyInstance, opts: { sale: SaleService }) {
  const service = opts.sale;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/sale',
    {
      config: { access: 'everyone', cache: { topics: ['products', 'categories', 'designers', 'product_images', 'exchange_rates'] } },
      schema: {
        tags: ['catalog'],
        summary: 'Active sale items, filtered, sorted and paged on the server, with the top 3 deals and the sale count (everyone)',
        querystring: saleQuerySchema,
        response: { 200: salePageSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const query = request.query;
      const search = query.search ? sanitizeText(query.search).trim() : '';
      return service.listSale(
        {
          categorySlug: query.category,
          designerSlug: query.designer,
          region: query.region,
          search: search || undefined,
          price: parseRangeFilter(query.price),
          discount: parseRangeFilter(query.discount),
        },
        query.sort,
        query.page,
      );
    },
  );
}
