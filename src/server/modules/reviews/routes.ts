import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/http/api';
import {
  adminReviewListQuerySchema,
  adminReviewsSchema,
  awaitingReviewsSchema,
  designerReviewsSchema,
  helpfulResultSchema,
  lineReviewStateSchema,
  productReviewsSchema,
  replyInputSchema,
  replyResultSchema,
  reportInputSchema,
  reportResultSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewPhotoUploadSchema,
  reviewSettingsSchema,
  savedReviewSchema,
  visibilityInputSchema,
  visibilityResultSchema,
} from '../../../domain/reviews/api';
import { errorResponses } from '../../lib/openapi';
import type { ReviewsService } from './service';

export interface ReviewsRoutesOptions {
  reviews: ReviewsService;
}

async function signedIn(request: FastifyRequest) {
  const user = await request.signedInUser();
  return { userId: user.id, role: user.role, email: user.email };
}

export async function reviewsRoutes(app: FastifyInstance, opts: ReviewsRoutesOptions) {
  const service = opts.reviews;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perAccount = (userId: string) => `account:${userId}`;

  r.get(
    '/api/order-lines/:id/review',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['reviews'], summary: 'Whether one of your delivered lines may be reviewed, until when, its fit areas and your review (the line’s shopper)', params: idParamsSchema, response: { 200: lineReviewStateSchema, ...errorResponses(401, 404) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.lineState((await signedIn(request)).userId, request.params.id);
    },
  );

  r.post(
    '/api/order-lines/:id/review-photos',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['reviews'],
        summary: 'Upload one photo for the review of your delivered line: multipart field `file`, decoded and cleaned of metadata (the line’s shopper)',
        params: idParamsSchema,
        response: { 201: reviewPhotoUploadSchema, ...errorResponses(400, 401, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const user = await signedIn(request);
      return reply.code(201).send({ photo: await service.uploadPhoto(user.userId, request.params.id, () => request.readImageUpload()) });
    },
  );

  r.post(
    '/api/order-lines/:id/review',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['reviews'],
        summary: 'Review a delivered line: 1–5 stars, a title, words, up to 3 photos and the fit verdicts, within the window (the line’s shopper; 10 a day)',
        params: idParamsSchema,
        body: reviewInputSchema,
        response: { 201: savedReviewSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await signedIn(request);
      await app.rateLimit.consume('reviews', perAccount(user.userId));
      return reply.code(201).send({ review: await service.create(user.userId, request.params.id, request.body) });
    },
  );

  r.put(
    '/api/reviews/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['reviews'],
        summary: 'Change your review within the window; the whole form again (its author; counts in the 10 a day)',
        params: idParamsSchema,
        body: reviewInputSchema,
        response: { 200: savedReviewSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      await app.rateLimit.consume('reviews', perAccount(user.userId));
      return { review: await service.edit(user.userId, request.params.id, request.body) };
    },
  );

  r.get(
    '/api/products/:id/reviews',
    {
      config: { access: 'everyone' },
      schema: {
        tags: ['reviews'],
        summary: 'A product’s rating, buyers’ photos and a page of its reviews, sorted and filtered; hidden ones left out (everyone)',
        params: idParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: productReviewsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      // Whether the asker voted shows per person: never stored in a shared cache.
      const user = await request.sessionUser();
      void reply.header('cache-control', user ? 'private, no-store' : 'public, max-age=30');
      return service.list(request.params.id, request.query, user?.id ?? null);
    },
  );

  r.post(
    '/api/reviews/:id/helpful',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['reviews'], summary: 'Mark a review helpful, once; never your own (signed-in; 60 a day)', params: idParamsSchema, response: { 200: helpfulResultSchema, ...errorResponses(401, 404, 409, 429) } },
    },
    async (request) => {
      const user = await signedIn(request);
      await app.rateLimit.consume('reviewVotes', perAccount(user.userId));
      return service.vote(user.userId, request.params.id);
    },
  );

  r.post(
    '/api/reviews/:id/reply',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['reviews'],
        summary: 'Answer a review of your product, once, publicly (the product’s designer)',
        params: idParamsSchema,
        body: replyInputSchema,
        response: { 201: replyResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.reply(await signedIn(request), request.params.id, request.body.body)),
  );

  r.post(
    '/api/reviews/:id/report',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['reviews'],
        summary: 'Report a review of your product to the Tibeb team (the product’s designer)',
        params: idParamsSchema,
        body: reportInputSchema,
        response: { 200: reportResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.report(await signedIn(request), request.params.id, request.body.reason),
  );

  r.get(
    '/api/designer/reviews',
    {
      config: { access: 'designer' },
      schema: { tags: ['reviews'], summary: 'Your rating and your products’ reviews, newest first (designers)', response: { 200: designerReviewsSchema, ...errorResponses(401, 403) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.designerReviews(await signedIn(request));
    },
  );

  r.get(
    '/api/account/reviews/awaiting',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['reviews'], summary: 'Your delivered lines still open for a review (signed-in)', response: { 200: awaitingReviewsSchema, ...errorResponses(401) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.awaiting((await signedIn(request)).userId);
    },
  );

  r.get(
    '/api/admin/reviews',
    {
      config: { access: 'admin' },
      schema: { tags: ['reviews'], summary: 'Reported reviews waiting for a decision, or hidden ones (admins)', querystring: adminReviewListQuerySchema, response: { 200: adminReviewsSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.adminList(request.query);
    },
  );

  r.post(
    '/api/admin/reviews/:id/visibility',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['reviews'],
        summary: 'Hide a review with a reason (the shopper is told by mail) or show it again; audited (admins)',
        params: idParamsSchema,
        body: visibilityInputSchema,
        response: { 200: visibilityResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      return service.setVisibility({ id: user.userId, email: user.email }, request.params.id, request.body);
    },
  );

  r.get(
    '/api/admin/reviews/settings',
    {
      config: { access: 'admin' },
      schema: { tags: ['reviews'], summary: 'The review window in days after delivery (admins)', response: { 200: reviewSettingsSchema, ...errorResponses(401, 403) } },
    },
    async () => ({ windowDays: await service.windowDays() }),
  );

  r.put(
    '/api/admin/reviews/settings',
    {
      config: { access: 'admin' },
      schema: { tags: ['reviews'], summary: 'Change the review window (7–365 days); audited (admins)', body: reviewSettingsSchema, response: { 200: reviewSettingsSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request) => {
      const user = await signedIn(request);
      return service.saveSettings({ id: user.userId, email: user.email }, request.body.windowDays);
    },
  );
}
