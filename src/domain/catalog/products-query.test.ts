import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_SORTS, REGIONS, SEARCH_MAX_LENGTH } from '.';
import { SIZE_LABEL_MAX } from './constants';
import { canonicalProductsParams, MAX_PRODUCTS_PAGE, parseProductsQuery, PRODUCT_FILTER_SIZES, SLUG_PATTERN, toSlug, type ProductsQuery } from './products-query';

const parse = (search: string) => {
  const params = new URLSearchParams(search);
  return parseProductsQuery((key) => params.get(key));
};

describe('parseProductsQuery', () => {
  it('reads a well-formed address as it is', () => {
    expect(parse('page=3&sort=price-high&search=kemis&category=habesha-kemis&region=Tigray&price=100-200&designer=selam-tesfaye&size=4-6Y&featured=true')).toEqual({
      page: 3,
      sort: 'price-high',
      search: 'kemis',
      category: 'habesha-kemis',
      region: 'Tigray',
      price: '100-200',
      designer: 'selam-tesfaye',
      size: '4-6Y',
      featured: true,
    } satisfies ProductsQuery);
  });

  it('gives the defaults for an empty address', () => {
    expect(parse('')).toEqual({ page: 1, sort: 'newest', search: undefined, category: undefined, region: undefined, price: undefined, designer: undefined, size: undefined, featured: false });
  });

  it('turns bad pages into page 1 and huge ones into the last page the API serves', () => {
    for (const bad of ['-5', '0', 'abc', '1.5', '1e3', '', ' ', '0x10']) expect(parse(`page=${bad}`).page, bad).toBe(1);
    expect(parse('page=99999').page).toBe(MAX_PRODUCTS_PAGE);
    expect(parse(`page=${'9'.repeat(400)}`).page).toBe(MAX_PRODUCTS_PAGE);
    expect(parse('page=0007').page).toBe(7);
  });

  it('drops an unknown sort and region, and matches a region whatever its case', () => {
    expect(parse('sort=zzz').sort).toBe('newest');
    expect(parse('region=<script>').region).toBeUndefined();
    expect(parse('region=tigray').region).toBe('Tigray');
    expect(parse('region=ADDIS%20ABABA').region).toBe('Addis Ababa');
  });

  it('turns a typed category or designer name into its slug, and drops what has none', () => {
    expect(parse('category=Habesha%20Kemis').category).toBe('habesha-kemis');
    expect(parse("category=Men's_Traditional").category).toBe('men-s-traditional');
    expect(parse('designer=%3C%3E!!').designer).toBeUndefined();
    expect(parse('category=ቀሚስ').category).toBeUndefined();
    expect(parse('category=nope').category).toBe('nope');
  });

  it('cuts an endless search and keeps only valid price filters in their canonical spelling', () => {
    expect(parse(`search=${'x'.repeat(500)}`).search).toHaveLength(SEARCH_MAX_LENGTH);
    expect(parse('search=%20%20').search).toBeUndefined();
    expect(parse('price=200%2B').price).toBe('200');
    expect(parse('price=200-100').price).toBe('100-200');
    expect(parse('price=sale').price).toBe('sale');
    expect(parse('price=abc').price).toBeUndefined();
  });

  it("spells a chart's size as the chart does, passes a designer's own label through, and drops what no label can be", () => {
    expect(parse('size=m').size).toBe('M');
    expect(parse('size=%203xl%20').size).toBe('3XL');
    expect(parse('size=one%20size').size).toBe('One Size');
    expect(parse('size=4-6y').size).toBe('4-6Y');
    expect(parse('size=EU%2038').size).toBe('EU 38');
    expect(parse('size=%20%20').size).toBeUndefined();
    expect(parse(`size=${'x'.repeat(SIZE_LABEL_MAX + 1)}`).size).toBeUndefined();
    expect(parse('size=M%00').size).toBeUndefined();
    expect(PRODUCT_FILTER_SIZES).toContain('M');
    expect(PRODUCT_FILTER_SIZES).toContain('14-16Y');
  });

  it('always gives a query the API accepts, whatever the address holds', () => {
    const value = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.integer().map(String), fc.constantFrom('newest', 'Tigray', 'habesha-kemis', '100-200', 'true', 'xl', 'One Size'));
    const keys = fc.constantFrom('page', 'sort', 'search', 'category', 'region', 'price', 'designer', 'size', 'featured', 'view');
    fc.assert(
      fc.property(fc.array(fc.tuple(keys, value), { maxLength: 12 }), (pairs) => {
        const params = new URLSearchParams(pairs);
        const q = parseProductsQuery((key) => params.get(key));
        expect(Number.isInteger(q.page) && q.page >= 1 && q.page <= MAX_PRODUCTS_PAGE).toBe(true);
        expect(PRODUCT_SORTS).toContain(q.sort);
        if (q.region !== undefined) expect(REGIONS).toContain(q.region);
        for (const slug of [q.category, q.designer]) if (slug !== undefined) expect(slug).toMatch(SLUG_PATTERN);
        if (q.search !== undefined) expect(q.search.length).toBeLessThanOrEqual(SEARCH_MAX_LENGTH);
        if (q.size !== undefined) {
          expect(q.size.length).toBeGreaterThan(0);
          expect(q.size.length).toBeLessThanOrEqual(SIZE_LABEL_MAX);
          expect(q.size).toBe(q.size.trim());
          expect(q.size).not.toMatch(/\p{Cc}/u);
        }
      }),
    );
  });
});

describe('toSlug', () => {
  it('is idempotent and respects the length limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: 1, max: 120 }), (raw, max) => {
        const slug = toSlug(raw, max);
        if (slug === undefined) return;
        expect(slug.length).toBeLessThanOrEqual(max);
        expect(toSlug(slug, max)).toBe(slug);
      }),
    );
  });
});

describe('canonicalProductsParams', () => {
  it('is null when the address already says what it means', () => {
    expect(canonicalProductsParams(new URLSearchParams(''))).toBeNull();
    expect(canonicalProductsParams(new URLSearchParams('page=2&sort=name&category=habesha-kemis&view=list'))).toBeNull();
  });

  it('rewrites only what it corrected, and keeps other keys', () => {
    const next = canonicalProductsParams(new URLSearchParams('page=-5&sort=zzz&category=Habesha%20Kemis&region=nowhere&view=list'));
    expect(next?.toString()).toBe('category=habesha-kemis&view=list');
    expect(canonicalProductsParams(new URLSearchParams('page=1&sort=newest&featured=false'))?.toString()).toBe('');
    expect(canonicalProductsParams(new URLSearchParams('category=a&category=b'))?.toString()).toBe('category=a');
  });

  it('settles in one step: the canonical address is canonical', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('page', 'sort', 'category', 'region', 'price', 'search', 'size', 'view'), fc.string()), { maxLength: 8 }), (pairs) => {
        const first = canonicalProductsParams(new URLSearchParams(pairs)) ?? new URLSearchParams(pairs);
        expect(canonicalProductsParams(first)).toBeNull();
      }),
    );
  });
});
