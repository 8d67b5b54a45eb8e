import type { OrderStatus } from './constants';

/**
 * Taking back a mistaken tap (issue 40): "shipped" can be undone for 10 minutes by whoever marked
 * it (or an admin); the line returns to where it was. "Delivered" cannot be undone: it writes the
 * payout ledger's delivery marker (append-only, it starts the designer's hold) and invites the
 * shopper's review, neither of which can be taken back (docs/decisions/042-dispatch-undo-and-mail.md).
 */
export const UNDO_WINDOW_MS = 10 * 60 * 1000;
export const UNDOABLE: ReadonlySet<OrderStatus> = new Set(['shipped']);
/** The status note that marks a move as the undoing of the one before it (like 'system', never shown as text). */
export const UNDO_NOTE = 'undo';

export type UndoRefusal = 'UNDO_NOTHING' | 'UNDO_NOT_POSSIBLE' | 'UNDO_EXPIRED' | 'UNDO_NOT_YOURS';

/**
 * Whether the line's last move may be undone now, by this actor: the move must be the line's
 * latest, to an undoable status, not itself an undo, made by this actor (an admin may undo
 * anyone's), and at most 10 minutes old.
 */
export function undoRefusal(
  last: { to: OrderStatus; from: OrderStatus | null; note: string | null; actorUserId: string | null; at: Date } | null,
  lineStatus: OrderStatus,
  actor: { userId: string; role: string },
  now: Date,
): UndoRefusal | null {
  if (!last || last.from === null || last.note === UNDO_NOTE || last.to !== lineStatus) return 'UNDO_NOTHING';
  if (!UNDOABLE.has(last.to)) return 'UNDO_NOT_POSSIBLE';
  if (actor.role !== 'admin' && last.actorUserId !== actor.userId) return 'UNDO_NOT_YOURS';
  const age = now.getTime() - last.at.getTime();
  if (age > UNDO_WINDOW_MS || age < -60_000) return 'UNDO_EXPIRED';
  return null;
}
