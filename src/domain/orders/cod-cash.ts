import { CURRENCIES, MINOR_PER_MAJOR, type CurrencyCode } from '../money/currency';
import { allocate } from '../payouts/money-split';

/**
 * Cash on delivery, recorded (issue 37; docs/decisions/032-cash-on-delivery-recorded.md). When a
 * pay-on-delivery line reaches the shopper, whoever handed it over records what happened at the
 * door: the cash was collected, less was collected (a shortfall, with its reason), or the shopper
 * refused the parcel (the line is cancelled; its garment goes back to stock or is written off).
 * Pure rules, shared by the server (the authority) and the recording dialog.
 */

/** What happened at the door. */
export const COD_OUTCOMES = ['collected', 'shortfall', 'refused'] as const;
export type CodOutcome = (typeof COD_OUTCOMES)[number];

/** Who took the cash (or brought the parcel back): the designer herself, a courier, or the shop (an admin). */
export const COD_COLLECTORS = ['designer', 'courier', 'admin'] as const;
export type CodCollector = (typeof COD_COLLECTORS)[number];

/** A refused garment: back on sale, or written off (damaged, made to measure, lost). */
export const COD_STOCK_CHOICES = ['returned', 'written_off'] as const;
export type CodStockChoice = (typeof COD_STOCK_CHOICES)[number];

export const COD_REASON_MAX = 300;

/** One line of a pay-on-delivery order as the cash rule needs it: its goods in USD minor units (the order's own weights). */
export interface CashLine {
  id: string;
  goodsUsdMinor: number;
}

/**
 * What the shopper owes for one line at the door, in the charge currency's minor units: the
 * order's charge (goods and shipping, what "Have ETB 10,243 ready" said) shared over every line
 * of the order in proportion to its goods, by the payouts' largest-remainder allocation. The parts
 * add up to the charge exactly, and a line's part never moves when another line is cancelled or
 * refused. Null for a line not in the order.
 */
export function cashDueOf(chargeMinor: number, lines: readonly CashLine[], lineId: string): number | null {
  const index = lines.findIndex((l) => l.id === lineId);
  if (index < 0) return null;
  return allocate(chargeMinor, lines.map((l) => l.goodsUsdMinor))[index] ?? null;
}

/**
 * The smallest amount a shopper is quoted in: a whole birr (the shop shows birr without santim,
 * and nobody hands a courier santim), a cent for the others. Cash within one such unit of what is
 * due counts as the full amount.
 */
export function cashUnitOf(currency: CurrencyCode): number {
  return MINOR_PER_MAJOR / 10 ** CURRENCIES[currency].displayDecimals;
}

/** What is due, as the recording dialog offers it: rounded half away from zero to the unit a shopper pays in. */
export function cashDueRounded(dueMinor: number, currency: CurrencyCode): number {
  const unit = cashUnitOf(currency);
  return Math.round(dueMinor / unit) * unit;
}

export interface CashRecordRequest {
  outcome: CodOutcome;
  /** Omitted for `collected`: the amount due. Required for `shortfall`; 0 or omitted for `refused`. */
  amountMinor?: number | undefined;
}

export type CashJudgement =
  | { ok: true; amountMinor: number; shortfallMinor: number }
  | { ok: false; code: 'COD_AMOUNT_INVALID' | 'COD_AMOUNT_BELOW_DUE' };

/**
 * Checks an amount against what is due: `collected` is the due within one unit (either way:
 * rounding to whole birr); less than that is a shortfall the recorder must say is one
 * (COD_AMOUNT_BELOW_DUE), more is a typing slip (COD_AMOUNT_INVALID). A `shortfall` is at least
 * one unit short and not negative. A `refused` parcel took no cash.
 */
export function judgeCash(request: CashRecordRequest, dueMinor: number, currency: CurrencyCode): CashJudgement {
  const unit = cashUnitOf(currency);
  const amount = request.amountMinor;
  if (amount !== undefined && (!Number.isSafeInteger(amount) || amount < 0)) return { ok: false, code: 'COD_AMOUNT_INVALID' };
  switch (request.outcome) {
    case 'refused':
      return amount === undefined || amount === 0 ? { ok: true, amountMinor: 0, shortfallMinor: 0 } : { ok: false, code: 'COD_AMOUNT_INVALID' };
    case 'collected': {
      const got = amount ?? dueMinor;
      if (got <= dueMinor - unit) return { ok: false, code: 'COD_AMOUNT_BELOW_DUE' };
      if (got >= dueMinor + unit) return { ok: false, code: 'COD_AMOUNT_INVALID' };
      return { ok: true, amountMinor: got, shortfallMinor: 0 };
    }
    case 'shortfall':
      if (amount === undefined || amount > dueMinor - unit) return { ok: false, code: 'COD_AMOUNT_INVALID' };
      return { ok: true, amountMinor: amount, shortfallMinor: dueMinor - amount };
  }
}

/**
 * An amount typed in major units ("6500", "6,500", "6500.50", "ብር 6,500"), as minor units; null
 * for nothing typed, NaN for what is not an amount. Works on the digits as text, so 19.99 is 1999
 * and not 1998.9999.
 */
export function parseCashAmount(text: string): number | null {
  const s = text
    .trim()
    .replace(/^(?:etb|birr|br\.?|ብር|us\s*\$|usd|\$|€|£|aed)\s*/i, '')
    .replace(/\s*(?:etb|birr|br\.?|ብር|usd|\$|€|£|aed)$/i, '')
    .trim();
  if (s === '') return null;
  if (!/^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/.test(s)) return Number.NaN;
  const [whole = '0', fraction = ''] = s.replace(/,/g, '').split('.');
  const minor = Number(whole) * MINOR_PER_MAJOR + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : Number.NaN;
}

/** Minor units written back in major units for the amount field ("6500", "85.50"), no grouping. */
export function cashAmountText(minor: number, currency: CurrencyCode): string {
  if (CURRENCIES[currency].displayDecimals === 0 && minor % MINOR_PER_MAJOR === 0) return String(minor / MINOR_PER_MAJOR);
  const whole = Math.trunc(minor / MINOR_PER_MAJOR);
  const cents = Math.abs(minor % MINOR_PER_MAJOR);
  return `${whole}.${String(cents).padStart(2, '0')}`;
}
