import { describe, expect, it } from 'vitest';
import { chargeFor, rateFor } from './checkout-money';
import { measurementRows } from './measurement-rows';
import { safeRedirect } from './safe-redirect';

describe('checkout money', () => {
  const rates = [
    { code: 'ETB', rate: 130 },
    { code: 'EUR', rate: 0.9 },
  ];
  it("uses today's rate, else the built-in one", () => {
    expect(rateFor('ETB', rates)).toBe(130);
    expect(rateFor('GBP', rates)).toBe(0.79);
    expect(rateFor('ETB', undefined)).toBe(120.5);
    expect(rateFor('ETB', [{ code: 'ETB', rate: 0 }])).toBe(120.5);
  });

  it('charges Chapa in birr, Stripe in the shown currency (USD for birr), pay on delivery as shown', () => {
    expect(chargeFor('chapa', 'EUR', 'DE', 10_000, rates)).toEqual({ currency: 'ETB', minor: 1_300_000 });
    expect(chargeFor('stripe', 'EUR', 'DE', 10_000, rates)).toEqual({ currency: 'EUR', minor: 9_000 });
    expect(chargeFor('stripe', 'ETB', 'ET', 10_000, rates)).toEqual({ currency: 'USD', minor: 10_000 });
    expect(chargeFor('cod', 'ETB', 'DE', 10_000, rates)).toEqual({ currency: 'ETB', minor: 1_300_000 });
    expect(chargeFor('cod', 'EUR', 'DE', 10_000, rates)).toEqual({ currency: 'EUR', minor: 9_000 });
  });

  it('quotes pay on delivery inside Ethiopia in birr, whatever the shopper browses in', () => {
    expect(chargeFor('cod', 'USD', 'ET', 8_500, rates)).toEqual({ currency: 'ETB', minor: 1_105_000 });
    expect(chargeFor('cod', 'EUR', 'ET', 10_000, rates)).toEqual({ currency: 'ETB', minor: 1_300_000 });
  });
});

describe('measurement rows', () => {
  it('lists height and the category guide first, both systems side by side', () => {
    const rows = measurementRows({ hips_cm: 100, bust_cm: 92, height_cm: 165, weight_kg: 60, neck_cm: 0 }, 'women');
    expect(rows.map((r) => r.key)).toEqual(['height_cm', 'bust_cm', 'hips_cm', 'weight_kg']);
    expect(rows[0]).toEqual({ key: 'height_cm', metric: 165, imperial: 64.96, kind: 'length' });
    expect(rows.at(-1)).toEqual({ key: 'weight_kg', metric: 60, imperial: 132.28, kind: 'weight' });
  });
});

describe('payment redirect', () => {
  it('follows only web pages', () => {
    expect(safeRedirect('https://checkout.chapa.co/pay/abc', 'https://tibeb.example/checkout')).toBe('https://checkout.chapa.co/pay/abc');
    expect(safeRedirect('/order-success?order=1', 'https://tibeb.example/checkout')).toBe('https://tibeb.example/order-success?order=1');
    expect(safeRedirect('javascript:alert(1)', 'https://tibeb.example/')).toBeNull();
    expect(safeRedirect(null, 'https://tibeb.example/')).toBeNull();
  });
});
