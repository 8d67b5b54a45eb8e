import { isLowStock as isLowStockOf, LOW_STOCK_AT } from '@domain/catalog/constants';
import { PRODUCT_STATUSES, type ProductStatus } from '@domain/catalog/product-input';
import type { ProductCounts } from './get-studio-products';

/**
 * The designer's products table as pure logic: its view read from and written to the address, the
 * search box as a reducer (what is typed against what the address holds), and which of its
 * contents (rows, an empty state, a skeleton, an error) a response calls for. The component
 * (products-table.tsx) renders these and does the navigation and the timers.
 */

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
export const PAGE_MAX = 10_000;
/** The status chips, in order; null is "All". */
export const FILTERS = [null, 'published', 'draft', 'hidden'] as const;

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

/** The search the address gets for typed text: trimmed and capped. */
export const searchFor = (text: string): string => text.trim().slice(0, SEARCH_MAX);

/** Writes a search into the address (none: without it) and goes back to the first page. */
export function setSearchParam(params: URLSearchParams, text: string): void {
  const wanted = searchFor(text);
  if (wanted) params.set(PRODUCTS_SEARCH_PARAM, wanted);
  else params.delete(PRODUCTS_SEARCH_PARAM);
  params.delete(PRODUCTS_PAGE_PARAM);
}

/** Writes a status filter into the address (null: all products) and goes back to the first page. */
export function setStatusParam(params: URLSearchParams, status: ProductStatus | null): void {
  if (status) params.set(PRODUCTS_STATUS_PARAM, status);
  else params.delete(PRODUCTS_STATUS_PARAM);
  params.delete(PRODUCTS_PAGE_PARAM);
}

export const isLowStock = (stock: number) => isLowStockOf(stock);

/** A product in the shop can be hidden; a hidden one or a draft can be published (the server wants a photo). */
/** What a row's visibility button does: the words it shows and the status it asks for (none: it leads to the product's page). */
export type VisibilityAction = { label: 'whyHidden'; target: null } | { label: 'keepHidden' | 'hide'; target: 'hidden' } | { label: 'unhide' | 'publish'; target: 'published' };

/**
 * Hidden by Tibeb: only an admin shows it again, so the button explains why. Taken out by the shop's
 * suspension: publishing is refused until it is lifted, and the one choice that means something is
 * to keep it hidden afterwards (issue 41); hiding it ends the suspension's claim on it.
 */
export function visibilityAction(row: { status: ProductStatus; hiddenByAdmin: boolean; hiddenBySuspension: boolean }): VisibilityAction {
  if (row.hiddenByAdmin) return { label: 'whyHidden', target: null };
  if (row.hiddenBySuspension) return { label: 'keepHidden', target: 'hidden' };
  if (row.status === 'published') return { label: 'hide', target: 'hidden' };
  return { label: row.status === 'hidden' ? 'unhide' : 'publish', target: 'published' };
}

/** "21–40 of 45": the rows this page shows, or null when there are none. */
export function shownRange(page: number, pageSize: number, onPage: number, total: number): { from: number; to: number } | null {
  if (onPage <= 0 || total <= 0) return null;
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(total, from + onPage - 1) };
}

export const countAll = (counts: ProductCounts | undefined) => (counts ? counts.draft + counts.published + counts.hidden : 0);

/** The number a status chip shows: that status's products, or all of them; null before the counts arrive. */
export const chipCount = (counts: ProductCounts | undefined, status: ProductStatus | null): number | null => (counts ? (status ? counts[status] : countAll(counts)) : null);

// --- The search box -------------------------------------------------------------------------------

/**
 * The search box: the text typed (`draft`) and the search the address held when last seen. Typed
 * text reaches the address SEARCH_DEBOUNCE_MS after the last key; Back brings older text back.
 */
export interface SearchBoxState {
  draft: string;
  seen: string;
}

export type SearchBoxEvent =
  | { type: 'TYPED'; text: string }
  /** The clear button, or "Clear search" on the empty result. */
  | { type: 'CLEARED' }
  /** The address's search, on every render (Back, a commit of the typed text, a link). */
  | { type: 'ADDRESS_SEARCH'; search: string };

export const initialSearchBox = (search: string): SearchBoxState => ({ draft: search, seen: search });

/** An event that changes nothing returns the same state object, so React skips the render. */
export function searchBoxReducer(state: SearchBoxState, event: SearchBoxEvent): SearchBoxState {
  switch (event.type) {
    case 'TYPED':
      return event.text === state.draft ? state : { ...state, draft: event.text };
    case 'CLEARED':
      return state.draft === '' ? state : { ...state, draft: '' };
    case 'ADDRESS_SEARCH':
      if (event.search === state.seen) return state;
      // Only when the address changed for another reason (Back): trimming must not eat the space being typed.
      return { seen: event.search, draft: state.draft.trim() === event.search ? state.draft : event.search };
  }
}

/** Whether the typed text still has to reach the address (after the debounce). */
export const searchPending = (draft: string, addressSearch: string): boolean => searchFor(draft) !== addressSearch;

// --- What the table shows ------------------------------------------------------------------------

/** What the table knows of its query (react-query's fields, reduced to what decides the content). */
export interface ProductsQuery {
  data: { items: readonly unknown[]; pageCount: number; total: number; counts?: ProductCounts } | undefined;
  isPlaceholderData: boolean;
  isError: boolean;
}

export type ProductsContent = 'error' | 'skeleton' | 'no-results' | 'none-with-status' | 'empty' | 'rows';

/** The last page there is (1 while nothing is known). */
export const lastPageOf = (query: ProductsQuery): number => (query.data ? Math.max(1, query.data.pageCount) : 1);

/** A page past the end (the last product of the last page deleted, an old link): the table moves to the last one there is. */
export const isPastEnd = (query: ProductsQuery, view: ProductsView): boolean =>
  query.data !== undefined && !query.isPlaceholderData && query.data.items.length === 0 && view.page > lastPageOf(query);

/** A designer with nothing listed yet has nothing to search or filter: the invitation to list stands alone. */
export const isNothingListed = (query: ProductsQuery, view: ProductsView): boolean =>
  query.data !== undefined && !query.isPlaceholderData && !view.search && !view.status && query.data.total === 0 && countAll(query.data.counts) === 0;

export function productsContent(query: ProductsQuery, view: ProductsView): ProductsContent {
  if (query.data === undefined) return query.isError ? 'error' : 'skeleton';
  if (query.data.items.length > 0) return 'rows';
  if (isPastEnd(query, view)) return 'skeleton';
  if (view.search) return 'no-results';
  if (view.status) return 'none-with-status';
  return 'empty';
}
