import { ChevronLeft, ChevronRight, Plus, Search, Shirt } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, type ReactNode } from 'react';
import { Link, useNavigationType, useSearchParams, type NavigateOptions } from 'react-router';
import type { ProductStatus } from '@domain/catalog/product-input';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { EmptyState } from '../../components/ui/page';
import { cn } from '../../lib/cn';
import { useEditUrlParams } from '../../lib/use-edit-url-params';
import { useTranslation } from '../../lib/use-translation';
import { useStudioProducts } from './get-studio-products';
import { ProductsSkeleton } from './products-table-cells';
import { useAfterAddressChange, useMediaQuery } from './products-table-hooks';
import { ProductCards, ProductsGrid } from './products-table-rows';
import {
  initialSearchBox,
  isNothingListed,
  isPastEnd,
  lastPageOf,
  PRODUCTS_PAGE_SIZE,
  productsContent,
  readProductsView,
  SEARCH_DEBOUNCE_MS,
  searchBoxReducer,
  searchPending,
  setPageParam,
  setSearchParam,
  setStatusParam,
  shownRange,
} from './products-table-state';
import { ProductsToolbar } from './products-table-toolbar';
import { useErrorText } from '../../lib/error-text';

type AfterEdit = 'keep-scroll' | 'show-table';

/** The designer's products: search, status chips with counts, paging in the address, and actions per row. */
export function StudioProductsTable() {
  const { t } = useTranslation('studio');
  const [params] = useSearchParams();
  const view = readProductsView(params);
  const editParams = useEditUrlParams();
  const afterAddressChange = useAfterAddressChange();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wide = useMediaQuery('(min-width: 1024px)');
  const errorText = useErrorText(['studio']);

  const products = useStudioProducts({ search: view.search, status: view.status, page: view.page, pageSize: PRODUCTS_PAGE_SIZE });
  const data = products.data;

  const edit = useCallback(
    (change: (next: URLSearchParams) => void, after: AfterEdit, options: NavigateOptions) => {
      const current = new URLSearchParams(window.location.search);
      const probe = new URLSearchParams(current);
      change(probe);
      if (probe.toString() === current.toString()) return;
      if (after === 'keep-scroll') {
        const y = window.scrollY;
        afterAddressChange(() => window.scrollTo(0, y));
      } else {
        afterAddressChange(() => {
          sectionRef.current?.scrollIntoView({ block: 'start' });
          // The new page's rows follow the heading: a screen reader starts there.
          headingRef.current?.focus({ preventScroll: true });
        });
      }
      editParams(change, options);
    },
    [editParams, afterAddressChange],
  );

  // The search box: typed text goes to the address 300 ms after the last key; Back brings older text back.
  const [searchBox, dispatchSearch] = useReducer(searchBoxReducer, view.search, initialSearchBox);
  if (view.search !== searchBox.seen) dispatchSearch({ type: 'ADDRESS_SEARCH', search: view.search });
  const draft = searchBox.draft;
  const commitSearch = useCallback(
    (text: string) => edit((next) => setSearchParam(next, text), 'keep-scroll', { replace: true, preventScrollReset: true }),
    [edit],
  );
  useEffect(() => {
    if (!searchPending(draft, view.search)) return;
    const timer = setTimeout(() => commitSearch(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, view.search, commitSearch]);
  const clearSearch = () => {
    dispatchSearch({ type: 'CLEARED' });
    commitSearch('');
  };

  const chooseStatus = (status: ProductStatus | null) => edit((next) => setStatusParam(next, status), 'keep-scroll', { replace: true, preventScrollReset: true });

  // A page past the end (the last product of the last page deleted, an old link): go to the last one there is.
  const lastPage = lastPageOf(products);
  const pastEnd = isPastEnd(products, view);
  useEffect(() => {
    if (pastEnd) edit((next) => setPageParam(next, lastPage), 'keep-scroll', { replace: true });
  }, [pastEnd, lastPage, edit]);

  const goToPage = (page: number) => edit((next) => setPageParam(next, page), 'show-table', {});

  // Back or Forward to another page of products: the app restores the top of the page, the designer was at the table.
  const navigationType = useNavigationType();
  const shownPage = useRef(view.page);
  useLayoutEffect(() => {
    if (shownPage.current === view.page) return;
    shownPage.current = view.page;
    if (navigationType !== 'POP') return;
    const frame = requestAnimationFrame(() => sectionRef.current?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [view.page, navigationType]);

  const focusHeading = useCallback(() => headingRef.current?.focus({ preventScroll: true }), []);
  const counts = data?.counts;
  // A designer with nothing listed yet has nothing to search or filter: the invitation to list stands alone.
  const nothingListed = isNothingListed(products, view);

  let content: ReactNode;
  const shown = productsContent(products, view);
  if (shown === 'error') {
    content = <ErrorPanel message={`${t('products.loadError')} ${errorText(products.error)}`} onRetry={() => void products.refetch()} />;
  } else if (shown === 'skeleton' || data === undefined) {
    content = <ProductsSkeleton wide={wide} />;
  } else if (shown === 'no-results') {
    content = (
      <EmptyState
        icon={<Search aria-hidden className="mx-auto h-10 w-10" />}
        title={t('products.noResults.title', { search: view.search })}
        description={t('products.noResults.body')}
        actions={
          <Button variant="outline" onClick={clearSearch}>
            {t('products.search.clear')}
          </Button>
        }
      />
    );
  } else if (shown === 'none-with-status' && view.status) {
    content = (
      <EmptyState
        icon={<Shirt aria-hidden className="mx-auto h-10 w-10" />}
        title={t('products.noneWithStatus.title', { status: t(`status.${view.status}`) })}
        description={t('products.noneWithStatus.body')}
        actions={
          <Button variant="outline" onClick={() => chooseStatus(null)}>
            {t('products.filters.all')}
          </Button>
        }
      />
    );
  } else if (shown !== 'rows') {
    content = (
      <div data-testid="studio-products-empty">
        <EmptyState
          icon={<Shirt aria-hidden className="mx-auto h-10 w-10" />}
          title={t('products.empty.title')}
          description={t('products.empty.body')}
          actions={
            <Button asChild variant="accent">
              <Link to="/designer/add-product">{t('products.empty.action')}</Link>
            </Button>
          }
        />
      </div>
    );
  } else {
    const range = shownRange(data.page, data.pageSize || PRODUCTS_PAGE_SIZE, data.items.length, data.total);
    content = (
      <div className={cn('transition-opacity', products.isPlaceholderData && 'opacity-60')} aria-busy={products.isPlaceholderData || undefined}>
        {wide ? <ProductsGrid rows={data.items} onRemoved={focusHeading} /> : <ProductCards rows={data.items} onRemoved={focusHeading} />}
        <div className="mt-4 flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
          <p className="text-sm text-muted" aria-live="polite" data-testid="studio-products-range">
            {range ? t('products.range', { from: range.from, to: range.to, count: data.total }) : null}
          </p>
          {data.pageCount > 1 ? (
            <nav aria-label={t('products.pagination.label')} className="flex items-center gap-2">
              <Button variant="outline" onClick={() => goToPage(view.page - 1)} disabled={view.page <= 1} data-testid="studio-products-prev">
                <ChevronLeft aria-hidden className="h-4 w-4" />
                {t('products.pagination.previous')}
              </Button>
              <span className="min-w-20 text-center text-sm font-semibold tabular-nums">
                {t('products.pagination.page', { page: view.page, total: data.pageCount })}
              </span>
              <Button variant="outline" onClick={() => goToPage(view.page + 1)} disabled={view.page >= data.pageCount} data-testid="studio-products-next">
                {t('products.pagination.next')}
                <ChevronRight aria-hidden className="h-4 w-4" />
              </Button>
            </nav>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <section ref={sectionRef} id="studio-products" aria-labelledby="studio-products-title" className="scroll-mt-24" data-testid="studio-products">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 ref={headingRef} id="studio-products-title" tabIndex={-1} className="font-display text-2xl font-semibold">
          {t('products.title')}
        </h2>
        <Button asChild variant="accent">
          <Link to="/designer/add-product" data-testid="studio-products-add">
            <Plus aria-hidden className="h-4 w-4" />
            {t('products.add')}
          </Link>
        </Button>
      </div>

      {nothingListed ? null : (
        <ProductsToolbar
          draft={draft}
          status={view.status}
          counts={counts}
          onType={(text) => dispatchSearch({ type: 'TYPED', text })}
          onSubmit={() => commitSearch(draft)}
          onClear={clearSearch}
          onChooseStatus={chooseStatus}
        />
      )}

      <div className={cn(nothingListed && 'mt-4')}>{content}</div>
    </section>
  );
}
