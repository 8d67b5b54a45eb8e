import { describe, expect, it } from 'vitest';
import { sizeCategoryForSlug } from '@domain/sizing/category';
import {
  carriesMeasurements,
  checkoutSubtotal,
  isCustomFit,
  linesNeedingSize,
  overStock,
  pendingMatches,
  productSize,
  requestLines,
  toCheckoutLines,
  withFreshProducts,
  type CartLineLike,
  type CheckoutLineView,
  type LineMeasurements,
} from './checkout-lines';

const line = (over: Partial<CartLineLike> = {}): CartLineLike => ({
  id: 'l1',
  productId: 'p1',
  name: 'Habesha Kemis',
  nameAm: 'የሀበሻ ቀሚስ',
  priceMinor: 5_000,
  imageUrl: null,
  sizes: ['S', 'M', 'L'],
  categorySlug: 'habesha-kemis',
  stock: 5,
  selectedSize: 'M',
  quantity: 1,
  available: true,
  ...over,
});

const measurements: LineMeasurements = {
  source: 'manual',
  category: 'women',
  metric: { bust_cm: 94, waist_cm: 76, hips_cm: 102 },
  payload: { source: 'manual', category: 'women', measurements: { bust_cm: 94, waist_cm: 76, hips_cm: 102 }, confidence: 0.8 },
};

const view = (over: Partial<CheckoutLineView> = {}): CheckoutLineView => ({ ...line(), measurements: null, ...over });

describe('checkout lines', () => {
  it('bills and sends only available lines, and adds up only their goods', () => {
    const lines = [view({ id: 'a', quantity: 2 }), view({ id: 'b', productId: 'p2', available: false, priceMinor: 99_999 })];
    expect(checkoutSubtotal(lines)).toBe(10_000);
    expect(checkoutSubtotal([view({ priceMinor: 2_500 })])).toBe(2_500);
    expect(checkoutSubtotal([])).toBe(0);
    expect(requestLines(lines, false)).toEqual({ ids: ['a'], lines: [{ productId: 'p1', quantity: 2, selectedSize: 'M' }] });
  });

  it('sends measurements only when they go with the order; Custom Fit is not a size', () => {
    const custom = view({ selectedSize: 'Custom Fit', measurements });
    expect(requestLines([custom], true).lines).toEqual([{ productId: 'p1', quantity: 1, selectedSize: null, aiMeasurements: measurements.payload }]);
    expect(requestLines([custom], false).lines).toEqual([{ productId: 'p1', quantity: 1, selectedSize: null }]);
    const sized = view({ selectedSize: 'L', measurements });
    expect(requestLines([sized], true).lines[0]).toMatchObject({ selectedSize: 'L', aiMeasurements: measurements.payload });
    expect(isCustomFit(custom, true)).toBe(true);
    expect(isCustomFit(custom, false)).toBe(false);
    expect(isCustomFit(sized, true)).toBe(false);
  });

  it('gates lines without a size unless their measurements go with the order', () => {
    const noSize = view({ id: 'n', selectedSize: null });
    const custom = view({ id: 'c', selectedSize: 'Custom Fit', measurements });
    const oneSize = view({ id: 'o', selectedSize: null, sizes: ['One Size'] });
    const gone = view({ id: 'g', selectedSize: null, available: false });
    expect(linesNeedingSize([noSize, custom, oneSize, gone], true).map((l) => l.id)).toEqual(['n']);
    expect(linesNeedingSize([noSize, custom, oneSize, gone], false).map((l) => l.id)).toEqual(['n', 'c']);
  });

  it('knows a size of the product from anything else', () => {
    expect(productSize({ selectedSize: 'M', sizes: ['S', 'M'] })).toBe('M');
    expect(productSize({ selectedSize: 'XL', sizes: ['S', 'M'] })).toBeNull();
    expect(productSize({ selectedSize: 'Custom Fit', sizes: ['S', 'M'] })).toBeNull();
    expect(productSize({ selectedSize: '  ', sizes: [] })).toBeNull();
    expect(productSize({ selectedSize: 'One Size', sizes: [] })).toBe('One Size');
  });

  it('offers the measurements choice only when a billable line carries them', () => {
    expect(carriesMeasurements([view()])).toBe(false);
    expect(carriesMeasurements([view({ measurements, available: false })])).toBe(false);
    expect(carriesMeasurements([view({ measurements })])).toBe(true);
  });

  it("replaces a guest cart's old prices and stock with the catalogue's, and marks withdrawn products", () => {
    const cart = [line({ id: 'a', productId: 'p1', priceMinor: 4_000 }), line({ id: 'b', productId: 'gone' }), line({ id: 'c', productId: 'p3' })];
    const fresh = [
      { id: 'p1', name: 'Kemis', nameAm: null, priceMinor: 4_500, stockQuantity: 2, productionDays: 14, sizes: ['M', 'L'], imageUrl: '/a.jpg', thumbUrl: '/a-thumb.jpg', category: { slug: 'habesha-kemis' } },
      { id: 'p3', name: 'Netela', nameAm: null, priceMinor: 1_000, stockQuantity: 0, sizes: ['One Size'], imageUrl: null, category: null },
    ];
    const out = withFreshProducts(cart, fresh);
    expect(out[0]).toMatchObject({ priceMinor: 4_500, stock: 2, productionDays: 14, sizes: ['M', 'L'], imageUrl: '/a-thumb.jpg', available: true });
    expect(out[1]).toMatchObject({ available: false });
    expect(out[2]).toMatchObject({ available: false });
    expect(withFreshProducts(cart, null)).toEqual(cart);
  });

  it('flags quantities above the stock', () => {
    expect(overStock([view({ quantity: 3, stock: 2 }), view({ quantity: 1, stock: 2 })])).toHaveLength(1);
  });

  it("attaches a guest's waiting measurements to that product's lines, or by category when no product was named", () => {
    const kemis = line({ productId: 'p1', categorySlug: 'habesha-kemis' });
    const mens = line({ productId: 'p2', categorySlug: 'mens-traditional' });
    const coffee = line({ productId: 'p3', sizes: ['One Size'], categorySlug: 'home' });
    expect(pendingMatches(kemis, { productId: 'p1', category: 'women' }, sizeCategoryForSlug)).toBe(true);
    expect(pendingMatches(mens, { productId: 'p1', category: 'men' }, sizeCategoryForSlug)).toBe(false);
    expect(pendingMatches(kemis, { productId: null, category: 'women' }, sizeCategoryForSlug)).toBe(true);
    expect(pendingMatches(mens, { productId: null, category: 'women' }, sizeCategoryForSlug)).toBe(false);
    expect(pendingMatches(mens, { productId: null, category: 'men' }, sizeCategoryForSlug)).toBe(true);
    expect(pendingMatches(coffee, { productId: null, category: 'women' }, sizeCategoryForSlug)).toBe(false);
    expect(pendingMatches(line({ categorySlug: null }), { productId: null, category: 'women' }, sizeCategoryForSlug)).toBe(false);
  });

  it('builds views with the measurements each line carries', () => {
    const views = toCheckoutLines([line({ id: 'a' }), line({ id: 'b', productId: 'p2' })], (l) => (l.productId === 'p2' ? measurements : null));
    expect(views.map((v) => v.measurements)).toEqual([null, measurements]);
  });
});
