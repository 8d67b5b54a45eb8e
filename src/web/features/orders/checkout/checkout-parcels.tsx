import { CalendarClock, Package, Truck } from 'lucide-react';
import type { Quote } from '@domain/shipping/api';
import { formatArrivalWindow, unbrokenDay } from '@domain/shipping/arrival-text';
import { Skeleton } from '../../../components/ui/skeleton';
import { localized } from '../../../lib/localized';
import { useTranslation } from '../../../lib/use-translation';
import type { CheckoutLineView } from './checkout-lines';

/**
 * Where the page stands on shipping (issue 40): nothing is guessed. Until the destination is
 * entered, while quoting, offline or refused, the summary says so and the order cannot be placed;
 * only a quote for the destination as typed prices the parcels.
 */
export type ShippingState =
  | { kind: 'destination' }
  | { kind: 'loading' }
  | { kind: 'offline' }
  | { kind: 'refused'; code: string }
  | { kind: 'ready'; quote: Quote };

/** The shipping the summary adds: a figure only once quoted. */
export const quotedShipping = (state: ShippingState): number | null => (state.kind === 'ready' ? state.quote.shippingUsdMinor : null);

export function ShippingParcels({ state, lines, format }: { state: ShippingState; lines: readonly CheckoutLineView[]; format: (usdMinor: number) => string }) {
  const { t, i18n } = useTranslation('checkout');
  const lang = i18n.language === 'am-ET' ? 'am-ET' : 'en';
  if (state.kind === 'loading') {
    return (
      <div className="mt-3 grid gap-2" role="status" aria-live="polite" data-testid="checkout-shipping-loading">
        <span className="sr-only">{t('shipping.loading')}</span>
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (state.kind !== 'ready') {
    const key = state.kind === 'refused' ? (state.code === 'PARCEL_TOO_HEAVY' ? 'shipping.tooHeavy' : state.code === 'SHIPPING_UNAVAILABLE' ? 'shipping.unavailable' : 'shipping.failed') : state.kind === 'offline' ? 'shipping.offline' : 'shipping.needsDestination';
    return (
      <p className={state.kind === 'refused' ? 'mt-3 rounded-lg bg-crimson-tint px-3 py-2 text-sm font-semibold text-crimson' : 'mt-3 rounded-lg bg-linen/70 px-3 py-2 text-sm text-ink-soft'} role={state.kind === 'refused' ? 'alert' : undefined} data-testid="checkout-shipping-note" data-state={state.kind}>
        {t(key)}
      </p>
    );
  }
  const names = new Map(lines.map((l) => [l.productId, localized(i18n.language, l.name, l.nameAm) ?? l.name]));
  const count = state.quote.parcels.length;
  return (
    <ul className="mt-3 grid gap-2" aria-label={t('shipping.parcelsLabel', { count })} data-testid="checkout-parcels">
      {state.quote.parcels.map((parcel, i) => {
        const window = formatArrivalWindow(parcel.arrival, lang);
        const what = parcel.productIds.map((id) => names.get(id)).filter(Boolean).join(', ');
        return (
          <li key={parcel.designerId ?? `parcel-${i}`} className="rounded-lg border border-line bg-linen/40 p-3 text-sm" data-testid="checkout-parcel" data-designer-id={parcel.designerId ?? ''}>
            <div className="flex items-start justify-between gap-2">
              <p className="flex min-w-0 items-start gap-1.5 font-semibold">
                <Package aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-emerald" />
                <span className="min-w-0">
                  {/* Her name says which workshop the parcel leaves from; a designer without a profile name is numbered. */}
                  <span className="block break-words" data-testid="checkout-parcel-label">
                    {parcel.designerName ? t('shipping.parcelFrom', { name: parcel.designerName }) : t('shipping.parcel', { number: i + 1, count })}
                  </span>
                  <span className="block truncate text-xs font-normal text-ink-soft">{what}</span>
                </span>
              </p>
              <p className={parcel.free ? 'shrink-0 font-semibold text-emerald-dark' : 'shrink-0 font-semibold tabular-nums'} data-testid="checkout-parcel-cost">
                {parcel.free ? t('summary.free') : format(parcel.priceUsdMinor)}
              </p>
            </div>
            {/* One column of icons (parcel, date, carrier) with the text aligned beside it. */}
            <p className="mt-1 flex items-start gap-1.5 font-semibold text-emerald-dark">
              <CalendarClock aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
              <span data-testid="checkout-parcel-arrival">
                {window.sameDay ? t('shipping.arrivesOn', { from: unbrokenDay(window.from) }) : t('shipping.arrives', { from: unbrokenDay(window.from), to: unbrokenDay(window.to) })}
              </span>
            </p>
            <p className="mt-0.5 flex items-start gap-1.5 text-xs text-muted">
              <Truck aria-hidden className="h-4 w-4 shrink-0" />
              {t('shipping.via', { zone: lang === 'am-ET' ? parcel.zone.nameAm : parcel.zone.nameEn, carriers: parcel.carriers.map((c) => c.name).join(', ') })}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
