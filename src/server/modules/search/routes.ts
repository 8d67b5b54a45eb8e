import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, noContentSchema } from '../../../domain/http/api';
import { errorResponses } from '../../lib/openapi';
import {
  searchMissListSchema,
  searchQuerySchema,
  searchResultsSchema,
  synonymGroupInputSchema,
  synonymGroupListSchema,
  synonymGroupSchema,
} from '../../../domain/search/api';
import type { AuditActor } from '../../plugins/audit';
import type { SearchService } from './service';

export async function searchRoutes(app: FastifyInstance, opts: { search: SearchService }) {
  const service = opts.search;
  const adminActor = async (request: FastifyRequest): Promise<AuditActor> => {
    const user = await request.signedInUser();
    return { id: user.id, email: user.email };
  };
  const r = app.withTypeProvider<ZodTypeProvider>();

  // After the server listens, never before: products keyed by an older folding table are re-keyed,
  // then the search paths are warmed; the first answers after a start stay as fast as they were.
  app.addHook('onListen', async () => {
    const started = performance.now();
    void service
      .rekeyStale()
      .then((rekeyed) => {
        if (rekeyed) app.log.info({ rekeyed }, 'search keys rebuilt');
        return service.warmUp();
      })
      .then(
        () => app.log.debug({ ms: Math.round(performance.now() - started) }, 'search warmed up'),
        (err: unknown) => app.log.warn({ err }, 'search warm-up failed'),
      );
  });

  r.get(
    '/api/search',
    {
      config: { access: 'everyone' },
      schema: {
        tags: ['search'],
        summary:
          'Header search (everyone): up to 5 active products, approved designers and categories matching every word of q in any order, forgiving other scripts, Latin spellings, homophone letters, Amharic prefixes, synonyms and typos; best first, with a "did you mean". Rate-limited: 30 per minute per address, then blocked for 2 minutes.',
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await app.rateLimit.consume('search', app.rateLimit.keyFor(request));
      return service.search(request.query.q);
    },
  );

  r.get(
    '/api/admin/search/misses',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'search'],
        summary: 'Searches of the product list that found nothing in the last 30 days, with counts, most frequent first (admins)',
        response: { 200: searchMissListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => service.misses(),
  );

  r.get(
    '/api/admin/search/synonyms',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'search'],
        summary: 'The search synonym groups (admins)',
        response: { 200: synonymGroupListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ groups: await service.synonymGroups() }),
  );

  r.post(
    '/api/admin/search/synonyms',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'search'],
        summary: 'Adds a synonym group: words that find each other. A word belongs to one group only (409 SYNONYM_IN_OTHER_GROUP); a word that already folds like another of the group is refused (400 SYNONYM_SELF); with a categoryId the words find each other only among that category’s products (400 SYNONYM_CATEGORY_UNKNOWN) (admins)',
        body: synonymGroupInputSchema,
        response: { 200: synonymGroupSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      return service.saveSynonymGroup(await adminActor(request), null, request.body);
    },
  );

  r.put(
    '/api/admin/search/synonyms/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'search'],
        summary: "Replaces a synonym group's words, under the rules of POST (admins)",
        params: idParamsSchema,
        body: synonymGroupInputSchema,
        response: { 200: synonymGroupSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      return service.saveSynonymGroup(await adminActor(request), request.params.id, request.body);
    },
  );

  r.delete(
    '/api/admin/search/synonyms/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'search'],
        summary: 'Deletes a synonym group (admins)',
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.deleteSynonymGroup(await adminActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
