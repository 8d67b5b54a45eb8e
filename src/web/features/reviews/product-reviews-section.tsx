import { useReducer } from 'react';
import { ChevronLeft, ChevronRight, MessageSquareText } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Skeleton } from '../../components/ui/skeleton';
import { useTranslation } from '../../lib/use-translation';
import { useMeId } from '../accounts';
import { useProductReviews } from './get-product-reviews';
import { ProductJsonLdScript } from './product-json-ld-script';
import type { JsonLdProduct } from './product-json-ld';
import { formatAverage, RatingSummary } from './rating-summary';
import { RatingStars } from './rating-stars';
import { ReviewItem } from './review-item';
import { ReviewsControls } from './reviews-controls';
import { initialReviewsView, isFiltered, reviewsViewReducer } from './reviews-view-state';

function SectionSkeleton() {
  return (
    <div className="grid gap-8 md:grid-cols-[18rem_1fr]" aria-busy="true" data-testid="reviews-loading">
      <div className="space-y-2">
        <Skeleton className="h-10 w-32" />
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-5 w-full" />
        ))}
      </div>
      <div className="space-y-4">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}

/**
 * The product page's reviews (issue 43): the kept rating with its bars, the buyers' photos, the
 * sorted and filtered list with the size ordered and the fit given, the designer's answer and
 * "Helpful". The first page for a guest is server-rendered, with the structured data.
 */
export function ProductReviewsSection({ productId, product }: { productId: string; product: JsonLdProduct }) {
  const { t } = useTranslation('reviews');
  const [view, dispatch] = useReducer(reviewsViewReducer, initialReviewsView);
  const { data, isPending, isError, refetch, isPlaceholderData } = useProductReviews(productId, view);
  const signedIn = useMeId() !== null;
  const filtered = isFiltered(view);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const firstView = view.sort === 'helpful' && !filtered && view.page === 1;

  return (
    <section id="reviews" className="mt-14 scroll-mt-24" aria-labelledby="reviews-title" data-testid="product-reviews">
      <h2 id="reviews-title" className="font-display text-2xl font-bold">
        {t('title')}
      </h2>
      <div className="mt-6">
        {isError && !data ? (
          <ErrorPanel message={t('loadFailed')} onRetry={() => void refetch()} />
        ) : isPending ? (
          <SectionSkeleton />
        ) : data.summary.count === 0 && data.total === 0 && !filtered ? (
          <div className="flex items-start gap-3 rounded-card border border-dashed border-line bg-white p-5" data-testid="reviews-empty">
            <MessageSquareText aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-ink-soft" />
            <div>
              <p className="font-semibold">{t('empty.title')}</p>
              <p className="mt-1 text-sm text-ink-soft">{t('empty.body')}</p>
            </div>
          </div>
        ) : (
          <div className="grid gap-8 md:grid-cols-[17rem_1fr]">
            <div>
              {data.summary.count > 0 ? (
                <RatingSummary summary={data.summary} selected={view.stars} onStars={(stars) => dispatch({ type: 'stars', stars })} />
              ) : (
                <p className="text-sm text-ink-soft">{t('summary.noStars')}</p>
              )}
            </div>
            <div className="min-w-0">
              {data.photoStrip.length > 0 ? (
                <div className="mb-6">
                  <h3 className="text-sm font-semibold">{t('strip.title')}</h3>
                  <ul className="-mx-1 mt-2 flex snap-x gap-2 overflow-x-auto px-1 pb-2" data-testid="reviews-photo-strip">
                    {data.photoStrip.map((p, i) => (
                      <li key={p.id} className="shrink-0 snap-start">
                        <a href={p.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald">
                          <img src={p.thumbUrl ?? p.url} alt={t('strip.photoAlt', { n: i + 1 })} loading="lazy" width={96} height={96} className="h-24 w-24 object-cover" />
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <ReviewsControls view={view} dispatch={dispatch} sizes={data.sizes} />
              <p className="mt-4 text-sm text-ink-soft" aria-live="polite" data-testid="reviews-count">
                {filtered ? t('list.matching', { count: data.total }) : t('list.all', { count: data.total })}
              </p>
              {isError ? <p role="alert" className="mt-2 text-sm text-crimson">{t('loadFailed')}</p> : null}
              {data.items.length === 0 ? (
                <p className="mt-4 rounded-lg bg-linen p-4 text-sm" data-testid="reviews-none-match">
                  {t('list.noneMatch')}
                </p>
              ) : (
                <ul className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={isPlaceholderData} data-testid="reviews-list">
                  {data.items.map((r) => (
                    <ReviewItem key={r.id} review={r} productId={productId} signedIn={signedIn} />
                  ))}
                </ul>
              )}
              {pageCount > 1 ? (
                <nav className="mt-4 flex items-center justify-between gap-2" aria-label={t('list.pages')}>
                  <Button variant="outline" size="sm" className="min-h-11" disabled={view.page <= 1} onClick={() => dispatch({ type: 'page', page: view.page - 1, pageCount })} data-testid="reviews-prev">
                    <ChevronLeft aria-hidden className="h-4 w-4" />
                    {t('list.previous')}
                  </Button>
                  <span className="text-sm text-ink-soft">{t('list.pageOf', { page: view.page, count: pageCount })}</span>
                  <Button variant="outline" size="sm" className="min-h-11" disabled={view.page >= pageCount} onClick={() => dispatch({ type: 'page', page: view.page + 1, pageCount })} data-testid="reviews-next">
                    {t('list.next')}
                    <ChevronRight aria-hidden className="h-4 w-4" />
                  </Button>
                </nav>
              ) : null}
            </div>
          </div>
        )}
      </div>
      {data && firstView && !isPlaceholderData ? <ProductJsonLdScript product={product} reviews={data} /> : null}
    </section>
  );
}

/** Under the title: the stars and count, a link down to the reviews (nothing until there is one). */
export function ProductRatingLink({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation('reviews');
  const { data } = useProductReviews(productId, initialReviewsView);
  if (!data || data.summary.count === 0 || data.summary.average === null) return null;
  const average = formatAverage(data.summary.average, i18n.language);
  return (
    <a href="#reviews" className="mt-2 inline-flex min-h-9 items-center gap-2 text-sm hover:underline" data-testid="product-rating-link">
      <RatingStars value={data.summary.average} label={t('summary.averageLabel', { average })} />
      <span className="font-semibold">{average}</span>
      <span className="text-ink-soft">{t('summary.reviewCount', { count: data.summary.count })}</span>
    </a>
  );
}
