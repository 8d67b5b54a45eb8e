import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chipCount,
  countAll,
  FILTERS,
  initialSearchBox,
  isLowStock,
  isNothingListed,
  isPastEnd,
  isProductStatus,
  lastPageOf,
  PAGE_MAX,
  PRODUCTS_PAGE_PARAM,
  PRODUCTS_SEARCH_PARAM,
  PRODUCTS_STATUS_PARAM,
  productsContent,
  readProductsView,
  SEARCH_MAX,
  searchBoxReducer,
  searchFor,
  searchPending,
  setPageParam,
  setSearchParam,
  setStatusParam,
  shownRange,
  visibilityAction,
  type ProductsQuery,
  type ProductsView,
  type SearchBoxEvent,
  type SearchBoxState,
} from './products-table-state';

describe('readProductsView', () => {
  it('reads the page, status and search from the address', () => {
    expect(readProductsView(new URLSearchParams('productsPage=3&productsStatus=hidden&productsSearch=%20kemis%20&status=shipped'))).toEqual({
      page: 3,
      status: 'hidden',
      search: 'kemis',
    });
  });

  it('falls back to page 1 of all products for anything unexpected', () => {
    for (const page of ['0', '-2', 'abc', '1.5', '99999999', '', '2e3']) {
      expect(readProductsView(new URLSearchParams({ productsPage: page })).page, page).toBe(1);
    }
    expect(readProductsView(new URLSearchParams('productsStatus=deleted')).status).toBeNull();
    expect(readProductsView(new URLSearchParams()).search).toBe('');
  });

  it('caps a long search', () => {
    expect(readProductsView(new URLSearchParams({ productsSearch: 'a'.repeat(300) })).search).toHaveLength(SEARCH_MAX);
  });
});

describe('setPageParam', () => {
  it('writes pages above 1 and leaves page 1 out, keeping the other parameters', () => {
    const params = new URLSearchParams('status=pending');
    setPageParam(params, 2);
    expect(params.toString()).toBe('status=pending&productsPage=2');
    setPageParam(params, 1);
    expect(params.toString()).toBe('status=pending');
  });
});

describe('row helpers', () => {
  it('warns at 3 or fewer in stock', () => {
    expect([0, 3, 4].map(isLowStock)).toEqual([true, true, false]);
  });

  it('hides a published product and publishes the others', () => {
    const plain = { hiddenByAdmin: false, hiddenBySuspension: false };
    expect(visibilityAction({ status: 'published', ...plain })).toEqual({ label: 'hide', target: 'hidden' });
    expect(visibilityAction({ status: 'hidden', ...plain })).toEqual({ label: 'unhide', target: 'published' });
    expect(visibilityAction({ status: 'draft', ...plain })).toEqual({ label: 'publish', target: 'published' });
    // Tibeb's hide wins over the suspension's: only an admin lifts it, so the button explains.
    expect(visibilityAction({ status: 'hidden', hiddenByAdmin: true, hiddenBySuspension: true })).toEqual({ label: 'whyHidden', target: null });
    // Taken out by the suspension: publishing is refused until it is lifted; keeping it hidden is the choice.
    expect(visibilityAction({ status: 'hidden', hiddenByAdmin: false, hiddenBySuspension: true })).toEqual({ label: 'keepHidden', target: 'hidden' });
  });

  it('says which rows a page shows', () => {
    expect(shownRange(1, 20, 20, 45)).toEqual({ from: 1, to: 20 });
    expect(shownRange(3, 20, 5, 45)).toEqual({ from: 41, to: 45 });
    expect(shownRange(1, 20, 0, 0)).toBeNull();
  });

  it('counts every product for the All chip', () => {
    expect(countAll({ draft: 2, published: 5, hidden: 1 })).toBe(8);
    expect(countAll(undefined)).toBe(0);
  });
});

describe('address edits', () => {
  it('writes a trimmed, capped search and goes back to page 1', () => {
    const params = new URLSearchParams('productsPage=3&productsStatus=draft');
    setSearchParam(params, '  kemis  ');
    expect(params.toString()).toBe('productsStatus=draft&productsSearch=kemis');
    setSearchParam(params, 'b'.repeat(300));
    expect(params.get(PRODUCTS_SEARCH_PARAM)).toHaveLength(SEARCH_MAX);
    params.set(PRODUCTS_PAGE_PARAM, '2');
    setSearchParam(params, '   ');
    expect(params.toString()).toBe('productsStatus=draft');
  });

  it('writes a status filter, or none for All, and goes back to page 1', () => {
    const params = new URLSearchParams('productsPage=4&status=pending');
    setStatusParam(params, 'hidden');
    expect(params.toString()).toBe('status=pending&productsStatus=hidden');
    params.set(PRODUCTS_PAGE_PARAM, '2');
    setStatusParam(params, null);
    expect(params.toString()).toBe('status=pending');
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: PAGE_MAX }), fc.constantFrom(...FILTERS), fc.string({ maxLength: 150 }), (page, status, search) => {
        const params = new URLSearchParams();
        setSearchParam(params, search);
        setStatusParam(params, status);
        setPageParam(params, page);
        expect(readProductsView(params)).toEqual({ page, status, search: searchFor(search).trim() });
      }),
    );
  });

  it('never reads a page outside 1..PAGE_MAX, a status that does not exist or a search over the cap', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(PRODUCTS_PAGE_PARAM, PRODUCTS_STATUS_PARAM, PRODUCTS_SEARCH_PARAM, 'other'), fc.string({ maxLength: 200 })), (raw) => {
        const view = readProductsView(new URLSearchParams(raw));
        expect(Number.isInteger(view.page) && view.page >= 1 && view.page <= PAGE_MAX).toBe(true);
        expect(view.status === null || isProductStatus(view.status)).toBe(true);
        expect(view.search.length).toBeLessThanOrEqual(SEARCH_MAX);
        expect(view.search).toBe(view.search.trim());
      }),
    );
  });
});

describe('chipCount', () => {
  it('counts a status, or all for the All chip, and nothing before the counts arrive', () => {
    const counts = { draft: 2, published: 5, hidden: 1 };
    expect(FILTERS.map((status) => chipCount(counts, status))).toEqual([8, 5, 2, 1]);
    expect(chipCount(undefined, 'draft')).toBeNull();
    expect(chipCount(undefined, null)).toBeNull();
  });
});

describe('searchBoxReducer', () => {
  const typed = (state: SearchBoxState, text: string) => searchBoxReducer(state, { type: 'TYPED', text });
  const address = (state: SearchBoxState, search: string) => searchBoxReducer(state, { type: 'ADDRESS_SEARCH', search });

  it('starts with the address search in the box', () => {
    expect(initialSearchBox('kemis')).toEqual({ draft: 'kemis', seen: 'kemis' });
  });

  it('keeps the space being typed when the typed text reaches the address', () => {
    let state = typed(initialSearchBox(''), 'habesha ');
    expect(searchPending(state.draft, '')).toBe(true);
    state = address(state, 'habesha');
    expect(state).toEqual({ draft: 'habesha ', seen: 'habesha' });
    expect(searchPending(state.draft, 'habesha')).toBe(false);
  });

  it('puts the older search back in the box on Back', () => {
    let state = address(typed(initialSearchBox(''), 'kemis'), 'kemis');
    state = address(state, '');
    expect(state).toEqual({ draft: '', seen: '' });
    state = address(state, 'netela');
    expect(state).toEqual({ draft: 'netela', seen: 'netela' });
  });

  it('clears the box', () => {
    const state = searchBoxReducer(typed(initialSearchBox('a'), 'ab'), { type: 'CLEARED' });
    expect(state.draft).toBe('');
    expect(searchPending(state.draft, 'a')).toBe(true);
  });

  it('returns the same state for an event that changes nothing', () => {
    const state = initialSearchBox('kemis');
    expect(typed(state, 'kemis')).toBe(state);
    expect(address(state, 'kemis')).toBe(state);
    const empty = initialSearchBox('');
    expect(searchBoxReducer(empty, { type: 'CLEARED' })).toBe(empty);
  });

  const eventArb: fc.Arbitrary<SearchBoxEvent> = fc.oneof(
    fc.string({ maxLength: 12 }).map((text): SearchBoxEvent => ({ type: 'TYPED', text })),
    fc.constant<SearchBoxEvent>({ type: 'CLEARED' }),
    fc.constantFrom('', 'kemis', 'netela', ' ').map((text): SearchBoxEvent => ({ type: 'ADDRESS_SEARCH', search: searchFor(text) })),
  );

  it('after any sequence of events: the last address seen is remembered, and a new address search is in the box unless the box already asks for it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }).map(searchFor), fc.array(eventArb, { maxLength: 40 }), (start, events) => {
        let state = initialSearchBox(start);
        let seen = start;
        for (const event of events) {
          const before = state;
          state = searchBoxReducer(state, event);
          if (event.type === 'ADDRESS_SEARCH') {
            seen = event.search;
            if (event.search !== before.seen) expect(state.draft.trim()).toBe(event.search);
            else expect(state).toBe(before);
          }
          if (event.type === 'TYPED') expect(state.draft).toBe(event.text);
          if (event.type === 'CLEARED') expect(state.draft).toBe('');
          expect(state.seen).toBe(seen);
        }
      }),
    );
  });
});

describe('productsContent', () => {
  const view = (over: Partial<ProductsView> = {}): ProductsView => ({ page: 1, status: null, search: '', ...over });
  const data = (items: number, over: Partial<NonNullable<ProductsQuery['data']>> = {}) => ({
    items: Array.from({ length: items }, (_, i) => i),
    pageCount: items ? 1 : 0,
    total: items,
    counts: { draft: 0, published: items, hidden: 0 },
    ...over,
  });
  const query = (d: ProductsQuery['data'], over: Partial<ProductsQuery> = {}): ProductsQuery => ({ data: d, isPlaceholderData: false, isError: false, ...over });

  it('shows a skeleton while loading and the error once it failed', () => {
    expect(productsContent(query(undefined), view())).toBe('skeleton');
    expect(productsContent(query(undefined, { isError: true }), view())).toBe('error');
  });

  it('shows the rows whenever there are some, placeholder or not', () => {
    expect(productsContent(query(data(3)), view({ search: 'x', status: 'draft', page: 9 }))).toBe('rows');
    expect(productsContent(query(data(3), { isPlaceholderData: true }), view())).toBe('rows');
  });

  it('says why a page is empty: no result for the search, none with the status, or nothing listed yet', () => {
    expect(productsContent(query(data(0)), view({ search: 'x', status: 'draft' }))).toBe('no-results');
    expect(productsContent(query(data(0)), view({ status: 'draft' }))).toBe('none-with-status');
    expect(productsContent(query(data(0)), view())).toBe('empty');
  });

  it('waits on a skeleton while a page past the end moves to the last page', () => {
    const q = query(data(0, { pageCount: 3, total: 45 }));
    expect(isPastEnd(q, view({ page: 4 }))).toBe(true);
    expect(lastPageOf(q)).toBe(3);
    expect(productsContent(q, view({ page: 4, search: 'x' }))).toBe('skeleton');
    expect(isPastEnd(q, view({ page: 3 }))).toBe(false);
    expect(isPastEnd(query(data(0, { pageCount: 3 }), { isPlaceholderData: true }), view({ page: 4 }))).toBe(false);
    expect(lastPageOf(query(undefined))).toBe(1);
  });

  it('leaves the search and chips out only for a designer with nothing listed at all', () => {
    expect(isNothingListed(query(data(0)), view())).toBe(true);
    expect(isNothingListed(query(data(0), { isPlaceholderData: true }), view())).toBe(false);
    expect(isNothingListed(query(data(0)), view({ search: 'x' }))).toBe(false);
    expect(isNothingListed(query(data(0)), view({ status: 'hidden' }))).toBe(false);
    expect(isNothingListed(query(data(0, { counts: { draft: 1, published: 0, hidden: 0 } })), view())).toBe(false);
    expect(isNothingListed(query(undefined), view())).toBe(false);
  });

  it('for any query and view: rows exactly when there are items, an error only without data', () => {
    const queryArb = fc.record({
      data: fc.option(
        fc.record({
          items: fc.array(fc.constant(0), { maxLength: 3 }),
          pageCount: fc.nat(5),
          total: fc.nat(60),
          counts: fc.record({ draft: fc.nat(20), published: fc.nat(20), hidden: fc.nat(20) }),
        }),
        { nil: undefined },
      ),
      isPlaceholderData: fc.boolean(),
      isError: fc.boolean(),
    });
    const viewArb = fc.record({ page: fc.integer({ min: 1, max: 8 }), status: fc.constantFrom(...FILTERS), search: fc.constantFrom('', 'kemis') });
    fc.assert(
      fc.property(queryArb, viewArb, (q, v) => {
        const content = productsContent(q, v);
        expect(content === 'rows').toBe((q.data?.items.length ?? 0) > 0);
        if (content === 'error') expect(q.data).toBeUndefined();
        if (isPastEnd(q, v)) expect(content).toBe('skeleton');
        if (isNothingListed(q, v)) expect(content).toBe('empty');
      }),
    );
  });
});
