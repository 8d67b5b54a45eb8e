import { PackageOpen, SearchX, SlidersHorizontal } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { SALE_SORTS } from '@domain/catalog';
import { activeSaleFilters, DEFAULT_SALE_SORT, groupByCategory, readSaleParams, SALE_FILTER_KEYS, shouldGroupByCategory, type CategoryGroup } from '@domain/catalog/sale';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Container, EmptyState, PageRoot } from '../../components/ui/page';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useEditUrlParams } from '../../lib/use-edit-url-params';
import { FilterDrawer, Pagination, ProductCard, ProductCardSkeleton, useLocalizedName, ViewToggle, type ProductCardData } from '../catalog';
import { useSale } from './get-sale';
import { SaleBanner } from './sale-banner';
import { SaleFilters, SaleSearch, type SetParam } from './sale-filters';
import { TopDeals } from './top-deals';

function ProductGrid({ items, view, eagerFirst }: { items: ProductCardData[]; view: 'grid' | 'list'; eagerFirst: number }) {
  return (
    <div className={view === 'grid' ? 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3' : 'grid gap-4'}>
      {items.map((p, i) => (
        <ProductCard key={p.id} product={p} mode={view} eager={i < eagerFirst} />
      ))}
    </div>
  );
}

/** Category headings with a thin woven rule; 'Uncategorized' comes last (docs/requirements/shop.md §2). */
function GroupedGrid({ groups, view }: { groups: CategoryGroup<ProductCardData>[]; view: 'grid' | 'list' }) {
  const { t } = useTranslation('sale');
  const name = useLocalizedName();
  return (
    <div className="grid gap-10">
      {groups.map((g, gi) => (
        <section key={g.key} aria-labelledby={`sale-group-${g.key}`} data-testid="sale-group">
          <div className="mb-4 flex items-end gap-3">
            <h2 id={`sale-group-${g.key}`} className="font-display text-xl font-bold sm:text-2xl" data-testid="sale-group-heading">
              {g.category ? name(g.category.name, g.category.nameAm) : t('uncategorized')}
            </h2>
            <span className="pb-1 text-sm text-muted">{t('groupCount', { count: g.items.length })}</span>
            <span aria-hidden className="tibeb-band tibeb-band-thin mb-2.5 flex-1 rounded-full opacity-60" />
          </div>
          <ProductGrid items={g.items} view={view} eagerFirst={gi === 0 ? 4 : 0} />
        </section>
      ))}
    </div>
  );
}

export function SalePage() {
  const { t } = useTranslation('sale');
  const [urlParams] = useSearchParams();
  const editUrl = useEditUrlParams();
  const params = useMemo(() => readSaleParams((k) => urlParams.get(k)), [urlParams]);
  const [drawer, setDrawer] = useState(false);
  const listTop = useRef<HTMLDivElement>(null);

  const { data, isPending, isError, error, errorUpdatedAt, refetch, isPlaceholderData, isFetching } = useSale({
    page: params.page,
    sort: params.sort,
    category: params.category,
    designer: params.designer,
    region: params.region,
    price: params.price,
    discount: params.discount,
    search: params.search,
  });

  /** Every choice lives in the URL; changing a filter or the sort goes back to page 1. */
  const set: SetParam = useCallback(
    (key, value, options) =>
      editUrl((next) => {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
        if (key !== 'page') next.delete('page');
      }, options),
    [editUrl],
  );
  const clearFilters = () =>
    editUrl((next) => {
      SALE_FILTER_KEYS.forEach((k) => next.delete(k));
      next.delete('page');
    });
  const active = activeSaleFilters(params);

  // docs/requirements/shop.md §8: a failed load says so in a toast as well as on the page.
  const errorText = error instanceof ApiError ? t(`common:errors.codes.${error.code}`, { defaultValue: error.message }) : error?.message;
  const toasted = useRef(0);
  useEffect(() => {
    if (!isError || toasted.current === errorUpdatedAt) return;
    toasted.current = errorUpdatedAt;
    toast({ title: t('errors.toastTitle'), description: errorText || t('errors.tryLater'), variant: 'destructive' });
  }, [isError, errorUpdatedAt, errorText, t]);

  const groups = useMemo(() => groupByCategory(data?.items ?? []), [data]);
  const grouped = shouldGroupByCategory(groups, params);
  const nothingOnSale = data !== undefined && data.saleCount === 0;

  return (
    <PageRoot name="sale" title={t('title')}>
      <SaleBanner upTo={data?.topDeals[0]?.discountPercent} count={isError && !data ? null : data?.saleCount} />
      <Container className="pb-14">
        {nothingOnSale ? null : <TopDeals deals={isError && !data ? [] : data?.topDeals} />}

        <div ref={listTop} className="scroll-mt-36 pt-10 lg:scroll-mt-24">
          <div className="flex flex-wrap items-center gap-2 sm:gap-3">
            <SaleSearch value={params.search} set={set} />
            <p className="order-last w-full text-sm text-ink-soft sm:order-none sm:mr-auto sm:w-auto" aria-live="polite" data-testid="sale-count">
              {data && !nothingOnSale ? t('found', { count: data.total }) : '\u00a0'}
            </p>
            <Button variant="outline" className="lg:hidden" onClick={() => setDrawer(true)} data-testid="sale-filters-open">
              <SlidersHorizontal aria-hidden className="h-4 w-4" /> {t('common:filters.title')}
              {active.length ? <span className="rounded-full bg-crimson px-1.5 text-xs text-white">{active.length}</span> : null}
            </Button>
            <label className="flex min-w-0 flex-1 items-center gap-2 text-sm sm:flex-none">
              <span className="sr-only sm:not-sr-only">{t('sort.label')}</span>
              <select
                className="min-h-11 w-full min-w-0 rounded-lg border border-line bg-white px-3 text-sm sm:w-auto"
                value={params.sort}
                onChange={(e) => set('sort', e.target.value === DEFAULT_SALE_SORT ? null : e.target.value)}
                data-testid="sale-sort"
              >
                {SALE_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(`sort.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            <ViewToggle
              view={params.view}
              onChange={(v) => set('view', v === 'grid' ? null : v)}
              labels={{ group: t('common:view.label'), grid: t('common:view.grid'), list: t('common:view.list') }}
            />
          </div>

          <div className="mt-6 grid gap-8 lg:grid-cols-[248px_1fr]">
            <aside className="hidden lg:block" aria-label={t('common:filters.title')}>
              <SaleFilters params={params} set={set} idPrefix="sale-desktop" />
              {active.length ? (
                <Button variant="link" className="mt-4" onClick={clearFilters}>
                  {t('empty.clearFilters')}
                </Button>
              ) : null}
            </aside>
            <section
              aria-label={t('results')}
              aria-busy={isPending || isFetching}
              className={cn('min-w-0', isPlaceholderData && 'opacity-70 transition-opacity')}
              data-testid="sale-results"
            >
              {isError && !data ? (
                <ErrorPanel message={t('errors.page')} onRetry={() => void refetch()} />
              ) : isPending ? (
                <div className={params.view === 'grid' ? 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3' : 'grid gap-4'}>
                  {Array.from({ length: 6 }, (_, i) => (
                    <ProductCardSkeleton key={i} />
                  ))}
                </div>
              ) : nothingOnSale ? (
                <EmptyState
                  icon={<PackageOpen aria-hidden className="mx-auto h-10 w-10" />}
                  title={t('empty.noneTitle')}
                  description={t('empty.noneBody')}
                  actions={
                    <Button asChild>
                      <Link to="/products">{t('common:products.browseAll')}</Link>
                    </Button>
                  }
                />
              ) : data.items.length === 0 && data.total === 0 ? (
                <EmptyState
                  icon={<SearchX aria-hidden className="mx-auto h-10 w-10" />}
                  title={t('empty.filteredTitle')}
                  description={t('empty.filteredBody')}
                  actions={
                    <Button onClick={clearFilters} data-testid="sale-clear-filters">
                      {t('empty.clearFilters')}
                    </Button>
                  }
                />
              ) : (
                <>
                  {grouped ? <GroupedGrid groups={groups} view={params.view} /> : <ProductGrid items={data.items} view={params.view} eagerFirst={4} />}
                  {data.items.length === 0 ? (
                    <EmptyState
                      title={t('empty.pastEndTitle')}
                      actions={
                        <Button variant="outline" onClick={() => set('page', null)}>
                          {t('empty.firstPage')}
                        </Button>
                      }
                    />
                  ) : null}
                  <Pagination
                    page={data.page}
                    pageCount={data.pageCount}
                    onPage={(p) => {
                      set('page', p === 1 ? null : String(p));
                      listTop.current?.scrollIntoView({ block: 'start' });
                    }}
                  />
                </>
              )}
            </section>
          </div>
        </div>
      </Container>

      <FilterDrawer
        open={drawer}
        onOpenChange={setDrawer}
        title={t('common:filters.title')}
        clearLabel={t('empty.clearFilters')}
        onClear={clearFilters}
        showLabel={t('show', { count: data?.total ?? 0 })}
        showTestId="sale-filters-show"
      >
        <SaleFilters params={params} set={set} idPrefix="sale-drawer" />
      </FilterDrawer>
    </PageRoot>
  );
}
