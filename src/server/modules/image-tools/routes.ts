import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BORDER_PATTERNS, COLOUR_HEX, GARMENT_KINDS, ILLUSTRATION_VIEWS } from '@domain/image-tools';
import { generateImageRequestSchema } from '@domain/image-tools/schemas';
import { errorResponses } from '../../lib/openapi';
import type { ImageToolsService } from './service';

const engineSchema = z.enum(['illustrator', 'image-api']);

const generatedSchema = z.object({
  success: z.literal(true),
  imageData: z.string(),
  error: z.null(),
  engine: engineSchema,
  notice: z.string(),
  mimeType: z.literal('image/png'),
  width: z.number().int(),
  height: z.number().int(),
  reading: z
    .object({
      kind: z.enum(GARMENT_KINDS),
      colours: z.array(z.enum(Object.keys(COLOUR_HEX) as [keyof typeof COLOUR_HEX, ...Array<keyof typeof COLOUR_HEX>])),
      pattern: z.enum(BORDER_PATTERNS).nullable(),
      view: z.enum(ILLUSTRATION_VIEWS),
    })
    .nullable(),
  remainingToday: z.number().int().nullable(),
});

const statusSchema = z.object({
  engine: engineSchema,
  quota: z.object({ limit: z.number().int(), used: z.number().int(), remaining: z.number().int() }).nullable(),
});

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
        response: { 200: statusSchema },
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
          'AI product image generator (sizing.md §7): prompt, size (default 1024x1024), style (default vivid) → success, imageData (a PNG data URL), error. Designers and admins use the configured images API within a daily quota; everyone else, and everyone when none is configured, gets the built-in illustrator (everyone; rate limited)',
        body: generateImageRequestSchema,
        response: { 200: generatedSchema, ...errorResponses(400, 422, 429, 502, 504) },
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
