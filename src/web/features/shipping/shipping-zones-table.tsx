import { MapPin } from 'lucide-react';
import type { PublicZone } from '@domain/shipping/api';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { useFreeShipping, useMoney } from '../currency';
import { zoneName } from './arrival-parts';
import { useDestinationZone } from './get-destination-zone';
import { usePublicZones } from './get-public-zones';
import { useShopperDestination } from './use-destination';

/**
 * The shipping page's rates (issue 40): every zone as the console keeps it, its transit days, its
 * fee by parcel weight and its free-shipping threshold, in the shopper's currency; the shopper's
 * own zone marked when her destination is known. One card per zone: it reads on a phone as on a desk.
 */
export function ShippingZonesTable() {
  const { t } = useTranslation('shipping');
  const zones = usePublicZones();
  const { destination } = useShopperDestination();
  const mine = useDestinationZone(destination).data?.zone.id ?? null;
  let body;
  if (zones.isPending) {
    body = (
      <div className="grid gap-3 sm:grid-cols-2" aria-busy>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-32 rounded-card" />
        ))}
      </div>
    );
  } else if (zones.isError) {
    body = <ErrorPanel message={t('zones.loadError')} onRetry={() => void zones.refetch()} />;
  } else {
    body = (
      <ul className="grid gap-3 sm:grid-cols-2">
        {zones.data.zones.map((zone) => (
          <ZoneCard key={zone.id} zone={zone} mine={zone.id === mine} />
        ))}
      </ul>
    );
  }
  return (
    <section className="mb-10" aria-labelledby="shipping-zones-title" data-testid="shipping-zones">
      <h2 id="shipping-zones-title" className="font-display text-xl font-semibold">
        {t('zones.title')}
      </h2>
      <p className="mt-2 mb-4 leading-relaxed text-ink-soft">{t('zones.intro')}</p>
      {body}
    </section>
  );
}

function ZoneCard({ zone, mine }: { zone: PublicZone; mine: boolean }) {
  const { t, i18n } = useTranslation('shipping');
  const { format } = useMoney();
  const free = useFreeShipping(zone.freeOverUsdMinor);
  const kg = (grams: number) => new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 }).format(grams / 1000);
  const cheapest = Math.min(...zone.bands.map((b) => b.priceUsdMinor));
  const days = zone.transitMinDays === zone.transitMaxDays ? t('zones.days', { count: zone.transitMaxDays }) : t('zones.daysRange', { min: zone.transitMinDays, max: zone.transitMaxDays });
  return (
    <li className={cn('rounded-card border bg-white p-4 text-sm', mine ? 'border-emerald ring-1 ring-emerald' : 'border-line')} data-testid="shipping-zone" data-zone-id={zone.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-base">{zoneName(zone, i18n.language)}</h3>
        {mine ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald/10 px-2 py-0.5 text-xs font-semibold text-emerald-dark" data-testid="shipping-zone-mine">
            <MapPin aria-hidden className="h-3 w-3" /> {t('zones.yours')}
          </span>
        ) : null}
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted">{t('zones.transit')}</dt>
        <dd data-testid="shipping-zone-transit">{days}</dd>
        <dt className="text-muted">{t('zones.fee')}</dt>
        <dd data-testid="shipping-zone-fee">
          {zone.bands.length > 1 ? t('zones.feeFrom', { amount: format(cheapest) }) : format(cheapest)}
          {zone.bands.length > 1 ? (
            <ul className="mt-1 grid gap-0.5 text-xs text-muted">
              {zone.bands.map((b) => (
                <li key={b.fromGrams} className="tabular-nums">
                  {(b.toGrams === null ? t('zones.bandOver', { from: kg(b.fromGrams) }) : b.fromGrams === 0 ? t('zones.bandUpTo', { to: kg(b.toGrams) }) : t('zones.band', { from: kg(b.fromGrams), to: kg(b.toGrams) })) +
                    ': ' +
                    format(b.priceUsdMinor)}
                </li>
              ))}
            </ul>
          ) : null}
        </dd>
        <dt className="text-muted">{t('zones.free')}</dt>
        <dd data-testid="shipping-zone-free">{free.threshold ? t('zones.freeOver', { amount: free.threshold }) : t('zones.freeNever')}</dd>
      </dl>
    </li>
  );
}

/**
 * `{{fee}}` and `{{threshold}}` in a shipping text an admin wrote (or an older one): the shopper's
 * zone's lowest fee and free-shipping threshold in her currency once her destination's zone is
 * known, else words that send her to the zones listed on the page, never a made-up flat figure.
 */
export function useShippingTextVars(): { fee: string; threshold: string } {
  const { t } = useTranslation('shipping');
  const { format } = useMoney();
  const { destination } = useShopperDestination();
  const zone = useDestinationZone(destination).data?.zone ?? null;
  const free = useFreeShipping(zone?.freeOverUsdMinor);
  return {
    fee: zone && zone.bands.length ? t('zones.feeFrom', { amount: format(Math.min(...zone.bands.map((b) => b.priceUsdMinor))) }) : t('zones.feeWords'),
    threshold: free.threshold ?? t('zones.thresholdWords'),
  };
}
