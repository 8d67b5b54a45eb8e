import { CalendarClock, MapPin, Truck } from 'lucide-react';
import { useState } from 'react';
import { countryName } from '@domain/orders/countries';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/use-translation';
import { useFreeShipping, useMoney } from '../currency';
import { ArrivalWindowText, usePlaceName, zoneName } from './arrival-parts';
import { DestinationChooser } from './destination-chooser';
import { useDestinationZone } from './get-destination-zone';
import { useCartQuote, type QuoteLine } from './use-cart-quote';
import { useShopperDestination } from './use-destination';

export interface CartArrivalLine extends QuoteLine {
  name: string;
}

/**
 * The cart drawer's delivery (issue 40): one parcel per designer to the shopper's destination,
 * each with its arrival window and fee (POST /api/shipping/quote), how much more a charged parcel
 * needs to ship free, the zone's free-shipping threshold in the shopper's currency (none: no hint),
 * and a way to change the destination. The totals read the same quote (useCartShipping: one request).
 */
export function CartArrivals({ lines }: { lines: readonly CartArrivalLine[] }) {
  const { t, i18n } = useTranslation('shipping');
  const { format } = useMoney();
  const place = usePlaceName();
  const [choosing, setChoosing] = useState(false);
  const { destination, settled } = useShopperDestination();
  const quote = useCartQuote(destination, lines);
  // The zone's threshold is not in a quote: the destination's zone (one cached GET, shared with the listings' cards).
  const zone = useDestinationZone(destination).data?.zone ?? null;
  const freeShipping = useFreeShipping(zone?.freeOverUsdMinor);
  const names = new Map(lines.map((l) => [l.productId, l.name]));

  let body;
  if (!settled || (destination && quote.isPending)) {
    body = (
      <div aria-busy className="space-y-2" data-testid="cart-arrivals-loading">
        <span className="sr-only">{t('cart.loading')}</span>
        <Skeleton className="h-4 w-3/4" />
      </div>
    );
  } else if (!destination) {
    body = (
      <Button variant="outline" size="sm" className="min-h-11 w-full" onClick={() => setChoosing(true)} data-testid="cart-arrivals-choose">
        <MapPin aria-hidden className="h-4 w-4" /> {t('cart.choose')}
      </Button>
    );
  } else if (quote.isError) {
    const code = quote.error instanceof ApiError ? quote.error.code : 'unexpected';
    body = (
      <p className="text-sm text-crimson" role="status" data-testid="cart-arrivals-error">
        {code === 'SHIPPING_UNAVAILABLE'
          ? t('errors.SHIPPING_UNAVAILABLE', { country: countryName(destination.country, i18n.language) })
          : t(['PARCEL_TOO_HEAVY', 'PRODUCT_UNAVAILABLE', 'RATE_LIMITED'].includes(code) ? `errors.${code}` : 'errors.unexpected')}
      </p>
    );
  } else if (quote.data) {
    const count = quote.data.parcels.length;
    body = (
      <ol className="grid gap-2">
        {quote.data.parcels.map((parcel, i) => (
          <li key={parcel.designerId ?? i} className="rounded-lg border border-line p-2 text-sm" data-testid="cart-parcel">
            <div className="flex items-baseline justify-between gap-2">
              <span className="min-w-0 truncate text-xs font-semibold text-muted" data-testid="cart-parcel-label">
                {parcel.designerName ? t('cart.parcelFrom', { name: parcel.designerName }) : t('cart.parcel', { n: i + 1, count })}
              </span>
              <span className="tabular-nums font-semibold" data-testid="cart-parcel-fee">
                {parcel.free ? t('cart.free') : format(parcel.priceUsdMinor)}
              </span>
            </div>
            <p className="line-clamp-1 text-ink-soft">{parcel.productIds.map((id) => names.get(id) ?? '').filter(Boolean).join(', ')}</p>
            <p className="flex items-center gap-1.5 font-semibold" data-testid="cart-parcel-window">
              <CalendarClock aria-hidden className="h-4 w-4 shrink-0 text-emerald" />
              <ArrivalWindowText window={parcel.arrival} />
            </p>
            <FreeShippingHint amount={parcel.free ? null : freeShipping.shortfall(parcel.goodsUsdMinor)} />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section className="grid gap-2" aria-labelledby="cart-arrivals-title" data-testid="cart-arrivals">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="cart-arrivals-title" className="flex items-center gap-2 text-sm font-semibold">
          <Truck aria-hidden className="h-4 w-4 text-emerald" />
          {destination ? t('cart.title', { place: place(destination) }) : t('arrival.title')}
        </h3>
        {destination ? (
          <Button variant="link" size="sm" className="min-h-11 px-0" onClick={() => setChoosing(true)} aria-label={t('arrival.changeLabel', { place: place(destination) })} data-testid="cart-arrivals-change">
            {t('arrival.change')}
          </Button>
        ) : null}
      </div>
      {body}
      {zone && quote.data && freeShipping.threshold ? (
        <p className="text-xs text-muted" data-testid="cart-zone-free-over">
          {t('cart.freeOver', { zone: zoneName(zone, i18n.language), amount: freeShipping.threshold })}
        </p>
      ) : null}
      <DestinationChooser open={choosing} onOpenChange={setChoosing} current={destination} />
    </section>
  );
}

/** 'Add … more to this parcel for free shipping': the zone's threshold less the parcel's goods, in the shopper's currency. */
function FreeShippingHint({ amount }: { amount: string | null }) {
  const { t } = useTranslation('shipping');
  if (!amount) return null;
  return (
    <p className="mt-1 text-xs text-emerald-dark" data-testid="cart-parcel-free-hint">
      {t('cart.freeHint', { amount })}
    </p>
  );
}
