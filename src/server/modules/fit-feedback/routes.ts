import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/http/api';
import { errorResponses } from '../../lib/openapi';
import {
  adminNotesSchema,
  designerFitReviewsQuerySchema,
  designerSummariesSchema,
  fitReviewInputSchema,
  hideNoteInputSchema,
  lineReviewSchema,
  noteHiddenSchema,
  publicSummarySchema,
  savedReviewSchema,
} from '../../../domain/fit-feedback/api';
import type { FitFeedbackService } from './service';


async function signedIn(request: FastifyRequest) {
  const user = await request.signedInUser();
  return { userId: user.id, role: user.role };
}

export interface FitFeedbackRoutesOptions {
  fitFeedback: FitFeedbackService;
}

export async function fitFeedbackRoutes(app: FastifyInstance, opts: FitFeedbackRoutesOptions) {
  const service = opts.fitFeedback;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/order-lines/:id/fit-review',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['fit-reviews'], summary: 'Whether one of your order lines may be reviewed, until when, on which areas, and your review (the line’s shopper)', params: idParamsSchema, response: { 200: lineReviewSchema, ...errorResponses(401, 404) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.lineReview((await signedIn(request)).userId, request.params.id);
    },
  );

  r.put(
    '/api/order-lines/:id/fit-review',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['fit-reviews'],
        summary: 'Review how a delivered line fits, within the review window (100 days unless an admin changes it); again replaces it (the line’s shopper only)',
        params: idParamsSchema,
        body: fitReviewInputSchema,
        response: { 200: savedReviewSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      return { review: await service.submit(user.userId, request.params.id, request.body) };
    },
  );

  r.get(
    '/api/products/:id/fit-summary',
    {
      config: { access: 'everyone' },
      schema: { tags: ['fit-reviews'], summary: 'What shoppers say about a product’s fit, once there are enough reviews; nothing below the threshold (everyone)', params: idParamsSchema, response: { 200: publicSummarySchema, ...errorResponses(404) } },
    },
    async (request) => service.publicSummary(request.params.id),
  );

  r.get(
    '/api/designer/fit-reviews',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['fit-reviews'],
        summary: 'Your products’ fit summaries and latest reviews, reviewers by first name and city only (designers; admins any designer)',
        querystring: designerFitReviewsQuerySchema,
        response: { 200: designerSummariesSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const user = await signedIn(request);
      return service.designerSummaries(user, request.query.designerId ?? null);
    },
  );

  r.get(
    '/api/admin/fit-reviews',
    {
      config: { access: 'admin' },
      schema: { tags: ['fit-reviews'], summary: 'The latest fit reviews with a note, for moderation (admins)', response: { 200: adminNotesSchema, ...errorResponses(401, 403) } },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.adminNotes();
    },
  );

  r.post(
    '/api/admin/fit-reviews/:id/note-hidden',
    {
      config: { access: 'admin' },
      schema: { tags: ['fit-reviews'], summary: 'Hide (or show again) an abusive review note; its verdicts still count (admins)', params: idParamsSchema, body: hideNoteInputSchema, response: { 200: noteHiddenSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => service.setNoteHidden(request.params.id, request.body.hidden),
  );
}
