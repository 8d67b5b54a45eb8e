import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCart, type CartLine } from './cart';
import { isStoredCartLine, storedCartLines, storedFavoriteEntries } from './stored';

const item = { productId: 'p1', name: 'Axum Kemis', nameAm: null, priceMinor: 12_000, imageUrl: null, sizes: ['S', 'M'], stock: 5, selectedSize: 'M' };
const line: CartLine = addToCart([], item)[0]!;

describe('storedCartLines', () => {
  it('reads back what addToCart wrote, through JSON', () => {
    const lines = addToCart(addToCart([], item), { ...item, productId: 'p2', nameAm: 'ቀሚስ', imageUrl: '/img/a.webp', selectedSize: null });
    expect(storedCartLines(JSON.parse(JSON.stringify(lines)))).toEqual(lines);
  });

  it('is empty for anything that is not a list', () => {
    for (const v of [null, undefined, 1, 'x', { lines: [] }, { items: 'x' }]) expect(storedCartLines(v)).toEqual([]);
  });

  it('drops malformed lines and keeps the good ones', () => {
    const bad = [
      1,
      null,
      [],
      { ...line, quantity: 'a' },
      { ...line, quantity: 0 },
      { ...line, quantity: Number.POSITIVE_INFINITY },
      { ...line, quantity: 11 },
      { ...line, priceMinor: -1 },
      { ...line, priceMinor: Number.NaN },
      { ...line, name: { x: 1 } },
      { ...line, sizes: 'S' },
      { ...line, sizes: [1] },
      { ...line, addedAt: 'yesterday' },
      { ...line, id: '' },
    ];
    expect(storedCartLines([...bad, line])).toEqual([line]);
  });

  it('keeps one line per id', () => {
    expect(storedCartLines([line, { ...line, quantity: 2 }])).toEqual([line]);
  });

  it('never throws and only returns lines that pass the check, whatever JSON it is given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const lines = storedCartLines(value);
        expect(lines.every(isStoredCartLine)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.record({ ...Object.fromEntries(Object.keys(line).map((k) => [k, fc.jsonValue()])) })), (value) => {
        expect(() => storedCartLines(value)).not.toThrow();
      }),
    );
  });
});

describe('storedFavoriteEntries', () => {
  it('keeps well-formed entries once per product and drops the rest', () => {
    const good = { productId: 'p1', addedAt: '2026-11-25T10:00:00.000Z' };
    expect(storedFavoriteEntries([good, { ...good }, { productId: 2, addedAt: good.addedAt }, { productId: 'p2' }, 'p3', null, { productId: 'p4', addedAt: good.addedAt, extra: 1 }])).toEqual([
      good,
      { productId: 'p4', addedAt: good.addedAt },
    ]);
    expect(storedFavoriteEntries({ items: [] })).toEqual([]);
  });

  it('never throws on any JSON', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => void storedFavoriteEntries(value)));
  });
});
