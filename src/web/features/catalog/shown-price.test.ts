import { describe, expect, it } from 'vitest';
import { shownOriginalPrice, shownPrice } from './shown-price';

const formatFrom = (minor: number, from: string) => `${from} ${minor}`;
const format = (usd: number) => `USD-figure ${usd}`;

describe('a card’s shown price', () => {
  it('comes from the designer’s own price', () => {
    const card = { priceMinor: 5394, originalPriceMinor: 6224, designerPrice: { currency: 'ETB' as const, priceMinor: 650_000, originalPriceMinor: 750_000 } };
    expect(shownPrice(card, formatFrom, format)).toBe('ETB 650000');
    expect(shownOriginalPrice(card, formatFrom, format)).toBe('ETB 750000');
  });

  it('falls back to the USD figure for a card kept from before prices had a currency', () => {
    expect(shownPrice({ priceMinor: 5000 }, formatFrom, format)).toBe('USD-figure 5000');
    expect(shownOriginalPrice({ priceMinor: 5000, originalPriceMinor: 6000 }, formatFrom, format)).toBe('USD-figure 6000');
  });
});
