import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../domain/accounts';
import { isUuid } from '../../../domain/ids';
import { imageVariantUrl } from '../../../domain/media/image-variants';
import {
  addDays,
  alterationCapMinor,
  DEFAULT_RETURNS_SETTINGS,
  eligibility,
  requestKindsFor,
  requestWindowEnd,
  type EligibilityRefusal,
  type LineFacts,
  type ReturnsSettings,
} from '../../../domain/returns';
import type {
  AdminDecisionInput,
  ClaimRates,
  DesignerAnswerInput,
  NewRequestInput,
  OrderReturns,
  ReceiptInput,
  ReceivedInput,
  ReturnPhoto,
  ReturnRequestView,
  ShopperMoveInput,
} from '../../../domain/returns/api';
import type { Database } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { AuditActor } from '../../plugins/audit';
import type { Mailer } from '../../plugins/mailer';
import type { EventBus } from '../../plugins/realtime-bus';
import type { FitFeedbackService } from '../fit-feedback';
import type { PostThreadNote, ThreadNoteInput } from '../messages';
import { emailWanted, notify, type NotificationEvent } from '../notifications';
import type { OrdersService } from '../orders';
import { mailLangOf, returnsMail, type ReturnsMailKind } from './mails';
import * as q from './queries';
import { createRemedySteps } from './remedy-steps';
import { photoView, requestView, type LineFactsForView } from './views';

/** Whom a step's return-update notification is for (as its mail), and the step's word for it. */
interface ReturnNotice {
  status: ReturnsMailKind;
  shopper?: boolean;
  designer?: boolean;
}

export interface ReturnsActor {
  userId: string | null;
  role: Role | null;
}

export interface ReturnsServiceOptions {
  db: Database;
  audit: FastifyInstance['audit'];
  events: Pick<EventBus, 'publish'>;
  mailer: Mailer;
  log: { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
  publicUrl: string;
  storage: FastifyInstance['storage'];
  imageVariants: FastifyInstance['imageVariants'];
  /** The orders feature: guests' tokens, and the line remedies (refunds, stock, follow-up lines). */
  orders: Pick<OrdersService, 'tokenMatches' | 'lineRemedies'>;
  /** The messages feature's system notes: each step is told in the line's conversation, in the step's own transaction. */
  postNote: PostThreadNote;
  /**
   * The fit-feedback feature: a request's fit areas count as the line's fit review from the moment
   * the request is opened (in its transaction), and stop counting when an admin rejects it
   * (decision 034, amendment).
   */
  fitFeedback: Pick<FitFeedbackService, 'recordClaimVerdicts' | 'withdrawClaimVerdicts'>;
  /** The time windows and deadlines are measured against: tests move it. */
  clock?: () => Date;
}

const lineNotFound = () => notFound('ORDER_LINE_NOT_FOUND', 'Order line not found.');
const requestNotFound = () => notFound('RETURN_REQUEST_NOT_FOUND', 'Return request not found.');
const stepForbidden = () => new AppError(403, 'REQUEST_STEP_FORBIDDEN', 'You may not take this step on this request.');

const ELIGIBILITY_STATUS: Readonly<Record<EligibilityRefusal, number>> = {
  LINE_NOT_DELIVERED: 409,
  REQUEST_WINDOW_CLOSED: 409,
  REQUEST_ALREADY_EXISTS: 409,
  REQUEST_KIND_INVALID: 400,
  REMEDY_INVALID: 400,
  CLAIM_NOT_COVERED: 409,
  LINE_NOT_CHARGED: 409,
};
const ELIGIBILITY_TEXT: Readonly<Record<EligibilityRefusal, string>> = {
  LINE_NOT_DELIVERED: 'This garment has not been delivered yet.',
  REQUEST_WINDOW_CLOSED: 'The time to ask for a return or a fit remedy on this garment has passed.',
  REQUEST_ALREADY_EXISTS: 'A request was already made for this garment.',
  REQUEST_KIND_INVALID: 'Ready-made garments are returned or exchanged; made-to-measure garments get a fit claim.',
  REMEDY_INVALID: 'This remedy does not suit this kind of request.',
  CLAIM_NOT_COVERED: 'This garment is not covered by the fit guarantee: its size was picked against the size guide, or its measurements were changed after the designer’s question.',
  LINE_NOT_CHARGED: 'This garment was given at no charge (a remake or an exchange): ask about the original line.',
};

/** A size picked that the guide advised against: the recommendation named a size and neither it nor an alternate was taken. */
export function pickedAgainstAdvice(size: string | null, recommendation: Record<string, unknown> | null): boolean {
  const advised = recommendation && typeof recommendation.size === 'string' ? recommendation.size : null;
  if (!advised || !size) return false;
  const alternates = Array.isArray(recommendation?.alternates) ? recommendation.alternates.filter((a): a is string => typeof a === 'string') : [];
  return size !== advised && !alternates.includes(size);
}

/**
 * Returns, exchanges and the fit guarantee (issue 39): the shopper asks on a delivered line, the
 * designer answers within the answer days, the shopper accepts a proposal or asks an admin, whose
 * decision is final and audited; the money goes through the orders feature's line refunds and the
 * designers' ledger; stock comes back or is held; a remake is a new line at no charge.
 */
export function createReturnsService(options: ReturnsServiceOptions) {
  const { db, orders } = options;
  const now = options.clock ?? (() => new Date());
  const remedies = orders.lineRemedies;

  async function settings(executor: Database = db): Promise<ReturnsSettings> {
    const row = await q.settingsRow(executor);
    return row ? { returnDays: row.returnDays, claimDays: row.claimDays, alterationCapBp: row.alterationCapBp, answerDays: row.answerDays } : { ...DEFAULT_RETURNS_SETTINGS };
  }

  const isShopper = (order: { id: string; userId: string | null }, actor: ReturnsActor, token: string | undefined) =>
    (actor.userId !== null && order.userId === actor.userId) || orders.tokenMatches(order.id, token);
  const isDesigner = (designerId: string | null, actor: ReturnsActor) => actor.userId !== null && designerId === actor.userId;

  async function lineForShopper(lineId: string, actor: ReturnsActor, token: string | undefined): Promise<q.LineRow> {
    if (!isUuid(lineId)) throw lineNotFound();
    const line = await q.lineOf(db, lineId);
    if (!line || !isShopper(line.order, actor, token)) throw lineNotFound();
    return line;
  }

  async function lineFacts(line: q.LineRow, existing: boolean): Promise<LineFacts> {
    const delivered = line.item.status === 'delivered' ? await remedies.deliveredAt(line.item.id) : null;
    return {
      fulfilment: line.fulfilment === 'made_to_measure' ? 'made_to_measure' : 'ready',
      deliveredAt: delivered,
      hasRequest: existing,
      noCharge: line.item.unitPriceUsdMinor === 0,
      sizeAgainstAdvice: pickedAgainstAdvice(line.item.size, line.sizeRecommendation),
      changedAfterQuestion: await q.changedAfterQuestion(db, line.item.id),
    };
  }

  async function factsForView(row: q.RequestRow): Promise<LineFactsForView> {
    const [line] = await q.linesByIds(db, [row.orderItemId]);
    const share = await remedies.lineShare(row.orderId, row.orderItemId);
    const s = await settings();
    return {
      orderNumber: line?.orderNumber ?? '',
      productId: line?.item.productId ?? null,
      productName: line?.item.productName ?? '',
      size: line?.item.size ?? null,
      designerId: line?.item.designerId ?? null,
      designerName: line?.item.designerName ?? null,
      currency: share.currency,
      lineChargedMinor: share.chargedMinor,
      alterationCapMinor: alterationCapMinor(share.chargedMinor, s.alterationCapBp),
    };
  }

  /** `forShopper`: the caller is the requests' shopper, the one party who is given the return instructions. */
  async function views(rows: readonly q.RequestRow[], forShopper = false): Promise<ReturnRequestView[]> {
    const photos = await q.photosOf(db, rows.map((r) => r.id));
    const out: ReturnRequestView[] = [];
    for (const row of rows) out.push(requestView(row, await factsForView(row), photos, forShopper));
    return out;
  }
  const viewOf = async (row: q.RequestRow, forShopper = false) => (await views([row], forShopper))[0]!;

  /** The request and who the caller is to it; anyone who is none of its parties gets a 404. */
  async function requestFor(requestId: string, actor: ReturnsActor, token: string | undefined) {
    if (!isUuid(requestId)) throw requestNotFound();
    const row = await q.requestById(db, requestId);
    if (!row) throw requestNotFound();
    const line = await q.lineOf(db, row.orderItemId);
    if (!line) throw requestNotFound();
    const shopper = isShopper(line.order, actor, token);
    const designer = isDesigner(line.item.designerId, actor);
    const admin = actor.role === 'admin';
    if (!shopper && !designer && !admin) throw requestNotFound();
    return { row, line, shopper, designer, admin };
  }

  async function sendMail(to: string, kind: ReturnsMailKind, line: q.LineRow, lang: string | null, link: string, note: string | null, returnInstructions: string | null = null) {
    try {
      await options.mailer.send({ to, ...returnsMail(kind, { orderNumber: line.order.orderNumber, productName: line.item.productName, note, link, returnInstructions }, mailLangOf(lang)) });
    } catch (error) {
      options.log.error({ err: error, orderId: line.order.id }, 'returns mail failed');
    }
  }

  const links = {
    shopper: (orderId: string) => `${options.publicUrl}/order-success?order=${orderId}`,
    designer: () => `${options.publicUrl}/designer-dashboard#designer-returns`,
    admin: () => `${options.publicUrl}/admin/returns`,
  };

  /** Tells the step to whom it concerns by mail (after it committed); failures are logged, never thrown. */
  async function tell(kind: ReturnsMailKind, line: q.LineRow, to: { shopper?: boolean; designer?: boolean; admins?: boolean }, note: string | null, returnInstructions: string | null = null) {
    // The return instructions go to the shopper's mail alone.
    // The shopper's and the designer's e-mail choice for return updates decides (a guest is always mailed).
    if (to.shopper && (await emailWanted(db, line.order.userId, 'return-update'))) {
      await sendMail(line.order.email, kind, line, line.order.locale, links.shopper(line.order.id), note, returnInstructions);
    }
    if (to.designer && line.item.designerId && (await emailWanted(db, line.item.designerId, 'return-update'))) {
      const [designer] = await q.recipientsOf(db, [line.item.designerId]);
      if (designer) await sendMail(designer.email, kind, line, designer.language, links.designer(), note);
    }
    if (to.admins) for (const admin of await q.adminRecipients(db)) await sendMail(admin.email, kind, line, admin.language, links.admin(), note);
    options.events.publish({ topic: 'orders', action: 'update' });
  }

  const steps = createRemedySteps({ db, remedies, settings, now });

  /**
   * The step's note in the line's conversation, written by `inStep` inside the step's own
   * transaction (the step and its note land together); `announce` tells open pages once it committed.
   */
  function noter(line: q.LineRow, actor: ReturnsActor | null, code: ThreadNoteInput['code'], notice: ReturnNotice) {
    let announce = (): void => undefined;
    const designerId = line.item.designerId;
    const authorRole: ThreadNoteInput['authorRole'] = !actor || actor.role === 'admin' ? 'support' : designerId === actor.userId ? 'designer' : 'shopper';
    return {
      inStep: async (tx: Database): Promise<void> => {
        // Whom the step's mail tells hears of it by Telegram or SMS too, in the step's transaction.
        const base = { orderId: line.order.id, orderNumber: line.order.orderNumber, status: notice.status };
        const recipients: NotificationEvent['recipients'] = [];
        if (notice.shopper && line.order.userId) recipients.push({ userId: line.order.userId, data: { ...base, side: 'shopper' } });
        if (notice.designer && designerId) recipients.push({ userId: designerId, data: { ...base, side: 'designer' } });
        await notify(tx, { kind: 'return-update', eventId: `${line.item.id}:${code}:${randomUUID()}`, recipients });
        if (!designerId) return;
        announce = await options.postNote(tx, { orderId: line.order.id, designerId, code, params: { product: line.item.productName }, authorId: actor?.userId ?? null, authorRole });
      },
      announce: () => announce(),
    };
  }

  return {
    settings,

    async saveSettings(actor: AuditActor, input: ReturnsSettings): Promise<ReturnsSettings> {
      await db.transaction(async (tx) => {
        const before = await settings(tx);
        await q.saveSettings(tx, input);
        await options.audit.record(tx, actor, { kind: 'returns.settings_changed', targetType: 'returns_settings', targetId: '1', before: { ...before }, after: { ...input } });
      });
      // The policies are printed on cached public pages (product, information pages): they must show the change.
      options.events.publish({ topic: 'site_settings', action: 'update' });
      return settings();
    },

    /** The order's requests and, for its shopper, what each line may still ask (with its window's end). */
    async forOrder(orderId: string, actor: ReturnsActor, token: string | undefined): Promise<OrderReturns> {
      if (!isUuid(orderId)) throw notFound('ORDER_NOT_FOUND', 'Order not found.');
      const lines = await q.linesOfOrder(db, orderId);
      const first = lines[0] ? await q.lineOf(db, lines[0].item.id) : null;
      if (!first) throw notFound('ORDER_NOT_FOUND', 'Order not found.');
      const shopper = isShopper(first.order, actor, token);
      const admin = actor.role === 'admin';
      const designerLines = new Set(lines.filter((l) => isDesigner(l.item.designerId, actor)).map((l) => l.item.id));
      if (!shopper && !admin && designerLines.size === 0) throw notFound('ORDER_NOT_FOUND', 'Order not found.');
      const s = await settings();
      const rows = (await q.requestsOfOrder(db, orderId)).filter((r) => shopper || admin || designerLines.has(r.orderItemId));
      const asked = new Set(rows.map((r) => r.orderItemId));
      const at = now();
      const kinds: OrderReturns['lines'] = [];
      for (const l of lines) {
        const line = await q.lineOf(db, l.item.id);
        if (!line) continue;
        const facts = await lineFacts(line, asked.has(l.item.id));
        kinds.push({
          lineId: l.item.id,
          kinds: shopper ? requestKindsFor(facts, at, s) : [],
          windowEndsAt: facts.deliveredAt ? requestWindowEnd(facts.fulfilment, facts.deliveredAt, s).toISOString() : null,
        });
      }
      return { requests: await views(rows, shopper), lines: kinds, policy: s };
    },

    /** Checks the caller may upload for this line before anything is read (the route calls it first). */
    async assertShopperOf(lineId: string, actor: ReturnsActor, token: string | undefined): Promise<void> {
      await lineForShopper(lineId, actor, token);
    },

    async uploadPhoto(lineId: string, actor: ReturnsActor, token: string | undefined, purpose: 'evidence' | 'receipt', image: { data: Buffer; width: number }): Promise<ReturnPhoto> {
      const line = await lineForShopper(lineId, actor, token);
      const key = `returns/${line.item.id}/${randomUUID()}.webp`;
      const { url } = await options.storage.put(key, image.data, 'image/webp');
      try {
        await options.imageVariants.prepare(key, image.data, image.width);
        const row = await q.insertPhoto(db, { orderItemId: line.item.id, purpose, storagePath: key, url, thumbUrl: image.width > 320 ? imageVariantUrl(url, 320) : null, createdAt: now() });
        return photoView(row);
      } catch (error) {
        // Nothing half-written: the file goes if its row could not be made.
        await Promise.all([options.storage.remove(key), options.imageVariants.remove(key)]).catch(() => undefined);
        throw error;
      }
    },

    /** The shopper opens a return, an exchange or a fit claim on a delivered line of theirs. */
    async create(lineId: string, actor: ReturnsActor, token: string | undefined, input: NewRequestInput): Promise<ReturnRequestView> {
      const line = await lineForShopper(lineId, actor, token);
      const s = await settings();
      const at = now();
      const facts = await lineFacts(line, (await q.requestOfLine(db, line.item.id)) !== null);
      const refusal = eligibility(facts, input.kind, input.remedy, at, s);
      if (refusal) throw new AppError(ELIGIBILITY_STATUS[refusal], refusal, ELIGIBILITY_TEXT[refusal]);
      const photoIds = [...new Set(input.photoIds ?? [])];
      if (input.kind === 'claim' && photoIds.length === 0) {
        throw badRequest('RETURN_PHOTO_REQUIRED', 'A fit claim needs at least one photo of the garment worn.', { photoIds: ['RETURN_PHOTO_REQUIRED'] });
      }
      if (photoIds.some((id) => !isUuid(id))) throw badRequest('RETURN_PHOTO_NOT_FOUND', 'A photo was not found; upload it again.', { photoIds: ['RETURN_PHOTO_NOT_FOUND'] });
      await steps.checkRemedy(line, input.kind, input.remedy, input.refundAmountMinor, input.exchangeSize);
      const review = input.kind === 'claim' ? await q.reviewOf(db, line.item.id) : null;
      const told = noter(line, actor, 'return_opened', { status: 'opened', designer: true });
      const created = await db.transaction(async (tx) => {
        const photos = await q.pendingPhotos(tx, line.item.id, photoIds, 'evidence');
        if (photos.length !== photoIds.length) throw badRequest('RETURN_PHOTO_NOT_FOUND', 'A photo was not found; upload it again.', { photoIds: ['RETURN_PHOTO_NOT_FOUND'] });
        const row = await q.insertRequest(tx, {
          orderId: line.order.id,
          orderItemId: line.item.id,
          kind: input.kind,
          remedyWished: input.remedy,
          refundAmountMinor: input.refundAmountMinor ?? null,
          exchangeSize: input.exchangeSize ?? null,
          reason: input.reason.trim(),
          // A return or exchange for a fit reason may name its areas too: they teach the offsets as a claim's do.
          fitAreas: input.fitAreas ?? {},
          measurementSource: line.source,
          sizeChart: input.kind === 'claim' ? { category: line.category, size: line.item.size, acceptedVersion: review?.acceptedVersion ?? null } : null,
          answerDueAt: addDays(at, s.answerDays),
          createdBy: actor.userId,
          createdAt: at,
          updatedAt: at,
        });
        if (!row) throw conflict('REQUEST_ALREADY_EXISTS', ELIGIBILITY_TEXT.REQUEST_ALREADY_EXISTS);
        await q.attachPhotos(tx, row.id, photoIds);
        if (Object.keys(input.fitAreas ?? {}).length > 0) await options.fitFeedback.recordClaimVerdicts(tx, line.item.id, input.fitAreas ?? {});
        await told.inStep(tx);
        return row;
      });
      told.announce();
      await tell('opened', line, { designer: true }, created.reason);
      return viewOf(created, true);
    },

    async get(requestId: string, actor: ReturnsActor, token: string | undefined): Promise<ReturnRequestView> {
      const { row, shopper } = await requestFor(requestId, actor, token);
      return viewOf(row, shopper);
    },

    /** The studio's requests (a designer's own) and the console's (every one, or one state). */
    async list(actor: ReturnsActor, state?: string): Promise<ReturnRequestView[]> {
      if (actor.role === 'admin') return views((await q.requestsWithLines(db, { state })).map((r) => r.request));
      if (!actor.userId) return [];
      return views((await q.requestsWithLines(db, { designerId: actor.userId, state })).map((r) => r.request));
    },

    /** The designer accepts, proposes another remedy, or declines with a reason. */
    async answer(requestId: string, actor: ReturnsActor, input: DesignerAnswerInput): Promise<ReturnRequestView> {
      const { row, line, designer, admin } = await requestFor(requestId, actor, undefined);
      if (!designer && !admin) throw stepForbidden();
      const kind: ReturnsMailKind = input.answer === 'accept' ? 'accepted' : input.answer === 'propose' ? 'proposed' : 'declined';
      const told = noter(line, actor, `return_${kind}`, { status: kind, shopper: true });
      let done: q.RequestRow;
      // Where and how to send the garment back: only a return or an exchange has one to send.
      const instructions = input.answer !== 'decline' && row.kind !== 'claim' ? input.returnInstructions || null : null;
      if (input.answer === 'accept') {
        done = await steps.agree(
          row,
          line,
          { step: 'accept', actor: 'designer', remedy: row.remedyWished, amountMinor: row.refundAmountMinor, size: row.exchangeSize, cause: 'designer', actorUserId: actor.userId, note: input.note ?? null, returnInstructions: instructions },
          told.inStep,
        );
      } else if (input.answer === 'propose') {
        await steps.checkRemedy(line, row.kind, input.remedy, input.refundAmountMinor, input.exchangeSize);
        done = await steps.move(
          row.id,
          'propose',
          'designer',
          { remedy: input.remedy, refundAmountMinor: input.refundAmountMinor ?? null, exchangeSize: input.exchangeSize ?? null, designerNote: input.note, ...(instructions ? { returnInstructions: instructions } : {}) },
          told.inStep,
        );
      } else {
        done = await steps.move(row.id, 'decline', 'designer', { designerNote: input.note }, told.inStep);
      }
      told.announce();
      await tell(kind, line, { shopper: true }, input.note ?? null, done.returnInstructions);
      return viewOf(done);
    },

    /** The shopper takes the designer's proposal, or asks an admin to decide. */
    async shopperMove(requestId: string, actor: ReturnsActor, token: string | undefined, input: ShopperMoveInput): Promise<ReturnRequestView> {
      const { row, line, shopper } = await requestFor(requestId, actor, token);
      if (!shopper) throw stepForbidden();
      if (input.move === 'accept_proposal') {
        const told = noter(line, actor, 'return_accepted', { status: 'accepted', designer: true });
        const done = await steps.agree(row, line, {
          step: 'accept_proposal',
          actor: 'shopper',
          remedy: row.remedy ?? row.remedyWished,
          amountMinor: row.refundAmountMinor,
          size: row.exchangeSize,
          cause: 'designer',
          actorUserId: actor.userId,
          note: null,
        }, told.inStep);
        told.announce();
        await tell('accepted', line, { designer: true }, null);
        return viewOf(done, true);
      }
      const told = noter(line, actor, 'return_escalated', { status: 'escalated', designer: true });
      const done = await steps.move(row.id, 'escalate', 'shopper', { escalatedAt: now() }, told.inStep);
      told.announce();
      await tell('escalated', line, { admins: true, designer: true }, input.note ?? null);
      return viewOf(done, true);
    },

    /** An admin's final decision on an escalated request, audited with the change. */
    async decide(requestId: string, actor: ReturnsActor & { audit: AuditActor }, input: AdminDecisionInput): Promise<ReturnRequestView> {
      const { row, line, admin } = await requestFor(requestId, actor, undefined);
      if (!admin) throw stepForbidden();
      const told = noter(line, actor, 'return_decided', { status: 'decided', shopper: true, designer: true });
      const audit = async (tx: Database, after: q.RequestRow) => {
        await told.inStep(tx);
        if (after.state === 'rejected') await options.fitFeedback.withdrawClaimVerdicts(tx, row.orderItemId);
        await options.audit.record(tx, actor.audit, {
          kind: 'returns.decided',
          targetType: 'return_request',
          targetId: row.id,
          before: { state: row.state, remedy: row.remedy, orderNumber: line.order.orderNumber },
          after: { state: after.state, remedy: after.remedy, cause: after.cause, refundAmountMinor: after.refundAmountMinor, note: input.note },
        });
      };
      let done: q.RequestRow;
      if (input.decision === 'reject') {
        done = await steps.move(row.id, 'reject', 'admin', { decisionNote: input.note, decidedBy: actor.userId, decidedAt: now() }, audit);
      } else {
        await steps.checkRemedy(line, row.kind, input.remedy, input.refundAmountMinor, input.exchangeSize);
        done = await steps.agree(
          row,
          line,
          { step: 'decide', actor: 'admin', remedy: input.remedy, amountMinor: input.refundAmountMinor ?? null, size: input.exchangeSize ?? row.exchangeSize, cause: input.cause, actorUserId: actor.userId, note: input.note },
          audit,
        );
      }
      told.announce();
      await tell('decided', line, { shopper: true, designer: true }, input.note, done.returnInstructions);
      return viewOf(done);
    },

    /** The designer has the garment back: as sent, the refund or the exchanged size goes out; worn or damaged, an admin decides. */
    async received(requestId: string, actor: ReturnsActor, input: ReceivedInput): Promise<ReturnRequestView> {
      const { row, line, designer, admin } = await requestFor(requestId, actor, undefined);
      if (!designer && !admin) throw stepForbidden();
      const asSent = input.condition === 'as_sent';
      const told = noter(line, actor, asSent ? 'return_resolved' : 'return_escalated', { status: asSent ? 'resolved' : 'escalated', shopper: true });
      const done = await steps.receive(row, line, input.condition, input.note ?? null, actor.userId, told.inStep);
      told.announce();
      await tell(done.state === 'escalated' ? 'escalated' : 'resolved', line, done.state === 'escalated' ? { admins: true, shopper: true } : { shopper: true }, input.note ?? null);
      return viewOf(done);
    },

    /** The shopper sends the tailor's receipt for an agreed alteration: reimbursed up to the cap. */
    async receipt(requestId: string, actor: ReturnsActor, token: string | undefined, input: ReceiptInput): Promise<ReturnRequestView> {
      const { row, line, shopper } = await requestFor(requestId, actor, token);
      if (!shopper) throw stepForbidden();
      if (!isUuid(input.photoId)) throw badRequest('RETURN_PHOTO_NOT_FOUND', 'The receipt photo was not found; upload it again.', { photoId: ['RETURN_PHOTO_NOT_FOUND'] });
      const told = noter(line, actor, 'return_resolved', { status: 'resolved', shopper: true, designer: true });
      const done = await steps.reimburse(row, line, input.amountMinor, input.photoId, told.inStep);
      told.announce();
      await tell('resolved', line, { shopper: true, designer: true }, null);
      return viewOf(done, true);
    },

    /** Requests whose designer let the answer time pass go to an admin (each once, claimed under its row lock). */
    async runDeadlines(): Promise<number> {
      const at = now();
      const announcements: Array<() => void> = [];
      const moved = await db.transaction(async (tx) => {
        const due = await q.overdueRequests(tx, at, 50);
        const out: Array<{ row: q.RequestRow; line: q.LineRow | null }> = [];
        for (const row of due) {
          const after = await q.updateRequest(tx, row.id, { state: 'escalated', escalatedAt: at, updatedAt: at });
          const line = await q.lineOf(tx, row.orderItemId);
          if (line) {
            const told = noter(line, null, 'return_overdue', { status: 'overdue', shopper: true, designer: true });
            await told.inStep(tx);
            announcements.push(told.announce);
          }
          out.push({ row: after, line });
        }
        return out;
      });
      for (const announce of announcements) announce();
      for (const { line } of moved) if (line) await tell('overdue', line, { admins: true, shopper: true, designer: true }, null);
      return moved.length;
    },

    claimRates: (): Promise<ClaimRates> => q.claimRates(db),
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
