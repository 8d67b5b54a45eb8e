import { isUuid } from '../../../domain/ids';
import { summarizeFit, type ProductFitSummary, type SummaryReview } from '../../../domain/fit-feedback/summary';
import { CATEGORY_FIT_AREAS, FIT_AREAS, verdictValue, type FitArea, type FitOffsets, type FitVerdict, type KeptAnswer } from '../../../domain/fit-feedback/types';
import type { FitReviewData } from '../../../domain/fit-feedback/schemas';
import { sizeCategoryForSlug } from '../../../domain/sizing/category';
import { DEFAULT_SIZE_CHARTS } from '../../../domain/sizing/default-size-charts';
import { MEASUREMENT_KEYS, SIZE_CATEGORIES, type MeasurementKey, type SizeCategory, type SizeChart, type SizeChartSize } from '../../../domain/sizing/types';
import type { Role } from '../../../domain/accounts';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Mailer } from '../../plugins/mailer';
import { mailGreetingName } from '../../../domain/security';
import { isConfirmedAddressOf } from '../accounts';
import { reviewInviteMail } from './mails';
import * as q from './queries';

/** A delivered line may be reviewed for this long (issue 18). */
export const REVIEW_WINDOW_DAYS = 60;
const DAY_MS = 86_400_000;

export interface FitFeedbackDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** The size chart in force for a product and category (the sizing feature's service). */
  chartFor: (category: SizeCategory, productId: string) => Promise<SizeChart>;
  log: { error: (obj: object, msg: string) => void };
}

export interface ReviewView {
  id: string;
  overall: FitVerdict;
  areas: Partial<Record<FitArea, FitVerdict>>;
  note: string | null;
  kept: KeptAnswer;
  updatedAt: string;
}

export type Eligibility = 'OK' | 'LINE_NOT_DELIVERED' | 'LINE_CANCELLED' | 'REVIEW_WINDOW_CLOSED';

const lineNotFound = () => notFound('ORDER_LINE_NOT_FOUND', 'Order line not found.');
const productNotFound = () => notFound('PRODUCT_NOT_FOUND', 'Product not found');

const REFUSALS: Record<Exclude<Eligibility, 'OK'>, (windowDays: number) => Error> = {
  LINE_NOT_DELIVERED: () => conflict('LINE_NOT_DELIVERED', 'This garment has not been delivered yet; you can review its fit once it arrives.'),
  LINE_CANCELLED: () => conflict('LINE_CANCELLED', 'This order line was cancelled, so there is nothing to review.'),
  REVIEW_WINDOW_CLOSED: (windowDays) => conflict('REVIEW_WINDOW_CLOSED', `Fit reviews are open for ${windowDays} days after delivery.`),
};

function categoryOf(line: Pick<q.LineForReview, 'measurementCategory' | 'categorySlug'>): SizeCategory {
  const measured = line.measurementCategory;
  return measured && (SIZE_CATEGORIES as readonly string[]).includes(measured) ? (measured as SizeCategory) : sizeCategoryForSlug(line.categorySlug);
}

/** Only the body measurements of docs/requirements/sizing.md §3, as finite positive numbers. */
function cleanMeasurements(metrics: Record<string, number> | null): Partial<Record<MeasurementKey, number>> | null {
  if (!metrics) return null;
  const out: Partial<Record<MeasurementKey, number>> = {};
  for (const key of MEASUREMENT_KEYS) {
    const value = metrics[key];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0 && value < 400) out[key] = value;
  }
  return Object.keys(out).length > 0 ? out : null;
}

function firstName(fullName: string): string {
  return (fullName.trim().split(/\s+/)[0] ?? '').slice(0, 40);
}

const view = (row: q.FitReviewRow): ReviewView => ({
  id: row.id,
  overall: row.overall as FitVerdict,
  areas: row.areas as Partial<Record<FitArea, FitVerdict>>,
  note: row.note,
  kept: row.kept as KeptAnswer,
  updatedAt: row.updatedAt.toISOString(),
});

const evidenceOf = (row: q.FitReviewRow): SummaryReview => ({
  size: row.size,
  overall: row.overall as FitVerdict,
  areas: row.areas as Partial<Record<FitArea, FitVerdict>>,
  measurements: row.measurements as Partial<Record<MeasurementKey, number>> | null,
  kept: row.kept as KeptAnswer,
});

/** The verdict furthest from "just right" (of two as far, the first in the areas' order). */
export function claimOverall(verdicts: readonly FitVerdict[]): FitVerdict {
  let out: FitVerdict = 'just_right';
  for (const v of verdicts) if (Math.abs(verdictValue(v)) > Math.abs(verdictValue(out))) out = v;
  return out;
}

export function createFitFeedbackService(deps: FitFeedbackDeps) {
  const { db } = deps;

  async function chartOrDefault(category: SizeCategory, productId: string): Promise<SizeChart> {
    try {
      return await deps.chartFor(category, productId);
    } catch {
      // A hidden product has no public chart; its reviews are still read against the default.
      return DEFAULT_SIZE_CHARTS[category];
    }
  }

  async function ownLine(userId: string, lineId: string, executor: Database = db): Promise<q.LineForReview> {
    if (!isUuid(lineId)) throw lineNotFound();
    const line = await q.lineForReview(executor, lineId);
    // Someone else's line answers like a missing one: its existence is not theirs to learn.
    if (!line || line.orderUserId !== userId) throw lineNotFound();
    return line;
  }

  async function eligibility(line: q.LineForReview, now: Date, executor: Database = db, windowDays = REVIEW_WINDOW_DAYS): Promise<{ state: Eligibility; until: Date | null }> {
    if (line.status === 'cancelled') return { state: 'LINE_CANCELLED', until: null };
    if (line.status !== 'delivered') return { state: 'LINE_NOT_DELIVERED', until: null };
    const at = (await q.deliveredAt(executor, [line.id])).get(line.id) ?? now;
    const until = new Date(at.getTime() + windowDays * DAY_MS);
    return { state: now.getTime() > until.getTime() ? 'REVIEW_WINDOW_CLOSED' : 'OK', until };
  }

  async function summaryOf(productId: string, slug: string | null): Promise<{ category: SizeCategory; summary: ProductFitSummary; rows: q.FitReviewRow[] }> {
    const category = sizeCategoryForSlug(slug);
    const rows = await q.reviewsOfProduct(db, productId);
    const chart = await chartOrDefault(category, productId);
    return { category, summary: summarizeFit(chart, category, rows.map(evidenceOf)), rows };
  }

  const reviewListeners: ((lineId: string) => Promise<void>)[] = [];
  /**
   * The window a verdict sent alone follows: the reviews feature's (wired in app.ts), so the order
   * page's one form has one window with stars or without (issue 43). REVIEW_WINDOW_DAYS until wired.
   */
  let windowOf: () => Promise<number> = () => Promise.resolve(REVIEW_WINDOW_DAYS);

  async function write(executor: Database, userId: string, lineId: string, input: FitReviewData, now: Date, windowDays: number): Promise<ReviewView> {
    const line = await ownLine(userId, lineId, executor);
    const { state } = await eligibility(line, now, executor, windowDays);
    if (state !== 'OK') throw REFUSALS[state](windowDays);
    if (!line.size || !line.productId) throw conflict('LINE_NOT_REVIEWABLE', 'This line has no size or product any more, so its fit cannot be reviewed.');
    const category = categoryOf(line);
    const asked = new Set<FitArea>(CATEGORY_FIT_AREAS[category]);
    const foreign = (Object.keys(input.areas) as FitArea[]).filter((area) => !asked.has(area));
    if (foreign.length > 0) {
      throw badRequest('AREA_NOT_ASKED', `This garment is not reviewed on: ${foreign.join(', ')}.`, Object.fromEntries(foreign.map((a) => [`areas.${a}`, ['AREA_NOT_ASKED']])));
    }
    const areas = Object.fromEntries(FIT_AREAS.flatMap((a) => (input.areas[a] ? [[a, input.areas[a]]] : [])));
    const row = await q.upsertReview(executor, {
      orderItemId: line.id,
      productId: line.productId,
      userId,
      designerId: line.designerId,
      category,
      size: line.size,
      overall: input.overall,
      areas,
      note: input.note,
      kept: input.kept,
      measurements: cleanMeasurements(line.metrics),
      measurementSource: line.metrics ? line.measurementSource : null,
      reviewerFirstName: firstName(line.fullName) || '—',
      reviewerCity: (line.shippingAddress.city ?? '').slice(0, 80) || null,
      // The shopper's own word replaces a claim's verdicts on the same line.
      origin: 'review',
    });
    return view(row);
  }

  return {
    /** The shopper's view of one of their lines: may it be reviewed, until when, which areas, and their review. */
    async lineReview(userId: string, lineId: string, now = new Date()) {
      const line = await ownLine(userId, lineId);
      const { state, until } = await eligibility(line, now, db, await windowOf());
      const review = await q.reviewOfLine(db, line.id);
      return {
        lineId: line.id,
        productName: line.productName,
        size: line.size,
        eligibility: state,
        reviewUntil: until ? until.toISOString() : null,
        areas: [...CATEGORY_FIT_AREAS[categoryOf(line)]],
        review: review ? view(review) : null,
      };
    },

    /** Writes the caller's review of their delivered line, or replaces the one they wrote; tells the listeners once written. */
    async submit(userId: string, lineId: string, input: FitReviewData, now = new Date()): Promise<ReviewView> {
      const review = await write(db, userId, lineId, input, now, await windowOf());
      for (const listener of reviewListeners) {
        try {
          await listener(lineId);
        } catch (error) {
          deps.log.error({ err: error, lineId }, 'fit review listener failed');
        }
      }
      return review;
    },

    /**
     * The same, inside the caller's transaction and within the caller's window: the product
     * review's form (issue 43) carries the fit verdicts and writes them here, together or not at all.
     */
    submitIn: (executor: Database, userId: string, lineId: string, input: FitReviewData, now: Date, windowDays: number): Promise<ReviewView> => write(executor, userId, lineId, input, now, windowDays),

    /** The review window to follow from now on (the reviews feature's setting, read on each use). */
    useReviewWindow(days: () => Promise<number>): void {
      windowOf = days;
    },

    /** Called after a fit review is written on its own (the reviews feature lists it as a review without stars). */
    onReviewWritten(listener: (lineId: string) => Promise<void>): void {
      reviewListeners.push(listener);
    },

    /**
     * A return request's fit areas (issue 39) counted as the line's fit review, in the caller's
     * transaction: the same row, the same size, measurements and category a review would copy, so
     * the summary and the offsets read claims and reviews alike. A line the shopper already
     * reviewed keeps her review (one word per line); areas the garment is not reviewed on are
     * dropped; the overall verdict is the area verdict furthest from "just right". Answers whether
     * the verdicts were recorded.
     */
    async recordClaimVerdicts(executor: Database, lineId: string, areasGiven: Partial<Record<FitArea, FitVerdict>>): Promise<boolean> {
      const line = await q.lineForReview(executor, lineId);
      if (!line || !line.size || !line.productId) return false;
      const asked = new Set<FitArea>(CATEGORY_FIT_AREAS[categoryOf(line)]);
      const areas = Object.fromEntries(FIT_AREAS.flatMap((a) => (asked.has(a) && areasGiven[a] ? [[a, areasGiven[a]]] : []))) as Partial<Record<FitArea, FitVerdict>>;
      const verdicts = Object.values(areas);
      if (verdicts.length === 0) return false;
      const overall = claimOverall(verdicts);
      return q.insertClaimEvidence(executor, {
        orderItemId: line.id,
        productId: line.productId,
        userId: line.orderUserId,
        designerId: line.designerId,
        category: categoryOf(line),
        size: line.size,
        overall,
        areas,
        note: null,
        // A claim says the garment as delivered does not do: it is not kept as it is.
        kept: 'returning',
        measurements: cleanMeasurements(line.metrics),
        measurementSource: line.metrics ? line.measurementSource : null,
        reviewerFirstName: firstName(line.fullName) || '—',
        reviewerCity: (line.shippingAddress.city ?? '').slice(0, 80) || null,
      });
    },

    /** An admin rejected the claim: its verdicts stop counting (a review the shopper wrote stays). */
    withdrawClaimVerdicts: (executor: Database, lineId: string): Promise<void> => q.deleteClaimEvidence(executor, lineId),

    /** What a product page may say: nothing below the threshold (headline null, no offsets). */
    async publicSummary(productId: string) {
      if (!isUuid(productId)) throw productNotFound();
      const product = await q.productForSummary(db, productId);
      if (!product || product.status !== 'published') throw productNotFound();
      const { category, summary } = await summaryOf(productId, product.slug);
      const shown = summary.headline !== null;
      return {
        productId,
        category,
        reviewCount: summary.reviewCount,
        headline: summary.headline,
        fitShare: shown ? summary.fitShare : null,
        offsets: summary.offsets,
      };
    },

    /** The offsets the recommendation applies for a product and category (none below the threshold). */
    offsetsFor: (productId: string, category: SizeCategory, chart: SizeChart): Promise<FitOffsets> => productFitOffsets(db, productId, category, chart),

    /**
     * A designer's products with their fit summaries and the latest reviews, the reviewer named
     * only by first name and city; an admin sees any designer's (or everyone's).
     */
    async designerSummaries(actor: { userId: string; role: Role }, designerId: string | null) {
      const scope = actor.role === 'admin' ? designerId : actor.userId;
      const products = await q.reviewedProducts(db, scope);
      const out = [];
      for (const product of products) {
        const { category, summary, rows } = await summaryOf(product.productId, product.slug);
        out.push({
          productId: product.productId,
          productName: product.name,
          category,
          summary,
          reviews: rows.slice(0, 20).map((row) => ({
            id: row.id,
            size: row.size,
            overall: row.overall as FitVerdict,
            areas: row.areas as Partial<Record<FitArea, FitVerdict>>,
            kept: row.kept as KeptAnswer,
            note: row.noteHidden ? null : row.note,
            noteHidden: row.noteHidden,
            reviewer: { firstName: row.reviewerFirstName, city: row.reviewerCity },
            withMeasurements: row.measurements !== null,
            updatedAt: row.updatedAt.toISOString(),
          })),
        });
      }
      return { products: out };
    },

    async adminNotes(limit = 50) {
      const rows = await q.reviewsWithNotes(db, limit);
      return {
        items: rows.map(({ review, productName }) => ({
          id: review.id,
          productName,
          overall: review.overall as FitVerdict,
          note: review.note ?? '',
          noteHidden: review.noteHidden,
          reviewer: { firstName: review.reviewerFirstName, city: review.reviewerCity },
          updatedAt: review.updatedAt.toISOString(),
        })),
      };
    },

    async setNoteHidden(id: string, hidden: boolean) {
      if (!isUuid(id)) throw notFound('FIT_REVIEW_NOT_FOUND', 'Fit review not found.');
      const row = await q.setNoteHidden(db, id, hidden);
      if (!row) throw notFound('FIT_REVIEW_NOT_FOUND', 'Fit review not found.');
      return { id: row.id, noteHidden: row.noteHidden };
    },

    /** The e-mail inviting a review, once a line is delivered; a failed mail is logged, never thrown. */
    async inviteDelivered(lineIds: readonly string[], windowDays = REVIEW_WINDOW_DAYS): Promise<void> {
      for (const lineId of lineIds) {
        try {
          const line = await q.lineForReview(db, lineId);
          if (!line || line.status !== 'delivered' || !line.orderUserId) continue;
          const lang = line.orderLocale === 'am-ET' ? 'am-ET' : 'en';
          // The name the order was placed under, only to that account's own confirmed address.
          const fullName = mailGreetingName(line.fullName, await isConfirmedAddressOf(db, line.orderUserId, line.orderEmail));
          await deps.mailer.send({ to: line.orderEmail, ...reviewInviteMail({ orderId: line.orderId, lineId, fullName, productName: line.productName }, lang, deps.publicUrl, windowDays) });
        } catch (error) {
          deps.log.error({ err: error, lineId }, 'fit review invitation failed');
        }
      }
    },
  };
}

export type FitFeedbackService = ReturnType<typeof createFitFeedbackService>;

/**
 * The offsets a recommendation for this product applies: its reviews summarised against the
 * chart in force; none below the summary's threshold or for a category the product is not sized in.
 */
export async function productFitOffsets(db: Database, productId: string, category: SizeCategory, chart: SizeChart): Promise<FitOffsets> {
  if (!isUuid(productId)) return {};
  const product = await q.productForSummary(db, productId);
  if (!product || sizeCategoryForSlug(product.slug) !== category) return {};
  const rows = await q.reviewsOfProduct(db, productId);
  return summarizeFit(chart, category, rows.map(evidenceOf)).offsets;
}

/** Converts the sizing feature's chart answer to the domain's chart. */
export function chartFromDto(dto: { category: SizeCategory; name: string; waistDefinition: string | null; sizes: { label: string; ranges: Record<string, [number, number]> }[] }): SizeChart {
  return {
    category: dto.category,
    name: dto.name,
    waistDefinition: dto.waistDefinition,
    sizes: dto.sizes.map((s) => ({ label: s.label, ranges: s.ranges as SizeChartSize['ranges'] })),
  };
}
