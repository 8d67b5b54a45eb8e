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
