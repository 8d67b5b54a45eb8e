import {
  alterationCapMinor,
  nextState,
  refundRefusal,
  reimbursementMinor,
  remainingOfLine,
  remediesFor,
  stepRefusal,
  type AlterationCause,
  type Remedy,
  type RequestKind,
  type RequestState,
  type ReturnCondition,
  type ReturnsSettings,
  type Step,
  type StepActor,
} from '../../../domain/returns';
import type { Database } from '../../db/client';
import { AppError, badRequest, conflict } from '../../lib/errors';
import type { LineRemedies } from '../orders';
import * as q from './queries';

export interface RemedyStepsOptions {
  db: Database;
  remedies: LineRemedies;
  settings: (executor?: Database) => Promise<ReturnsSettings>;
  now: () => Date;
}

export interface Agreement {
  step: Extract<Step, 'accept' | 'accept_proposal' | 'decide'>;
  actor: StepActor;
  remedy: string;
  amountMinor: number | null;
  size: string | null;
  cause: AlterationCause;
  actorUserId: string | null;
  note: string | null;
  /** The designer's return address and how to send (a return or exchange she accepts). */
  returnInstructions?: string | null;
}

/** Written inside the step's own transaction (an admin's audit entry). */
export type InStep = (tx: Database, after: q.RequestRow) => Promise<void>;

function refuse(code: 'REQUEST_STEP_FORBIDDEN' | 'REQUEST_STATE_INVALID'): AppError {
  return code === 'REQUEST_STEP_FORBIDDEN'
    ? new AppError(403, code, 'You may not take this step on this request.')
    : conflict(code, 'This request has moved on: this step is no longer open (reload it).');
}

/**
 * The steps that change a request and carry out its remedy. Every step re-reads the request under
 * its row lock and checks the state machine there, so two clicks cannot both act. Money first:
 * a refund is asked of the provider (idempotent by the request's key) before the state moves, so
 * a provider failure leaves the request as it was and a retry refunds once.
 */
export function createRemedySteps(options: RemedyStepsOptions) {
  const { db, remedies, now } = options;

  async function locked(tx: Database, id: string, step: Step, actor: StepActor): Promise<q.RequestRow> {
    const row = await q.requestById(tx, id, true);
    if (!row) throw new AppError(404, 'RETURN_REQUEST_NOT_FOUND', 'Return request not found.');
    const refusal = stepRefusal(step, row.state as RequestState, actor);
    if (refusal) throw refuse(refusal);
    return row;
  }

  /** The step is open now (checked before any money moves; checked again under the lock). */
  function open(row: q.RequestRow, step: Step, actor: StepActor): void {
    const refusal = stepRefusal(step, row.state as RequestState, actor);
    if (refusal) throw refuse(refusal);
  }

  async function refund(row: q.RequestRow, keyKind: string, amountMinor: number | null, chargedTo: AlterationCause): Promise<number> {
    const result = await remedies.refundLine({ orderId: row.orderId, lineId: row.orderItemId, amountMinor: amountMinor ?? 'rest', key: `${keyKind}:${row.id}`, chargedTo });
    return result.amountMinor;
  }

  return {
    /** A remedy fits the kind, a refund is within what is left of the line, an exchange names a size the garment comes in. */
    async checkRemedy(line: q.LineRow, kind: string, remedy: string, amountMinor: number | undefined, size: string | undefined): Promise<void> {
      if (!remediesFor(kind as RequestKind).includes(remedy as Remedy)) {
        throw badRequest('REMEDY_INVALID', 'This remedy does not suit this kind of request.', { remedy: ['REMEDY_INVALID'] });
      }
      if (amountMinor !== undefined) {
        if (remedy !== 'refund') throw badRequest('REFUND_AMOUNT_INVALID', 'An amount goes only with a refund.', { refundAmountMinor: ['REFUND_AMOUNT_INVALID'] });
        const share = await remedies.lineShare(line.order.id, line.item.id);
        const refusal = refundRefusal(amountMinor, share.chargedMinor, share.refundedMinor);
        if (refusal === 'LINE_ALREADY_REFUNDED') throw conflict(refusal, 'This line was already refunded in full.');
        if (refusal) throw badRequest(refusal, 'The refund is more than what was paid for this garment.', { refundAmountMinor: [refusal] });
      }
      if (remedy === 'exchange') {
        if (!size) throw badRequest('EXCHANGE_SIZE_REQUIRED', 'Name the size you would like instead.', { exchangeSize: ['EXCHANGE_SIZE_REQUIRED'] });
        if (!(line.sizes ?? []).includes(size) || size === line.item.size) {
          throw badRequest('EXCHANGE_SIZE_UNAVAILABLE', 'This garment does not come in that size (or it is the size you have).', { exchangeSize: ['EXCHANGE_SIZE_UNAVAILABLE'] });
        }
      }
    },

    /** A step that only moves the request (propose, decline, escalate, reject). */
    async move(id: string, step: Step, actor: StepActor, values: Partial<q.RequestRow>, inStep?: InStep): Promise<q.RequestRow> {
      return db.transaction(async (tx) => {
        const row = await locked(tx, id, step, actor);
        const state = nextState(step, row.kind as RequestKind, (values.remedy ?? row.remedy ?? row.remedyWished) as Remedy);
        // A size held for an exchange goes back when the request ends another way.
        if (state === 'rejected' && row.reservedSize) await remedies.releaseSize(tx, row.orderItemId);
        const after = await q.updateRequest(tx, row.id, { ...values, state, ...(state === 'rejected' ? { reservedSize: null } : {}), updatedAt: now() });
        if (inStep) await inStep(tx, after);
        return after;
      });
    },

    /** A remedy agreed (the designer's accept, the shopper's acceptance of a proposal, an admin's decision), carried out. */
    async agree(row: q.RequestRow, line: q.LineRow, a: Agreement, inStep?: InStep): Promise<q.RequestRow> {
      open(row, a.step, a.actor);
      const kind = row.kind as RequestKind;
      const remedy = a.remedy as Remedy;
      const garmentBack = row.receivedAt !== null;
      let refunded = 0;
      // A claim's refund goes out at once; a return's when the garment is back (now, if it already is).
      if (remedy === 'refund' && (kind === 'claim' || garmentBack)) refunded = await refund(row, kind === 'claim' ? 'claim' : 'return', a.amountMinor, a.cause);
      return db.transaction(async (tx) => {
        const current = await locked(tx, row.id, a.step, a.actor);
        const state = nextState(a.step, kind, remedy, { garmentBack });
        const values: Partial<q.RequestRow> = {
          state,
          remedy,
          refundAmountMinor: a.amountMinor,
          exchangeSize: remedy === 'exchange' ? a.size : null,
          cause: a.cause,
          refundedMinor: current.refundedMinor + refunded,
          updatedAt: now(),
        };
        if (a.step === 'decide') Object.assign(values, { decisionNote: a.note, decidedBy: a.actorUserId, decidedAt: now() });
        else if (a.note) values.designerNote = a.note;
        // Only a garment that comes back needs them: a claim's remedies keep it where it is.
        if (a.returnInstructions && kind !== 'claim') values.returnInstructions = a.returnInstructions;
        if (current.reservedSize && remedy !== 'exchange') {
          await remedies.releaseSize(tx, current.orderItemId);
          values.reservedSize = null;
        }
        if (remedy === 'remake') {
          values.remakeLineId = await remedies.addFollowUpLine(tx, { sourceLineId: current.orderItemId, size: null, kind: 'remake', actorUserId: a.actorUserId, at: now() });
        }
        if (remedy === 'exchange' && a.size) {
          // The new size is held from the agreement; it ships (a line at no charge) once the garment is back.
          if (current.reservedSize !== a.size) {
            if (current.reservedSize) await remedies.releaseSize(tx, current.orderItemId);
            await remedies.reserveSize(tx, current.orderItemId, a.size);
            values.reservedSize = a.size;
          }
          if (garmentBack) values.exchangeLineId = await remedies.addFollowUpLine(tx, { sourceLineId: current.orderItemId, size: a.size, kind: 'exchange', actorUserId: a.actorUserId, at: now() });
        }
        const after = await q.updateRequest(tx, current.id, values);
        if (inStep) await inStep(tx, after);
        return after;
      });
    },

    /** The garment is back: as sent, stock returns and the refund or the exchanged size goes out; worn or damaged, an admin decides. */
    async receive(row: q.RequestRow, line: q.LineRow, condition: ReturnCondition, note: string | null, actorUserId: string | null, inStep?: InStep): Promise<q.RequestRow> {
      open(row, 'receive', 'designer');
      const asSent = condition === 'as_sent';
      const refunded = asSent && row.remedy === 'refund' ? await refund(row, 'return', row.refundAmountMinor, 'designer') : 0;
      return db.transaction(async (tx) => {
        const current = await locked(tx, row.id, 'receive', 'designer');
        const state = nextState('receive', current.kind as RequestKind, (current.remedy ?? current.remedyWished) as Remedy, { condition });
        const values: Partial<q.RequestRow> = { state, condition, receivedAt: now(), refundedMinor: current.refundedMinor + refunded, updatedAt: now() };
        if (note) values.designerNote = note;
        if (asSent) {
          await remedies.restock(tx, current.orderItemId);
          if (current.remedy === 'exchange' && current.reservedSize) {
            values.exchangeLineId = await remedies.addFollowUpLine(tx, { sourceLineId: current.orderItemId, size: current.reservedSize, kind: 'exchange', actorUserId, at: now() });
          }
        }
        const after = await q.updateRequest(tx, current.id, values);
        if (inStep) await inStep(tx, after);
        return after;
      });
    },

    /** The tailor's receipt: the reimbursement is the receipt's amount up to the cap and what is left of the line. */
    async reimburse(row: q.RequestRow, line: q.LineRow, receiptMinor: number, photoId: string, inStep?: InStep): Promise<q.RequestRow> {
      open(row, 'receipt', 'shopper');
      const [photo] = await q.pendingPhotos(db, row.orderItemId, [photoId], 'receipt');
      if (!photo) throw badRequest('RETURN_PHOTO_NOT_FOUND', 'The receipt photo was not found; upload it again.', { photoId: ['RETURN_PHOTO_NOT_FOUND'] });
      const s = await options.settings();
      const share = await remedies.lineShare(line.order.id, line.item.id);
      const amount = reimbursementMinor(receiptMinor, alterationCapMinor(share.chargedMinor, s.alterationCapBp), remainingOfLine(share.chargedMinor, share.refundedMinor));
      if (amount <= 0) throw conflict('LINE_ALREADY_REFUNDED', 'Nothing is left to reimburse on this garment.');
      const paid = await refund(row, 'alteration', amount, (row.cause as AlterationCause | null) ?? 'designer');
      return db.transaction(async (tx) => {
        const current = await locked(tx, row.id, 'receipt', 'shopper');
        await q.attachPhotos(tx, current.id, [photo.id]);
        const after = await q.updateRequest(tx, current.id, { state: 'resolved', receiptAmountMinor: receiptMinor, reimbursedMinor: current.reimbursedMinor + paid, updatedAt: now() });
        if (inStep) await inStep(tx, after);
        return after;
      });
    },
  };
}
