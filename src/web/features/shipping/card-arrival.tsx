import { Truck } from 'lucide-react';
import { Suspense, useMemo } from 'react';
import type { ProductCard } from '@domain/catalog/api';
import { formatArrivalDay } from '@domain/shipping/arrival-text';
import { productArrivals } from '@domain/shipping/arrivals';
import { cardArrival, type CardArrival } from '@domain/shipping/card-arrival';
import type { TFunction } from '../../lib/translator';
import { useTranslation } from '../../lib/use-translation';
import { arrivalLang } from './arrival-parts';
import { useDestinationZone } from './get-destination-zone';
import { useShopperDestination } from './use-destination';

type CardProduct = Pick<ProductCard, 'id' | 'priceMinor' | 'shippingWeightGrams' | 'fulfilment' | 'productionDays' | 'stockQuantity'>;

/**
 * A listing card's delivery line (issue 40): "Arrives by Fri 11 Dec", or for made to measure
 * "Made to measure · 3 wks" (domain/shipping cardArrival; short enough for a phone's two cards
 * a row, where the icon also gives way). Counted here, in the browser,
 * from the destination's zone (one GET /api/shipping/zone per destination, shared by every card)
 * and the card's own fields: a listing costs the server no work per product.
 *
 * The line's height is always there, empty on the server, while hydrating, without a destination
 * and where the shop does not ship (the product page says why): the text arriving after hydration
 * moves nothing on the page.
 */
export function CardArrivalLine({ product }: { product: CardProduct }) {
  // Its own boundary: should the shipping texts still be loading, the line waits, empty, not the card.
  return (
    <Suspense fallback={<Line text="" />}>
      <CardArrivalBody product={product} />
    </Suspense>
  );
}

function CardArrivalBody({ product }: { product: CardProduct }) {
  const { t, i18n } = useTranslation('shipping');
  const { destination } = useShopperDestination();
  const zone = useDestinationZone(destination);
  const label = useMemo<CardArrival | null>(() => {
    if (!zone.data) return null;
    const [arrival] = productArrivals(
      [{ id: product.id, priceUsdMinor: product.priceMinor, weightGrams: product.shippingWeightGrams, fulfilment: product.fulfilment, productionDays: product.productionDays }],
      zone.data.zone,
      zone.data.today,
    );
    return arrival ? cardArrival(arrival, zone.data.today, product.stockQuantity > 0) : null;
  }, [zone.data, product.id, product.priceMinor, product.shippingWeightGrams, product.fulfilment, product.productionDays, product.stockQuantity]);

  return <Line text={label ? cardArrivalText(label, t, arrivalLang(i18n.language)) : ''} />;
}

function Line({ text }: { text: string }) {
  return (
    // One line, cut with an ellipsis rather than wrapped: a second line would grow the card after hydration.
    <p className="flex h-4 min-w-0 items-center gap-1 text-xs leading-4 text-emerald-dark" data-testid="card-arrival" title={text || undefined}>
      {text ? (
        <>
          {/* Hidden on a narrow card (two to a row on a phone): the text needs the room more. */}
          <Truck aria-hidden className="h-3.5 w-3.5 shrink-0 @max-[14rem]:hidden" />
          <span className="truncate">{text}</span>
        </>
      ) : null}
    </p>
  );
}

function cardArrivalText(label: CardArrival, t: TFunction, lang: ReturnType<typeof arrivalLang>): string {
  if (label.kind === 'by') return t('card.by', { day: formatArrivalDay(label.day, lang) });
  return t(label.unit === 'days' ? 'card.madeToMeasureDays' : 'card.madeToMeasureWeeks', { count: label.count });
}
