import { describe, expect, it } from 'vitest';
import { countedAhead } from './queries';

describe('countedAhead (listing totals from product_counts)', () => {
  it('holds for no filter and for a category alone, with unset fields as the route passes them', () => {
    expect(countedAhead({})).toBe(true);
    expect(countedAhead({ categorySlug: 'habesha-kemis', price: null, featured: false, onSale: false, search: undefined, size: undefined })).toBe(true);
  });

  it('does not hold once any other filter is set, so those totals are counted for real', () => {
    for (const f of [
      { size: 'M' },
      { price: { kind: 'min' as const, min: 10 } },
      { featured: true },
      { onSale: true },
      { search: 'kemis' },
      { region: 'Tigray' },
      { designerSlug: 'selam' },
      { excludeId: 'x' },
      { createdAfter: new Date(0) },
      { categorySlug: 'habesha-kemis', size: 'M' },
    ]) {
      expect(countedAhead(f), JSON.stringify(f)).toBe(false);
    }
  });
});
