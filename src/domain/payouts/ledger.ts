import type { CurrencyCode } from '../money/currency';
import { lineCommission, type CommissionTerms } from './commission';
import { allocate, convertMinor, proportion, type LockedRates } from './money-split';

/**
 * The designer ledger's entry kinds. Amounts are signed from the designer's side (+ the shop owes
 * the designer, − the designer owes the shop), in the designer's payout currency; each entry also
 * keeps what it was in the currency the shopper was charged (`chargedMinor`), which is where the
 * shop's books reconcile to the cent.
 */
export const LEDGER_ENTRY_KINDS = [
  'sale',
  'commission',
  'refund',
  'commission_reversal',
  'cod_commission',
  'delivered',
  'adjustment',
  'payout',
  'payout_reversal',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** Kinds whose charged amount is the shop's commission (negated: − to the designer is + to the shop). */
export const COMMISSION_KINDS: readonly LedgerEntryKind[] = ['commission', 'commission_reversal', 'cod_commission'];

/** An entry about to be written; the idempotency key makes a replayed event write nothing. */
export interface LedgerEntryDraft {
  kind: LedgerEntryKind;
  idempotencyKey: string;
  amountMinor: number;
  currency: CurrencyCode;
  chargedMinor: number;
  chargedCurrency: CurrencyCode;
  orderItemId: string | null;
  /** For `delivered`: when the line's earnings leave the hold. */
  availableAt?: Date | null;
}

export const ledgerKey = {
  sale: (lineId: string) => `sale:${lineId}`,
  commission: (lineId: string) => `commission:${lineId}`,
  refund: (lineId: string, step: string) => `refund:${lineId}:${step}`,
  commissionReversal: (lineId: string, step: string) => `commission_reversal:${lineId}:${step}`,
  codCommission: (lineId: string) => `cod_commission:${lineId}`,
  delivered: (lineId: string) => `delivered:${lineId}`,
};

/** One line of an order as settling needs it; goods in the catalogue's currency (USD minor units). */
export interface SettlingLine {
  id: string;
  goodsUsdMinor: number;
  terms: CommissionTerms;
  payoutCurrency: CurrencyCode;
  /** Cancelled before payment: its share of the charge is computed (the charge covered it) but no entry is written. */
  live: boolean;
}

export interface SettlingOrder {
  chargeMinor: number;
  chargeCurrency: CurrencyCode;
  shippingUsdMinor: number;
  rates: LockedRates;
  lines: readonly SettlingLine[];
}

export interface LineSplit {
  lineId: string;
  /** The line's goods in the charge currency: its share of what was charged. */
  goodsCharged: number;
  commissionCharged: number;
  /** goodsCharged − commissionCharged: the designer's part, exactly. */
  designerCharged: number;
}

/**
 * Splits what was charged for an order: the charge is shared out over the lines' goods and the
 * shipping in proportion to their USD amounts (allocate: the parts add up to the charge), then each
 * line's goods into the shop's commission and the designer's part (their difference, so nothing is
 * lost to rounding).
 */
export function splitOrderCharge(order: SettlingOrder): { lines: LineSplit[]; shippingCharged: number } {
  const parts = allocate(order.chargeMinor, [...order.lines.map((l) => l.goodsUsdMinor), order.shippingUsdMinor]);
  const lines = order.lines.map((line, i) => {
    const goodsCharged = parts[i] ?? 0;
    const commissionCharged = lineCommission(goodsCharged, order.chargeCurrency, line.terms, order.rates);
    return { lineId: line.id, goodsCharged, commissionCharged, designerCharged: goodsCharged - commissionCharged };
  });
  return { lines, shippingCharged: parts[order.lines.length] ?? 0 };
}

/**
 * The designer's part converted into the payout currency once; the sale is the goods converted
 * once, and the commission entry is the difference, so sale + commission is exactly the
 * converted designer part.
 */
function inPayoutCurrency(split: LineSplit, from: CurrencyCode, to: CurrencyCode, rates: LockedRates) {
  const sale = convertMinor(split.goodsCharged, from, to, rates);
  const designer = convertMinor(split.designerCharged, from, to, rates);
  return { sale, commission: designer - sale };
}

/** The entries a paid online order writes: a sale and its commission per live line. */
export function saleEntries(order: SettlingOrder): LedgerEntryDraft[] {
  const { lines } = splitOrderCharge(order);
  return lines.flatMap((split, i) => {
    const line = order.lines[i];
    if (!line?.live) return [];
    const p = inPayoutCurrency(split, order.chargeCurrency, line.payoutCurrency, order.rates);
    const common = { currency: line.payoutCurrency, chargedCurrency: order.chargeCurrency, orderItemId: line.id };
    return [
      { ...common, kind: 'sale' as const, idempotencyKey: ledgerKey.sale(line.id), amountMinor: p.sale, chargedMinor: split.goodsCharged },
      { ...common, kind: 'commission' as const, idempotencyKey: ledgerKey.commission(line.id), amountMinor: p.commission, chargedMinor: -split.commissionCharged },
    ];
  });
}

/**
 * Cash on delivery: the designer (or the courier) holds the whole price, so the shop's commission
 * is a debit on the designer's balance, written when the line is delivered.
 */
export function codCommissionEntries(order: SettlingOrder, lineIds: ReadonlySet<string>): LedgerEntryDraft[] {
  const { lines } = splitOrderCharge(order);
  return lines.flatMap((split, i) => {
    const line = order.lines[i];
    if (!line?.live || !lineIds.has(line.id) || split.commissionCharged === 0) return [];
    const p = inPayoutCurrency(split, order.chargeCurrency, line.payoutCurrency, order.rates);
    return [
      {
        kind: 'cod_commission' as const,
        idempotencyKey: ledgerKey.codCommission(line.id),
        amountMinor: p.commission,
        currency: line.payoutCurrency,
        chargedMinor: -split.commissionCharged,
        chargedCurrency: order.chargeCurrency,
        orderItemId: line.id,
      },
    ];
  });
}

/** An entry already in the ledger, as the pure rules read it. */
export interface LedgerEntryFact {
  kind: LedgerEntryKind;
  amountMinor: number;
  currency: CurrencyCode;
  chargedMinor: number;
  chargedCurrency: CurrencyCode;
  orderItemId: string | null;
  availableAt: Date | null;
  createdAt: Date;
}

const sumOf = (entries: readonly LedgerEntryFact[], kind: LedgerEntryKind, field: 'amountMinor' | 'chargedMinor') =>
  entries.reduce((s, e) => (e.kind === kind ? s + e[field] : s), 0);

/**
 * A refund of part (or all) of a line's goods, in the charge currency, given the line's entries so
 * far. Cumulative, so refunds in several steps end exactly where one full refund would: the total
 * refunded is capped at the goods; the commission reversed so far is the commission × refunded /
 * goods, rounded once; each new entry is that cumulative figure less what earlier steps wrote. The
 * same is done to the payout-currency amounts. `step` names this refund in the idempotency keys.
 */
export function refundEntries(lineId: string, lineEntries: readonly LedgerEntryFact[], refundCharged: number | 'all', step: string): LedgerEntryDraft[] {
  const sale = lineEntries.find((e) => e.kind === 'sale');
  if (!sale || sale.chargedMinor <= 0) return [];
  const goods = sale.chargedMinor;
  const salePayout = sale.amountMinor;
  const commission = -sumOf(lineEntries, 'commission', 'chargedMinor');
  const commissionPayout = -sumOf(lineEntries, 'commission', 'amountMinor');
  const refundedBefore = -sumOf(lineEntries, 'refund', 'chargedMinor');
  const refundedPayoutBefore = -sumOf(lineEntries, 'refund', 'amountMinor');
  const reversedBefore = sumOf(lineEntries, 'commission_reversal', 'chargedMinor');
  const reversedPayoutBefore = sumOf(lineEntries, 'commission_reversal', 'amountMinor');
  const refunded = refundCharged === 'all' ? goods : Math.min(goods, refundedBefore + Math.max(0, refundCharged));
  if (refunded <= refundedBefore) return [];
  const reversed = proportion(commission, refunded, goods);
  const refundedPayout = proportion(salePayout, refunded, goods);
  const reversedPayout = commission === 0 ? 0 : proportion(commissionPayout, reversed, commission);
  const common = { currency: sale.currency, chargedCurrency: sale.chargedCurrency, orderItemId: lineId };
  const out: LedgerEntryDraft[] = [
    { ...common, kind: 'refund', idempotencyKey: ledgerKey.refund(lineId, step), amountMinor: -(refundedPayout - refundedPayoutBefore), chargedMinor: -(refunded - refundedBefore) },
  ];
  if (reversed !== reversedBefore || reversedPayout !== reversedPayoutBefore) {
    out.push({
      ...common,
      kind: 'commission_reversal',
      idempotencyKey: ledgerKey.commissionReversal(lineId, step),
      amountMinor: reversedPayout - reversedPayoutBefore,
      chargedMinor: reversed - reversedBefore,
    });
  }
  return out;
}

/** The hold: a delivered line's earnings become available this many days after delivery. */
export const DEFAULT_HOLD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export function releaseDate(deliveredAt: Date, holdDays: number): Date {
  return new Date(deliveredAt.getTime() + holdDays * DAY_MS);
}

/** The zero-amount marker a delivery writes: it fixes when the line's earnings leave the hold. */
export function deliveredEntry(lineId: string, payoutCurrency: CurrencyCode, chargedCurrency: CurrencyCode, deliveredAt: Date, holdDays: number): LedgerEntryDraft {
  return {
    kind: 'delivered',
    idempotencyKey: ledgerKey.delivered(lineId),
    amountMinor: 0,
    currency: payoutCurrency,
    chargedMinor: 0,
    chargedCurrency,
    orderItemId: lineId,
    availableAt: releaseDate(deliveredAt, holdDays),
  };
}

export interface PendingPart {
  /** When it becomes available; null while the line is not delivered yet. */
  availableAt: Date | null;
  amountMinor: number;
}

export interface CurrencyBalance {
  currency: CurrencyCode;
  availableMinor: number;
  pendingMinor: number;
  pending: PendingPart[];
  /** Paid out (less reversed payouts) in the calendar month (UTC) of `now`. */
  paidThisMonthMinor: number;
}

/** One line's (or one loose entry's) net amount and release date, as the database can sum them. */
export interface BalanceGroup {
  currency: CurrencyCode;
  /** null: not tied to an order line (adjustments, payouts), available at once. */
  orderItemId: string | null;
  netMinor: number;
  availableAt: Date | null;
}

/** Sums entries into groups: one per (line, currency), loose entries in one group per currency. */
export function groupEntries(entries: readonly LedgerEntryFact[]): BalanceGroup[] {
  const groups = new Map<string, BalanceGroup>();
  for (const e of entries) {
    const id = `${e.currency}|${e.orderItemId ?? ''}`;
    const g = groups.get(id) ?? { currency: e.currency, orderItemId: e.orderItemId, netMinor: 0, availableAt: null };
    g.netMinor += e.amountMinor;
    if (e.kind === 'delivered' && e.availableAt && (!g.availableAt || e.availableAt > g.availableAt)) g.availableAt = e.availableAt;
    groups.set(id, g);
  }
  return [...groups.values()];
}

/**
 * Pending and available, derived (never stored): a line's net (sale, commission, refunds) waits
 * until its delivery's hold has passed; a line whose net is zero or less (fully refunded or
 * cancelled lines, cash-on-delivery commission) is counted at once, so a debit is never hidden and
 * a refunded line never becomes available money; entries not tied to a line count at once. A
 * negative available balance is simply carried into the next payout. The database applies the
 * same rule to its kept sums (modules/payouts/queries.ts pendingParts: net > 0, not yet released).
 */
export function isPending(group: BalanceGroup, now: Date): boolean {
  return group.orderItemId !== null && group.netMinor > 0 && (group.availableAt === null || group.availableAt.getTime() > now.getTime());
}

export interface PendingGroup {
  currency: CurrencyCode;
  availableAt: Date | null;
  amountMinor: number;
}

/** Available = everything − what is pending; pending listed by release date (undated last). */
export function balanceFromTotals(
  totals: ReadonlyMap<CurrencyCode, number>,
  pending: readonly PendingGroup[],
  paidThisMonth: ReadonlyMap<CurrencyCode, number>,
): CurrencyBalance[] {
  const byCurrency = new Map<CurrencyCode, CurrencyBalance>();
  const of = (currency: CurrencyCode) => {
    let b = byCurrency.get(currency);
    if (!b) {
      b = { currency, availableMinor: 0, pendingMinor: 0, pending: [], paidThisMonthMinor: paidThisMonth.get(currency) ?? 0 };
      byCurrency.set(currency, b);
    }
    return b;
  };
  for (const [currency, total] of totals) of(currency).availableMinor += total;
  for (const p of pending) {
    const b = of(p.currency);
    b.availableMinor -= p.amountMinor;
    b.pendingMinor += p.amountMinor;
    const at = p.availableAt?.getTime() ?? null;
    const part = b.pending.find((x) => (x.availableAt?.getTime() ?? null) === at);
    if (part) part.amountMinor += p.amountMinor;
    else b.pending.push({ availableAt: p.availableAt, amountMinor: p.amountMinor });
  }
  for (const [currency, paid] of paidThisMonth) if (paid !== 0) of(currency);
  for (const b of byCurrency.values()) {
    b.pending.sort((x, y) => (x.availableAt?.getTime() ?? Infinity) - (y.availableAt?.getTime() ?? Infinity));
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

export function balanceFromGroups(groups: readonly BalanceGroup[], paidThisMonth: ReadonlyMap<CurrencyCode, number>, now: Date): CurrencyBalance[] {
  const totals = new Map<CurrencyCode, number>();
  for (const g of groups) totals.set(g.currency, (totals.get(g.currency) ?? 0) + g.netMinor);
  const pending = groups.filter((g) => isPending(g, now)).map((g) => ({ currency: g.currency, availableAt: g.availableAt, amountMinor: g.netMinor }));
  return balanceFromTotals(totals, pending, paidThisMonth);
}

/** The first instant of the UTC month of `at`, and of the next month. */
export function monthBounds(month: string): { from: Date; to: Date } {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) throw new RangeError('month is YYYY-MM');
  const year = Number(m[1]);
  const index = Number(m[2]) - 1;
  return { from: new Date(Date.UTC(year, index, 1)), to: new Date(Date.UTC(year, index + 1, 1)) };
}

export function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** The balance straight from entries (the service sums in SQL into groups; this is the same rule, for tests and small sets). */
export function balanceOf(entries: readonly LedgerEntryFact[], now: Date): CurrencyBalance[] {
  const { from, to } = monthBounds(monthOf(now));
  const paid = new Map<CurrencyCode, number>();
  for (const e of entries) {
    if ((e.kind === 'payout' || e.kind === 'payout_reversal') && e.createdAt >= from && e.createdAt < to) {
      paid.set(e.currency, (paid.get(e.currency) ?? 0) - e.amountMinor);
    }
  }
  return balanceFromGroups(groupEntries(entries), paid, now);
}

/** The shop's commission from entries, by charged currency: what the designers' entries took, negated. */
export function shopCommission(entries: readonly Pick<LedgerEntryFact, 'kind' | 'chargedMinor' | 'chargedCurrency'>[]): Map<CurrencyCode, number> {
  const out = new Map<CurrencyCode, number>();
  for (const e of entries) if (COMMISSION_KINDS.includes(e.kind)) out.set(e.chargedCurrency, (out.get(e.chargedCurrency) ?? 0) - e.chargedMinor);
  return out;
}
