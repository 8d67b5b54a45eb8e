import { STORED_IMAGE_LONG_SIDE } from '@domain/media/upload-rules';

/**
 * How the studio shrinks a photo in the browser before sending it (issue 41): to the size the shop
 * keeps (STORED_IMAGE_LONG_SIDE on the long side), re-encoded as WebP. The server still decodes,
 * checks and cleans whatever arrives; this only spares a phone's data and time.
 */

/** WebP quality: the server stores its own WebP from this, so a little headroom over its 0.8 keeps detail. */
export const SHRINK_QUALITY = 0.85;
/** A photo already within the stored size and this light is sent as it is: re-encoding would gain little. */
export const KEEP_AS_IS_BYTES = 400 * 1024;
/** Types a browser decodes and a canvas re-encodes faithfully; a GIF may be animated and is left alone. */
export const SHRINKABLE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

export interface Size {
  width: number;
  height: number;
}

/** The size to draw at: the long side cut to `longSide`, the proportions kept (each side at least 1 px). */
export function shrinkTarget({ width, height }: Size, longSide = STORED_IMAGE_LONG_SIDE): Size {
  const long = Math.max(width, height);
  if (!(long > longSide)) return { width, height };
  const scale = longSide / long;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export const needsResize = (size: Size, longSide = STORED_IMAGE_LONG_SIDE) => Math.max(size.width, size.height) > longSide;

/** Whether to try at all (before decoding): a type the canvas handles. */
export const mayShrink = (type: string) => SHRINKABLE_TYPES.includes(type);

/** After decoding: a photo within the stored size and already light goes as it is. */
export const keepAsIs = (size: Size, bytes: number) => !needsResize(size) && bytes <= KEEP_AS_IS_BYTES;

/** The name sent with the shrunk file: the same stem with the new type's extension. */
export function shrunkName(name: string, type: string): string {
  const ext = type === 'image/webp' ? 'webp' : type === 'image/png' ? 'png' : 'jpg';
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return `${stem || 'photo'}.${ext}`;
}
