import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasFilters, readDay, readOrdersQuery, readPage, readProductsQuery, setFilter } from './commerce-params';

describe('admin commerce filters in the address', () => {
  it('reads what it understands and ignores the rest', () => {
    const p = readProductsQuery(new URLSearchParams('q=%20kemis%20&designer=abc_1&category=../x&status=hidden&low=1&review=requested&page=3'));
    expect(p).toEqual({ search: 'kemis', designer: 'abc_1', category: null, status: 'hidden', lowStock: true, review: 'requested', page: 3 });
    expect(readProductsQuery(new URLSearchParams('status=gone&review=maybe&page=0'))).toMatchObject({ status: null, review: null, page: 1 });
    const o = readOrdersQuery(new URLSearchParams('status=shipped&payment=paid&from=2026-05-09&to=2026-05-01'));
    expect(o).toMatchObject({ status: 'shipped', paymentStatus: 'paid', from: '2026-05-01', to: '2026-05-09' });
    expect(readDay('2026-02-30')).toBeNull();
    expect(readDay('2026-02-28')).toBe('2026-02-28');
  });

  it('never yields a page outside 1..10000, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const page = readPage(s);
        expect(Number.isInteger(page) && page >= 1 && page <= 10_000).toBe(true);
      }),
    );
  });

  it('never passes an unknown status or an unsafe id through', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (status, designer, q) => {
        const params = new URLSearchParams();
        params.set('status', status);
        params.set('designer', designer);
        params.set('q', q);
        const read = readOrdersQuery(params);
        expect(read.status === null || ['pending', 'confirmed', 'in_production', 'shipped', 'delivered', 'cancelled'].includes(read.status)).toBe(true);
        expect(read.designer === null || /^[A-Za-z0-9_-]{1,64}$/.test(read.designer)).toBe(true);
        expect((read.search ?? '').length).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('a filter change goes back to the first page', () => {
    const params = new URLSearchParams('section=orders&page=4');
    setFilter(params, 'status', 'pending');
    expect(params.toString()).toBe('section=orders&status=pending');
    expect(hasFilters(params)).toBe(true);
    setFilter(params, 'status', null);
    expect(hasFilters(params)).toBe(false);
  });
});
