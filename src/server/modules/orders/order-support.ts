import { mailGreetingName } from '../../../domain/security';
import type { OrderStatus, PaymentMethod } from '../../../domain/orders/constants';
import type { CommissionTerms } from '../../../domain/payouts/commission';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { RequestActor } from '../../lib/request-actor';
import type { AuditEntry } from '../../plugins/audit';
import type { Mailer } from '../../plugins/mailer';
import { isConfirmedAddressOf } from '../accounts';
import type { PaymentProvider } from '../payments';
import type * as q from './queries';

/** Who is asking (the routes' `actorOf`): a signed-in user with a role, or a guest (who may hold an order's access token). */
export type Actor = RequestActor;

export interface OrdersServiceDeps {
  db: Database;
  providers: ReadonlyMap<PaymentMethod, PaymentProvider>;
  mailer: Mailer;
  /** Signs guests' order access tokens. */
  secret: string;
  publicUrl: string;
  /** Called after any change that shoppers, designers or the catalogue should see. */
  onChange: (what: { orders: boolean; productIds: string[] }) => void;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  /** The designers' ledger (the payouts feature, wired in app.ts); without it no money is recorded for designers. */
  ledger?: OrderLedger;
  /** Other features' say on a line moving (see LineMoveGuard); filled through `orders.guardLineMoves`. */
  lineMoveGuards: LineMoveGuard[];
  /** Features told, inside the undo's transaction, that a line's last move was undone; filled through `orders.onLineMoveUndone`. */
  lineUndoListeners: LineUndoListener[];
  /** Now, for the undo window (tests pass the shared test clock). */
  clock?: () => Date;
  /** The measurements in force of a line (the measurement review), read by its sheet; filled through `orders.readMeasurementsInForce`. */
  measurementsInForce: { read: MeasurementsInForce | null };
}

/**
 * The version of each line's measurements in force and when its designer accepted it (null: not
 * yet), from the feature that keeps the versions, in one read for a page of lines; a line without
 * versions is left out (its placed set is shown and printed).
 */
export type MeasurementsInForce = (db: Database, lineIds: readonly string[]) => Promise<Map<string, MeasurementsVersion>>;
export interface MeasurementsVersion {
  version: number;
  acceptedAt: Date | null;
  metricsCm: Record<string, number>;
}

/**
 * A feature's say on a line moving a step (the measurements accepted before production, a photo
 * of the finished garment before shipping): it throws an AppError to refuse. Called inside the
 * move's transaction with the order and line locked, for every line a designer or an admin moves
 * (cancellations included, which a guard normally lets pass), so its reads agree with the move.
 */
export type LineMoveGuard = (tx: Database, move: { order: q.OrderRow; line: q.OrderItemRow; to: OrderStatus }) => Promise<void>;

/** A line's last move was undone (issue 40): `undone` is the status it had, the line is back at `to`. Called in the undo's transaction. */
export type LineUndoListener = (tx: Database, undo: { order: q.OrderRow; line: q.OrderItemRow; undone: OrderStatus; to: OrderStatus }) => Promise<void>;

/** Asks every guard about every move; the first refusal stops the move. */
export async function checkLineMoves(guards: readonly LineMoveGuard[], tx: Database, order: q.OrderRow, moves: ReadonlyArray<{ line: q.OrderItemRow; to: OrderStatus }>): Promise<void> {
  for (const guard of guards) for (const { line, to } of moves) await guard(tx, { order, line, to });
}

/**
 * What the orders feature tells the designers' ledger, always inside the transaction of the event
 * itself, so the entry and the event commit (or fail) together. `lines` are all the order's lines
 * (a line's share of the charge depends on the others); `lineIds` the ones the event is about.
 */
export interface OrderLedger {
  /** The commission in force for these designers now: copied onto the lines of an order being placed. */
  commissionTerms(tx: Database, designerIds: readonly string[]): Promise<ReadonlyMap<string, CommissionTerms>>;
  /** An online payment settled. */
  paid(tx: Database, order: q.OrderRow, lines: readonly q.OrderItemRow[], lineIds: readonly string[]): Promise<void>;
  /** Lines marked delivered: the hold starts; a pay-on-delivery line's commission is charged to its designer. */
  delivered(tx: Database, order: q.OrderRow, lines: readonly q.OrderItemRow[], lineIds: readonly string[]): Promise<void>;
  /** Lines cancelled or refunded after payment: their sale and commission are reversed (`step` names the event). */
  refunded(tx: Database, order: q.OrderRow, lineIds: readonly string[], step: string): Promise<void>;
  /** Part of one line refunded (a return's partial refund, an alteration charged to the designer): `chargedMinor` of its goods, cumulative, once per `step`. */
  refundedPart(tx: Database, order: q.OrderRow, lineId: string, chargedMinor: number, step: string): Promise<void>;
}

/** Writes the admin's audit entry inside the change's own transaction. */
export type RecordAudit = (tx: Database, entry: AuditEntry) => Promise<void>;

export const orderNotFound = () => notFound('ORDER_NOT_FOUND', 'Order not found.');
export const lineNotFound = () => notFound('ORDER_LINE_NOT_FOUND', 'Order line not found.');

export function isOnline(method: string): boolean {
  return method === 'chapa' || method === 'stripe';
}

export function canRetryPayment(order: q.OrderRow): boolean {
  return isOnline(order.paymentMethod) && order.status === 'pending' && (order.paymentStatus === 'failed' || order.paymentStatus === 'pending');
}


/** The name an order's mail may greet with: a guest's typed name never goes to the address it typed (mailGreetingName). */
export async function greetingOf(db: Database, order: { userId: string | null; email: string }, name: string | null): Promise<string | null> {
  return mailGreetingName(name, await isConfirmedAddressOf(db, order.userId, order.email));
}

