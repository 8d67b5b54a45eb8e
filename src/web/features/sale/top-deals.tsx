import { Flame } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { ProductImage, useLocalizedName, type ProductCardData } from '../catalog';
import { useMoney } from '../currency';

function DealTile({ product, rank }: { product: ProductCardData; rank: number }) {
  const { t } = useTranslation('sale');
  const { format } = useMoney();
  const name = useLocalizedName();
  const title = name(product.name, product.nameAm);
  const saving = product.originalPriceMinor && product.originalPriceMinor > product.priceMinor ? product.originalPriceMinor - product.priceMinor : 0;
  return (
    <Link
      to={`/product/${product.id}`}
      className="group relative flex h-full overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow hover:shadow-lg"
    >
      <span aria-hidden className="absolute inset-y-0 left-0 z-10 w-1.5 bg-crimson" />
      <div className="relative w-28 shrink-0 sm:w-32">
        <ProductImage src={product.thumbUrl ?? product.imageUrl} alt="" eager className="h-full transition-transform duration-300 group-hover:scale-[1.03]" />
        <span className="absolute left-2 top-2 rounded-full bg-saffron px-2 py-0.5 text-xs font-bold text-ink">{t('topDeals.rank', { rank })}</span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 sm:p-4">
        <p className="font-display text-3xl font-bold leading-none text-crimson" data-testid="top-deal-percent">
          {t('topDeals.off', { percent: product.discountPercent })}
        </p>
        <h3 className="mt-1 line-clamp-2 text-sm font-semibold leading-snug group-hover:underline">{title}</h3>
        <p className="truncate text-xs text-muted">{t('common:product.by', { name: product.designer.fullName || title })}</p>
        <div className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
          <span className="font-bold text-crimson">{format(product.priceMinor)}</span>
          {product.originalPriceMinor ? <span className="text-sm text-muted line-through">{format(product.originalPriceMinor)}</span> : null}
        </div>
        {saving > 0 ? <p className="text-xs font-semibold text-emerald-dark">{t('common:product.youSave', { amount: format(saving) })}</p> : null}
      </div>
    </Link>
  );
}

/** docs/requirements/shop.md §2 and §9: the 3 biggest discounts among everything on sale. */
export function TopDeals({ deals }: { deals: ProductCardData[] | undefined }) {
  const { t } = useTranslation('sale');
  if (deals && deals.length === 0) return null;
  return (
    <section aria-labelledby="top-deals-title" data-testid="top-deals" className="pt-8">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="top-deals-title" className="flex items-center gap-2 font-display text-2xl font-bold">
          <Flame aria-hidden className="h-6 w-6 text-crimson" />
          {t('topDeals.title')}
        </h2>
        <p className="text-sm text-ink-soft">{t('topDeals.subtitle')}</p>
      </div>
      {/* Phones swipe through the deals instead of scrolling past three tall tiles. */}
      <ol className="-mx-4 mt-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6 md:mx-0 md:grid md:grid-cols-3 md:gap-4 md:overflow-visible md:px-0 md:pb-0">
        {deals
          ? deals.map((p, i) => (
              <li key={p.id} data-testid="top-deal" className="w-[85%] max-w-sm shrink-0 snap-start md:w-auto md:max-w-none">
                <DealTile product={p} rank={i + 1} />
              </li>
            ))
          : Array.from({ length: 3 }, (_, i) => (
              <li key={i} className="w-[85%] max-w-sm shrink-0 md:w-auto md:max-w-none">
                <Skeleton className="h-40 rounded-card" />
              </li>
            ))}
      </ol>
    </section>
  );
}
