import { describe, expect, it } from 'vitest';
import { CUSTOM_FIT } from './constants';
import { sizeOnAttach } from './attachment';

describe('sizeOnAttach', () => {
  const sizes = ['S', 'M', 'L'];

  it('takes the recommended size when the product has it, else Custom Fit', () => {
    expect(sizeOnAttach(sizes, null, 'M')).toBe('M');
    expect(sizeOnAttach(sizes, 'S', 'L')).toBe('L');
    expect(sizeOnAttach(sizes, 'S', 'XXL')).toBe(CUSTOM_FIT);
    expect(sizeOnAttach(sizes, null, null)).toBe(CUSTOM_FIT);
  });

  it('keeps a size of the product the line has when the measurements recommend none', () => {
    expect(sizeOnAttach(sizes, 'S', null)).toBe('S');
    expect(sizeOnAttach(sizes, CUSTOM_FIT, null)).toBe(CUSTOM_FIT);
    expect(sizeOnAttach(['S'], 'M', undefined)).toBe(CUSTOM_FIT);
  });
});
