import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertFromUsd, convertToUsd } from '../../../domain/money';
import { exchangeRates, orderItems, products, profiles } from '../../db/schema';
import { checkoutPayload, createTestApp, freshIp, signInAs, withCookie, type Session, type TestApp } from '../../test/test-app';

// Issue 37, "Prices in the designer's money": a designer in Addis prices in birr; the shop lists,
// filters and sorts her garment beside dollar-priced ones; an order keeps her birr price and
// charges birr for pay on delivery inside Ethiopia.
let t: TestApp;
let selam: Session; // Addis Ababa: prices in birr by default
let tigist: Session; // Hirut, moved to Washington, D.C. for these tests: prices in dollars by default
let categoryId: string;
const WORD = `Zewditu${randomUUID().slice(0, 6)}`;
const ids: Record<'birr' | 'fifty' | 'sixty', string> = { birr: '', fifty: '', sixty: '' };

const call = (s: Session | null, options: InjectOptions) => t.app.inject(withCookie(s, { remoteAddress: freshIp(), ...options }));
const form = (over: Record<string, unknown> = {}) => ({
  name: `${WORD} kemis`,
  description: 'Hand-woven cotton with a tibeb border.',
  categoryId,
  priceMinor: 650_000,
  stockQuantity: 50,
  sizes: ['One Size'],
  fulfilment: 'ready',
  status: 'draft',
  ...over,
});
async function create(s: Session, over: Record<string, unknown> = {}) {
  const res = await call(s, { method: 'POST', url: '/api/studio/products', payload: form(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ product: { id: string; currency: string; priceMinor: number } }>().product;
}
interface Card {
  id: string;
  priceMinor: number;
  originalPriceMinor: number | null;
  currency: string;
  designerPrice: { currency: string; priceMinor: number; originalPriceMinor: number | null };
}
const list = async (query: string) => {
  const res = await call(null, { method: 'GET', url: `/api/products?search=${WORD}&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Card[]; total: number }>();
};
async function setEtbRate(rate: number) {
  await t.database.db.update(exchangeRates).set({ rate }).where(eq(exchangeRates.currencyCode, 'ETB'));
  // What the rates refresh publishes; the cached listings follow it.
  t.app.events.publish({ topic: 'exchange_rates', action: 'update' });
}
function order(lines: Array<Record<string, unknown>>, over: Record<string, unknown>) {
  return call(null, { method: 'POST', url: '/api/orders', headers: { 'idempotency-key': randomUUID() }, payload: checkoutPayload(lines, over) });
}

beforeAll(async () => {
  t = await createTestApp();
  selam = await signInAs(t.app, 'selam@designers.tibeb.example', 'Tibeb-Designer-2026!');
  tigist = await signInAs(t.app, 'hirut@designers.tibeb.example', 'Tibeb-Designer-2026!');
  await t.database.db.update(profiles).set({ country: 'US' }).where(eq(profiles.userId, tigist.userId));
  categoryId = (await call(null, { method: 'GET', url: '/api/categories' })).json<{ items: { id: string; slug: string }[] }>().items.find((c) => c.slug === 'habesha-kemis')!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('a designer prices in her own currency', () => {
  it('defaults to birr for a designer in Ethiopia and to dollars elsewhere, and says so in her profile', async () => {
    const birr = await create(selam);
    expect(birr).toMatchObject({ currency: 'ETB', priceMinor: 650_000 });
    ids.birr = birr.id;
    const fifty = await create(tigist, { priceMinor: 5_000 });
    expect(fifty.currency).toBe('USD');
    ids.fifty = fifty.id;
    ids.sixty = (await create(selam, { currency: 'USD', priceMinor: 6_000 })).id;
    expect((await call(selam, { method: 'GET', url: '/api/studio/profile' })).json<{ profile: { priceCurrency: string } }>().profile.priceCurrency).toBe('ETB');
    expect((await call(tigist, { method: 'GET', url: '/api/studio/profile' })).json<{ profile: { priceCurrency: string } }>().profile.priceCurrency).toBe('USD');
  });

  it('keeps a product’s currency when a save leaves it out, and refuses other currencies and typos of zeros', async () => {
    const res = await call(selam, { method: 'PUT', url: `/api/studio/products/${ids.birr}`, payload: form({ priceMinor: 650_000 }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ product: { currency: string } }>().product.currency).toBe('ETB');
    const bad = async (over: Record<string, unknown>) => {
      const r = await call(selam, { method: 'POST', url: '/api/studio/products', payload: form(over) });
      expect(r.statusCode, r.body).toBe(400);
      return r.json<{ error: { fields: Record<string, string[]> } }>().error.fields;
    };
    expect((await bad({ currency: 'EUR' })).currency).toEqual(['PRICE_CURRENCY_INVALID']);
    expect((await bad({ currency: 'USD', priceMinor: 6_000_000 })).priceMinor).toEqual(['PRICE_INVALID']);
    expect((await bad({ currency: 'ETB', priceMinor: 600_000_001 })).priceMinor).toEqual(['PRICE_INVALID']);
    // Without a currency the designer's own (birr) applies: 6,000,000 Br is the ceiling.
    expect((await bad({ priceMinor: 700_000_000 })).priceMinor).toEqual(['PRICE_INVALID']);
  });

  it('a quick price change is in the product’s currency', async () => {
    const res = await call(selam, { method: 'PATCH', url: `/api/products/${ids.birr}`, payload: { priceMinor: 600_000_001 } });
    expect(res.statusCode, res.body).toBe(400);
    expect((await call(selam, { method: 'PATCH', url: `/api/products/${ids.birr}`, payload: { priceMinor: 650_000 } })).statusCode).toBe(204);
  });
});

describe('the shop lists, filters and sorts across currencies', () => {
  beforeAll(async () => {
    // Published as the studio would after a photo; the photo rule is the studio's tests' concern.
    await t.database.db.update(products).set({ status: 'published' }).where(inArray(products.id, Object.values(ids)));
    t.app.events.publish({ topic: 'products', action: 'update' });
  });

  it('shows the USD figure beside the designer’s own price', async () => {
    const { items } = await list('sort=newest');
    const birr = items.find((p) => p.id === ids.birr);
    expect(birr).toMatchObject({ priceMinor: convertToUsd(650_000, 120.5), currency: 'USD', designerPrice: { currency: 'ETB', priceMinor: 650_000, originalPriceMinor: null } });
    expect(birr?.priceMinor).toBe(5_394);
    const detail = (await call(null, { method: 'GET', url: `/api/products/${ids.birr}` })).json<Card>();
    expect(detail.designerPrice).toEqual({ currency: 'ETB', priceMinor: 650_000, originalPriceMinor: null });
    expect(items.find((p) => p.id === ids.fifty)).toMatchObject({ priceMinor: 5_000, designerPrice: { currency: 'USD', priceMinor: 5_000 } });
  });

  it('filters a price range and sorts by price in USD, birr and dollars together', async () => {
    expect((await list('price=51-55')).items.map((p) => p.id)).toEqual([ids.birr]);
    expect((await list('price=50-60')).total).toBe(3);
    expect((await list('sort=price-low')).items.map((p) => p.id)).toEqual([ids.fifty, ids.birr, ids.sixty]);
    expect((await list('sort=price-high')).items.map((p) => p.id)).toEqual([ids.sixty, ids.birr, ids.fifty]);
  });

  it('re-sorts when the birr rate moves, and only birr prices move', async () => {
    await setEtbRate(100);
    const [row] = await t.database.db.select({ usd: products.priceUsdMinor }).from(products).where(eq(products.id, ids.birr));
    expect(row?.usd).toBe(6_500);
    expect((await list('sort=price-low')).items.map((p) => p.id)).toEqual([ids.fifty, ids.sixty, ids.birr]);
    expect((await list('price=51-55')).items).toEqual([]);
    expect((await list('sort=newest')).items.find((p) => p.id === ids.fifty)?.priceMinor).toBe(5_000);
    await setEtbRate(120.5);
    expect((await list('sort=price-low')).items.map((p) => p.id)).toEqual([ids.fifty, ids.birr, ids.sixty]);
  });
});

describe('orders keep the designer’s price', () => {
  const usd = convertToUsd(650_000, 120.5); // 5,394: under every zone's free-shipping threshold
  // One kemis (under 1 kg) to the United States: the North America zone's first band.
  const shipping = 2_800;

  it('a shopper abroad in USD: totals and charge in USD, the line keeps 6,500 Br', async () => {
    const res = await order([{ productId: ids.birr, selectedSize: 'One Size', quantity: 1 }], {
      currency: 'USD',
      shipping: { fullName: 'Test Shopper', country: 'US', city: 'Washington', addressLine1: '1 Main St', postalCode: '20001' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [weighed] = await t.database.db.select({ grams: products.shippingWeightGrams }).from(products).where(eq(products.id, ids.birr));
    expect(weighed?.grams).toBeLessThan(1_000);
    const placed = res.json<{ order: { id: string; totalUsdMinor: number; subtotalUsdMinor: number; chargeCurrency: string; chargeAmountMinor: number } }>().order;
    expect(placed).toMatchObject({ subtotalUsdMinor: usd, totalUsdMinor: usd + shipping, chargeCurrency: 'USD', chargeAmountMinor: usd + shipping });
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
    expect(line).toMatchObject({ currency: 'ETB', unitPriceMinor: 650_000, unitPriceUsdMinor: usd });
  });

  it('pay on delivery in Addis is charged in birr, the garment at exactly 6,500 Br, for a shopper browsing in ETB or in USD', async () => {
    for (const currency of ['ETB', 'USD']) {
      const res = await order([{ productId: ids.birr, selectedSize: 'One Size', quantity: 2 }], { currency, paymentMethod: 'cod' });
      expect(res.statusCode, res.body).toBe(201);
      const placed = res.json<{ order: { id: string; displayCurrency: string; totalUsdMinor: number; chargeCurrency: string; chargeAmountMinor: number } }>().order;
      // One parcel (Selam's) of two, over the Addis Ababa zone's 75 USD: shipping is free.
      expect(placed).toMatchObject({ displayCurrency: currency, totalUsdMinor: 2 * usd, chargeCurrency: 'ETB', chargeAmountMinor: 1_300_000 });
    }
  });

  it('a mixed order in birr: the birr line exactly, the dollar line and shipping at the rate', async () => {
    const res = await order(
      [
        { productId: ids.birr, selectedSize: 'One Size', quantity: 1 },
        { productId: ids.fifty, selectedSize: 'One Size', quantity: 1 },
      ],
      { currency: 'ETB', paymentMethod: 'cod' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json<{ order: { id: string; totalUsdMinor: number; chargeAmountMinor: number; chargeCurrency: string } }>().order;
    // Two designers, two parcels to Addis Ababa, each under the zone's 75 USD: 3 USD each (both under 2 kg).
    const shippingAddis = 2 * 300;
    expect(placed).toMatchObject({ totalUsdMinor: usd + 5_000 + shippingAddis, chargeCurrency: 'ETB', chargeAmountMinor: 650_000 + convertFromUsd(5_000 + shippingAddis, 120.5) });
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
    expect(lines.map((l) => [l.currency, l.unitPriceMinor, l.unitPriceUsdMinor]).sort()).toEqual([
      ['ETB', 650_000, usd],
      ['USD', 5_000, 5_000],
    ]);
  });
});
