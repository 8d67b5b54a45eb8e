import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUANTITY_CAP } from '../catalog/constants';
import {
  billableQuantity,
  cartSummary,
  decideAdd,
  decideQuantity,
  isOneSize,
  maxQuantity,
  planFavoritesMerge,
  planMerge,
  resolveSize,
  type ProductStock,
  type StoredLine,
} from './rules';
import { cartItemInputSchema, cartMergeSchema, cartQuantitySchema } from './schemas';

const kemis: ProductStock = { id: 'p1', sizes: ['S', 'M', 'L'], stock: 5, active: true };
const netela: ProductStock = { id: 'p2', sizes: ['One Size'], stock: 30, active: true };
const scarf: ProductStock = { id: 'p3', sizes: [], stock: 2, active: true };
const gone: ProductStock = { id: 'p4', sizes: ['M'], stock: 0, active: true };
const draft: ProductStock = { id: 'p5', sizes: ['M'], stock: 9, active: false };
const products = new Map([kemis, netela, scarf, gone, draft].map((p) => [p.id, p]));

describe('maxQuantity', () => {
  it('is the lesser of 10 and the stock, never negative', () => {
    expect(maxQuantity(5)).toBe(5);
    expect(maxQuantity(10)).toBe(10);
    expect(maxQuantity(500)).toBe(QUANTITY_CAP);
    expect(maxQuantity(0)).toBe(0);
    expect(maxQuantity(-3)).toBe(0);
    expect(maxQuantity(2.7)).toBe(2);
    expect(maxQuantity(Number.NaN)).toBe(0);
    expect(maxQuantity(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('sizes', () => {
  it('knows one-size products', () => {
    expect(isOneSize([])).toBe(true);
    expect(isOneSize(['One Size'])).toBe(true);
    expect(isOneSize(['M'])).toBe(true);
    expect(isOneSize(['One Size', 'XL'])).toBe(true);
    expect(isOneSize(['S', 'M'])).toBe(false);
  });

  it('accepts only a size of the product, and no size only for one-size products', () => {
    expect(resolveSize(['S', 'M'], 'M')).toEqual({ ok: true, size: 'M' });
    expect(resolveSize(['S', 'M'], 'm')).toEqual({ ok: false, reason: 'SIZE_NOT_AVAILABLE' });
    expect(resolveSize(['S', 'M'], 'XXL')).toEqual({ ok: false, reason: 'SIZE_NOT_AVAILABLE' });
    expect(resolveSize(['S', 'M'], null)).toEqual({ ok: false, reason: 'SIZE_REQUIRED' });
    expect(resolveSize(['One Size'], null)).toEqual({ ok: true, size: 'One Size' });
    expect(resolveSize(['One Size'], 'One Size')).toEqual({ ok: true, size: 'One Size' });
    expect(resolveSize([], null)).toEqual({ ok: true, size: null });
    expect(resolveSize([], 'M')).toEqual({ ok: false, reason: 'SIZE_NOT_AVAILABLE' });
  });

  it('lets measurements stand in for a size: Custom Fit, never on one-size products', () => {
    expect(resolveSize(['S', 'M'], null, true)).toEqual({ ok: true, size: 'Custom Fit' });
    expect(resolveSize(['S', 'M'], 'Custom Fit', true)).toEqual({ ok: true, size: 'Custom Fit' });
    expect(resolveSize(['S', 'M'], 'M', true)).toEqual({ ok: true, size: 'M' });
    expect(resolveSize(['S', 'M'], 'Custom Fit', false)).toEqual({ ok: false, reason: 'SIZE_NOT_AVAILABLE' });
    expect(resolveSize(['One Size'], null, true)).toEqual({ ok: true, size: 'One Size' });
    expect(resolveSize(['One Size'], 'Custom Fit', true)).toEqual({ ok: false, reason: 'SIZE_NOT_AVAILABLE' });
  });
});

describe('decideAdd', () => {
  const line = (over: Partial<StoredLine> = {}): StoredLine => ({ id: 'l1', productId: 'p1', selectedSize: 'M', quantity: 2, ...over });

  it('inserts a new line, capped at stock', () => {
    expect(decideAdd([], kemis, { productId: 'p1', selectedSize: 'S', quantity: 3 })).toEqual({
      ok: true,
      kind: 'insert',
      productId: 'p1',
      selectedSize: 'S',
      quantity: 3,
      capped: false,
    });
    expect(decideAdd([], kemis, { productId: 'p1', selectedSize: 'S', quantity: 99 })).toMatchObject({ quantity: 5, capped: true });
    expect(decideAdd([], netela, { productId: 'p2', selectedSize: null, quantity: 1_000_000 })).toMatchObject({ quantity: 10, capped: true });
  });

  it('raises the same product and size instead of adding a line', () => {
    expect(decideAdd([line()], kemis, { productId: 'p1', selectedSize: 'M', quantity: 2 })).toMatchObject({ kind: 'update', lineId: 'l1', quantity: 4, capped: false });
    expect(decideAdd([line()], kemis, { productId: 'p1', selectedSize: 'M', quantity: 7 })).toMatchObject({ kind: 'update', quantity: 5, capped: true });
    expect(decideAdd([line()], kemis, { productId: 'p1', selectedSize: 'L', quantity: 1 })).toMatchObject({ kind: 'insert', selectedSize: 'L' });
  });

  it('treats no size and "One Size" as the same line of a one-size product', () => {
    const existing = line({ productId: 'p2', selectedSize: 'One Size', quantity: 1 });
    expect(decideAdd([existing], netela, { productId: 'p2', selectedSize: null, quantity: 1 })).toMatchObject({ kind: 'update', quantity: 2 });
  });

  it('lowers a line to the stock when the stock fell below it', () => {
    expect(decideAdd([line({ quantity: 8 })], kemis, { productId: 'p1', selectedSize: 'M', quantity: 1 })).toMatchObject({ kind: 'update', quantity: 5, capped: true });
  });

  it('refuses unknown, inactive, out-of-stock, unsized and badly sized products', () => {
    expect(decideAdd([], undefined, { productId: 'px', selectedSize: null, quantity: 1 })).toEqual({ ok: false, reason: 'PRODUCT_NOT_FOUND' });
    expect(decideAdd([], draft, { productId: 'p5', selectedSize: 'M', quantity: 1 })).toEqual({ ok: false, reason: 'PRODUCT_NOT_FOUND' });
    expect(decideAdd([], kemis, { productId: 'p2', selectedSize: 'M', quantity: 1 })).toEqual({ ok: false, reason: 'PRODUCT_NOT_FOUND' });
    expect(decideAdd([], gone, { productId: 'p4', selectedSize: 'M', quantity: 1 })).toEqual({ ok: false, reason: 'OUT_OF_STOCK' });
    expect(decideAdd([], kemis, { productId: 'p1', selectedSize: null, quantity: 1 })).toEqual({ ok: false, reason: 'SIZE_REQUIRED' });
    expect(decideAdd([], kemis, { productId: 'p1', selectedSize: 'XXXL', quantity: 1 })).toEqual({ ok: false, reason: 'SIZE_NOT_AVAILABLE' });
  });

  it('refuses quantities that are not positive safe integers', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(decideAdd([], kemis, { productId: 'p1', selectedSize: 'M', quantity })).toEqual({ ok: false, reason: 'INVALID_LINE' });
    }
  });

  it('refuses a new line in a full cart but still raises an existing one', () => {
    const full = [line(), line({ id: 'l2', selectedSize: 'S' })];
    expect(decideAdd(full, kemis, { productId: 'p1', selectedSize: 'L', quantity: 1 }, 2)).toEqual({ ok: false, reason: 'CART_FULL' });
    expect(decideAdd(full, kemis, { productId: 'p1', selectedSize: 'S', quantity: 1 }, 2)).toMatchObject({ ok: true, kind: 'update' });
  });

  it('never produces a quantity outside 1..min(10, stock)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 12 }), (stock, quantity, existing) => {
        const product = { ...kemis, stock };
        const lines = existing > 0 ? [line({ quantity: existing })] : [];
        const d = decideAdd(lines, product, { productId: 'p1', selectedSize: 'M', quantity });
        if (stock === 0) return !d.ok && d.reason === 'OUT_OF_STOCK';
        return d.ok && d.quantity >= 1 && d.quantity <= Math.min(10, stock);
      }),
    );
  });
});

describe('decideQuantity', () => {
  it('removes at 0 or less, caps above the allowed, refuses when nothing is left', () => {
    expect(decideQuantity(0, kemis)).toEqual({ kind: 'remove' });
    expect(decideQuantity(-5, kemis)).toEqual({ kind: 'remove' });
    expect(decideQuantity(-5, gone)).toEqual({ kind: 'remove' });
    expect(decideQuantity(3, kemis)).toEqual({ kind: 'set', quantity: 3, capped: false });
    expect(decideQuantity(50, kemis)).toEqual({ kind: 'set', quantity: 5, capped: true });
    expect(decideQuantity(50, netela)).toEqual({ kind: 'set', quantity: 10, capped: true });
    expect(decideQuantity(1, gone)).toEqual({ kind: 'refuse', reason: 'OUT_OF_STOCK' });
    expect(decideQuantity(1, draft)).toEqual({ kind: 'refuse', reason: 'OUT_OF_STOCK' });
  });
});

describe('planMerge', () => {
  const account: StoredLine[] = [{ id: 'a1', productId: 'p1', selectedSize: 'M', quantity: 4 }];

  it('raises matching lines, inserts new ones and combines repeats in the guest cart', () => {
    const plan = planMerge(
      account,
      [
        { productId: 'p1', selectedSize: 'M', quantity: 3 },
        { productId: 'p2', selectedSize: null, quantity: 2 },
        { productId: 'p2', selectedSize: 'One Size', quantity: 1 },
        { productId: 'p1', selectedSize: 'S', quantity: 1 },
      ],
      products,
    );
    expect(plan.updates).toEqual([{ lineId: 'a1', quantity: 5 }]);
    expect(plan.inserts).toEqual([
      { productId: 'p2', selectedSize: 'One Size', quantity: 3, index: 1 },
      { productId: 'p1', selectedSize: 'S', quantity: 1, index: 3 },
    ]);
    expect(plan.skipped).toEqual([]);
    expect(plan.merged).toBe(4);
  });

  it('skips and reports what cannot be added, keeping the rest', () => {
    const plan = planMerge(
      account,
      [
        null,
        { productId: 'nope', selectedSize: null, quantity: 1 },
        { productId: 'p4', selectedSize: 'M', quantity: 1 },
        { productId: 'p5', selectedSize: 'M', quantity: 1 },
        { productId: 'p1', selectedSize: null, quantity: 1 },
        { productId: 'p1', selectedSize: 'XL', quantity: 1 },
        { productId: 'p3', selectedSize: null, quantity: 1 },
      ],
      products,
    );
    expect(plan.skipped).toEqual([
      { index: 0, productId: null, reason: 'INVALID_LINE' },
      { index: 1, productId: 'nope', reason: 'PRODUCT_NOT_FOUND' },
      { index: 2, productId: 'p4', reason: 'OUT_OF_STOCK' },
      { index: 3, productId: 'p5', reason: 'PRODUCT_NOT_FOUND' },
      { index: 4, productId: 'p1', reason: 'SIZE_REQUIRED' },
      { index: 5, productId: 'p1', reason: 'SIZE_NOT_AVAILABLE' },
    ]);
    expect(plan.inserts).toEqual([{ productId: 'p3', selectedSize: null, quantity: 1, index: 6 }]);
    expect(plan.updates).toEqual([]);
    expect(plan.merged).toBe(1);
  });

  it('leaves an unchanged line out of the updates and respects the line limit', () => {
    const atCap: StoredLine[] = [{ id: 'a1', productId: 'p1', selectedSize: 'M', quantity: 5 }];
    const plan = planMerge(
      atCap,
      [
        { productId: 'p1', selectedSize: 'M', quantity: 2 },
        { productId: 'p2', selectedSize: null, quantity: 1 },
        { productId: 'p3', selectedSize: null, quantity: 1 },
      ],
      products,
      2,
    );
    expect(plan.updates).toEqual([]);
    expect(plan.inserts).toEqual([{ productId: 'p2', selectedSize: 'One Size', quantity: 1, index: 1 }]);
    expect(plan.skipped).toEqual([{ index: 2, productId: 'p3', reason: 'CART_FULL' }]);
  });

  it('takes a line with measurements but no size as Custom Fit', () => {
    const plan = planMerge([], [{ productId: 'p1', selectedSize: null, quantity: 1, hasMeasurements: true }], products);
    expect(plan.inserts).toEqual([{ productId: 'p1', selectedSize: 'Custom Fit', quantity: 1, index: 0 }]);
  });

  it('is a no-op for an empty guest cart', () => {
    expect(planMerge(account, [], products)).toEqual({ updates: [], inserts: [], skipped: [], merged: 0 });
  });
});

describe('totals', () => {
  it('bills only available lines, never beyond stock, and counts every piece for the badge', () => {
    const lines = [
      { priceMinor: 2_000, quantity: 2, stock: 10, available: true },
      { priceMinor: 3_000, quantity: 4, stock: 1, available: true },
      { priceMinor: 9_999, quantity: 1, stock: 0, available: false },
    ];
    expect(billableQuantity(lines[1]!)).toBe(1);
    expect(billableQuantity(lines[2]!)).toBe(0);
    expect(cartSummary(lines)).toEqual({ count: 7, totals: { subtotal: 7_000 } });
  });

  it('says nothing of shipping: the subtotal alone, zero for an empty cart', () => {
    expect(cartSummary([{ priceMinor: 7_501, quantity: 1, stock: 3, available: true }])).toEqual({ count: 1, totals: { subtotal: 7_501 } });
    expect(cartSummary([])).toEqual({ count: 0, totals: { subtotal: 0 } });
  });
});

describe('schemas', () => {
  it('take only the shopper-chosen fields and drop a tampered price', () => {
    const parsed = cartItemInputSchema.parse({ productId: 'p1', selectedSize: 'M', quantity: 2, priceMinor: 1 });
    expect(parsed).toEqual({ productId: 'p1', selectedSize: 'M', quantity: 2 });
    expect(cartItemInputSchema.parse({ productId: 'p1' })).toEqual({ productId: 'p1', selectedSize: null, quantity: 1 });
  });

  it('refuse non-integer, non-positive, unsafe and stringly quantities', () => {
    for (const quantity of [0, -1, 1.5, '2', 1e300, null]) {
      expect(cartItemInputSchema.safeParse({ productId: 'p1', quantity }).success, String(quantity)).toBe(false);
    }
    expect(cartQuantitySchema.safeParse({ quantity: -4 }).success).toBe(true);
    expect(cartQuantitySchema.safeParse({ quantity: 1.2 }).success).toBe(false);
    expect(cartQuantitySchema.safeParse({}).success).toBe(false);
  });

  it('limit a merge to 50 lines', () => {
    expect(cartMergeSchema.safeParse({ lines: Array.from({ length: 50 }, () => ({})) }).success).toBe(true);
    expect(cartMergeSchema.safeParse({ lines: Array.from({ length: 51 }, () => ({})) }).success).toBe(false);
  });
});

describe('planFavoritesMerge', () => {
  const a = '11111111-1111-4111-8111-111111111111';
  const b = '22222222-2222-4222-8222-222222222222';
  const c = '33333333-3333-4333-8333-333333333333';
  const d = '44444444-4444-4444-8444-444444444444';

  it('adds new active products once, counts existing ones, reports the rest', () => {
    const plan = planFavoritesMerge([a, 'not-an-id', 42, b, a, c, d], new Set([a, b, d]), new Set([b]));
    expect(plan.inserts).toEqual([a, d]);
    expect(plan.merged).toBe(4);
    expect(plan.skipped).toEqual([
      { index: 1, productId: 'not-an-id', reason: 'INVALID_ID' },
      { index: 2, productId: null, reason: 'INVALID_ID' },
      { index: 5, productId: c, reason: 'PRODUCT_NOT_FOUND' },
    ]);
  });

  it('stops at the cap', () => {
    const plan = planFavoritesMerge([a, d], new Set([a, d]), new Set([b]), 2);
    expect(plan.inserts).toEqual([a]);
    expect(plan.skipped).toEqual([{ index: 1, productId: d, reason: 'FAVORITES_FULL' }]);
  });
});
