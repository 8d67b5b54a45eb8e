import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi';
import { searchQuerySchema, searchResultsSchema } from '../../../domain/search/api';
import type { SearchService } from './service';

export async function searchRoutes(app: FastifyInstance, opts: { search: SearchService }) {
  const service = opts.search;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // After the server listens, never before: the first answer after a start stays as fast as it was.
  app.addHook('onListen', async () => {
    const started = performance.now();
    void service.warmUp().then(
      () => app.log.debug({ ms: Math.round(performance.now() - started) }, 'search warmed up'),
      (err: unknown) => app.log.warn({ err }, 'search warm-up failed'),
    );
  });

  r.get(
    '/api/search',
    { config: { access: 'everyone' },
      schema: {
        tags: ['search'],
        summary:
          'Header search (everyone): up to 5 active products, approved designers and categories whose English or Amharic name starts with q or has a word starting with q, case-insensitive. Rate-limited: 30 per minute per address, then blocked for 2 minutes.',
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await app.rateLimit.consume('search', app.rateLimit.keyFor(request));
      return service.search(request.query.q);
    },
  );
}
