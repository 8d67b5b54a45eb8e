import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORED_IMAGE_LONG_SIDE } from '@domain/media/upload-rules';
import { KEEP_AS_IS_BYTES, keepAsIs, mayShrink, needsResize, shrinkTarget, shrunkName } from './photo-shrink-plan';

describe('shrinking a photo in the browser (issue 41)', () => {
  it('cuts a 12-megapixel phone photo to the stored 2000 px long side, either way up', () => {
    expect(shrinkTarget({ width: 4000, height: 3000 })).toEqual({ width: 2000, height: 1500 });
    expect(shrinkTarget({ width: 3024, height: 4032 })).toEqual({ width: 1500, height: 2000 });
    expect(shrinkTarget({ width: 1200, height: 1600 })).toEqual({ width: 1200, height: 1600 });
    expect(shrinkTarget({ width: 40_000, height: 10 })).toEqual({ width: 2000, height: 1 });
  });

  it('never exceeds the long side, keeps the proportions within a pixel, and never makes a side 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000 }), fc.integer({ min: 1, max: 50_000 }), (width, height) => {
        const out = shrinkTarget({ width, height });
        expect(Math.max(out.width, out.height)).toBeLessThanOrEqual(STORED_IMAGE_LONG_SIDE);
        expect(out.width).toBeGreaterThanOrEqual(1);
        expect(out.height).toBeGreaterThanOrEqual(1);
        if (needsResize({ width, height })) {
          expect(Math.max(out.width, out.height)).toBe(STORED_IMAGE_LONG_SIDE);
          const scale = STORED_IMAGE_LONG_SIDE / Math.max(width, height);
          expect(Math.abs(out.width - width * scale)).toBeLessThanOrEqual(1);
          expect(Math.abs(out.height - height * scale)).toBeLessThanOrEqual(1);
        } else {
          expect(out).toEqual({ width, height });
        }
      }),
    );
  });

  it('sends a light photo within the size as it is, and leaves GIFs and other types to the server', () => {
    expect(keepAsIs({ width: 1600, height: 1200 }, KEEP_AS_IS_BYTES)).toBe(true);
    expect(keepAsIs({ width: 1600, height: 1200 }, KEEP_AS_IS_BYTES + 1)).toBe(false);
    expect(keepAsIs({ width: 2400, height: 1200 }, 1000)).toBe(false);
    expect(mayShrink('image/jpeg')).toBe(true);
    expect(mayShrink('image/png')).toBe(true);
    expect(mayShrink('image/webp')).toBe(true);
    expect(mayShrink('image/gif')).toBe(false);
    expect(mayShrink('image/heic')).toBe(false);
  });

  it('names the shrunk file after the original with its new type', () => {
    expect(shrunkName('IMG_2041.JPG', 'image/webp')).toBe('IMG_2041.webp');
    expect(shrunkName('front.jpeg', 'image/jpeg')).toBe('front.jpg');
    expect(shrunkName('', 'image/webp')).toBe('photo.webp');
    expect(shrunkName('noext', 'image/webp')).toBe('noext.webp');
  });
});
