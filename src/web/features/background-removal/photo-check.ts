/** Photos the remover opens: what phones and cameras save, and what browsers decode everywhere. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** A 50-megapixel photo needs ~200 MB for its pixels alone; more would crash a phone's tab. */
export const MAX_MEGAPIXELS = 50;
export const MAX_PHOTO_BYTES = 40 * 1024 * 1024;

export type PhotoProblem = 'PHOTO_TYPE' | 'PHOTO_TOO_LARGE' | 'PHOTO_UNREADABLE' | 'PHOTO_TOO_MANY_PIXELS';

/** The checks possible before decoding (the decode itself catches a file that lies about its type). */
export function checkPhoto(file: { type: string; size: number }): PhotoProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'PHOTO_TYPE';
  if (file.size > MAX_PHOTO_BYTES) return 'PHOTO_TOO_LARGE';
  if (file.size === 0) return 'PHOTO_UNREADABLE';
  return null;
}
