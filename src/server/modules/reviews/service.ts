import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../../domain/ids';
import { imageVariantUrl } from '../../../domain/media/image-variants';
import type { FitArea, FitVerdict } from '../../../domain/fit-feedback/types';
import { aggregateDelta, averageOf, ratingBadge, type RatedReview, type RatingAggregate } from '../../../domain/reviews/aggregate';
import { RATING_SHOWN_FROM, REVIEW_PHOTOS_MAX, REVIEW_WINDOW_DAYS_DEFAULT, reviewWindowEnds, withinReviewWindow } from '../../../domain/reviews/rules';
import type {
  AdminReviewListQuery,
  AwaitingReviews,
  DesignerReviews,
  HelpfulResult,
  LineReviewState,
  ManagedReview,
  OwnReview,
  ProductReviews,
  PublicReview,
  RatingBadgeDto,
  RatingSummary,
  ReplyResult,
  ReviewData,
  ReviewPhoto,
  VisibilityResult,
} from '../../../domain/reviews/api';
import type { ReviewListQuery } from '../../../domain/reviews/schemas';
import type { Role } from '../../../domain/accounts';
import type { z } from 'zod';
import type { reviewListQuerySchema, adminReviewListQuerySchema } from '../../../domain/reviews/schemas';
import type { AuditActor, AuditEntry, AuditExecutor } from '../../plugins/audit';
import type { Database } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { pgCode, UNIQUE_VIOLATION } from '../../lib/pg-errors';
import type { Mailer } from '../../plugins/mailer';
import { reviewHiddenMail } from './mails';
import type { ChangeEvent } from '../../plugins/realtime';
import * as q from './queries';

/** What the reviews feature needs of fit feedback: the line's fit form, and writing its verdicts in our transaction. */
export interface FitFeedbackForReviews {
  lineReview(userId: string, lineId: string, now?: Date): Promise<{ areas: FitArea[] }>;
  submitIn(executor: Database, userId: string, lineId: string, input: NonNullable<ReviewData['fit']>, now: Date, windowDays: number): Promise<unknown>;
}

export interface ReviewsDeps {
  db: Database;
  audit: { record(executor: AuditExecutor, actor: AuditActor, entry: AuditEntry): Promise<void> };
  mailer: Mailer;
  publicUrl: string;
  storage: FastifyInstance['storage'];
  imageVariants: FastifyInstance['imageVariants'];
  fitFeedback: FitFeedbackForReviews;
  log: { error: (obj: object, msg: string) => void };
  clock?: () => Date;
  /** Tells pages a product's reviews changed (the server-rendered page cache, open product pages). */
  publish?: (event: ChangeEvent) => void;
}

export interface ReviewsActor {
  userId: string;
  role: Role;
}

type ListQuery = z.output<typeof reviewListQuerySchema>;
type AdminQuery = z.output<typeof adminReviewListQuerySchema>;

const PHOTO_STRIP = 12;
/** Photos a line may hold waiting for its review: enough to change one's mind, not a free file store. */
const PENDING_PHOTOS_MAX = 10;
const ADMIN_PAGE = 20;

const lineNotFound = () => notFound('ORDER_LINE_NOT_FOUND', 'Order line not found.');
const reviewNotFound = () => notFound('REVIEW_NOT_FOUND', 'Review not found.');
const productNotFound = () => notFound('PRODUCT_NOT_FOUND', 'Product not found');

const firstName = (fullName: string) => (fullName.trim().split(/\s+/)[0] ?? '').slice(0, 40) || '—';

/** What of a row counts in the ratings: visible reviews only, by their stars and photos. */
const rated = (row: Pick<q.ReviewRow, 'status' | 'stars' | 'photoCount'> | null): RatedReview | null => (row && row.status === 'visible' ? { stars: row.stars, hasPhotos: row.photoCount > 0 } : null);
const listed = (row: Pick<q.ReviewRow, 'status'> | null) => (row && row.status === 'visible' ? 1 : 0);

export function summaryOf(stats: Pick<q.StatsRow, 'count' | 'sum' | 'stars1' | 'stars2' | 'stars3' | 'stars4' | 'stars5' | 'withPhotos'> | null): RatingSummary {
  const s = stats ?? { count: 0, sum: 0, stars1: 0, stars2: 0, stars3: 0, stars4: 0, stars5: 0, withPhotos: 0 };
  return {
    count: s.count,
    average: averageOf(s),
    distribution: [s.stars1, s.stars2, s.stars3, s.stars4, s.stars5],
    withPhotos: s.withPhotos,
    shown: s.count >= RATING_SHOWN_FROM,
  };
}

export function badgeOf(stats: { count: number; sum: number } | null | undefined): RatingBadgeDto {
  const badge = ratingBadge(stats ?? { count: 0, sum: 0 });
  return badge.kind === 'rated' ? { count: badge.count, average: badge.average, shown: true } : { count: badge.count, average: null, shown: false };
}

export function createReviewsService(deps: ReviewsDeps) {
  const { db } = deps;
  const now = deps.clock ?? (() => new Date());

  /** After the commit: the product's rating or list changed, so its pages and cards are refreshed. */
  const changed = (productId: string) => deps.publish?.({ topic: 'products', action: 'update', id: productId });

  async function windowDays(executor: Database = db): Promise<number> {
    return (await q.windowDays(executor)) ?? REVIEW_WINDOW_DAYS_DEFAULT;
  }

  const photoView = (p: q.PhotoRow): ReviewPhoto => ({ id: p.id, url: p.url, thumbUrl: p.thumbUrl, width: p.width, height: p.height });

  type Joined = { review: q.ReviewRow; fitOverall: string | null; fitAreas: Record<string, string> | null; reply: { body: string; designerName: string; createdAt: Date } | null };

  function publicView(row: Joined, photos: q.PhotoRow[], viewerId: string | null, votes: Set<string>): PublicReview {
    const r = row.review;
    return {
      id: r.id,
      stars: r.stars,
      title: r.title,
      body: r.body,
      reviewerName: r.reviewerName,
      size: r.size,
      fit: row.fitOverall ? { overall: row.fitOverall as FitVerdict, areas: (row.fitAreas ?? {}) as Partial<Record<FitArea, FitVerdict>> } : null,
      photos: photos.map(photoView),
      helpful: r.helpfulCount,
      votedHelpful: votes.has(r.id),
      own: viewerId !== null && r.userId === viewerId,
      reply: row.reply ? { body: row.reply.body, designerName: row.reply.designerName, createdAt: row.reply.createdAt.toISOString() } : null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  }

  async function views(rows: Joined[], viewerId: string | null): Promise<PublicReview[]> {
    const ids = rows.map((r) => r.review.id);
    const [photos, votes] = await Promise.all([q.photosOf(db, ids), viewerId ? q.votedBy(db, viewerId, ids) : Promise.resolve(new Set<string>())]);
    const byReview = new Map<string, q.PhotoRow[]>();
    for (const p of photos) if (p.reviewId) byReview.set(p.reviewId, [...(byReview.get(p.reviewId) ?? []), p]);
    return rows.map((row) => publicView(row, byReview.get(row.review.id) ?? [], viewerId, votes));
  }

  async function ownView(executor: Database, review: q.ReviewRow, userId: string, until: Date): Promise<OwnReview> {
    const [joined] = await q.managedReviews(executor, q.byId(review.id), q.newestFirst, 1, 0);
    const photos = await q.photosOf(executor, [review.id]);
    const base = publicView(joined ?? { review, fitOverall: null, fitAreas: null, reply: null }, photos, userId, new Set());
    return { ...base, status: review.status as 'visible' | 'hidden', hiddenReason: review.hiddenReason, editableUntil: until.toISOString() };
  }

  /** The caller's own line, delivered, within the window; else the refusal. */
  async function reviewableLine(executor: Database, userId: string, lineId: string, at: Date, days: number) {
    if (!isUuid(lineId)) throw lineNotFound();
    const line = await q.lineForReview(executor, lineId);
    // Someone else's line answers like a missing one: its existence is not theirs to learn.
    if (!line || line.orderUserId !== userId) throw lineNotFound();
    if (line.status === 'cancelled') throw conflict('LINE_CANCELLED', 'This order line was cancelled, so there is nothing to review.');
    if (line.status !== 'delivered' || !line.deliveredAt) throw conflict('LINE_NOT_DELIVERED', 'This garment has not been delivered yet; you can review it once it arrives.');
    if (!line.productId) throw conflict('LINE_NOT_REVIEWABLE', 'This product is no longer in the shop, so it cannot be reviewed.');
    if (!withinReviewWindow(line.deliveredAt, at, days)) throw conflict('REVIEW_WINDOW_CLOSED', `Reviews are open for ${days} days after delivery.`);
    return { ...line, productId: line.productId, deliveredAt: line.deliveredAt, until: reviewWindowEnds(line.deliveredAt, days) };
  }

  /** Moves the kept ratings by the difference between two states of one review. */
  async function account(executor: Database, productId: string, designerId: string | null, before: q.ReviewRow | null, after: q.ReviewRow | null): Promise<void> {
    const delta: RatingAggregate = aggregateDelta(rated(before), rated(after));
    const listedDelta = listed(after) - listed(before);
    await q.applyDelta(executor, productId, designerId, delta, listedDelta);
    // The size filter's choices, kept the same way: a visible review with a size counts once for it.
    const sizeDeltas = new Map<string, number>();
    if (before?.size && listed(before)) sizeDeltas.set(before.size, (sizeDeltas.get(before.size) ?? 0) - 1);
    if (after?.size && listed(after)) sizeDeltas.set(after.size, (sizeDeltas.get(after.size) ?? 0) + 1);
    for (const [size, d] of sizeDeltas) await q.applySizeDelta(executor, productId, size, d);
  }

  /** Attaches the given photos (uploaded for this line by its shopper) in order, dropping those taken out; answers the files to remove. */
  async function setPhotos(executor: Database, reviewId: string, lineId: string, userId: string, photoIds: string[]): Promise<{ count: number; removed: string[] }> {
    const ids = [...new Set(photoIds)];
    if (ids.length > REVIEW_PHOTOS_MAX) throw badRequest('REVIEW_TOO_MANY_PHOTOS', `A review has at most ${REVIEW_PHOTOS_MAX} photos.`);
    if (ids.some((id) => !isUuid(id))) throw badRequest('REVIEW_PHOTO_NOT_FOUND', 'A photo of this review was not found; upload it again.');
    const found = await q.photosForLine(executor, lineId, userId, ids);
    if (found.length !== ids.length || found.some((p) => p.reviewId !== null && p.reviewId !== reviewId)) throw badRequest('REVIEW_PHOTO_NOT_FOUND', 'A photo of this review was not found; upload it again.');
    const removed = await q.dropPhotosExcept(executor, reviewId, ids);
    for (const [i, id] of ids.entries()) await q.attachPhoto(executor, id, reviewId, i);
    return { count: ids.length, removed };
  }

  async function removeFiles(paths: string[]): Promise<void> {
    await Promise.all(paths.map((p) => Promise.all([deps.storage.remove(p), deps.imageVariants.remove(p)]))).catch(() => undefined);
  }

  function managedView(row: Joined & { productName: string }, photos: q.PhotoRow[]): ManagedReview {
    const r = row.review;
    return {
      ...publicView(row, photos, null, new Set()),
      productId: r.productId,
      productName: row.productName,
      status: r.status as 'visible' | 'hidden',
      hiddenReason: r.hiddenReason,
      reportReason: r.reportReason,
      reportedAt: r.reportedAt ? r.reportedAt.toISOString() : null,
    };
  }

  async function managedViews(rows: (Joined & { productName: string })[]): Promise<ManagedReview[]> {
    const photos = await q.photosOf(db, rows.map((r) => r.review.id));
    return rows.map((row) => managedView(row, photos.filter((p) => p.reviewId === row.review.id)));
  }

  async function visibleReview(reviewId: string): Promise<q.ReviewRow> {
    if (!isUuid(reviewId)) throw reviewNotFound();
    const review = await q.reviewById(db, reviewId);
    if (!review || review.status !== 'visible') throw reviewNotFound();
    return review;
  }

  return {
    windowDays: () => windowDays(),

    async saveSettings(actor: AuditActor, days: number): Promise<{ windowDays: number }> {
      await db.transaction(async (tx) => {
        const before = await windowDays(tx);
        await q.saveWindowDays(tx, days);
        await deps.audit.record(tx, actor, { kind: 'reviews.settings_changed', targetType: 'review_settings', targetId: '1', before: { windowDays: before }, after: { windowDays: days } });
      });
      return { windowDays: days };
    },

    /** The shopper's view of one of their lines: may it be reviewed, until when, the fit areas, and their review. */
    async lineState(userId: string, lineId: string): Promise<LineReviewState> {
      if (!isUuid(lineId)) throw lineNotFound();
      const line = await q.lineForReview(db, lineId);
      if (!line || line.orderUserId !== userId) throw lineNotFound();
      const days = await windowDays();
      const at = now();
      const until = line.deliveredAt ? reviewWindowEnds(line.deliveredAt, days) : null;
      const eligibility: LineReviewState['eligibility'] =
        line.status === 'cancelled' ? 'LINE_CANCELLED' : line.status !== 'delivered' || !line.deliveredAt ? 'LINE_NOT_DELIVERED' : !withinReviewWindow(line.deliveredAt, at, days) ? 'REVIEW_WINDOW_CLOSED' : 'OK';
      const fit = await deps.fitFeedback.lineReview(userId, lineId, at);
      const review = await q.reviewOfLine(db, lineId);
      return {
        lineId,
        productId: line.productId,
        productName: line.productName,
        size: line.size,
        eligibility,
        reviewUntil: until ? until.toISOString() : null,
        fitAreas: fit.areas,
        review: review && review.stars !== null ? await ownView(db, review, userId, until ?? at) : null,
      };
    },

    /** A photo for the line's review, stored cleaned with its variants, waiting to be attached. */
    async uploadPhoto(userId: string, lineId: string, read: () => Promise<{ data: Buffer; width: number; height: number }>): Promise<ReviewPhoto> {
      // Who may upload comes first: nobody else's file is read, decoded or stored.
      const line = await reviewableLine(db, userId, lineId, now(), await windowDays());
      if ((await q.pendingPhotoCount(db, line.id)) >= PENDING_PHOTOS_MAX) throw conflict('REVIEW_PHOTOS_PENDING_LIMIT', 'Too many photos are waiting for this review; save it or remove some first.');
      const image = await read();
      const key = `reviews/${line.id}/${randomUUID()}.webp`;
      const { url } = await deps.storage.put(key, image.data, 'image/webp');
      try {
        await deps.imageVariants.prepare(key, image.data, image.width);
        const row = await q.insertPhoto(db, {
          orderItemId: line.id,
          uploadedBy: userId,
          storagePath: key,
          url,
          thumbUrl: image.width > 320 ? imageVariantUrl(url, 320) : null,
          width: image.width,
          height: image.height,
        });
        return photoView(row);
      } catch (err) {
        // Nothing half-written: the file goes if its row could not be made.
        await removeFiles([key]);
        throw err;
      }
    },

    /**
     * Writes the review of a delivered line (a fit review alone becomes a review with stars) with
     * its photos, its fit verdicts (through fit feedback) and the kept ratings: one transaction.
     */
    async create(userId: string, lineId: string, input: ReviewData): Promise<OwnReview> {
      const at = now();
      try {
        let productId = '';
        const out = await db.transaction(async (tx) => {
          const days = await windowDays(tx);
          const line = await reviewableLine(tx, userId, lineId, at, days);
          productId = line.productId;
          const before = await q.reviewOfLine(tx, line.id, true);
          if (before && before.stars !== null) throw conflict('REVIEW_ALREADY_WRITTEN', 'You have already reviewed this garment; edit your review instead.');
          const values = {
            stars: input.stars,
            title: input.title,
            body: input.body,
            size: line.size,
            userId,
            designerId: line.designerId,
            reviewerName: firstName(line.fullName),
            status: 'visible',
            hiddenReason: null,
            updatedAt: at,
          };
          const inserted = before ? await q.updateReview(tx, before.id, { ...values, createdAt: at }) : await q.insertReview(tx, { ...values, orderItemId: line.id, productId: line.productId, createdAt: at });
          const photos = await setPhotos(tx, inserted.id, line.id, userId, input.photoIds);
          const after = await q.updateReview(tx, inserted.id, { photoCount: photos.count });
          if (input.fit) await deps.fitFeedback.submitIn(tx, userId, line.id, input.fit, at, days);
          await account(tx, line.productId, line.designerId, before, after);
          return ownView(tx, after, userId, line.until);
        });
        changed(productId);
        return out;
      } catch (err) {
        // Two first reviews of one line at once: the unique line lets one in.
        if (pgCode(err) === UNIQUE_VIOLATION) throw conflict('REVIEW_ALREADY_WRITTEN', 'You have already reviewed this garment; edit your review instead.');
        throw err;
      }
    },

    /** The shopper changes their review within the window (a hidden one stays hidden). */
    async edit(userId: string, reviewId: string, input: ReviewData): Promise<OwnReview> {
      if (!isUuid(reviewId)) throw reviewNotFound();
      const at = now();
      let removed: string[] = [];
      let productId = '';
      const out = await db.transaction(async (tx) => {
        const before = await q.reviewById(tx, reviewId, true);
        if (!before || before.stars === null) throw reviewNotFound();
        productId = before.productId;
        if (before.userId !== userId) throw new AppError(403, 'REVIEW_NOT_YOURS', 'Only its author may change a review.');
        const days = await windowDays(tx);
        const line = await reviewableLine(tx, userId, before.orderItemId, at, days);
        const photos = await setPhotos(tx, before.id, line.id, userId, input.photoIds);
        removed = photos.removed;
        const after = await q.updateReview(tx, before.id, { stars: input.stars, title: input.title, body: input.body, photoCount: photos.count, updatedAt: at });
        if (input.fit) await deps.fitFeedback.submitIn(tx, userId, line.id, input.fit, at, days);
        await account(tx, before.productId, before.designerId, before, after);
        return ownView(tx, after, userId, line.until);
      });
      changed(productId);
      await removeFiles(removed);
      return out;
    },

    /** A fit review written on its own is listed as a review without stars (once per line). */
    async listFitReview(lineId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const line = await q.lineForReview(tx, lineId);
        if (!line || !line.productId || !line.orderUserId) return;
        if (await q.reviewOfLine(tx, lineId, true)) return;
        const row = await q.insertReview(tx, { orderItemId: lineId, productId: line.productId, designerId: line.designerId, userId: line.orderUserId, size: line.size, reviewerName: firstName(line.fullName) });
        await account(tx, line.productId, line.designerId, null, row);
      });
    },

    /** The product's rating (kept, not counted) and a page of its visible reviews, sorted and filtered. */
    async list(productId: string, query: ListQuery, viewerId: string | null): Promise<ProductReviews> {
      if (!isUuid(productId)) throw productNotFound();
      const product = await q.productOf(db, productId);
      if (!product || product.status !== 'published') throw productNotFound();
      const filter = { stars: query.stars, size: query.size, fit: query.fit };
      const filtered = filter.stars !== undefined || filter.size !== undefined || filter.fit !== undefined;
      const offset = (query.page - 1) * query.pageSize;
      const [stats, rows, strip, sizes] = await Promise.all([
        q.productStats(db, productId),
        q.listReviews(db, productId, filter, query.sort, query.pageSize, offset),
        q.photoStrip(db, productId, PHOTO_STRIP),
        q.sizesOf(db, productId),
      ]);
      const total = filtered ? await q.countReviews(db, productId, filter) : (stats?.listed ?? 0);
      return {
        productId,
        summary: summaryOf(stats),
        photoStrip: strip.map((photo) => ({ ...photoView(photo), reviewId: photo.reviewId ?? '' })),
        sizes,
        items: await views(rows, viewerId),
        page: query.page,
        pageSize: query.pageSize,
        total,
      };
    },

    /** The rating alone (the server-rendered page's JSON-LD, the designer page). */
    async summary(productId: string): Promise<RatingSummary> {
      return summaryOf(isUuid(productId) ? await q.productStats(db, productId) : null);
    },

    /** Cards: a badge per product ("New" below three reviews). */
    async badges(productIds: string[]): Promise<Map<string, RatingBadgeDto>> {
      const rows = await q.statsOfProducts(db, productIds.filter(isUuid));
      const byId = new Map(rows.map((r) => [r.productId, r]));
      return new Map(productIds.map((id) => [id, badgeOf(byId.get(id))]));
    },

    async designerBadge(designerId: string): Promise<RatingBadgeDto> {
      return badgeOf(await q.designerStats(db, designerId));
    },

    /** "Helpful", once per account; never on one's own review. */
    async vote(userId: string, reviewId: string): Promise<HelpfulResult> {
      const review = await visibleReview(reviewId);
      if (review.userId === userId) throw conflict('REVIEW_OWN_VOTE', 'You cannot mark your own review helpful.');
      await db.transaction(async (tx) => {
        await q.addVote(tx, review.id, userId);
      });
      const after = await q.reviewById(db, review.id);
      return { reviewId: review.id, helpful: after?.helpfulCount ?? review.helpfulCount, votedHelpful: true };
    },

    /** The product's designer answers once, publicly. */
    async reply(actor: ReviewsActor, reviewId: string, body: string): Promise<ReplyResult> {
      const review = await visibleReview(reviewId);
      if (review.designerId !== actor.userId) throw new AppError(403, 'REVIEW_NOT_YOUR_PRODUCT', 'Only the designer of this product may answer its reviews.');
      const designerName = (await q.userName(db, actor.userId)) || '—';
      const row = await q.insertReply(db, { reviewId: review.id, designerId: actor.userId, designerName, body, createdAt: now() });
      if (!row) throw conflict('REVIEW_REPLY_EXISTS', 'This review already has your answer.');
      changed(review.productId);
      return { reviewId: review.id, reply: { body: row.body, designerName: row.designerName, createdAt: row.createdAt.toISOString() } };
    },

    /** The product's designer reports a review to the admins. */
    async report(actor: ReviewsActor, reviewId: string, reason: string): Promise<{ reviewId: string; reported: true }> {
      const review = await visibleReview(reviewId);
      if (review.designerId !== actor.userId) throw new AppError(403, 'REVIEW_NOT_YOUR_PRODUCT', 'Only the designer of this product may report its reviews.');
      await q.updateReview(db, review.id, { reportedAt: now(), reportReason: reason, reportedBy: actor.userId });
      return { reviewId: review.id, reported: true };
    },

    /** The studio: the designer's rating and her products' reviews, newest first. */
    async designerReviews(actor: ReviewsActor): Promise<DesignerReviews> {
      const [stats, rows] = await Promise.all([q.designerStats(db, actor.userId), q.managedReviews(db, q.byDesigner(actor.userId), q.newestFirst, 100, 0)]);
      return { summary: summaryOf(stats), items: await managedViews(rows) };
    },

    /** The console: reported reviews waiting for a decision, or hidden ones. */
    async adminList(query: AdminQuery) {
      const where = query.state === 'reported' ? q.reported() : q.hidden();
      const [rows, total] = await Promise.all([q.managedReviews(db, where, q.reportedFirst, ADMIN_PAGE, (query.page - 1) * ADMIN_PAGE), q.countManaged(db, where)]);
      return { items: await managedViews(rows), page: query.page, total };
    },

    /**
     * An admin hides a review (with the reason the shopper is told, by mail) or shows it again:
     * audited, the ratings moved in the same transaction; its fit verdicts keep counting.
     */
    async setVisibility(actor: AuditActor, reviewId: string, input: { hidden: boolean; reason?: string | undefined }): Promise<VisibilityResult> {
      if (!isUuid(reviewId)) throw reviewNotFound();
      const result = await db.transaction(async (tx) => {
        const before = await q.reviewById(tx, reviewId, true);
        if (!before || before.stars === null) throw reviewNotFound();
        const status = input.hidden ? 'hidden' : 'visible';
        const after = await q.updateReview(tx, before.id, { status, hiddenReason: input.hidden ? (input.reason ?? null) : null, reportedAt: null, reportReason: null, reportedBy: null });
        await account(tx, before.productId, before.designerId, before, after);
        await deps.audit.record(tx, actor, {
          kind: input.hidden ? 'reviews.hidden' : 'reviews.shown',
          targetType: 'product_review',
          targetId: before.id,
          before: { status: before.status, hiddenReason: before.hiddenReason, reportReason: before.reportReason },
          after: { status, hiddenReason: after.hiddenReason },
        });
        return { before, after };
      });
      changed(result.after.productId);
      if (input.hidden && result.before.status !== 'hidden') await tellHidden(result.after);
      return { reviewId: result.after.id, status: result.after.status as 'visible' | 'hidden', hiddenReason: result.after.hiddenReason };
    },

    /** /profile: the caller's delivered lines still open for a review. */
    async awaiting(userId: string): Promise<AwaitingReviews> {
      const days = await windowDays();
      const at = now();
      const rows = await q.awaitingLines(db, userId, new Date(at.getTime() - days * 86_400_000));
      return {
        items: rows.map((r) => ({ lineId: r.lineId, orderId: r.orderId, productId: r.productId, productName: r.productName, productImageUrl: r.productImageUrl, size: r.size, reviewUntil: reviewWindowEnds(r.deliveredAt, days).toISOString() })),
      };
    },

    /** For tests and checks: the kept rating equals a recount. */
    async recount(productId: string) {
      const rows = await q.recount(db, productId);
      return rows;
    },
  };

  async function tellHidden(review: q.ReviewRow): Promise<void> {
    try {
      const contact = await q.shopperContact(db, review.orderItemId);
      if (!contact) return;
      const lang = contact.locale === 'am-ET' ? 'am-ET' : 'en';
      await deps.mailer.send({ to: contact.email, ...reviewHiddenMail({ orderId: contact.orderId, fullName: firstName(contact.fullName), productName: contact.productName, reason: review.hiddenReason ?? '' }, lang, deps.publicUrl) });
    } catch (error) {
      deps.log.error({ err: error, reviewId: review.id }, 'review hidden mail failed');
    }
  }
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
export type { ReviewListQuery, AdminReviewListQuery };
