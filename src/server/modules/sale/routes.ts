import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseRangeFilter, REGIONS, SALE_SORTS, SEARCH_MAX_LENGTH } from '../../../domain/catalog';
import { DEFAULT_SALE_SORT, MAX_SALE_PAGE } from '../../../domain/catalog/sale';
import { sanitizeText } from '../../../domain/security';
import { errorResponses } from '../../lib/openapi';
import { salePageSchema } from '../../../domain/catalog/api';
import type { SaleService } from './service';

/** 'a-b', 'n' (and above) or 'sale' (docs/requirements/shop.md §5); anything else is a 400, not a silent "no filter". */
const rangeParam = (what: string) =>
  z
    .string()
    .max(30)
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine((v) => v === undefined || v.toLowerCase() === 'all' || parseRangeFilter(v) !== null, { message: `Not a ${what} filter: use 'a-b', 'n' or 'sale'` });

const saleQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_SALE_PAGE).default(1),
  category: z.string().max(80).regex(/^[a-z0-9-]+$/).optional(),
  designer: z.string().max(120).regex(/^[a-z0-9-]+$/).optional(),
  region: z.enum(REGIONS).optional(),
  price: rangeParam('price'),
  discount: rangeParam('discount'),
  sort: z.enum(SALE_SORTS).default(DEFAULT_SALE_SORT),
  search: z.string().max(SEARCH_MAX_LENGTH).optional(),
});

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
        querystring: saleQuery,
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
