/** RGBA pixels row by row, 4 bytes each (ImageData's layout). */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

/**
 * One value per pixel, row by row: 0 is background, 255 is the subject, values between are the
 * edge's coverage (what an alpha channel holds).
 */
export interface AlphaMask {
  width: number;
  height: number;
  data: Uint8Array;
}

/** How the cut was found: BlazePose's person mask, or a fill of the backdrop from the borders. */
export type CutMethod = 'person' | 'backdrop';

/** What goes behind the cut subject. */
export type BackgroundChoice = 'transparent' | 'white' | 'studio';

/** Brush strokes: 1 keeps (forces subject), 2 erases (forces background), 0 leaves the cut alone. */
export const EDIT_NONE = 0;
export const EDIT_KEEP = 1;
export const EDIT_ERASE = 2;
