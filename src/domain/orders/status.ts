import { ORDER_STATUSES, type OrderStatus } from './constants';

/** The forward path of a line; 'cancelled' is reachable only before a garment ships. */
const FORWARD: Readonly<Record<OrderStatus, OrderStatus | null>> = {
  pending: 'confirmed',
  confirmed: 'in_production',
  in_production: 'shipped',
  shipped: 'delivered',
  delivered: null,
  cancelled: null,
};

const CANCELLABLE: ReadonlySet<OrderStatus> = new Set(['pending', 'confirmed', 'in_production']);

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Where a line may move next: one step forward, or cancelled while not yet shipped. */
export function nextStatuses(from: OrderStatus): OrderStatus[] {
  const next: OrderStatus[] = [];
  const forward = FORWARD[from];
  if (forward) next.push(forward);
  if (CANCELLABLE.has(from)) next.push('cancelled');
  return next;
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return nextStatuses(from).includes(to);
}

/** A shopper may cancel their own order only while no garment has been started. */
export function shopperMayCancel(lineStatuses: readonly OrderStatus[]): boolean {
  return lineStatuses.length > 0 && lineStatuses.every((s) => s === 'pending' || s === 'confirmed');
}

/**
 * An order's status follows its lines: cancelled when every line is, otherwise the least
 * advanced of the lines still going (an order is only 'shipped' when every garment is).
 */
export function orderStatusFromLines(lineStatuses: readonly OrderStatus[]): OrderStatus {
  const live = lineStatuses.filter((s) => s !== 'cancelled');
  if (live.length === 0) return 'cancelled';
  let least: OrderStatus = 'delivered';
  for (const s of live) if (ORDER_STATUSES.indexOf(s) < ORDER_STATUSES.indexOf(least)) least = s;
  return least;
}

/**
 * Where a whole order may move, by the lines' own rules: forward one step (the lines at the
 * order's status take that step; lines already ahead stay), or cancelled while no live line has
 * shipped. Answers nothing for a finished order.
 */
export function orderNextStatuses(lineStatuses: readonly OrderStatus[]): OrderStatus[] {
  const live = lineStatuses.filter((s) => s !== 'cancelled');
  if (live.length === 0) return [];
  const current = orderStatusFromLines(live);
  const next: OrderStatus[] = [];
  const forward = nextStatuses(current).find((s) => s !== 'cancelled');
  if (forward) next.push(forward);
  if (live.every((s) => canTransition(s, 'cancelled'))) next.push('cancelled');
  return next;
}

/**
 * What each line becomes when the order moves to `to`, or null where `to` is not allowed.
 * Every change listed is one a designer could make to that line (canTransition).
 */
export function orderLineMoves(lineStatuses: readonly OrderStatus[], to: OrderStatus): Array<{ index: number; from: OrderStatus; to: OrderStatus }> | null {
  if (!orderNextStatuses(lineStatuses).includes(to)) return null;
  const current = orderStatusFromLines(lineStatuses);
  const moves: Array<{ index: number; from: OrderStatus; to: OrderStatus }> = [];
  lineStatuses.forEach((from, index) => {
    if (from === 'cancelled') return;
    if (to === 'cancelled' || from === current) moves.push({ index, from, to });
  });
  return moves.every((m) => canTransition(m.from, m.to)) ? moves : null;
}
