import { addWorkingDays } from '../shipping/working-days';

/**
 * The day a garment should be ready to ship, as the shop promises it (info pages, checkout):
 * ready-made pieces within 3 business days, made-to-measure ones the product's production days
 * after the order, in working days (Sundays and public holidays skipped), the count the checkout's
 * arrival window used (domain/shipping readyDays), so the designer's deadline for an accepted
 * piece is the day the shopper's parcel is expected to leave. Counted from when the designer is told: a pay-on-delivery order when placed, an
 * online order when paid ("Orders paid online are prepared once the payment has gone through").
 * Days are Addis Ababa calendar days (UTC+3 all year, no daylight saving), where the designers work.
 */

export const READY_MADE_BUSINESS_DAYS = 3;
const ADDIS_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type Fulfilment = 'ready' | 'made_to_measure';

/** YYYY-MM-DD. `productionDays` counts only for made-to-measure products that have it. */
export function readyByDate(start: Date, fulfilment: Fulfilment | null, productionDays: number | null): string {
  const local = new Date(start.getTime() + ADDIS_OFFSET_MS);
  const day = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
  if (fulfilment === 'made_to_measure' && productionDays !== null && productionDays > 0) {
    return addWorkingDays(day.toISOString().slice(0, 10), productionDays);
  }
  let left = READY_MADE_BUSINESS_DAYS;
  let at = day;
  while (left > 0) {
    at = new Date(at.getTime() + DAY_MS);
    const weekday = at.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return at.toISOString().slice(0, 10);
}
