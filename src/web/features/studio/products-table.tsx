import { AlertTriangle, ChevronLeft, ChevronRight, Copy, Eye, EyeOff, Pencil, Plus, Search, ShieldAlert, Shirt, Trash2, X } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useLocation, useNavigate, useNavigationType, useSearchParams, type NavigateOptions } from 'react-router';
import { isLowStock as isLowStockOf, LOW_STOCK_AT } from '@domain/catalog/constants';
import { isOnSale, PRODUCT_STATUSES, type ProductStatus } from '@domain/catalog/product-input';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ErrorPanel } from '../../components/ui/error-panel';
import { EmptyState } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useEditUrlParams } from '../../lib/use-edit-url-params';
import { useErrorText } from '../../lib/error-text';
import { useMoney } from '../currency';
import { useDeleteProduct } from './delete-product';
import { useDuplicateProduct } from './duplicate-product';
import { useStudioProducts, type ProductCounts, type StudioProductRow } from './get-studio-products';
import { useSetProductStatus, type VisibleStatus } from './set-product-status';

/** The table's state lives in the address (Back returns to the page seen); prefixed, as the dashboard has its own `status`. */
export const PRODUCTS_PAGE_PARAM = 'productsPage';
export const PRODUCTS_STATUS_PARAM = 'productsStatus';
export const PRODUCTS_SEARCH_PARAM = 'productsSearch';
export const PRODUCTS_PAGE_SIZE = 20;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MAX = 100;
/** The catalogue's one low-stock threshold (the overview's list and the admin console use it too). */
export const LOW_STOCK_MAX = LOW_STOCK_AT;
/** A page number nobody reaches by paging; anything above is a mangled address. */
const PAGE_MAX = 10_000;

export interface ProductsView {
  page: number;
  status: ProductStatus | null;
  search: string;
}

export const isProductStatus = (value: unknown): value is ProductStatus => typeof value === 'string' && (PRODUCT_STATUSES as readonly string[]).includes(value);

/** The table's view from the address; anything unexpected there falls back to the first page of all products. */
export function readProductsView(params: URLSearchParams): ProductsView {
  const rawPage = params.get(PRODUCTS_PAGE_PARAM) ?? '';
  const page = /^\d{1,5}$/.test(rawPage) ? Number(rawPage) : 1;
  const status = params.get(PRODUCTS_STATUS_PARAM);
  return {
    page: page >= 1 && page <= PAGE_MAX ? page : 1,
    status: isProductStatus(status) ? status : null,
    search: (params.get(PRODUCTS_SEARCH_PARAM) ?? '').trim().slice(0, SEARCH_MAX),
  };
}

/** Writes one page number into the address; page 1 is the address without it. */
export function setPageParam(params: URLSearchParams, page: number): void {
  if (page > 1) params.set(PRODUCTS_PAGE_PARAM, String(page));
  else params.delete(PRODUCTS_PAGE_PARAM);
}

export const isLowStock = (stock: number) => isLowStockOf(stock);

/** A product in the shop can be hidden; a hidden one or a draft can be published (the server wants a photo). */
export const visibilityTarget = (status: ProductStatus): VisibleStatus => (status === 'published' ? 'hidden' : 'published');

/** "21–40 of 45": the rows this page shows, or null when there are none. */
export function shownRange(page: number, pageSize: number, onPage: number, total: number): { from: number; to: number } | null {
  if (onPage <= 0 || total <= 0) return null;
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(total, from + onPage - 1) };
}

export const countAll = (counts: ProductCounts | undefined) => (counts ? counts.draft + counts.published + counts.hidden : 0);

const STATUS_TONE = { published: 'emerald', draft: 'neutral', hidden: 'ink' } as const;
const FILTERS = [null, 'published', 'draft', 'hidden'] as const;
const intlLocale = (language: string) => (language === 'am-ET' ? 'am-ET' : 'en-US');
const editHref = (id: string) => `/designer/edit-product/${encodeURIComponent(id)}`;

const subscribeNothing = () => () => undefined;

/** Whether a media query matches; false on the server and in the first (hydrating) render. */
function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return subscribeNothing();
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * The app's scroll restoration (app/layout.tsx) sends every new address without a hash to the top of
 * the page, which is right for a new page but not for a filter or a search typed halfway down the
 * dashboard. What to do instead runs in the frame after the address changed, once that reset is done.
 */
function useAfterAddressChange() {
  const location = useLocation();
  const pending = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    const run = pending.current;
    if (!run) return;
    pending.current = null;
    const frame = requestAnimationFrame(run);
    return () => cancelAnimationFrame(frame);
  }, [location.key]);
  return useCallback((run: () => void) => {
    pending.current = run;
  }, []);
}

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
  const [draft, setDraft] = useState(view.search);
  const [seenSearch, setSeenSearch] = useState(view.search);
  if (view.search !== seenSearch) {
    setSeenSearch(view.search);
    // Only when the address changed for another reason (Back): trimming must not eat the space being typed.
    if (draft.trim() !== view.search) setDraft(view.search);
  }
  const commitSearch = useCallback(
    (text: string) =>
      edit(
        (next) => {
          const wanted = text.trim().slice(0, SEARCH_MAX);
          if (wanted) next.set(PRODUCTS_SEARCH_PARAM, wanted);
          else next.delete(PRODUCTS_SEARCH_PARAM);
          next.delete(PRODUCTS_PAGE_PARAM);
        },
        'keep-scroll',
        { replace: true, preventScrollReset: true },
      ),
    [edit],
  );
  useEffect(() => {
    if (draft.trim().slice(0, SEARCH_MAX) === view.search) return;
    const timer = setTimeout(() => commitSearch(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, view.search, commitSearch]);

  const chooseStatus = (status: ProductStatus | null) =>
    edit(
      (next) => {
        if (status) next.set(PRODUCTS_STATUS_PARAM, status);
        else next.delete(PRODUCTS_STATUS_PARAM);
        next.delete(PRODUCTS_PAGE_PARAM);
      },
      'keep-scroll',
      { replace: true, preventScrollReset: true },
    );

  // A page past the end (the last product of the last page deleted, an old link): go to the last one there is.
  const lastPage = data ? Math.max(1, data.pageCount) : 1;
  const pastEnd = data !== undefined && !products.isPlaceholderData && data.items.length === 0 && view.page > lastPage;
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
  const nothingListed = data !== undefined && !products.isPlaceholderData && !view.search && !view.status && data.total === 0 && countAll(counts) === 0;

  let content: ReactNode;
  if (data === undefined) {
    content = products.isError ? (
      <ErrorPanel message={`${t('products.loadError')} ${errorText(products.error)}`} onRetry={() => void products.refetch()} />
    ) : (
      <ProductsSkeleton wide={wide} />
    );
  } else if (data.items.length === 0) {
    content = pastEnd ? (
      <ProductsSkeleton wide={wide} />
    ) : view.search ? (
      <EmptyState
        icon={<Search aria-hidden className="mx-auto h-10 w-10" />}
        title={t('products.noResults.title', { search: view.search })}
        description={t('products.noResults.body')}
        actions={
          <Button
            variant="outline"
            onClick={() => {
              setDraft('');
              commitSearch('');
            }}
          >
            {t('products.search.clear')}
          </Button>
        }
      />
    ) : view.status ? (
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
    ) : (
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
        <>
          <form
            role="search"
            className="mt-4"
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              commitSearch(draft);
            }}
          >
            <label htmlFor="studio-products-search" className="sr-only">
              {t('products.search.label')}
            </label>
            <div className="relative max-w-md">
              <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted" />
              <input
                id="studio-products-search"
                type="search"
                value={draft}
                maxLength={SEARCH_MAX}
                onChange={(event) => setDraft(event.target.value)}
                placeholder={t('products.search.placeholder')}
                enterKeyHint="search"
                autoComplete="off"
                data-testid="studio-products-search"
                className="min-h-11 w-full rounded-full border border-line bg-white pr-11 pl-9 text-base outline-none transition-colors focus:border-emerald focus:ring-2 focus:ring-emerald/20 [&::-webkit-search-cancel-button]:hidden"
              />
              {draft ? (
                <button
                  type="button"
                  onClick={() => {
                    setDraft('');
                    commitSearch('');
                  }}
                  aria-label={t('products.search.clear')}
                  className="absolute top-0 right-0 grid h-11 w-11 place-items-center rounded-full text-muted hover:text-ink"
                >
                  <X aria-hidden className="h-4 w-4" />
                </button>
              ) : null}
            </div>
          </form>

          <div role="group" aria-label={t('products.filters.label')} className="-mx-4 mt-3 mb-5 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
            {FILTERS.map((status) => {
              const count = counts ? (status ? counts[status] : countAll(counts)) : null;
              const active = view.status === status;
              return (
                <button
                  key={status ?? 'all'}
                  type="button"
                  onClick={() => chooseStatus(status)}
                  aria-pressed={active}
                  data-testid={`studio-products-filter-${status ?? 'all'}`}
                  className={cn(
                    'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                    active ? 'border-ink bg-ink text-cotton' : 'border-line bg-white text-ink hover:border-ink/50',
                  )}
                >
                  {status ? t(`status.${status}`) : t('products.filters.all')}
                  {count !== null ? (
                    <span className={cn('rounded-full px-2 text-xs tabular-nums', active ? 'bg-cotton/20' : 'bg-linen')}>{count}</span>
                  ) : null}
                </button>
              );
            })}
          </div>
        </>
      )}

      <div className={cn(nothingListed && 'mt-4')}>{content}</div>
    </section>
  );
}

function StatusBadge({ status, hiddenByAdmin }: { status: ProductStatus; hiddenByAdmin: boolean }) {
  const { t } = useTranslation('studio');
  if (hiddenByAdmin) {
    return (
      <Badge tone="crimson" className="whitespace-nowrap">
        {t('status.hiddenByAdmin')}
      </Badge>
    );
  }
  return (
    <Badge tone={STATUS_TONE[status]} className="whitespace-nowrap">
      {t(`status.${status}`)}
    </Badge>
  );
}

function Thumb({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? '/placeholder-product.svg' : src}
      // The name is written next to it; the picture adds nothing for a screen reader.
      alt=""
      width={48}
      height={60}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-[4/5] w-12 shrink-0 self-start rounded-lg bg-linen object-cover"
    />
  );
}

function Price({ row }: { row: StudioProductRow }) {
  const { t } = useTranslation('studio');
  const { format } = useMoney();
  const sale = isOnSale(row);
  return (
    <span className="inline-flex flex-wrap items-baseline justify-end gap-x-1.5">
      <span className={cn('font-semibold tabular-nums', sale && 'text-crimson')}>{format(row.priceMinor)}</span>
      {sale && row.originalPriceMinor !== null ? (
        <del className="text-xs text-muted tabular-nums">
          <span className="sr-only">{t('products.was')} </span>
          {format(row.originalPriceMinor)}
        </del>
      ) : null}
    </span>
  );
}

function Stock({ stock }: { stock: number }) {
  const { t } = useTranslation('studio');
  const low = isLowStock(stock);
  return (
    <span className={cn('inline-flex items-center gap-1 tabular-nums', low && 'font-semibold text-[#8f1b2a]')}>
      {low ? <AlertTriangle aria-hidden className="h-3.5 w-3.5" /> : null}
      {stock}
      {low ? <span className="sr-only"> {t('products.lowStock')}</span> : null}
    </span>
  );
}

function Name({ row, as: Tag = 'p' }: { row: StudioProductRow; as?: 'p' | 'h3' }) {
  const { t } = useTranslation('studio');
  return (
    <div className="min-w-0">
      <Tag className="font-semibold break-words">{row.name}</Tag>
      {row.nameAm ? (
        <p lang="am" className="text-sm break-words text-ink-soft">
          {row.nameAm}
        </p>
      ) : null}
      {row.fulfilment === 'made_to_measure' ? <p className="text-xs text-muted">{t('products.madeToMeasure')}</p> : null}
    </div>
  );
}

function useDateFormat() {
  const { i18n } = useTranslation('studio');
  const format = useMemo(() => new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' }), [i18n.language]);
  return useCallback(
    (iso: string) => {
      const ms = Date.parse(iso);
      return Number.isNaN(ms) ? null : format.format(ms);
    },
    [format],
  );
}

/** Wide screens: a real table, one row per product. */
function ProductsGrid({ rows, onRemoved }: { rows: StudioProductRow[]; onRemoved: () => void }) {
  const { t } = useTranslation('studio');
  const date = useDateFormat();
  const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-muted uppercase';
  return (
    <div className="overflow-hidden rounded-card border border-line bg-white shadow-card">
      <table className="w-full text-sm" data-testid="studio-products-table">
        <caption className="sr-only">{t('products.caption')}</caption>
        <thead className="border-b border-line bg-linen/50">
          <tr>
            <th scope="col" className={cn(th, 'w-16')}>
              <span className="sr-only">{t('products.columns.photo')}</span>
            </th>
            <th scope="col" className={th}>
              {t('products.columns.name')}
            </th>
            <th scope="col" className={th}>
              {t('products.columns.status')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('products.columns.price')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('products.columns.stock')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('products.columns.sold')}
            </th>
            <th scope="col" className={th}>
              {t('products.columns.updated')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              <span className="sr-only">{t('products.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.id} data-testid="studio-product" data-product-id={row.id} data-status={row.status} className="align-middle">
              <td className="px-3 py-2">
                <Thumb src={row.primaryImageUrl} />
              </td>
              <th scope="row" className="max-w-xs px-3 py-2 text-left font-normal">
                <Name row={row} />
              </th>
              <td className="px-3 py-2">
                <StatusBadge status={row.status} hiddenByAdmin={row.hiddenByAdmin} />
              </td>
              <td className="px-3 py-2 text-right">
                <Price row={row} />
              </td>
              <td className="px-3 py-2 text-right">
                <Stock stock={row.stockQuantity} />
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{row.sold}</td>
              <td className="px-3 py-2 whitespace-nowrap text-ink-soft">{date(row.updatedAt) ? <time dateTime={row.updatedAt}>{date(row.updatedAt)}</time> : null}</td>
              <td className="px-3 py-2">
                <RowActions row={row} layout="icons" onRemoved={onRemoved} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones and tablets: one card per product, every fact and action visible without scrolling sideways. */
function ProductCards({ rows, onRemoved }: { rows: StudioProductRow[]; onRemoved: () => void }) {
  const { t } = useTranslation('studio');
  const date = useDateFormat();
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="studio-products-cards">
      {rows.map((row) => {
        const updated = date(row.updatedAt);
        return (
          <li key={row.id}>
            <article data-testid="studio-product" data-product-id={row.id} data-status={row.status} className="overflow-hidden rounded-card border border-line bg-white shadow-card">
              <div className="flex gap-3 p-4">
                <Thumb src={row.primaryImageUrl} />
                <div className="min-w-0 flex-1">
                  <div className="flex items-start justify-between gap-2">
                    <Name row={row} as="h3" />
                    <StatusBadge status={row.status} hiddenByAdmin={row.hiddenByAdmin} />
                  </div>
                  <div className="mt-1">
                    <Price row={row} />
                  </div>
                </div>
              </div>
              <dl className="grid grid-cols-3 gap-2 border-t border-line px-4 py-2 text-sm">
                <div>
                  <dt className="text-xs text-muted">{t('products.columns.stock')}</dt>
                  <dd>
                    <Stock stock={row.stockQuantity} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-muted">{t('products.columns.sold')}</dt>
                  <dd className="tabular-nums">{row.sold}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted">{t('products.columns.updated')}</dt>
                  <dd className="text-ink-soft">{updated ? <time dateTime={row.updatedAt}>{updated}</time> : null}</dd>
                </div>
              </dl>
              <RowActions row={row} layout="bar" onRemoved={onRemoved} />
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Edit, duplicate, hide or publish, delete: each row owns its requests, so one row's "Saving…"
 * does not freeze the others.
 */
function RowActions({ row, layout, onRemoved }: { row: StudioProductRow; layout: 'icons' | 'bar'; onRemoved: () => void }) {
  const { t } = useTranslation('studio');
  const navigate = useNavigate();
  const errorText = useErrorText(['studio']);
  const setStatus = useSetProductStatus();
  const duplicate = useDuplicateProduct();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const target = visibilityTarget(row.status);
  const busy = setStatus.isPending || duplicate.isPending;

  const changeVisibility = () =>
    setStatus.mutate(
      { id: row.id, status: target },
      {
        onSuccess: () => {
          const key = target === 'hidden' ? 'hidden' : row.status === 'hidden' ? 'unhidden' : 'published';
          toast({ title: t(`products.toasts.${key}.title`, { name: row.name }), description: t(`products.toasts.${key}.body`), variant: 'success' });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'PHOTO_REQUIRED') {
            toast({
              title: t('products.toasts.photoRequired.title'),
              description: t('products.toasts.photoRequired.body', { name: row.name }),
              variant: 'warning',
              durationMs: 10_000,
              action: { label: t('products.toasts.photoRequired.action'), onClick: () => void navigate(editHref(row.id)) },
            });
            return;
          }
          toast({ title: t('products.toasts.statusFailed'), description: errorText(error), variant: 'destructive', durationMs: 8_000 });
        },
      },
    );

  const makeCopy = () =>
    duplicate.mutate(row.id, {
      onSuccess: (copy) => {
        toast({
          title: t('products.toasts.duplicated.title'),
          description: t('products.toasts.duplicated.body', { name: copy?.name ?? row.name }),
          variant: 'success',
          durationMs: 8_000,
          action: copy?.id ? { label: t('products.toasts.duplicated.action'), onClick: () => void navigate(editHref(copy.id)) } : undefined,
        });
      },
      onError: (error) => toast({ title: t('products.toasts.duplicateFailed'), description: errorText(error), variant: 'destructive', durationMs: 8_000 }),
    });

  // Hidden by Tibeb: only an admin shows it again; the row leads to the product's page, with the reason and "Ask for review".
  const visibilityLabel = row.hiddenByAdmin ? t('products.actions.whyHidden') : t(`products.actions.${target === 'hidden' ? 'hide' : row.status === 'hidden' ? 'unhide' : 'publish'}`);
  const VisibilityIcon = row.hiddenByAdmin ? ShieldAlert : target === 'hidden' ? EyeOff : Eye;
  const onVisibility = row.hiddenByAdmin ? () => void navigate(editHref(row.id)) : changeVisibility;
  const actions = [
    { key: 'duplicate', label: duplicate.isPending ? t('products.actions.working') : t('products.actions.duplicate'), icon: Copy, onClick: makeCopy, danger: false },
    { key: 'visibility', label: setStatus.isPending ? t('products.actions.working') : visibilityLabel, icon: VisibilityIcon, onClick: onVisibility, danger: false },
    { key: 'delete', label: t('products.actions.delete'), icon: Trash2, onClick: () => setDeleteOpen(true), danger: true },
  ] as const;

  const dialog = <DeleteDialog row={row} open={deleteOpen} onOpenChange={setDeleteOpen} onRemoved={onRemoved} />;

  if (layout === 'icons') {
    return (
      <div className="flex items-center justify-end gap-0.5">
        <Link
          to={editHref(row.id)}
          aria-label={t('products.actions.named', { action: t('products.actions.edit'), name: row.name })}
          title={t('products.actions.edit')}
          className="grid h-11 w-11 place-items-center rounded-full text-ink hover:bg-linen"
          data-testid="studio-product-edit"
        >
          <Pencil aria-hidden className="h-4 w-4" />
        </Link>
        {actions.map(({ key, label, icon: Icon, onClick, danger }) => (
          <button
            key={key}
            type="button"
            onClick={onClick}
            disabled={busy}
            aria-label={t('products.actions.named', { action: label, name: row.name })}
            title={label}
            data-testid={`studio-product-${key}`}
            className={cn('grid h-11 w-11 place-items-center rounded-full hover:bg-linen disabled:opacity-40', danger ? 'text-crimson' : 'text-ink')}
          >
            <Icon aria-hidden className="h-4 w-4" />
          </button>
        ))}
        {dialog}
      </div>
    );
  }

  const cell = 'flex min-h-14 flex-col items-center justify-center gap-1 px-1 text-center text-xs leading-tight font-semibold transition-colors hover:bg-linen disabled:opacity-40';
  return (
    <div role="group" aria-label={t('products.actions.label', { name: row.name })} className="grid grid-cols-4 divide-x divide-line border-t border-line">
      <Link to={editHref(row.id)} className={cn(cell, 'text-ink')} data-testid="studio-product-edit">
        <Pencil aria-hidden className="h-4 w-4" />
        {t('products.actions.edit')}
      </Link>
      {actions.map(({ key, label, icon: Icon, onClick, danger }) => (
        <button key={key} type="button" onClick={onClick} disabled={busy} data-testid={`studio-product-${key}`} className={cn(cell, danger ? 'text-crimson' : 'text-ink')}>
          <Icon aria-hidden className="h-4 w-4" />
          {label}
        </button>
      ))}
      {dialog}
    </div>
  );
}

/** "Delete …?": the answer says whether it was deleted or, having orders, hidden instead. */
function DeleteDialog({ row, open, onOpenChange, onRemoved }: { row: StudioProductRow; open: boolean; onOpenChange: (open: boolean) => void; onRemoved: () => void }) {
  const { t } = useTranslation('studio');
  const remove = useDeleteProduct();
  const errorText = useErrorText(['studio']);
  const confirm = () =>
    remove.mutate(row.id, {
      onSuccess: (outcome) => {
        onOpenChange(false);
        if (outcome === 'hidden') {
          toast({ title: t('products.toasts.hiddenInstead.title', { name: row.name }), description: t('products.toasts.hiddenInstead.body'), variant: 'warning', durationMs: 10_000 });
          return;
        }
        toast({ title: t('products.toasts.deleted', { name: row.name }), variant: 'success' });
        // The row is about to disappear with the focus the dialog returned to it: the list's heading
        // takes it, once Radix has put it back on the trigger (its own timeout).
        window.setTimeout(onRemoved, 50);
      },
      onError: (error) => {
        onOpenChange(false);
        toast({ title: t('products.toasts.deleteFailed'), description: errorText(error), variant: 'destructive', durationMs: 8_000 });
      },
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // While the request is out the dialog stays, so the designer sees how it ends.
        if (!remove.isPending) onOpenChange(next);
      }}
      title={t('products.delete.title', { name: row.name })}
      description={t('products.delete.body')}
    >
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
          {t('products.delete.keep')}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={remove.isPending} aria-busy={remove.isPending || undefined} data-testid="studio-product-delete-confirm">
          {remove.isPending ? t('products.delete.working') : t('products.delete.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}

function ProductsSkeleton({ wide }: { wide: boolean }) {
  if (wide) {
    return (
      <div className="overflow-hidden rounded-card border border-line bg-white shadow-card" aria-hidden>
        <div className="h-9 border-b border-line bg-linen/50" />
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="flex items-center gap-4 border-b border-line px-3 py-2 last:border-b-0">
            <Skeleton className="aspect-[4/5] w-12 rounded-lg" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-48" />
              <Skeleton className="h-3 w-32" />
            </div>
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-4 w-16" />
            <Skeleton className="h-4 w-8" />
            <Skeleton className="h-4 w-8" />
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-8 w-40" />
          </div>
        ))}
      </div>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-hidden>
      {[0, 1, 2].map((i) => (
        <li key={i} className="rounded-card border border-line bg-white p-4 shadow-card">
          <div className="flex gap-3">
            <Skeleton className="aspect-[4/5] w-12 rounded-lg" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/5" />
              <Skeleton className="h-3 w-2/5" />
              <Skeleton className="h-4 w-20" />
            </div>
          </div>
          <Skeleton className="mt-4 h-10" />
        </li>
      ))}
    </ul>
  );
}
