import { ShoppingBag } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useMoney } from '../currency';
import { shownOriginalPrice, shownPrice } from './shown-price';
import { useAddToCart } from './add-to-cart';
import { FavoriteSlot } from './favorite-slot';
import { ProductImage } from './product-image';
import type { ProductCard as Product } from '@domain/catalog/api';
import { useLocalizedName } from './use-product-name';
import { RatingBadge } from '../reviews';
import { CardArrivalLine } from '../shipping';

type ProductCardProps = { product: Product; mode?: 'grid' | 'list'; eager?: boolean };

/**
 * Each card is its own Suspense boundary, though nothing in it suspends: on a server-rendered
 * list React then hydrates and commits the cards one by one after the page's shell, instead of
 * setting up 24 cards' effects and subscriptions in one long task (Total Blocking Time on phones).
 */
export function ProductCard(props: ProductCardProps) {
  return (
    <Suspense fallback={null}>
      <ProductCardBody {...props} />
    </Suspense>
  );
}

function ProductCardBody({ product, mode = 'grid', eager }: ProductCardProps) {
  const { t } = useTranslation();
  const { format, formatFrom } = useMoney();
  const name = useLocalizedName();
  const addToCart = useAddToCart();
  const title = name(product.name, product.nameAm);
  const outOfStock = product.stockQuantity <= 0;
  const saving = product.isOnSale && product.originalPriceMinor ? product.originalPriceMinor - product.priceMinor : 0;

  return (
    <article
      data-testid="product-card"
      className={cn('group relative flex overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow hover:shadow-lg', mode === 'grid' ? 'flex-col' : 'flex-row')}
    >
      <div className={cn('relative shrink-0', mode === 'list' && 'w-36 sm:w-48')}>
        <Link to={`/product/${product.id}`} tabIndex={-1} aria-hidden>
          <ProductImage src={product.thumbUrl ?? product.imageUrl} alt="" eager={eager} className="transition-transform duration-300 group-hover:scale-[1.02]" />
        </Link>
        <div className="absolute left-2 top-2 flex flex-col items-start gap-1">
          {product.discountPercent > 0 ? <Badge tone="crimson">{t('product.percentOff', { percent: product.discountPercent })}</Badge> : null}
          {outOfStock ? <Badge tone="ink">{t('product.outOfStock')}</Badge> : null}
        </div>
        <FavoriteSlot productId={product.id} className="absolute right-2 top-2" />
      </div>
      <div className="@container flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <p className="text-xs text-muted">
          {t('product.by', { name: product.designer.fullName || title })}
        </p>
        <h3 className="line-clamp-2 font-semibold leading-snug">
          <Link to={`/product/${product.id}`} className="hover:underline">
            {title}
          </Link>
        </h3>
        <RatingBadge rating={product.rating} />
        <div className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
          <span className={cn('text-lg font-bold', product.discountPercent > 0 && 'text-crimson')} data-testid="product-price">
            {shownPrice(product, formatFrom, format)}
          </span>
          {product.discountPercent > 0 && product.originalPriceMinor ? (
            <span className="text-sm text-muted line-through">{shownOriginalPrice(product, formatFrom, format)}</span>
          ) : null}
        </div>
        {saving > 0 ? <p className="text-xs font-semibold text-emerald-dark">{t('product.youSave', { amount: format(saving) })}</p> : null}
        <p className={cn('text-xs', outOfStock ? 'text-crimson' : 'text-muted')}>
          {outOfStock ? t('product.outOfStock') : t('product.inStock', { count: product.stockQuantity })}
        </p>
        {/* When it would arrive where the shopper is (issue 40), counted in the browser once the page has hydrated. */}
        <CardArrivalLine product={product} />
        {/* Side by side only where the card is wide enough for both labels on one line in every language (issue 20). */}
        <div className="mt-2 flex flex-col gap-2 @min-[18rem]:flex-row" data-testid="product-card-actions">
          <Button size="sm" variant="outline" asChild className="flex-1 whitespace-nowrap">
            <Link to={`/product/${product.id}`}>{t('product.viewDetails')}</Link>
          </Button>
          <Button size="sm" className="flex-1 whitespace-nowrap" disabled={outOfStock} onClick={() => addToCart(product, null)}>
            <ShoppingBag aria-hidden className="h-4 w-4" />
            {outOfStock ? t('product.outOfStock') : t('product.addToCart')}
          </Button>
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-card border border-line bg-white" aria-hidden>
      <div className="aspect-[4/5] animate-pulse bg-linen" />
      <div className="space-y-2 p-4">
        <div className="h-3 w-1/3 animate-pulse rounded bg-linen" />
        <div className="h-4 w-4/5 animate-pulse rounded bg-linen" />
        <div className="h-5 w-1/4 animate-pulse rounded bg-linen" />
        <div className="h-9 w-full animate-pulse rounded-full bg-linen" />
      </div>
    </div>
  );
}
