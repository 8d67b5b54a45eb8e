import { describe, expect, it } from 'vitest';
import { productsUrl } from './get-products';

describe('productsUrl', () => {
  it('sends featured and sale only when they are switched on', () => {
    expect(productsUrl({ page: 1, sort: 'newest', featured: 'false', sale: 'false' })).not.toMatch(/featured|sale/);
    expect(productsUrl({ page: 1, sort: 'newest', featured: 'true' })).toContain('featured=true');
    expect(productsUrl({ page: 2, sort: 'newest', sale: 'true' })).toMatch(/sale=true/);
    expect(productsUrl({ page: 2, sort: 'newest', sale: 'true' })).toMatch(/page=2/);
  });
});
