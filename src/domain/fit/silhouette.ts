/**
 * Reading widths off a person mask sent as runs per row ([y, left, right], inclusive pixels).
 *
 * At a body level the torso is the run that contains the body's midline. Where the legs have
 * already parted (the buttock level of many bodies lies at or just below the crotch) no run holds
 * the midline; the two runs either side of it, when their gap is narrow, are the body. Runs further
 * out are arms (or hands) and are never counted. A torso run that reaches an elbow or wrist
 * landmark, or is far wider than the shoulders, has an arm resting against it: its width is not
 * the body's and is refused.
 */
import type { Silhouette } from './types';

export type RunIndex = Map<number, [number, number][]>;

export function indexRuns(silhouette: Silhouette): RunIndex {
  const index: RunIndex = new Map();
  for (const [y, left, right] of silhouette.rows) {
    let row = index.get(y);
    if (!row) index.set(y, (row = []));
    row.push([left, right]);
  }
  for (const row of index.values()) row.sort((a, b) => a[0] - b[0]);
  return index;
}

export interface WidthQuery {
  /** The level's pixel row. */
  y: number;
  midX: number;
  /** Rows either side of y to read (the median width is taken). */
  halfWindowPx: number;
  /** Widest gap between the legs still counted as one body, px. */
  maxGapPx: number;
  /** x of arm landmarks (elbows, wrists): a run reaching one is an arm against the body. */
  armXs?: readonly number[];
  /** Widths above this are an arm against the body, px. */
  maxWidthPx?: number;
}

export type WidthReading = { ok: true; widthPx: number } | { ok: false; reason: 'NO_RUN' | 'ARMS_TOUCHING' };

function bodyExtentAt(row: readonly [number, number][], midX: number, maxGapPx: number): [number, number] | null {
  const containing = row.find(([l, r]) => l <= midX && midX <= r);
  if (containing) return containing;
  let leftRun: [number, number] | undefined;
  let rightRun: [number, number] | undefined;
  for (const run of row) {
    if (run[1] < midX && (!leftRun || run[1] > leftRun[1])) leftRun = run;
    if (run[0] > midX && (!rightRun || run[0] < rightRun[0])) rightRun = run;
  }
  if (leftRun && rightRun && rightRun[0] - leftRun[1] - 1 <= maxGapPx) return [leftRun[0], rightRun[1]];
  return null;
}

export function widthAt(index: RunIndex, q: WidthQuery): WidthReading {
  const widths: number[] = [];
  let armsTouching = 0;
  const from = Math.round(q.y - q.halfWindowPx);
  const to = Math.round(q.y + q.halfWindowPx);
  for (let y = from; y <= to; y++) {
    const row = index.get(y);
    if (!row) continue;
    const extent = bodyExtentAt(row, q.midX, q.maxGapPx);
    if (!extent) continue;
    const [l, r] = extent;
    const width = r - l + 1;
    if ((q.armXs ?? []).some((x) => x >= l && x <= r) || (q.maxWidthPx !== undefined && width > q.maxWidthPx)) {
      armsTouching++;
      continue;
    }
    widths.push(width);
  }
  if (widths.length === 0) return { ok: false, reason: armsTouching > 0 ? 'ARMS_TOUCHING' : 'NO_RUN' };
  widths.sort((a, b) => a - b);
  const mid = Math.floor(widths.length / 2);
  const median = widths.length % 2 === 1 ? (widths[mid] as number) : ((widths[mid - 1] as number) + (widths[mid] as number)) / 2;
  return { ok: true, widthPx: median };
}
