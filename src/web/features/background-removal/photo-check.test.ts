import { describe, expect, it } from 'vitest';
import { checkPhoto, MAX_PHOTO_BYTES } from './photo-check';

describe('checkPhoto', () => {
  it('accepts JPEG, PNG and WebP of a sensible size', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(checkPhoto({ type, size: 1000 })).toBeNull();
  });
  it('refuses other types, empty files and files over the limit', () => {
    expect(checkPhoto({ type: 'image/svg+xml', size: 10 })).toBe('PHOTO_TYPE');
    expect(checkPhoto({ type: 'application/pdf', size: 10 })).toBe('PHOTO_TYPE');
    expect(checkPhoto({ type: 'image/png', size: 0 })).toBe('PHOTO_UNREADABLE');
    expect(checkPhoto({ type: 'image/png', size: MAX_PHOTO_BYTES + 1 })).toBe('PHOTO_TOO_LARGE');
  });
});
