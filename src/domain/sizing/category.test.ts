import { describe, expect, it } from 'vitest';
import { sizeCategoryForSlug } from './category';

describe('sizeCategoryForSlug', () => {
  it('reads the shop’s category slugs', () => {
    expect(sizeCategoryForSlug('mens-traditional')).toBe('men');
    expect(sizeCategoryForSlug('kids-traditional')).toBe('children');
    expect(sizeCategoryForSlug('habesha-kemis')).toBe('women');
    expect(sizeCategoryForSlug('wedding-collection')).toBe('women');
  });

  it('does not read "women" as men, and defaults to women', () => {
    expect(sizeCategoryForSlug('women-dresses')).toBe('women');
    expect(sizeCategoryForSlug('womens-traditional')).toBe('women');
    expect(sizeCategoryForSlug(null)).toBe('women');
    expect(sizeCategoryForSlug('')).toBe('women');
    expect(sizeCategoryForSlug('boys-suits')).toBe('children');
    expect(sizeCategoryForSlug('men')).toBe('men');
  });
});
