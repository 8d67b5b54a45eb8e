import type { SilhouetteRun } from '@domain/fit/types';

/** Rows of the mask read in full; a taller image is read every k-th row (the payload stays small). */
export const MAX_SILHOUETTE_ROWS = 1024;

/** The step between sampled rows for an image of this height: 1 up to MAX_SILHOUETTE_ROWS rows. */
export function silhouetteRowStep(height: number, maxRows = MAX_SILHOUETTE_ROWS): number {
  if (!(height > 0)) return 1;
  return Math.max(1, Math.ceil(height / maxRows));
}

/** The rows (0-based y) read from a mask of this height: 0, step, 2·step, ... */
export function sampledRows(height: number, step = silhouetteRowStep(height)): number[] {
  const rows: number[] = [];
  for (let y = 0; y < height; y += step) rows.push(y);
  return rows;
}

export interface MaskRunsOptions {
  /** A pixel belongs to the person when its mask value is above this (BlazePose: probability). */
  threshold?: number;
  /** Image pixels per mask pixel, when the mask is not at the image's size. */
  scaleX?: number;
  scaleY?: number;
  /** The image's width, so scaled runs never pass its right edge. */
  imageWidth?: number;
}

/**
 * Mask rows → runs `[y, left, right]` (inclusive) of the pixels above the threshold, several per
 * row when the arms stand away from the body. `values` holds `ys.length` rows of `width` values,
 * row by row; `ys` are the rows' y in the mask.
 */
export function maskRowsToRuns(values: ArrayLike<number>, width: number, ys: readonly number[], options: MaskRunsOptions = {}): SilhouetteRun[] {
  const { threshold = 0.5, scaleX = 1, scaleY = 1 } = options;
  const maxX = options.imageWidth !== undefined ? options.imageWidth - 1 : Math.ceil(width * scaleX) - 1;
  if (values.length < ys.length * width) throw new RangeError(`mask has ${values.length} values, expected ${ys.length * width}`);
  const runs: SilhouetteRun[] = [];
  for (let r = 0; r < ys.length; r += 1) {
    const y = Math.round((ys[r] as number) * scaleY);
    const base = r * width;
    let start = -1;
    for (let x = 0; x <= width; x += 1) {
      const inside = x < width && (values[base + x] as number) > threshold;
      if (inside && start < 0) start = x;
      else if (!inside && start >= 0) {
        // A mask pixel covers [x·s, (x+1)·s) image pixels: the run ends on the last one it covers.
        const left = Math.floor(start * scaleX);
        const right = Math.min(maxX, Math.ceil(x * scaleX) - 1);
        runs.push([y, left, Math.max(left, right)]);
        start = -1;
      }
    }
  }
  return runs;
}

/** How many distinct rows the silhouette has (what the dev page and the e2e journey report). */
export function silhouetteRowCount(runs: readonly SilhouetteRun[]): number {
  return new Set(runs.map((r) => r[0])).size;
}
