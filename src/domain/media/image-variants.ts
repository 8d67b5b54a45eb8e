/**
 * Smaller renditions of stored images, made on first request and kept: a phone showing a
 * 64-pixel category tile should not download the 800-pixel original. The widths are a fixed
 * set so that nobody can make the server render (and keep) every width there is.
 */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 480, 640, 960] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

export function isImageVariantWidth(value: number): value is ImageVariantWidth {
  return (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(value);
}

const STORAGE_PREFIX = '/storage/';

/** `/storage/categories/x.webp` at 160 px → `/img/160/categories/x.webp`; other URLs are left as they are. */
export function imageVariantUrl(url: string, width: ImageVariantWidth): string {
  return url.startsWith(STORAGE_PREFIX) && /\.(webp|png|jpe?g)$/i.test(url) ? `/img/${width}/${url.slice(STORAGE_PREFIX.length)}` : url;
}

/** A `srcset` of the given widths plus the original at its own width, or undefined for a URL that has no variants. */
export function imageSrcSet(url: string, widths: readonly ImageVariantWidth[], originalWidth: number): string | undefined {
  if (imageVariantUrl(url, widths[0] ?? 160) === url) return undefined;
  return [...widths.filter((w) => w < originalWidth).map((w) => `${imageVariantUrl(url, w)} ${w}w`), `${url} ${originalWidth}w`].join(', ');
}
