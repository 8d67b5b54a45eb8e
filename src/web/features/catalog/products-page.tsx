import { SlidersHorizontal } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { canonicalProductsParams, ONE_SIZE, parseProductsQuery, PRODUCT_FILTER_SIZES, PRODUCT_PRICE_RANGES, PRODUCT_SORTS, REGIONS } from '@domain/catalog';
import { ADULT_SIZE_LABELS, CHILDREN_SIZE_LABELS } from '@domain/sizing/constants';
import { Button } from '../../components/ui/button';
import { FilterDrawer } from './filter-drawer';
import { ViewToggle } from './view-toggle';
import { ErrorPanel } from '../../components/ui/error-panel';
import { usePageInRange } from './use-page-in-range';
import { useProductLoad } from './use-product-load';
import { Container, EmptyState, PageHero, PageRoot } from '../../components/ui/page';
import { cn } from '../../lib/cn';
import { useEditUrlParams } from '../../lib/use-edit-url-params';
import { usePage } from '../content';
import { useCategories } from './get-categories';
import { usePriceRangeLabel } from './use-price-range-label';
import { useProducts, type ProductQuery } from './get-products';
import { Pagination } from './pagination';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { ProductsSearch, type CommitSearch } from './products-search';
import { useLocalizedName } from './use-product-name';

const FILTER_KEYS = ['search', 'category', 'size', 'region', 'price', 'designer', 'featured'] as const;

/** Sizes as the charts name them, grouped; a designer's own label from a link is shown as it is. */
function SizeSelect({ size, set, className }: { size: string; set: (key: string, value: string | null) => void; className: string }) {
  const { t } = useTranslation('browse');
  return (
    <label className="grid gap-1.5 text-sm font-semibold">
      {t('filters.size')}
      <select className={className} value={size} onChange={(e) => set('size', e.target.value || null)}>
        <option value="">{t('filters.anySize')}</option>
        {(
          [
            ['filters.adultSizes', ADULT_SIZE_LABELS],
            ['filters.childrenSizes', CHILDREN_SIZE_LABELS],
          ] as const
        ).map(([label, sizes]) => (
          <optgroup key={label} label={t(label)}>
            {sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </optgroup>
        ))}
        <optgroup label={t('filters.otherSizes')}>
          <option value={ONE_SIZE}>{t('filters.oneSize')}</option>
          {size && !PRODUCT_FILTER_SIZES.includes(size) ? <option value={size}>{size}</option> : null}
        </optgroup>
      </select>
    </label>
  );
}

function Filters({ params, set, size }: { params: URLSearchParams; set: (key: string, value: string | null) => void; size: string }) {
  const { t } = useTranslation('browse');
  const priceLabel = usePriceRangeLabel();
  const { data: categories } = useCategories();
  const name = useLocalizedName();
  const select = 'min-h-11 w-full rounded-lg border border-line bg-white px-3 text-sm';
  const category = params.get('category') ?? '';
  // A link or a typed address may name a category that does not exist (any more): the select
  // says so instead of pretending 'All categories' while the list is empty.
  const unknownCategory = category && categories && !categories.some((c) => c.slug === category) ? category : null;
  return (
    <div className="grid gap-5">
      <label className="grid gap-1.5 text-sm font-semibold">
        {t('filters.category')}
        <select className={select} value={category} onChange={(e) => set('category', e.target.value || null)}>
          <option value="">{t('filters.allCategories')}</option>
          {unknownCategory ? (
            <option value={unknownCategory} disabled>
              {t('filters.unknownCategory', { slug: unknownCategory })}
            </option>
          ) : null}
          {categories?.map((c) => (
            <option key={c.slug} value={c.slug}>
              {name(c.name, c.nameAm)}
            </option>
          ))}
        </select>
      </label>
      <SizeSelect size={size} set={set} className={select} />
      <label className="grid gap-1.5 text-sm font-semibold">
        {t('filters.region')}
        <select className={select} value={params.get('region') ?? ''} onChange={(e) => set('region', e.target.value || null)}>
          <option value="">{t('filters.allRegions')}</option>
          {REGIONS.map((r) => (
            <option key={r} value={r}>
              {t('filters.regionCulture', { region: t(`regions.${r}`) })}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-semibold">{t('filters.price')}</legend>
        {['', ...PRODUCT_PRICE_RANGES].map((range) => (
          <label key={range || 'all'} className="flex min-h-9 items-center gap-2 text-sm">
            <input type="radio" name="price" className="h-4 w-4 accent-emerald" checked={(params.get('price') ?? '') === range} onChange={() => set('price', range || null)} />
            {priceLabel(range)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

export function ProductsPage() {
  const { t, i18n } = useTranslation('browse');
  const [params, setParams] = useSearchParams();
  const editUrl = useEditUrlParams();
  const [drawer, setDrawer] = useState(false);
  // The address bar may hold anything: read it as the nearest query the API accepts.
  const query = parseProductsQuery((key) => params.get(key));
  const { sort } = query;
  const view = params.get('view') === 'list' ? 'list' : 'grid';
  const content = usePage('products', i18n.language);
  const hero = (content.data?.content.hero ?? {}) as { title?: string; subtitle?: string };

  // The page reads 'featured' as a switch; the API takes it as the text 'true' or 'false' (sent as before).
  const request: ProductQuery = { ...query, featured: query.featured ? 'true' : 'false' };
  const products = useProducts(request);
  const load = useProductLoad(request, products);
  // On a timeout or failure, the last list for these filters (under 5 minutes old) stands in.
  const data = products.data ?? (load.view.kind === 'error' && load.view.fromCache ? (load.cached ?? undefined) : undefined);
  const { isPlaceholderData } = products;
  const isPending = products.isPending && !data;

  // ...and say so in the address, so the filters shown, a shared link and a reload all agree.
  useEffect(() => {
    const canonical = canonicalProductsParams(params);
    if (canonical) setParams(canonical, { replace: true });
  }, [params, setParams]);
  usePageInRange(products.data, isPlaceholderData);

  /** Changing a filter or the sort goes back to page 1; the page itself keeps the rest. */
  const set = useCallback(
    (key: string, value: string | null, options?: { replace?: boolean }) =>
      editUrl((next) => {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
        if (key !== 'page') next.delete('page');
      }, options),
    [editUrl],
  );
  // Stable, so the box's typing pause is not restarted by every render of the list.
  const commitSearch: CommitSearch = useCallback((value, options) => set('search', value, options), [set]);
  const activeFilters = FILTER_KEYS.filter((k) => params.get(k));
  const searching = query.search;
  const otherFilters = activeFilters.filter((k) => k !== 'search');
  const clearAll = () =>
    editUrl((next) => {
      FILTER_KEYS.forEach((k) => next.delete(k));
      next.delete('page');
    });

  return (
    <PageRoot name="products" title={hero.title || t('products.title')}>
      <PageHero title={hero.title || t('products.title')} subtitle={hero.subtitle || t('products.subtitle')} />
      <Container className="py-8">
        <div className="flex flex-wrap items-center gap-3">
          <ProductsSearch value={searching} onCommit={commitSearch} />
          <p className="order-last w-full text-sm text-ink-soft sm:order-none sm:mr-auto sm:w-auto" aria-live="polite" data-testid="products-count">
            {data ? (searching ? t(data.totalCapped ? 'products.foundForMany' : 'products.foundFor', { count: data.total, q: searching }) : t('products.found', { count: data.total })) : '\u00a0'}
          </p>
          <Button variant="outline" className="lg:hidden" onClick={() => setDrawer(true)}>
            <SlidersHorizontal aria-hidden className="h-4 w-4" /> {t('filters.title')}
            {activeFilters.length ? <span className="rounded-full bg-emerald px-1.5 text-xs text-white">{activeFilters.length}</span> : null}
          </Button>
          {/* On a phone the sort takes what the row leaves, so Filters, sort and view fit on one line. */}
          <label className="flex min-w-0 flex-1 items-center gap-2 text-sm sm:flex-none">
            <span className="sr-only sm:not-sr-only">{t('sort.label')}</span>
            <select className="min-h-11 w-full min-w-0 rounded-lg border border-line bg-white px-3 text-sm sm:w-auto" value={sort} onChange={(e) => set('sort', e.target.value)}>
              {PRODUCT_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`sort.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <ViewToggle view={view} onChange={(v) => set('view', v === 'grid' ? null : v)} labels={{ group: t('view.label'), grid: t('view.grid'), list: t('view.list') }} />
        </div>

        <div className="mt-6 grid gap-8 lg:grid-cols-[240px_1fr]">
          <aside className="hidden lg:block" aria-label={t('filters.title')}>
            <Filters params={params} set={set} size={query.size ?? ''} />
            {activeFilters.length ? (
              <Button variant="link" className="mt-4" onClick={clearAll}>
                {t('products.clearFilters')}
              </Button>
            ) : null}
          </aside>
          <section aria-busy={isPending || isPlaceholderData} className={cn(isPlaceholderData && 'opacity-70 transition-opacity')}>
            {load.view.kind === 'loading' && load.view.watchdog ? (
              <p className="mb-4 rounded-lg bg-saffron-tint p-3 text-sm" role="status" data-testid="products-watchdog">
                <span className="font-semibold">{t('products.load.watchdogTitle')}</span> · {t('products.load.watchdogBody')}
              </p>
            ) : null}
            {load.view.kind === 'error' && data ? (
              <p className="mb-4 rounded-lg bg-saffron-tint p-3 text-sm" role="status" data-testid="products-from-cache">
                {t('products.load.fromCache')}{' '}
                {load.view.canRetry ? (
                  <Button variant="link" size="sm" onClick={load.retry}>
                    {t('actions.tryAgain')}
                  </Button>
                ) : (
                  t('products.load.maxRetries')
                )}
              </p>
            ) : null}
            {load.view.kind === 'error' && !data ? (
              load.view.canRetry ? (
                <ErrorPanel message={load.view.reason === 'timeout' ? t('products.load.timeout') : t('products.load.failed')} onRetry={load.retry} />
              ) : (
                <ErrorPanel message={t('products.load.maxRetries')} onRetry={() => window.location.reload()} />
              )
            ) : isPending || !data ? (
              <div className={view === 'grid' ? 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3' : 'grid gap-4'}>
                {Array.from({ length: 6 }, (_, i) => (
                  <ProductCardSkeleton key={i} />
                ))}
              </div>
            ) : data.items.length === 0 ? (
              <EmptyState
                title={searching ? t('products.emptySearchTitle', { q: searching }) : t('products.emptyTitle')}
                description={searching ? (otherFilters.length ? t('products.emptySearchFiltersBody') : t('products.emptySearchBody')) : t('products.emptyBody')}
                actions={
                  <>
                    {searching ? (
                      <Button onClick={() => set('search', null)} data-testid="products-empty-clear-search">
                        {t('products.search.clear')}
                      </Button>
                    ) : null}
                    <Button asChild variant={searching ? 'outline' : 'primary'}>
                      <Link to="/products">{t('products.browseAll')}</Link>
                    </Button>
                    <Button variant="outline" onClick={clearAll}>
                      {t('products.clearFilters')}
                    </Button>
                    <Button variant="outline" asChild>
                      <Link to="/categories">{t('products.browseCategories')}</Link>
                    </Button>
                  </>
                }
              />
            ) : (
              <>
                <div className={view === 'grid' ? 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3' : 'grid gap-4'}>
                  {data.items.map((p, i) => (
                    <ProductCard key={p.id} product={p} mode={view} eager={i < 4} />
                  ))}
                </div>
                <Pagination
                  page={data.page}
                  pageCount={data.pageCount}
                  onPage={(p) => {
                    set('page', p === 1 ? null : String(p));
                    window.scrollTo({ top: 0 });
                  }}
                />
              </>
            )}
          </section>
        </div>
      </Container>

      <FilterDrawer
        open={drawer}
        onOpenChange={setDrawer}
        title={t('filters.title')}
        clearLabel={t('products.clearFilters')}
        onClear={clearAll}
        showLabel={t('filters.show', { count: data?.total ?? 0 })}
      >
        <Filters params={params} set={set} size={query.size ?? ''} />
      </FilterDrawer>
    </PageRoot>
  );
}
