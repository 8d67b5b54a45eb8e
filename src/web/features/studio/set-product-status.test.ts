import { describe, expect, it } from 'vitest';
import type { StudioProductsPage } from './get-studio-products';
import { withRowStatus } from './set-product-status';

const row = (id: string) => ({
  id,
  name: id,
  nameAm: null,
  currency: 'USD' as const,
  status: 'published' as const,
  priceMinor: 1000,
  originalPriceMinor: null,
  stockQuantity: 5,
  sold: 0,
  primaryImageUrl: null,
  fulfilment: 'ready' as const,
  hiddenByAdmin: false,
  hiddenBySuspension: false,
  updatedAt: '2025-05-05T10:00:00Z',
});
const page: StudioProductsPage = { items: [row('a'), row('b')], total: 2, page: 1, pageSize: 20, pageCount: 1, counts: { draft: 0, published: 2, hidden: 0 } };

describe('withRowStatus', () => {
  it('changes only the one row', () => {
    const next = withRowStatus(page, 'b', 'hidden');
    expect(next?.items.map((p) => p.status)).toEqual(['published', 'hidden']);
    expect(page.items[1]?.status).toBe('published');
  });

  it('leaves pages without the row (or other shapes under the key) as they are', () => {
    expect(withRowStatus(page, 'z', 'hidden')).toBe(page);
    expect(withRowStatus(undefined, 'a', 'hidden')).toBeUndefined();
  });
});
