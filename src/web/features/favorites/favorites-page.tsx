import { Heart, LogIn } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Container, EmptyState, PageHero, PageRoot } from '../../components/ui/page';
import { ProductCard, ProductCardSkeleton, type ProductCardData } from '../catalog';
import { useProductsByIds } from './get-products-by-ids';
import { useFavorites } from './use-favorites';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4';

/** The shopper's favourites as product cards, newest first (docs/requirements/shop.md §2 /favorites). */
export function FavoritesPage() {
  const { t } = useTranslation('cart');
  const favorites = useFavorites();
  const guestIds = useMemo(() => (favorites.isSignedIn ? [] : favorites.entries.map((e) => e.productId)), [favorites.isSignedIn, favorites.entries]);
  const guestCards = useProductsByIds(guestIds);

  let cards: ProductCardData[] = [];
  let loading: boolean;
  let failed: boolean;
  let retry: () => void;
  if (favorites.isSignedIn) {
    loading = favorites.isLoading;
    failed = favorites.isError;
    retry = () => void favorites.refetch();
    // A heart tapped a moment ago has no card yet; it appears when the server answers.
    cards = (favorites.items ?? []).flatMap((f) => (f.product ? [f.product] : []));
  } else {
    loading = guestIds.length > 0 && guestCards.isPending;
    failed = guestIds.length > 0 && guestCards.isError && !guestCards.data;
    retry = () => void guestCards.refetch();
    const byId = new Map((guestCards.data?.items ?? []).map((p) => [p.id, p]));
    // Kept in the favourites' order; the previous answer may still hold one just removed.
    cards = guestIds.flatMap((id) => (byId.has(id) ? [byId.get(id) as ProductCardData] : []));
  }

  let content;
  if (loading) {
    content = (
      <div className={GRID} aria-busy>
        {Array.from({ length: Math.min(Math.max(favorites.count, 2), 8) }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (failed) {
    content = <ErrorPanel message={t('favoritesPage.loadError')} onRetry={retry} />;
  } else if (cards.length === 0) {
    content = (
      <EmptyState
        icon={<Heart className="mx-auto h-10 w-10" />}
        title={t('favoritesPage.emptyTitle')}
        description={t('favoritesPage.emptyBody')}
        actions={
          <Button asChild>
            <Link to="/products">{t('common:actions.shopNow')}</Link>
          </Button>
        }
      />
    );
  } else {
    content = (
      <div className={GRID} data-testid="favorites-grid">
        {cards.map((product, i) => (
          <ProductCard key={product.id} product={product} eager={i < 4} />
        ))}
      </div>
    );
  }

  return (
    <PageRoot name="favorites" title={t('favoritesPage.title')}>
      <PageHero title={t('favoritesPage.title')} subtitle={t('favoritesPage.subtitle')}>
        {cards.length > 0 ? (
          <p className="mt-4 text-sm font-semibold text-emerald-dark" data-testid="favorites-count">
            {t('favoritesPage.count', { count: cards.length })}
          </p>
        ) : null}
      </PageHero>
      <Container className="py-8 sm:py-10">
        {!favorites.isSignedIn && cards.length > 0 ? (
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-white p-4">
            <p className="text-sm text-ink-soft">{t('favoritesPage.guestNote')}</p>
            <Button asChild variant="outline" size="sm" className="min-h-11">
              <Link to="/login?next=/favorites">
                <LogIn aria-hidden className="h-4 w-4" /> {t('common:auth.signIn')}
              </Link>
            </Button>
          </div>
        ) : null}
        {content}
      </Container>
    </PageRoot>
  );
}
