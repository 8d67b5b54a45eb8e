import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isUuid } from '../../../domain/ids';
import { idParamsSchema, noContentSchema } from '../../../domain/http/api';
import type { Database } from '../../db/client';
import type { SizeChartEntry } from '../../db/schema/catalog';
import { notFound } from '../../lib/errors';
import { errorResponses } from '../../lib/openapi';
import type { SessionUser } from '../../plugins/auth';
import {
  chartInputSchema,
  chartQuerySchema,
  chartResultSchema,
  estimateRequestSchema,
  estimateResponseSchema,
  historyQuerySchema,
  historySchema,
  productChartQuerySchema,
  productParamsSchema,
  profileInputSchema,
  profileResultSchema,
  profilesSchema,
  profileUpdateSchema,
  recommendationRequestSchema,
  recommendationResponseSchema,
} from '../../../domain/sizing/api';
import type { ProfileRow } from './queries';
import { productEventOwner, productVisibility } from '../catalog';
import type { SizingService } from './service';

async function sessionUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.signedInUser();
  return user;
}

const toProfileDto = (row: ProfileRow) => ({
  id: row.id,
  profileName: row.profileName,
  gender: row.gender,
  measurements: row.measurements,
  estimatedMeasurements: row.estimatedMeasurements ?? null,
  heightInput: row.heightInput ?? null,
  preferredFit: row.preferredFit,
  measurementUnit: row.measurementUnit,
  confidenceScore: row.confidenceScore ?? null,
  isPrimary: row.isPrimary,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const profileNotFound = () => notFound('PROFILE_NOT_FOUND', 'This profile does not exist.');
const productNotFound = () => notFound('PRODUCT_NOT_FOUND', 'Product not found');

export interface SizingRoutesOptions {
  db: Database;
  sizing: SizingService;
}

export async function sizingRoutes(app: FastifyInstance, opts: SizingRoutesOptions) {
  const service = opts.sizing;
  /** A draft's size chart is its designer's business: strangers on the change stream never hear its id. */
  const publishChartChange = async (action: 'update' | 'delete', productId: string) => {
    const product = await productVisibility(opts.db, productId);
    const owner = productEventOwner(product, product);
    app.events.publish({ topic: 'size_charts', action, id: productId, ...(owner === undefined ? {} : { owner }) });
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = { config: { access: 'signed-in' as const } };

  r.get(
    '/api/size-charts',
    {
      config: { access: 'everyone', cache: { topics: ['size_charts', 'products'] } },
      schema: {
        tags: ['sizing'],
        summary: 'The size chart in force for a category, or for a product when its designer set one: sizes in order with ranges in cm (everyone)',
        querystring: chartQuerySchema,
        response: { 200: chartResultSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { category, productId } = request.query;
      if (productId !== undefined && !isUuid(productId)) throw productNotFound();
      return { chart: await service.sizeChart(category, productId) };
    },
  );

  r.get(
    '/api/products/:productId/size-chart',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['sizing'],
        summary: 'The chart a product’s designer edits: its own, or the category default (productId null), drafts included (its designer, or an admin)',
        params: productParamsSchema,
        querystring: productChartQuerySchema,
        response: { 200: chartResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const user = await sessionUser(request);
      if (!isUuid(request.params.productId)) throw productNotFound();
      return { chart: await service.ownerChart(user, request.params.productId, request.query.category) };
    },
  );

  r.put(
    '/api/products/:productId/size-chart',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['sizing'],
        summary: 'Set the size chart of one product (its designer, or an admin)',
        params: productParamsSchema,
        body: chartInputSchema,
        response: { 200: chartResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await sessionUser(request);
      if (!isUuid(request.params.productId)) throw productNotFound();
      const body = request.body;
      const sizes = body.sizes.map((s) => ({ label: s.label, ranges: s.ranges as SizeChartEntry['ranges'] }));
      const chart = await service.setProductChart(user, request.params.productId, { category: body.category, name: body.name, waistDefinition: body.waistDefinition, sizes });
      await publishChartChange('update', request.params.productId);
      return { chart };
    },
  );

  r.delete(
    '/api/products/:productId/size-chart',
    {
      config: { access: 'designer' },
      schema: {
        tags: ['sizing'],
        summary: 'Remove a product’s own size chart, so the category default applies again (its designer, or an admin)',
        params: productParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await sessionUser(request);
      if (!isUuid(request.params.productId)) throw productNotFound();
      await service.deleteProductChart(user, request.params.productId);
      await publishChartChange('delete', request.params.productId);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/functions/ai-size-recommendation-hardened',
    { config: { access: 'everyone' },
      schema: {
        tags: ['sizing'],
        summary: 'Recommend a size from body measurements in cm against the chart in force (everyone; docs/requirements/sizing.md §7)',
        body: recommendationRequestSchema,
        response: { 200: recommendationResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      await app.rateLimit.consume('sizing', app.rateLimit.keyFor(request));
      return service.recommend(request.body);
    },
  );

  r.post(
    '/api/functions/estimate-measurements',
    { config: { access: 'everyone' },
      schema: {
        tags: ['sizing'],
        summary: 'Smart Estimates: body measurements estimated from height, weight, build (and age for children), fitted on a real survey (everyone)',
        body: estimateRequestSchema,
        response: { 200: estimateResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await app.rateLimit.consume('sizing', app.rateLimit.keyFor(request));
      return service.estimate(request.body);
    },
  );

  // ---- measurement profiles: the signed-in owner only ----

  r.get(
    '/api/measurement-profiles',
    { ...guard, schema: { tags: ['sizing'], summary: 'Your measurement profiles, primary first, then most recently updated (signed-in users, own profiles only)', response: { 200: profilesSchema, ...errorResponses(401) } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const user = await sessionUser(request);
      return { items: (await service.listProfiles(user.id)).map(toProfileDto) };
    },
  );

  r.post(
    '/api/measurement-profiles',
    {
      ...guard,
      schema: {
        tags: ['sizing'],
        summary: 'Save a measurement profile; also writes a measurement history row (signed-in users; at most 20 profiles)',
        body: profileInputSchema,
        response: { 201: profileResultSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const user = await sessionUser(request);
      const profile = await service.createProfile(user.id, request.body);
      return reply.code(201).send({ profile: toProfileDto(profile) });
    },
  );

  r.patch(
    '/api/measurement-profiles/:id',
    {
      ...guard,
      schema: {
        tags: ['sizing'],
        summary: 'Update one of your profiles; also writes a measurement history row (signed-in users, own profiles only)',
        params: idParamsSchema,
        body: profileUpdateSchema,
        response: { 200: profileResultSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await sessionUser(request);
      if (!isUuid(request.params.id)) throw profileNotFound();
      return { profile: toProfileDto(await service.updateProfile(user.id, request.params.id, request.body)) };
    },
  );

  r.delete(
    '/api/measurement-profiles/:id',
    { ...guard, schema: { tags: ['sizing'], summary: 'Delete one of your profiles (signed-in users, own profiles only)', params: idParamsSchema, response: { 204: noContentSchema, ...errorResponses(401, 404) } } },
    async (request, reply) => {
      const user = await sessionUser(request);
      if (!isUuid(request.params.id)) throw profileNotFound();
      await service.deleteProfile(user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/measurement-profiles/:id/primary',
    {
      ...guard,
      schema: {
        tags: ['sizing'],
        summary: 'Make one of your profiles the primary one; the others stop being primary in the same transaction (signed-in users, own profiles only)',
        params: idParamsSchema,
        response: { 200: profilesSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const user = await sessionUser(request);
      if (!isUuid(request.params.id)) throw profileNotFound();
      return { items: (await service.setPrimary(user.id, request.params.id)).map(toProfileDto) };
    },
  );

  r.get(
    '/api/measurement-history',
    {
      ...guard,
      schema: {
        tags: ['sizing'],
        summary: 'Your measurement history, newest first (signed-in users, own history only)',
        querystring: historyQuerySchema,
        response: { 200: historySchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const user = await sessionUser(request);
      const rows = await service.listHistory(user.id, request.query.limit);
      return { items: rows.map((h) => ({ ...h, sessionContext: h.sessionContext ?? null, createdAt: h.createdAt.toISOString() })) };
    },
  );
}
