import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { categoryEmoji } from '@domain/catalog';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Container, EmptyState, PageHero, PageRoot } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { useCategories, useCategoriesFromCache } from './get-categories';
import type { Category } from '@domain/catalog/api';
import { useLocalizedName } from './use-product-name';
import { imageSrcSet, imageVariantUrl } from '@domain/media/image-variants';

/**
 * `eager`: a card in the first row, whose image is loaded at once (lazy, the page's largest paint
 * waited for layout); `first`: one of the two a phone shows first, fetched before the others so they
 * do not share a slow line with the rest of the row.
 */
export function CategoryCard({ category, eager = false, first = false }: { category: Category; eager?: boolean; first?: boolean }) {
  const { t, i18n } = useTranslation('browse');
  const name = useLocalizedName();
  const description = (i18n.language === 'am-ET' && category.descriptionAm) || category.description;
  return (
    <Link
      to={`/products?category=${category.slug}`}
      data-testid="category-card"
      className="group overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow hover:shadow-lg"
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-linen sm:aspect-[4/3]">
        {category.imageUrl ? (
          <img
            src={imageVariantUrl(category.imageUrl, 640)}
            srcSet={imageSrcSet(category.imageUrl, [320, 480, 640], 800)}
            sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
            alt=""
            width={640}
            height={800}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <span className="grid h-full place-items-center text-6xl" aria-hidden>
            {categoryEmoji(category.slug)}
          </span>
        )}
      </div>
      <div className="tibeb-band tibeb-band-thin" />
      <div className="p-4">
        <h2 className="font-display text-lg font-semibold">{name(category.name, category.nameAm)}</h2>
        {description ? <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{description}</p> : null}
        <p className="mt-2 text-xs font-semibold text-emerald">{t('categories.productCount', { count: category.productCount })}</p>
      </div>
    </Link>
  );
}

export function CategoriesPage() {
  const { t } = useTranslation('browse');
  const { data, isPending, isError, refetch } = useCategories();
  const fromCache = useCategoriesFromCache();
  return (
    <PageRoot name="categories" title={t('categories.title')}>
      <PageHero title={t('categories.title')} subtitle={t('categories.subtitle')} />
      <Container className="py-10">
        {isError ? (
          <ErrorPanel message={t('categories.loadFailed')} onRetry={() => void refetch()} />
        ) : isPending ? (
          <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="aspect-[4/5] w-full rounded-card sm:aspect-[4/3]" />
            ))}
          </div>
        ) : data.length === 0 ? (
          <EmptyState title={t('categories.emptyTitle')} description={t('categories.emptyBody')} />
        ) : (
          <>
            {fromCache ? (
              <p className="mb-4 text-sm text-muted" data-testid="categories-from-cache">
                {t('categories.fromCache')}
              </p>
            ) : null}
            <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
              {data.map((c, i) => (
                <CategoryCard key={c.id} category={c} eager={i < 4} first={i < 2} />
              ))}
            </div>
          </>
        )}
      </Container>
    </PageRoot>
  );
}
