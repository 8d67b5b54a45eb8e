import { ORDER_STATUSES, type OrderStatus, type PaymentMethod, type PaymentStatus } from '@domain/orders/constants';
import type { OrderHistoryEntry } from '@domain/orders/types';
import { CUSTOM_FIT } from '@domain/sizing/constants';
import { convertFromUsd, formatMoney, type CurrencyCode } from '@domain/money';

/**
 * The words and colours of order and line statuses. Every badge pairs its colour with an icon
 * and a translated label, so the status never rests on colour alone; each pair of text and
 * background colours meets WCAG AA.
 */
export type StatusIcon = 'clock' | 'check' | 'scissors' | 'truck' | 'package' | 'cross';

export interface StatusStyle {
  /** Tailwind classes of the badge (background, text, border). */
  className: string;
  icon: StatusIcon;
}

export const STATUS_STYLES: Readonly<Record<OrderStatus, StatusStyle>> = {
  pending: { className: 'border-saffron/60 bg-saffron-tint text-[#6b4f00]', icon: 'clock' },
  confirmed: { className: 'border-ink/20 bg-linen text-ink', icon: 'check' },
  in_production: { className: 'border-emerald/50 bg-white text-emerald-dark', icon: 'scissors' },
  shipped: { className: 'border-emerald/30 bg-emerald-tint text-emerald-dark', icon: 'truck' },
  delivered: { className: 'border-emerald bg-emerald text-white', icon: 'package' },
  cancelled: { className: 'border-crimson/40 bg-crimson-tint text-[#8f1b2a]', icon: 'cross' },
};

export const PAYMENT_STATUS_STYLES: Readonly<Record<PaymentStatus, string>> = {
  unpaid: 'border-ink/20 bg-white text-ink',
  pending: 'border-saffron/60 bg-saffron-tint text-[#6b4f00]',
  paid: 'border-emerald/30 bg-emerald-tint text-emerald-dark',
  failed: 'border-crimson/40 bg-crimson-tint text-[#8f1b2a]',
  refunded: 'border-ink/20 bg-linen text-ink',
};

/** i18n keys in the `orders` namespace. */
export const statusLabelKey = (status: OrderStatus) => `status.${status}` as const;
/** A pay-on-delivery order is paid when its cash was recorded at the door: "Paid (cash)". */
export const paymentStatusLabelKey = (status: PaymentStatus, method?: PaymentMethod) =>
  status === 'paid' && method === 'cod' ? ('payment.status.paidCash' as const) : (`payment.status.${status}` as const);
export const paymentMethodLabelKey = (method: PaymentMethod) => `payment.method.${method}` as const;
/** The button that moves a line to `status` ("Start production", "Mark shipped", ...). */
export const actionLabelKey = (status: OrderStatus) => `designer.actions.${status}` as const;

/** The statuses the dashboard's summary counts: the work still to do. */
export const SUMMARY_STATUSES = ['pending', 'confirmed', 'in_production', 'shipped'] as const satisfies readonly OrderStatus[];

export type LineFilter = 'all' | OrderStatus;
export const LINE_FILTERS: readonly LineFilter[] = ['all', ...ORDER_STATUSES];

export function isLineFilter(value: unknown): value is LineFilter {
  return typeof value === 'string' && (LINE_FILTERS as readonly string[]).includes(value);
}

/** How many lines are in each status (every status present, zero when none). */
export function countByStatus(lines: ReadonlyArray<{ status: OrderStatus }>): Record<OrderStatus, number> {
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const line of lines) counts[line.status] += 1;
  return counts;
}

/**
 * The steps a timeline shows, oldest first, so it reads from the order being placed to where it
 * is now. Entries whose date cannot be read go to the end rather than breaking the list.
 *
 * The server records each line's change and, when the order's own status follows, an entry for
 * the whole order too. One line's timeline (a designer's) keeps that line's entries and the
 * placing of the order: the order-wide entries speak of other designers' lines. An order's
 * timeline says "placed" once; with a single line, the order-wide entries only repeat the line's.
 */
export function timelineEntries(history: readonly OrderHistoryEntry[], scope: { lineId: string } | { lineCount: number }): OrderHistoryEntry[] {
  const time = (e: OrderHistoryEntry) => {
    const ms = Date.parse(e.at);
    return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
  };
  const sorted = history
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => time(a.entry) - time(b.entry) || a.index - b.index)
    .map((x) => x.entry);
  if ('lineId' in scope) return sorted.filter((e) => e.lineId === scope.lineId || (e.lineId === null && e.from === null));
  let placed = false;
  return sorted.filter((e) => {
    if (e.from === null) {
      if (placed) return false;
      placed = true;
      return true;
    }
    return e.lineId !== null || scope.lineCount > 1;
  });
}

/** An order-wide change (not the placing of the order): worth saying it is about the whole order. */
export const isWholeOrderChange = (entry: OrderHistoryEntry): boolean => entry.lineId === null && entry.from !== null;

/** A line made to the shopper's measurements rather than in a standard size. */
export function isCustomFit(line: { size: string | null; measurements: unknown }): boolean {
  return line.size === CUSTOM_FIT || (line.size === null && line.measurements !== null);
}

/** The measurement sheet of a line, in the language on screen (the server knows en and am-ET). */
export function measurementSheetUrl(lineId: string, language: string): string {
  const lang = language === 'am-ET' ? 'am-ET' : 'en';
  return `/api/order-lines/${encodeURIComponent(lineId)}/measurement-sheet.pdf?lang=${lang}`;
}

/** Intl's locale for numbers, dates and money in the active language. */
export const intlLocale = (language: string) => (language === 'am-ET' ? 'am-ET' : 'en-US');

/**
 * An order's amount as the shopper saw it: in the order's own currency at the rate recorded when
 * it was placed (not today's rate, and not the currency picked in the header now). A rate that
 * cannot be used falls back to the catalogue's US dollars rather than showing a wrong amount.
 */
export function orderMoney(usdMinor: number, currency: CurrencyCode, rate: number, language: string): string {
  const locale = intlLocale(language);
  if (!Number.isFinite(rate) || rate <= 0 || !Number.isFinite(usdMinor)) return formatMoney(Number.isFinite(usdMinor) ? usdMinor : 0, 'USD', locale);
  return formatMoney(convertFromUsd(usdMinor, rate), currency, locale);
}

/** A confidence (0-1, or already a percent above 1) as a whole percent, or null when unknown. */
export function confidencePercent(confidence: number | null | undefined): number | null {
  if (confidence === null || confidence === undefined || !Number.isFinite(confidence)) return null;
  const percent = confidence <= 1 ? confidence * 100 : confidence;
  return Math.round(Math.min(100, Math.max(0, percent)));
}
