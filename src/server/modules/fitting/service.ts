import { createHash, timingSafeEqual } from 'node:crypto';
import type { Role } from '../../../domain/accounts';
import type { AnswerInput, FittingCancelResult, FittingSettingsView, MeasurementReview, QuestionInput } from '../../../domain/fitting/api';
import {
  addDays,
  answerOverdue,
  CANCELLABLE_FOR_REVIEW,
  cleanMetrics,
  correctedVersion,
  DEFAULT_FITTING_SETTINGS,
  reviewOverdue,
  unknownKeys,
  type FittingSettings,
  type KeySources,
  type ReviewState,
} from '../../../domain/fitting';
import { isUuid } from '../../../domain/ids';
import type { NotificationKind } from '../../../domain/notifications';
import { readyByDate } from '../../../domain/orders/ready-by';
import type { SizeChartView } from '../../../domain/sizing/api';
import { SIZE_CATEGORIES, type MeasurementKey, type MeasurementSource, type SizeCategory } from '../../../domain/sizing/types';
import type { Database } from '../../db/client';
import { type AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { AuditActor } from '../../plugins/audit';
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../plugins/mailer';
import type { EventBus } from '../../plugins/realtime-bus';
import type { PostThreadNote, ThreadNoteInput } from '../messages';
import type { LineMoveGuard, MeasurementsInForce, OrdersService } from '../orders';
import { fittingMail, mailLangOf, type FittingMailFacts, type FittingMailKind } from './mails';
import { emailWanted, notify } from '../notifications';
import * as q from './queries';
import { versionViews } from './views';

export interface FittingActor {
  userId: string | null;
  role: Role | null;
}

export interface FittingServiceOptions {
  db: Database;
  audit: FastifyInstance['audit'];
  events: Pick<EventBus, 'publish'>;
  mailer: Mailer;
  log: { error: (obj: object, msg: string) => void };
  publicUrl: string;
  /** The orders feature: guests' order tokens and the cancellation with its refund. */
  orders: Pick<OrdersService, 'tokenFor' | 'cancelLines'>;
  /** The size chart in force for a product (the sizing feature). */
  chartFor: (category: SizeCategory, productId: string | undefined) => Promise<SizeChartView>;
  /** The messages feature's system notes: each step is told in the line's conversation. */
  postNote: PostThreadNote;
  /** The time deadlines are measured against: tests move it. */
  clock?: () => Date;
}

const lineNotFound = () => notFound('ORDER_LINE_NOT_FOUND', 'Order line not found.');
const OPEN_STATUSES: readonly string[] = CANCELLABLE_FOR_REVIEW;
/** The shop acting for a shopper whose designer let the review deadline pass (the audit entry of the cancellation). */
const overdueActor: AuditActor = { id: '', email: 'system:measurement-review-overdue', system: true };

/**
 * The measurement review of made-to-measure lines (issue 38): the designer reviews a line's
 * measurements beside the product's size chart and accepts them or asks about some keys; the
 * shopper corrects them (a new version) or confirms them; production waits for the acceptance
 * (the line-move guard); deadlines and their mails run in the job (runDeadlines).
 */
export function createFittingService(options: FittingServiceOptions) {
  const { db, orders } = options;
  const now = options.clock ?? (() => new Date());

  async function settings(executor: Database = db): Promise<FittingSettings> {
    const row = await q.settingsRow(executor);
    return row ? { reviewDays: row.reviewDays, answerDays: row.answerDays, reminderHours: row.reminderHours } : { ...DEFAULT_FITTING_SETTINGS };
  }

  function tokenMatches(orderId: string, token: string | undefined): boolean {
    if (!token) return false;
    // Hashed first, so the comparison is constant-time whatever length was sent.
    const a = createHash('sha256').update(orders.tokenFor(orderId)).digest();
    const b = createHash('sha256').update(token).digest();
    return timingSafeEqual(a, b);
  }

  const isDesignerOf = (line: q.LineRow, actor: FittingActor) => actor.role === 'admin' || (actor.userId !== null && line.item.designerId === actor.userId);
  const isShopperOf = (line: q.LineRow, actor: FittingActor, token: string | undefined) =>
    (actor.userId !== null && line.order.userId === actor.userId) || tokenMatches(line.order.id, token);

  /** The line for someone who may see it (its designer, its shopper, a guest with the token, an admin); anyone else gets a 404. */
  async function visibleLine(lineId: string, actor: FittingActor, token: string | undefined): Promise<q.LineRow> {
    if (!isUuid(lineId)) throw lineNotFound();
    const line = await q.lineOf(db, lineId);
    if (!line || !(isDesignerOf(line, actor) || isShopperOf(line, actor, token))) throw lineNotFound();
    if (!line.hasMeasurements) throw notFound('MEASUREMENTS_NOT_FOUND', 'This line has no measurements attached.');
    return line;
  }

  /** The review under lock inside `tx`, started first if the designer has been told of the line. */
  async function lockedReview(tx: Database, lineId: string): Promise<q.ReviewRow> {
    await q.startReviews(tx, (await settings(tx)).reviewDays, lineId);
    const review = await q.reviewOf(tx, lineId, true);
    if (!review) throw conflict('MEASUREMENT_REVIEW_NOT_STARTED', 'The designer has not been told of this line yet (an order paid online waits for its payment).');
    return review;
  }

  async function lineStatusOpen(tx: Database, lineId: string): Promise<q.LineRow> {
    const line = await q.lineOf(tx, lineId);
    if (!line) throw lineNotFound();
    if (!OPEN_STATUSES.includes(line.item.status)) throw conflict('MEASUREMENT_REVIEW_CLOSED', 'This line is no longer waiting to be made: its measurements cannot change.');
    return line;
  }

  const factsOf = (review: q.ReviewRow) => ({ state: review.state as ReviewState, reviewDueAt: review.reviewDueAt, answerDueAt: review.answerDueAt });

  const stateConflict = (state: ReviewState, wanted: ReviewState): AppError => {
    if (state === 'accepted') return conflict('MEASUREMENTS_ALREADY_ACCEPTED', 'These measurements were already accepted.');
    if (wanted === 'question_asked') return conflict('MEASUREMENTS_QUESTION_NOT_OPEN', 'There is no open question about these measurements (it may have been answered already).');
    return conflict('MEASUREMENTS_QUESTION_OPEN', 'A question about these measurements is waiting for the shopper.');
  };

  async function sendMail(to: string, kind: FittingMailKind, facts: FittingMailFacts, lang: string | null, name: string | null, context: object): Promise<boolean> {
    try {
      await options.mailer.send({ to, ...fittingMail(kind, facts, mailLangOf(lang), name) });
      return true;
    } catch (error) {
      options.log.error({ err: error, ...context }, 'measurement review mail failed');
      return false;
    }
  }

  const links = {
    shopper: (orderId: string) => `${options.publicUrl}/order-success?order=${orderId}`,
    designer: () => `${options.publicUrl}/designer-dashboard#designer-orders`,
    admin: (orderId: string) => `${options.publicUrl}/admin?section=orders&order=${encodeURIComponent(orderId)}`,
  };

  /** The mails that tell what a notification kind tells: the recipient's e-mail choice for that kind decides. */
  const MAIL_KINDS: Partial<Record<FittingMailKind, NotificationKind>> = { question: 'question-asked', answered: 'question-answered', review_reminder: 'measurements-to-review' };
  const mailWanted = async (userId: string | null, kind: FittingMailKind): Promise<boolean> => {
    const notice = MAIL_KINDS[kind];
    return notice ? emailWanted(db, userId, notice) : true;
  };

  async function mailDesigner(designerId: string | null, kind: FittingMailKind, facts: Omit<FittingMailFacts, 'link'>): Promise<number> {
    if (!designerId || !(await mailWanted(designerId, kind))) return 0;
    const [designer] = await q.recipientsOf(db, [designerId]);
    if (!designer) return 0;
    return (await sendMail(designer.email, kind, { ...facts, link: links.designer() }, designer.language, designer.name, { designerId })) ? 1 : 0;
  }

  async function mailShopper(order: { id: string; userId: string | null; email: string; locale: string; fullName: string }, kind: FittingMailKind, facts: Omit<FittingMailFacts, 'link'>): Promise<number> {
    if (!(await mailWanted(order.userId, kind))) return 0;
    return (await sendMail(order.email, kind, { ...facts, link: links.shopper(order.id) }, order.locale, null, { orderId: order.id })) ? 1 : 0;
  }

  async function mailAdmins(orderId: string, kind: FittingMailKind, facts: Omit<FittingMailFacts, 'link'>): Promise<number> {
    let sent = 0;
    for (const admin of await q.adminRecipients(db)) {
      if (await sendMail(admin.email, kind, { ...facts, link: links.admin(orderId) }, admin.language, admin.name, { orderId })) sent += 1;
    }
    return sent;
  }

  const changed = (): void => options.events.publish({ topic: 'orders', action: 'update' });

  /** Tells a step in the line's conversation, in the step's own transaction; answers what to announce after it commits. */
  async function note(tx: Database, line: q.LineRow, actor: FittingActor, code: ThreadNoteInput['code'], params: Record<string, string | number>): Promise<() => void> {
    if (!line.item.designerId) return () => undefined;
    const authorRole = actor.role === 'admin' ? 'support' : line.item.designerId === actor.userId ? 'designer' : 'shopper';
    return options.postNote(tx, { orderId: line.order.id, designerId: line.item.designerId, code, params: { product: line.item.productName, ...params }, authorId: actor.userId, authorRole });
  }

  async function reviewView(line: q.LineRow, actor: FittingActor, token: string | undefined): Promise<MeasurementReview | null> {
    const review = await q.reviewOf(db, line.item.id);
    if (!review) return null;
    const versions = await q.versionsOf(db, line.item.id);
    const at = now();
    const open = OPEN_STATUSES.includes(line.item.status);
    const shopper = isShopperOf(line, actor, token);
    const category = SIZE_CATEGORIES.find((c) => c === line.category) ?? null;
    const overdue = reviewOverdue(factsOf(review), at);
    return {
      lineId: line.item.id,
      orderId: line.order.id,
      productName: line.item.productName,
      category: line.category,
      state: review.state as ReviewState,
      currentVersion: review.currentVersion,
      acceptedVersion: review.acceptedVersion,
      acceptedAt: review.acceptedAt?.toISOString() ?? null,
      reviewDueAt: review.reviewDueAt?.toISOString() ?? null,
      askedKeys: review.askedKeys as MeasurementKey[],
      question: review.question,
      askedAt: review.askedAt?.toISOString() ?? null,
      answerDueAt: review.answerDueAt?.toISOString() ?? null,
      lastAnswer: review.lastAnswer as MeasurementReview['lastAnswer'],
      answeredAt: review.answeredAt?.toISOString() ?? null,
      reviewOverdue: overdue,
      answerOverdue: answerOverdue(factsOf(review), at),
      canCancel: open && shopper && overdue,
      canReview: open && isDesignerOf(line, actor) && review.state === 'awaiting_review',
      canAnswer: open && shopper && review.state === 'question_asked',
      versions: versionViews(versions),
      chart: category ? await options.chartFor(category, line.item.productId ?? undefined) : null,
      readyBy: line.item.readyBy,
    };
  }

  async function viewAfter(lineId: string, actor: FittingActor, token?: string): Promise<{ review: MeasurementReview }> {
    const line = await visibleLine(lineId, actor, token);
    const review = await reviewView(line, actor, token);
    if (!review) throw lineNotFound();
    return { review };
  }

  return {
    settings,

    async saveSettings(actor: AuditActor, input: FittingSettingsView): Promise<FittingSettingsView> {
      await db.transaction(async (tx) => {
        const before = await settings(tx);
        await q.saveSettings(tx, input);
        await options.audit.record(tx, actor, { kind: 'fitting.settings_changed', targetType: 'fitting_settings', targetId: '1', before, after: input });
      });
      return settings();
    },

    /** The review of one line (null while it has not started: the designer not yet told of the line). */
    async get(lineId: string, actor: FittingActor, token?: string): Promise<{ review: MeasurementReview | null }> {
      const line = await visibleLine(lineId, actor, token);
      if (line.item.designerNotifiedAt && OPEN_STATUSES.includes(line.item.status)) await q.startReviews(db, (await settings()).reviewDays, lineId);
      return { review: await reviewView(line, actor, token) };
    },

    /** The designer asks about some of the line's measurements; the shopper has `answerDays` to answer. */
    async ask(lineId: string, actor: FittingActor, input: QuestionInput): Promise<{ review: MeasurementReview }> {
      const seen = await visibleLine(lineId, actor, undefined);
      if (!isDesignerOf(seen, actor)) throw lineNotFound();
      const keys = [...new Set(input.keys)] as MeasurementKey[];
      const question = input.question.trim();
      let dueAt = now();
      const announce = await db.transaction(async (tx) => {
        const review = await lockedReview(tx, lineId);
        await lineStatusOpen(tx, lineId);
        if (review.state !== 'awaiting_review') throw stateConflict(review.state as ReviewState, 'awaiting_review');
        const [current] = (await q.versionsOf(tx, lineId)).filter((v) => v.version === review.currentVersion);
        const unknown = unknownKeys(keys, cleanMetrics(current?.metrics));
        if (unknown.length > 0) {
          throw badRequest('MEASUREMENT_KEYS_UNKNOWN', 'This line has no such measurements.', { keys: unknown.map(() => 'MEASUREMENT_KEY_UNKNOWN') });
        }
        const at = now();
        dueAt = addDays(at, (await settings(tx)).answerDays);
        await q.updateReview(tx, lineId, {
          state: 'question_asked',
          askedKeys: keys,
          question,
          askedBy: actor.userId,
          askedAt: at,
          answerDueAt: dueAt,
          answerReminderSentAt: null,
          answerOverdueSentAt: null,
        });
        if (seen.order.userId) {
          const data = { orderId: seen.order.id, orderNumber: seen.order.orderNumber, name: seen.item.designerName ?? 'Tibeb' };
          await notify(tx, { kind: 'question-asked', eventId: `${lineId}:${at.getTime()}`, recipients: [{ userId: seen.order.userId, data }] });
        }
        return note(tx, seen, actor, 'measurements_asked', { keys: keys.join(','), question });
      });
      announce();
      changed();
      await mailShopper(seen.order, 'question', { orderNumber: seen.order.orderNumber, productName: seen.item.productName, dueAt, question });
      return viewAfter(lineId, actor);
    },

    /** The designer accepts the version in force: production may start, and the ready-by day counts from now. */
    async accept(lineId: string, actor: FittingActor): Promise<{ review: MeasurementReview }> {
      const seen = await visibleLine(lineId, actor, undefined);
      if (!isDesignerOf(seen, actor)) throw lineNotFound();
      const announce = await db.transaction(async (tx) => {
        const review = await lockedReview(tx, lineId);
        const line = await lineStatusOpen(tx, lineId);
        if (review.state !== 'awaiting_review') throw stateConflict(review.state as ReviewState, 'awaiting_review');
        const at = now();
        await q.updateReview(tx, lineId, { state: 'accepted', acceptedVersion: review.currentVersion, acceptedBy: actor.userId, acceptedAt: at });
        await q.setReadyBy(tx, lineId, readyByDate(at, line.fulfilment, line.productionDays));
        return note(tx, seen, actor, 'measurements_accepted', { version: review.currentVersion });
      });
      announce();
      changed();
      return viewAfter(lineId, actor);
    },

    /** The shopper corrects the asked measurements (a new version) or confirms them as they are, once per question. */
    async answer(lineId: string, actor: FittingActor, token: string | undefined, input: AnswerInput): Promise<{ review: MeasurementReview }> {
      const seen = await visibleLine(lineId, actor, token);
      if (!isShopperOf(seen, actor, token)) throw lineNotFound();
      const announce = await db.transaction(async (tx) => {
        const review = await lockedReview(tx, lineId);
        await lineStatusOpen(tx, lineId);
        if (review.state !== 'question_asked') throw stateConflict(review.state as ReviewState, 'question_asked');
        const at = now();
        let version = review.currentVersion;
        if (input.kind === 'corrected') {
          const [current] = (await q.versionsOf(tx, lineId)).filter((v) => v.version === review.currentVersion);
          const next = correctedVersion(
            { metrics: cleanMetrics(current?.metrics), sources: (current?.sources ?? {}) as KeySources },
            input.measurements,
            (input.source ?? 'manual') as MeasurementSource,
          );
          if (!next) throw badRequest('MEASUREMENTS_UNCHANGED', 'These are the measurements already given: confirm them as they are instead.');
          version += 1;
          await q.insertVersion(tx, {
            orderItemId: lineId,
            version,
            kind: 'corrected',
            metrics: next.metrics as Record<string, number>,
            sources: next.sources as Record<string, string>,
            question: review.question,
            createdBy: actor.userId,
            createdAt: at,
          });
        }
        await q.updateReview(tx, lineId, {
          state: 'awaiting_review',
          currentVersion: version,
          lastAnswer: input.kind,
          answeredBy: actor.userId,
          answeredAt: at,
          reviewStartedAt: at,
          reviewDueAt: addDays(at, (await settings(tx)).reviewDays),
          reviewReminderSentAt: null,
          reviewOverdueSentAt: null,
        });
        if (seen.item.designerId) {
          await notify(tx, { kind: 'question-answered', eventId: `${lineId}:${at.getTime()}`, recipients: [{ userId: seen.item.designerId, data: { orderId: seen.order.id, orderNumber: seen.order.orderNumber } }] });
        }
        return input.kind === 'corrected' ? note(tx, seen, actor, 'measurements_corrected', { version }) : note(tx, seen, actor, 'measurements_confirmed', { version });
      });
      announce();
      changed();
      await mailDesigner(seen.item.designerId, 'answered', { orderNumber: seen.order.orderNumber, productName: seen.item.productName, dueAt: null, question: null });
      return viewAfter(lineId, actor, token);
    },

    /**
     * The designer let the review deadline pass: the shopper may cancel the line, with its stock
     * back and a full refund, through the orders feature's cancellation (audited as the shop).
     */
    async cancelOverdue(lineId: string, actor: FittingActor, token: string | undefined): Promise<FittingCancelResult> {
      const seen = await visibleLine(lineId, actor, token);
      if (!isShopperOf(seen, actor, token)) throw lineNotFound();
      if (!OPEN_STATUSES.includes(seen.item.status)) throw conflict('MEASUREMENT_REVIEW_CLOSED', 'This line is no longer waiting to be made.');
      const review = await q.reviewOf(db, lineId);
      if (!review || !reviewOverdue(factsOf(review), now())) {
        throw conflict('MEASUREMENT_REVIEW_NOT_OVERDUE', 'The designer still has time to review these measurements.');
      }
      let announce = (): void => undefined;
      const result = await orders.cancelLines(
        seen.order.id,
        { lineIds: [lineId], actor: { userId: actor.userId }, note: 'measurements not reviewed in time' },
        async (tx, entry) => {
          await options.audit.record(tx, overdueActor, entry);
          announce = await note(tx, seen, actor, 'line_cancelled_overdue', {});
        },
      );
      announce();
      changed();
      return { cancelledLineIds: result.cancelledLineIds, refund: result.refund };
    },

    /** The version of a line's measurements in force and when it was accepted, for its measurement sheet. */
    measurementsInForce: (async (executor, lineIds) => {
      const rows = await q.versionsInForce(executor, lineIds);
      return new Map(
        rows.map((r) => [r.lineId, { version: r.version, acceptedAt: r.state === 'accepted' ? r.acceptedAt : null, metricsCm: cleanMetrics(r.metrics) as Record<string, number> }]),
      );
    }) satisfies MeasurementsInForce,

    /** Production waits for accepted measurements: refuses a line with measurements moving to in_production before. */
    guard: (async (tx, { line, to }) => {
      if (to !== 'in_production') return;
      const row = await q.lineOf(tx, line.id);
      if (!row?.hasMeasurements) return;
      await q.startReviews(tx, (await settings(tx)).reviewDays, line.id);
      const review = await q.reviewOf(tx, line.id);
      if (review?.state !== 'accepted') {
        throw conflict('MEASUREMENTS_NOT_ACCEPTED', 'The measurements of this line must be accepted before production starts.');
      }
    }) satisfies LineMoveGuard,

    /**
     * The deadline job: starts the reviews of newly told lines, then sends each reminder (before a
     * deadline) and each overdue notice once (claimed on the row). Answers the mails sent.
     */
    async runDeadlines(at: Date = now()): Promise<{ reminders: number; overdue: number; mails: number }> {
      const s = await settings();
      await q.startReviews(db, s.reviewDays, null);
      const soon = new Date(at.getTime() + s.reminderHours * 3600_000);
      let reminders = 0;
      let overdue = 0;
      let mails = 0;
      for (const state of ['awaiting_review', 'question_asked'] as const) {
        for (const row of await q.dueReviews(db, state, at, soon, 200)) {
          const { review, item, order } = row;
          const due = state === 'awaiting_review' ? review.reviewDueAt : review.answerDueAt;
          const isOverdue = due !== null && due.getTime() <= at.getTime();
          const column = state === 'awaiting_review' ? (isOverdue ? 'reviewOverdueSentAt' : 'reviewReminderSentAt') : isOverdue ? 'answerOverdueSentAt' : 'answerReminderSentAt';
          // The claim and the designer's "measurements to review" notification land together.
          const claimed = await db.transaction(async (tx) => {
            if (!(await q.claimNotice(tx, item.id, column, state, at))) return false;
            if (state === 'awaiting_review' && !isOverdue && item.designerId) {
              const eventId = `${item.id}:${due?.getTime() ?? 0}`;
              await notify(tx, { kind: 'measurements-to-review', eventId, recipients: [{ userId: item.designerId, data: { orderId: order.id, orderNumber: order.orderNumber } }] });
            }
            return true;
          });
          if (!claimed) continue;
          const facts = { orderNumber: order.orderNumber, productName: item.productName, dueAt: due, question: review.question };
          if (isOverdue) {
            overdue += 1;
            if (state === 'awaiting_review') mails += (await mailShopper(order, 'review_overdue_shopper', facts)) + (await mailAdmins(order.id, 'review_overdue_admin', facts));
            else mails += (await mailDesigner(item.designerId, 'answer_overdue', facts)) + (await mailAdmins(order.id, 'answer_overdue', facts));
          } else {
            reminders += 1;
            mails += state === 'awaiting_review' ? await mailDesigner(item.designerId, 'review_reminder', facts) : await mailShopper(order, 'answer_reminder', facts);
          }
        }
      }
      if (overdue > 0) changed();
      return { reminders, overdue, mails };
    },
  };
}

export type FittingService = ReturnType<typeof createFittingService>;
