import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariantUrl, isImageVariantWidth } from './image-variants';

describe('image variants', () => {
  it('maps stored images to their variant URL and leaves others alone', () => {
    expect(imageVariantUrl('/storage/categories/habesha-kemis.webp', 160)).toBe('/img/160/categories/habesha-kemis.webp');
    expect(imageVariantUrl('https://cdn.example.com/a.webp', 160)).toBe('https://cdn.example.com/a.webp');
    expect(imageVariantUrl('/storage/docs/file.pdf', 160)).toBe('/storage/docs/file.pdf');
    expect(imageVariantUrl('/placeholder-product.svg', 320)).toBe('/placeholder-product.svg');
  });

  it('builds a srcset of the smaller widths and the original', () => {
    expect(imageSrcSet('/storage/site/hero.webp', [480, 960], 1600)).toBe('/img/480/site/hero.webp 480w, /img/960/site/hero.webp 960w, /storage/site/hero.webp 1600w');
    expect(imageSrcSet('/storage/x.webp', [480, 960], 800)).toBe('/img/480/x.webp 480w, /storage/x.webp 800w');
    expect(imageSrcSet('data:image/png;base64,xx', [480], 800)).toBeUndefined();
  });

  it('allows only the fixed widths', () => {
    expect(isImageVariantWidth(160)).toBe(true);
    expect(isImageVariantWidth(161)).toBe(false);
    expect(isImageVariantWidth(10_000)).toBe(false);
  });
});
