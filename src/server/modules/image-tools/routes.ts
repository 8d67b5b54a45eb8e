import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { generatedImageSchema, generateImageRequestSchema, imageToolsStatusSchema } from '@domain/image-tools/api';
import { errorResponses } from '../../lib/openapi';
import type { ImageToolsService } from './service';

export async function imageToolsRoutes(app: FastifyInstance, opts: { imageTools: ImageToolsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = opts.imageTools;

  r.get(
    '/api/image-tools/status',
    {
      config: { access: 'everyone' },
      schema: {
        tags: ['image-tools'],
        summary: "Which generator this caller gets (the AI image API for designers and admins when configured, else the built-in illustrator) and today's quota (everyone)",
        response: { 200: imageToolsStatusSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const user = await request.sessionUser();
      return { engine: service.engineFor(user), quota: await service.quotaOf(user) };
    },
  );

  r.post(
    '/api/functions/generate-product-images',
    {
      config: { access: 'everyone' },
      schema: {
        tags: ['image-tools'],
        summary:
          'AI product image generator (docs/requirements/sizing.md §7): prompt, size (default 1024x1024), style (default vivid) → success, imageData (a PNG data URL), error. Designers and admins use the configured images API within a daily quota; everyone else, and everyone when none is configured, gets the built-in illustrator (everyone; rate limited)',
        body: generateImageRequestSchema,
        response: { 200: generatedImageSchema, ...errorResponses(400, 422, 429, 502, 504) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const user = await request.sessionUser();
      if (service.engineFor(user) === 'image-api' && user) await app.rateLimit.consume('imageApi', user.id);
      else await app.rateLimit.consume('illustration', app.rateLimit.keyFor(request));
      return service.generate(user, request.body, request.log);
    },
  );
}
