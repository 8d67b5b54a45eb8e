import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactSchema, contactSentSchema } from '../../../domain/contact/api';
import { errorResponses } from '../../lib/openapi';
import type { ContactService } from './service';

export async function contactRoutes(app: FastifyInstance, opts: { contact: ContactService }) {
  const service = opts.contact;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    { config: { access: 'everyone' },
      schema: {
        tags: ['content'],
        summary: 'Send a message to the shop; stored and acknowledged by e-mail (everyone; 3 per 5 min per address, then a 15 min block)',
        body: contactSchema,
        response: { 201: contactSentSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await app.rateLimit.consume('contact', app.rateLimit.keyFor(request, 'contact'));
      const locale = String(request.headers['accept-language'] ?? '').startsWith('am') ? 'am-ET' : 'en';
      const { id } = await service.send(request, request.body, locale);
      return reply.status(201).send({ ok: true as const, id });
    },
  );
}
