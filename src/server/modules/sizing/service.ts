import { randomUUID } from 'node:crypto';
import { DEFAULT_SIZE_CHARTS } from '../../../domain/sizing/default-size-charts';
import { capEstimateAboveRange, recommendForEstimate } from '../../../domain/sizing/estimate-size';
import { estimateMeasurements, estimateContext } from '../../../domain/sizing/estimator';
import { recommendSize } from '../../../domain/sizing/recommend';
import type { EstimateRequest, RecommendationRequest } from '../../../domain/sizing/schemas';
import { PROFILES_PER_USER_MAX, type profileInputSchema, type profileUpdateSchema } from '../../../domain/sizing/schemas';
import type { SizeCategory, SizeChart, SizeChartSize } from '../../../domain/sizing/types';
import { validateForRecommendation } from '../../../domain/sizing/validation';
import type { Database } from '../../db/client';
import type { SizeChartEntry } from '../../db/schema/catalog';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { z } from 'zod';
import * as q from './queries';

export interface ChartDto {
  category: SizeCategory;
  name: string;
  waistDefinition: string | null;
  productId: string | null;
  sizes: { label: string; ranges: Record<string, [number, number]> }[];
}

const toChartDto = (chart: SizeChart, productId: string | null): ChartDto => ({
  category: chart.category,
  name: chart.name,
  waistDefinition: chart.waistDefinition,
  productId,
  sizes: chart.sizes.map((s) => ({ label: s.label, ranges: Object.fromEntries(Object.entries(s.ranges).map(([k, r]) => [k, [r[0], r[1]]])) as Record<string, [number, number]> })),
});

const rowToChart = (row: q.ChartRow): SizeChart => ({
  category: row.category,
  name: row.name,
  waistDefinition: row.waistDefinition,
  sizes: row.sizes.map((s) => ({ label: s.label, ranges: s.ranges as SizeChartSize['ranges'] })),
});

const productNotFound = () => notFound('PRODUCT_NOT_FOUND', 'Product not found');
const profileNotFound = () => notFound('PROFILE_NOT_FOUND', 'This profile does not exist.');

const RECOMMENDATION_ERRORS = {
  TOO_FEW_MEASUREMENTS: () => badRequest('MISSING_INFORMATION', 'Missing Information: choose what you are sizing and enter at least 2 measurements.'),
  MISSING_INFORMATION: () => badRequest('MISSING_INFORMATION', 'Missing Information: choose what you are sizing and enter at least 2 measurements.'),
} as const;

export interface SizingServiceOptions {
  db: Database;
  /** A product's fit offsets from its shoppers' reviews (the fit-feedback feature); none when absent. */
  fitOffsets?: (productId: string, category: SizeCategory, chart: SizeChart) => Promise<Partial<Record<string, number>>>;
}

export function createSizingService(options: SizingServiceOptions) {
  const { db } = options;
  /** The chart in force: the product's own chart when its designer set one, else the category default. */
  async function chartInForce(category: SizeCategory, productId?: string): Promise<{ chart: SizeChart; productId: string | null }> {
    if (productId) {
      const product = await q.productForSizing(db, productId);
      if (!product || !product.isActive) throw productNotFound();
      const own = await q.productChart(db, productId);
      // A product's chart answers for its own category; asked about another, the default does.
      if (own && own.category === category) return { chart: rowToChart(own), productId };
    }
    const row = await q.defaultChart(db, category);
    // A database seeded before charts were data still answers with the shipped defaults.
    return { chart: row ? rowToChart(row) : DEFAULT_SIZE_CHARTS[category], productId: null };
  }

  return {
    async sizeChart(category: SizeCategory, productId?: string): Promise<ChartDto> {
      const found = await chartInForce(category, productId);
      return toChartDto(found.chart, found.productId);
    },

    async recommend(request: RecommendationRequest, now = new Date()) {
      // An estimate above the spec's ranges is a body above every chart, not a typing slip:
      // recommendForEstimate compares it at the top of the range (estimate-size.ts).
      const checked = request.estimate ? capEstimateAboveRange(request.measurements, request.category) : request.measurements;
      const check = validateForRecommendation(request.category, checked);
      if (!check.ok) {
        if (check.code === 'OUT_OF_RANGE')
          throw badRequest(
            'MEASUREMENTS_OUT_OF_RANGE',
            `Measurement Values Out of Range: ${check.fields.join(', ')}`,
            Object.fromEntries(check.fields.map((f) => [f, ['OUT_OF_RANGE']])),
          );
        throw RECOMMENDATION_ERRORS.MISSING_INFORMATION();
      }
      const { chart } = await chartInForce(request.category, request.productId);
      const fitOffsets = request.productId && options.fitOffsets ? await options.fitOffsets(request.productId, request.category, chart) : {};
      const input = { category: request.category, fit: request.fit, measurements: request.measurements, fitOffsets };
      const result = request.estimate ? recommendForEstimate(chart, input, estimateContext(request.category, request.measurements, request.estimate.withWeight)) : recommendSize(chart, input);
      if (!result.ok) {
        if (result.code === 'OUT_OF_RANGE')
          throw badRequest('MEASUREMENTS_OUT_OF_RANGE', `Measurement Values Out of Range: ${result.fields.join(', ')}`, Object.fromEntries(result.fields.map((f) => [f, ['OUT_OF_RANGE']])));
        throw RECOMMENDATION_ERRORS.TOO_FEW_MEASUREMENTS();
      }
      return {
        ok: true as const,
        size: result.size,
        confidence: result.confidence,
        notes: result.notes,
        alternates: result.alternates.slice(0, 2),
        sessionId: randomUUID(),
        category: request.category,
        fit: request.fit,
        normalized: request.measurements,
        source: 'size_chart_engine' as const,
        timestamp: now.toISOString(),
        ...(result.fitFeedback ? { fitFeedback: result.fitFeedback } : {}),
      };
    },

    estimate(request: EstimateRequest) {
      const result = estimateMeasurements({
        category: request.category,
        heightCm: request.height_cm,
        ...(request.weight_kg !== undefined ? { weightKg: request.weight_kg } : {}),
        ...(request.build !== undefined ? { build: request.build } : {}),
        ...(request.age_years !== undefined ? { ageYears: request.age_years } : {}),
      });
      return { measurements: result.measurements, confidence: result.confidence, source: result.source, notes: result.notes };
    },

    /**
     * The chart a product's designer edits, whatever the product's status (a draft has no public
     * chart yet). Someone else's product answers like a missing one.
     */
    async ownerChart(user: { id: string; role: string }, productId: string, category: SizeCategory): Promise<ChartDto> {
      const product = await q.productForSizing(db, productId);
      if (!product || (user.role !== 'admin' && product.designerId !== user.id)) throw productNotFound();
      const own = await q.productChart(db, productId);
      if (own && own.category === category) return toChartDto(rowToChart(own), productId);
      const row = await q.defaultChart(db, category);
      return toChartDto(row ? rowToChart(row) : DEFAULT_SIZE_CHARTS[category], null);
    },

    /** A designer sets the chart of one of their own products; an admin may set any. */
    async setProductChart(user: { id: string; role: string }, productId: string, input: { category: SizeCategory; name: string; waistDefinition: string | null; sizes: SizeChartEntry[] }) {
      const product = await q.productForSizing(db, productId);
      if (!product) throw productNotFound();
      if (user.role !== 'admin' && product.designerId !== user.id) throw forbidden('Only the product’s designer can set its size chart.');
      const row = await q.upsertProductChart(db, { productId, ...input, createdBy: user.id });
      return toChartDto(rowToChart(row), productId);
    },

    async deleteProductChart(user: { id: string; role: string }, productId: string) {
      const product = await q.productForSizing(db, productId);
      if (!product) throw productNotFound();
      if (user.role !== 'admin' && product.designerId !== user.id) throw forbidden('Only the product’s designer can remove its size chart.');
      if (!(await q.deleteProductChart(db, productId))) throw notFound('SIZE_CHART_NOT_FOUND', 'This product has no size chart of its own.');
    },

    // ---- profiles (owner only) ----

    listProfiles: (userId: string) => q.listProfiles(db, userId),

    async createProfile(userId: string, input: z.output<typeof profileInputSchema>) {
      return db.transaction(async (tx) => {
        await q.lockUserProfiles(tx, userId);
        const existing = await q.countProfiles(tx, userId);
        if (existing >= PROFILES_PER_USER_MAX) throw conflict('PROFILE_LIMIT', `You can keep up to ${PROFILES_PER_USER_MAX} measurement profiles.`);
        // A shopper's first profile is their primary one until they choose another.
        const isPrimary = input.isPrimary || existing === 0;
        if (isPrimary) await q.clearPrimary(tx, userId);
        const { source, ...values } = input;
        const row = await q.insertProfile(tx, userId, { ...values, isPrimary });
        await q.insertHistory(tx, {
          userId,
          profileId: row.id,
          measurements: row.measurements,
          source,
          sessionContext: { gender: row.gender, unit: row.measurementUnit, fit: row.preferredFit },
        });
        return row;
      });
    },

    async updateProfile(userId: string, id: string, input: z.output<typeof profileUpdateSchema>) {
      return db.transaction(async (tx) => {
        await q.lockUserProfiles(tx, userId);
        const { source, ...values } = input;
        const row = await q.updateOwnProfile(tx, userId, id, values);
        if (!row) throw profileNotFound();
        await q.insertHistory(tx, {
          userId,
          profileId: row.id,
          measurements: row.measurements,
          source: source ?? 'manual',
          sessionContext: { gender: row.gender, unit: row.measurementUnit, fit: row.preferredFit },
        });
        return row;
      });
    },

    async deleteProfile(userId: string, id: string) {
      if (!(await q.deleteOwnProfile(db, userId, id))) throw profileNotFound();
    },

    /** One transaction: every other profile stops being primary, then this one becomes it. */
    async setPrimary(userId: string, id: string) {
      await db.transaction(async (tx) => {
        await q.lockUserProfiles(tx, userId);
        if (!(await q.findOwnProfile(tx, userId, id))) throw profileNotFound();
        await q.clearPrimary(tx, userId, id);
        await q.updateOwnProfile(tx, userId, id, { isPrimary: true });
      });
      return q.listProfiles(db, userId);
    },

    listHistory: (userId: string, limit: number) => q.listHistory(db, userId, limit),
  };
}

export type SizingService = ReturnType<typeof createSizingService>;
