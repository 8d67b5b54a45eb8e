import type { ProductArrival } from './arrivals';
import { isoDayNumber } from './ethiopian-calendar';

/**
 * The one short line a listing card shows about delivery (issue 40), chosen from the product's
 * own window (`productArrivals`):
 *
 * - a ready piece: "Arrives by <latest day>" — the promise a shopper compares across cards, and
 *   the later end so the card never promises earlier than the product page's window does;
 * - made to measure: a duration, "3 wks" (rounded up), not a date. Its window counts from when the
 *   designer accepts the measurements, which comes after the order and after the shopper sends
 *   them; a date on a card read as "order now, have it then" would be early by exactly that
 *   wait. The product page explains the count;
 * - nothing when the piece cannot be ordered (out of stock) or the zone's bands do not carry it
 *   (heavier than its last closed band): the product page says why, a card has no room to.
 */
export type CardArrival =
  | { kind: 'by'; day: string }
  | { kind: 'made-to-measure'; unit: 'days' | 'weeks'; count: number };

/** Up to this many calendar days reads as days ("about 12 days"); longer as whole weeks. */
export const CARD_DAYS_MAX = 13;

export function cardArrival(arrival: Pick<ProductArrival, 'window' | 'countsFrom' | 'rateUsdMinor'>, from: string, orderable: boolean): CardArrival | null {
  if (!orderable || arrival.rateUsdMinor === null) return null;
  if (arrival.countsFrom === 'order') return { kind: 'by', day: arrival.window.latest };
  const days = Math.max(1, isoDayNumber(arrival.window.latest) - isoDayNumber(from));
  // Rounded up: "2 wks" for 15 days would promise a day early; "3 wks" does not.
  return days <= CARD_DAYS_MAX ? { kind: 'made-to-measure', unit: 'days', count: days } : { kind: 'made-to-measure', unit: 'weeks', count: Math.ceil(days / 7) };
}
