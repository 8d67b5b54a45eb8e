import { CalendarCheck, CalendarClock, MapPin, Truck } from 'lucide-react';
import { useState } from 'react';
import { formatArrivalDay } from '@domain/shipping/arrival-text';
import { arrivesBefore, nextHoliday } from '@domain/shipping/holiday-question';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/use-translation';
import { useMoney } from '../currency';
import { ArrivalWindowText, arrivalLang, usePlaceName, zoneName } from './arrival-parts';
import { DestinationChooser } from './destination-chooser';
import { useArrivals } from './get-arrivals';
import { useShopperDestination } from './use-destination';
import { useZoneFreeShipping } from './use-zone-free-shipping';
import { countryName } from '@domain/orders/countries';

/** One product's arrival for the shopper's destination; both the block and the promise card read it (one request). */
function useProductArrival(productId: string) {
  const { destination, settled } = useShopperDestination();
  const ids = [productId];
  const query = useArrivals(destination, ids);
  const arrival = query.data?.arrivals.find((a) => a.productId === productId) ?? null;
  return { destination, settled, query, arrival };
}

const unavailable = (error: unknown) => error instanceof ApiError && error.code === 'SHIPPING_UNAVAILABLE';

/**
 * "Arrives between D1 and D2" on a product page (issue 40), for the shopper's destination, with a
 * way to change it, this piece's shipping fee, the zone's free-shipping threshold and, when an
 * Ethiopian holiday is near, whether it can arrive before it. Nothing of it is known on the server
 * (the destination is this device's): the server and the hydrating page render the same placeholder.
 */
export function ProductArrival({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation('shipping');
  const { format } = useMoney();
  const place = usePlaceName();
  const [choosing, setChoosing] = useState(false);
  const { destination, settled, query, arrival } = useProductArrival(productId);
  const zone = query.data?.zone ?? null;
  const freeOver = useZoneFreeShipping(zone?.freeOverUsdMinor);
  const lang = arrivalLang(i18n.language);

  let body;
  if (!settled || (destination && query.isPending)) {
    body = (
      <div aria-busy className="space-y-2" data-testid="arrival-loading">
        <span className="sr-only">{t('arrival.loading')}</span>
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  } else if (!destination) {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-3" data-testid="arrival-ask">
        <p className="min-w-0 flex-1 text-sm text-ink-soft">{t('arrival.askBody')}</p>
        <Button variant="outline" size="sm" className="min-h-11" onClick={() => setChoosing(true)} data-testid="arrival-choose">
          <MapPin aria-hidden className="h-4 w-4" /> {t('arrival.choose')}
        </Button>
      </div>
    );
  } else if (query.isError) {
    body = unavailable(query.error) ? (
      <p className="text-sm font-semibold text-crimson" role="status" data-testid="arrival-unavailable">
        {t('errors.SHIPPING_UNAVAILABLE', { country: countryName(destination.country, i18n.language) })}
      </p>
    ) : (
      <div className="flex flex-wrap items-center gap-3" data-testid="arrival-error">
        <p className="text-sm text-crimson" role="alert">
          {query.error instanceof ApiError && query.error.code === 'RATE_LIMITED' ? t('errors.RATE_LIMITED') : t('errors.unexpected')}
        </p>
        <Button variant="outline" size="sm" className="min-h-11" onClick={() => void query.refetch()}>
          {t('arrival.retry')}
        </Button>
      </div>
    );
  } else if (arrival && zone && query.data) {
    const holiday = nextHoliday(query.data.from);
    const holidayName = holiday ? t(`holiday.names.${holiday.id}`) : '';
    body = (
      <div className="grid gap-2 text-sm">
        <p className="flex items-start gap-2 text-base font-semibold" data-testid="arrival-window">
          <CalendarClock aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-emerald" />
          <span>
            <ArrivalWindowText window={arrival.arrival} />
          </span>
        </p>
        {arrival.countsFrom === 'measurements-accepted' ? (
          <p className="text-ink-soft" data-testid="arrival-made-to-measure">
            {t('arrival.madeToMeasure')}
          </p>
        ) : null}
        <p className="flex items-start gap-2 text-ink-soft" data-testid="arrival-fee">
          <Truck aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-emerald" />
          <span>
            {arrival.priceUsdMinor === null
              ? t('arrival.tooHeavy')
              : arrival.free
                ? t('arrival.feeFree', { zone: zoneName(zone, i18n.language) })
                : t('arrival.fee', { zone: zoneName(zone, i18n.language), amount: format(arrival.priceUsdMinor) })}
            {freeOver && !arrival.free ? <span className="block text-xs text-muted">{t('arrival.freeOver', { zone: zoneName(zone, i18n.language), amount: freeOver })}</span> : null}
          </span>
        </p>
        {holiday ? (
          <div className="rounded-lg bg-linen/60 p-2" data-testid="arrival-holiday">
            <p className="font-semibold">{t('holiday.question', { holiday: holidayName })}</p>
            <p className="flex items-center gap-1.5 text-ink-soft">
              <CalendarCheck aria-hidden className="h-4 w-4 shrink-0" />
              {t(arrivesBefore(arrival.arrival.latest, holiday) === 'in-time' ? 'holiday.inTime' : 'holiday.tooLate', { holiday: holidayName, date: formatArrivalDay(holiday.date, lang) })}
            </p>
          </div>
        ) : null}
      </div>
    );
  } else {
    body = null;
  }

  return (
    <section className="mt-5 rounded-card border border-line bg-white p-4" aria-labelledby="arrival-title" data-testid="product-arrival">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="arrival-title" className="font-display text-lg font-semibold">
          {t('arrival.title')}
        </h2>
        {destination ? (
          <Button
            variant="link"
            size="sm"
            // A long place name (a city and an Amharic country name) wraps on a phone rather than running off the card.
            className="h-auto min-h-11 max-w-full whitespace-normal px-0 text-left"
            onClick={() => setChoosing(true)}
            aria-label={t('arrival.changeLabel', { place: place(destination) })}
            data-testid="arrival-change"
          >
            <MapPin aria-hidden className="h-4 w-4" /> <span data-testid="arrival-place">{t('arrival.to', { place: place(destination) })}</span> · {t('arrival.change')}
          </Button>
        ) : null}
      </div>
      {body}
      <DestinationChooser open={choosing} onOpenChange={setChoosing} current={destination} />
    </section>
  );
}

/**
 * The product page's delivery card: the shopper's zone's free-shipping threshold in their currency
 * (issue 40), instead of one flat promise for every country. Before the destination is known
 * (the server's render, a shopper who has not said) it points to the block above.
 */
export function ShippingPromise({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation('shipping');
  const { destination, query } = useProductArrival(productId);
  const zone = query.data?.zone ?? null;
  const freeOver = useZoneFreeShipping(zone?.freeOverUsdMinor);
  let body = t('promise.unknown');
  if (destination && unavailable(query.error)) body = t('promise.unavailable', { country: countryName(destination.country, i18n.language) });
  else if (zone) body = freeOver ? t('promise.freeOver', { zone: zoneName(zone, i18n.language), amount: freeOver }) : t('promise.byWeight', { zone: zoneName(zone, i18n.language) });
  return (
    <>
      <Truck aria-hidden className="h-5 w-5 text-emerald" />
      <p className="mt-1 text-sm font-semibold">{t('promise.title')}</p>
      <p className="text-xs text-muted" data-testid="shipping-promise">
        {body}
      </p>
    </>
  );
}
