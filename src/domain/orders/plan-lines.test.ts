import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOM_FIT } from '../sizing/constants';
import { planOrderLines, priceOrder, type PlannableLine, type PlannableProduct } from './plan-lines';

const product = (over: Partial<PlannableProduct> & { id: string }): PlannableProduct => ({
  name: `Dress ${over.id}`,
  priceMinor: 5_000,
  stock: 5,
  sizes: ['S', 'M', 'L'],
  isActive: true,
  ...over,
});
const catalogue = (...ps: PlannableProduct[]) => new Map(ps.map((p) => [p.id, p]));
const line = (productId: string, quantity = 1, selectedSize: string | null = 'M', aiMeasurements?: unknown): PlannableLine => ({
  productId,
  quantity,
  selectedSize,
  aiMeasurements,
});

describe('planOrderLines', () => {
  it('plans the lines with their sizes, the units per product and the subtotal', () => {
    const plan = planOrderLines({ lines: [line('a', 2), line('b', 1, 'L'), line('a', 1, 'S')], includeMeasurements: false }, catalogue(product({ id: 'a' }), product({ id: 'b', priceMinor: 1_250 })));
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.lines.map((l) => [l.product.id, l.size, l.line.quantity])).toEqual([['a', 'M', 2], ['b', 'L', 1], ['a', 'S', 1]]);
    expect([...plan.wanted]).toEqual([['a', 3], ['b', 1]]);
    expect(plan.subtotal).toBe(16_250);
  });

  it('refuses an unknown or withdrawn product with PRODUCT_UNAVAILABLE on its line, before any size problem', () => {
    const plan = planOrderLines({ lines: [line('a', 1, null), line('gone'), line('off')], includeMeasurements: false }, catalogue(product({ id: 'a' }), product({ id: 'off', isActive: false })));
    expect(plan).toEqual({
      ok: false,
      refusal: { code: 'SIZE_REQUIRED', message: 'Size Selection Required', fields: { 'lines.0': ['SIZE_REQUIRED'], 'lines.1': ['PRODUCT_UNAVAILABLE'], 'lines.2': ['PRODUCT_UNAVAILABLE'] } },
    });
    const unavailableFirst = planOrderLines({ lines: [line('gone'), line('a', 1, null)], includeMeasurements: false }, catalogue(product({ id: 'a' })));
    expect(unavailableFirst.ok === false && unavailableFirst.refusal.code).toBe('PRODUCT_UNAVAILABLE');
  });

  it('refuses a size the product does not have, and a missing size unless measurements are included', () => {
    const p = catalogue(product({ id: 'a' }));
    const bad = planOrderLines({ lines: [line('a', 1, 'XXL')], includeMeasurements: false }, p);
    expect(bad).toEqual({ ok: false, refusal: { code: 'SIZE_NOT_AVAILABLE', message: 'This size is not available for this product.', fields: { 'lines.0': ['SIZE_NOT_AVAILABLE'] } } });
    const measured = { chest: 90 };
    const custom = planOrderLines({ lines: [line('a', 1, null, measured)], includeMeasurements: true }, p);
    expect(custom.ok && custom.lines[0]).toMatchObject({ size: CUSTOM_FIT, measurements: measured });
    // Measurements the shopper chose not to include do not count as a custom fit.
    const notIncluded = planOrderLines({ lines: [line('a', 1, null, measured)], includeMeasurements: false }, p);
    expect(notIncluded.ok === false && notIncluded.refusal.code).toBe('SIZE_REQUIRED');
  });

  it('counts the stock of a product over all its lines and names the first short product', () => {
    const plan = planOrderLines({ lines: [line('a', 2), line('a', 2, 'S'), line('b')], includeMeasurements: false }, catalogue(product({ id: 'a', stock: 3, name: 'Habesha kemis' }), product({ id: 'b', stock: 0, name: 'Netela' })));
    expect(plan).toEqual({
      ok: false,
      refusal: { code: 'OUT_OF_STOCK', message: 'Only 3 left of "Habesha kemis".', fields: { 'lines.0': ['OUT_OF_STOCK'], 'lines.1': ['OUT_OF_STOCK'], 'lines.2': ['OUT_OF_STOCK'] } },
    });
    const none = planOrderLines({ lines: [line('b')], includeMeasurements: false }, catalogue(product({ id: 'b', stock: 0, name: 'Netela' })));
    expect(none.ok === false && none.refusal.message).toBe('"Netela" is out of stock.');
  });
});

describe('priceOrder', () => {
  it('adds the quoted shipping to the goods when the page showed the same figures, or showed none', () => {
    expect(priceOrder(30_000, 2_500, { expectedTotalUsdMinor: 32_500, expectedShippingUsdMinor: 2_500 })).toEqual({ ok: true, totals: { subtotal: 30_000, shipping: 2_500, total: 32_500 } });
    expect(priceOrder(30_000, 0, {})).toEqual({ ok: true, totals: { subtotal: 30_000, shipping: 0, total: 30_000 } });
  });

  it('refuses another total, or another shipping figure with the same total, with PRICE_CHANGED and the figures now', () => {
    const refusal = {
      code: 'PRICE_CHANGED',
      message: 'Prices or shipping changed since you opened checkout. Please review your order.',
      fields: { expectedTotalUsdMinor: ['32500'], expectedShippingUsdMinor: ['2500'] },
    };
    expect(priceOrder(30_000, 2_500, { expectedTotalUsdMinor: 32_499 })).toEqual({ ok: false, refusal });
    // A rate raised by the amount a price fell leaves the total alone: the shipping shown still differs.
    expect(priceOrder(30_000, 2_500, { expectedTotalUsdMinor: 32_500, expectedShippingUsdMinor: 2_000 })).toEqual({ ok: false, refusal });
  });

  it('accepts exactly the figures it computes (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: -1_000, max: 1_000 }), (subtotal, shipping, off) => {
        const priced = priceOrder(subtotal, shipping, { expectedTotalUsdMinor: subtotal + shipping + off });
        expect(priced.ok).toBe(off === 0);
        if (priced.ok) expect(priced.totals.total).toBe(priced.totals.subtotal + priced.totals.shipping);
        else expect(priced.refusal.fields?.expectedTotalUsdMinor).toEqual([String(subtotal + shipping)]);
      }),
    );
  });
});

describe('planOrderLines (properties)', () => {
  const SIZES = ['S', 'M', 'L'] as const;
  const productArb = (id: string) =>
    fc.record({
      id: fc.constant(id),
      name: fc.constant(`P ${id}`),
      priceMinor: fc.integer({ min: 0, max: 2_000_000 }),
      stock: fc.integer({ min: 0, max: 30 }),
      sizes: fc.subarray([...SIZES], { minLength: 1 }),
      isActive: fc.boolean(),
    });
  const ids = ['p1', 'p2', 'p3', 'p4'];
  const world = fc.record({
    products: fc.tuple(...ids.map(productArb)),
    lines: fc.array(
      fc.record({
        productId: fc.constantFrom(...ids, 'missing'),
        quantity: fc.integer({ min: 1, max: 10 }),
        selectedSize: fc.option(fc.constantFrom(...SIZES, 'XXL'), { nil: null }),
      }),
      { minLength: 1, maxLength: 8 },
    ),
  });

  it('a plan sums its lines to the cent, within the stock of each product, from active products only', () => {
    fc.assert(
      fc.property(world, ({ products, lines }) => {
        const byId = catalogue(...products);
        const plan = planOrderLines({ lines, includeMeasurements: false }, byId);
        if (!plan.ok) return;
        expect(plan.lines).toHaveLength(lines.length);
        const subtotal = plan.lines.reduce((s, l) => s + l.product.priceMinor * l.line.quantity, 0);
        expect(plan.subtotal).toBe(subtotal);
        expect(Number.isInteger(plan.subtotal)).toBe(true);
        for (const [id, units] of plan.wanted) {
          const p = byId.get(id);
          expect(p?.isActive).toBe(true);
          expect(units).toBeLessThanOrEqual(p?.stock ?? -1);
          expect(units).toBe(lines.filter((l) => l.productId === id).reduce((s, l) => s + l.quantity, 0));
        }
        for (const l of plan.lines) expect(l.size === null || l.product.sizes.includes(l.size)).toBe(true);
      }),
    );
  });

  it('every refusal has a known code, a message and the lines it is about', () => {
    fc.assert(
      fc.property(world, ({ products, lines }) => {
        const plan = planOrderLines({ lines, includeMeasurements: false }, catalogue(...products));
        if (plan.ok) return;
        const { code, message, fields } = plan.refusal;
        expect(['PRODUCT_UNAVAILABLE', 'SIZE_REQUIRED', 'SIZE_NOT_AVAILABLE', 'OUT_OF_STOCK']).toContain(code);
        expect(message.length).toBeGreaterThan(0);
        const entries = Object.entries(fields ?? {});
        expect(entries.length).toBeGreaterThan(0);
        for (const [key] of entries) {
          expect(key).toMatch(/^lines\.\d+$/);
          expect(Number(key.slice(6))).toBeLessThan(lines.length);
        }
        expect(entries.some(([, codes]) => codes.includes(code))).toBe(true);
      }),
    );
  });

  it('refuses exactly when some product is unavailable, a size does not fit or the stock is short', () => {
    fc.assert(
      fc.property(world, ({ products, lines }) => {
        // A line with no size is fine only for a one-size product or with measurements: the examples cover those.
        if (lines.some((l) => l.selectedSize === null)) return;
        const byId = catalogue(...products);
        const usable = lines.every((l) => {
          const p = byId.get(l.productId);
          return p?.isActive === true && l.selectedSize !== null && p.sizes.includes(l.selectedSize);
        });
        const plan = planOrderLines({ lines, includeMeasurements: false }, byId);
        if (!usable) {
          expect(plan.ok).toBe(false);
          if (!plan.ok) expect(plan.refusal.code).not.toBe('OUT_OF_STOCK');
          return;
        }
        const units = new Map<string, number>();
        for (const l of lines) units.set(l.productId, (units.get(l.productId) ?? 0) + l.quantity);
        const enough = [...units].every(([id, n]) => n <= (byId.get(id)?.stock ?? 0));
        expect(plan.ok).toBe(enough);
        if (!plan.ok) expect(plan.refusal.code).toBe('OUT_OF_STOCK');
      }),
    );
  });
});
