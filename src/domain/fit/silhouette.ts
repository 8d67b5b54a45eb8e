/**
 * Reading widths off a person mask sent as runs per row ([y, left, right], inclusive pixels).
 *
 * At a body level the torso is the run that contains the body's midline. Where the legs have
 * already parted (the buttock level of many bodies lies at or just below the crotch) no run holds
 * the midline; the two runs either side of it, when their gap is narrow, are the body. Runs further
 * out are arms (or hands) and are never counted. An arm resting against the body merges with it:
 * the arm's bone line from the landmarks shows where, and the body's edge is read behind the arm
 * (widthAt); where that cannot be done honestly, or the run is far wider than the shoulders, the
 * width is refused (ARM_COVERS_EDGE) and the caller estimates that girth instead.
 */
import type { Silhouette } from './types';

/** Steepest outline slope (px across per row) a cubic line across an arm follows. */
const MAX_OUTLINE_SLOPE = 0.5;

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

/** A point in image pixels. */
export interface PxPoint {
  x: number;
  y: number;
}

export interface WidthQuery {
  /** The level's pixel row. */
  y: number;
  midX: number;
  /** Rows either side of y to read (the median width is taken). */
  halfWindowPx: number;
  /** Widest gap between the legs still counted as one body, px. */
  maxGapPx: number;
  /** Each arm's bone line from the landmarks (shoulder → elbow → wrist → hand), px. */
  arms?: readonly (readonly PxPoint[])[];
  /**
   * Half-thickness an arm (or hand) may have, px: a bone line closer than the first to the run's
   * edge cannot be told from the edge; further than the second, the arm lies over the body.
   */
  armHalfPx?: readonly [min: number, max: number];
  /** Widths above this still hold something besides the body, px. */
  maxWidthPx?: number;
  /** How far above and below a row an arm covers to look for the body's own edge, px. */
  interpolateReachPx?: number;
  /** How far above and below an arm lying against the body its own run is looked for, to read its width, px. */
  armWidthReachPx?: number;
  /** Longest span between clean rows drawn across when the edge can also be read behind the arm, px. */
  maxInterpolateSpanPx?: number;
  /** Clean rows beyond an interpolation's end read for the outline's slope there, px (0: a straight line). */
  slopeSpanPx?: number;
  /** Narrowest gap between an arm's own run and the body for the body's edge to count as clean, px. */
  armClearGapPx?: number;
}

export type WidthReading =
  | {
      ok: true;
      widthPx: number;
      /** Rows of the window where an arm lay against the body's edge and the edge was read behind it. */
      armRows: number;
    }
  | { ok: false; reason: 'NO_RUN' | 'ARM_COVERS_EDGE' };

/** The body's run on a row: the one holding the midline, or the two legs either side of it when close. */
export function bodyExtentAt(row: readonly [number, number][], midX: number, maxGapPx: number): [number, number] | null {
  const containing = row.find(([l, r]) => l <= midX && midX <= r);
  if (containing) {
    // Just below the crotch a midline a few pixels off (the hip landmarks are not exact) falls in
    // one leg: when it lies within a leg gap of that run's edge and the other leg is across a
    // narrow gap, the row's body is both legs.
    const [l, r] = containing;
    const across = r - midX <= maxGapPx ? row.find(([a]) => a > r && a - r - 1 <= maxGapPx) : midX - l <= maxGapPx ? row.findLast(([, b]) => b < l && l - b - 1 <= maxGapPx) : undefined;
    if (across) return across[0] > r ? [l, across[1]] : [across[0], r];
    return containing;
  }
  let leftRun: [number, number] | undefined;
  let rightRun: [number, number] | undefined;
  for (const run of row) {
    if (run[1] < midX && (!leftRun || run[1] > leftRun[1])) leftRun = run;
    if (run[0] > midX && (!rightRun || run[0] < rightRun[0])) rightRun = run;
  }
  if (leftRun && rightRun && rightRun[0] - leftRun[1] - 1 <= maxGapPx) return [leftRun[0], rightRun[1]];
  return null;
}

/**
 * Where each arm's bone line crosses row y (an arm bent at the elbow may cross it twice), and how
 * steep the bone is there: a row cuts a bone at angle θ from the vertical 1 / cos θ times as wide
 * as the bone is thick.
 */
export function armCrossings(arms: readonly (readonly PxPoint[])[], y: number): { x: number; cos: number; bone: string }[] {
  const xs: { x: number; cos: number; bone: string }[] = [];
  for (const [a, path] of arms.entries()) {
    for (let i = 1; i < path.length; i++) {
      const p = path[i - 1] as PxPoint;
      const q = path[i] as PxPoint;
      if (p.y === q.y || y < Math.min(p.y, q.y) || y > Math.max(p.y, q.y)) continue;
      xs.push({ x: p.x + ((y - p.y) / (q.y - p.y)) * (q.x - p.x), cos: Math.abs(q.y - p.y) / Math.hypot(q.x - p.x, q.y - p.y), bone: `${a}:${i}` });
    }
  }
  return xs;
}

type Side = 'left' | 'right';

/** One side of the body's run on one row: its edge, and the arm lying against it, if one does. */
interface SideEdge {
  /** Continuous x of the edge (left: first pixel; right: one past the last). */
  edge: number;
  /** The body's edge read behind an arm by mirroring its outer edge about its bone line, or null. */
  mirrored: number | null;
  /** An arm lies against this edge. */
  arm: boolean;
  /** An arm lies against it too close to the outline to read the edge behind it. */
  unreadable: boolean;
  /** An arm's own run comes closer to it than the clear gap: the edge may hold the arm's flesh. */
  nearArm: boolean;
  /** The bone of the arm lying against this edge. */
  bone: string | null;
  /** An arm beside this edge in a run of its own: its bone and its width across the row, px. */
  own: { bone: string; widthPx: number } | null;
}

type RowEdges = { left: SideEdge; right: SideEdge } | null;

/**
 * A row's edges. An arm whose bone line lies inside the body's run, near its edge, is merged with
 * the body there: the run's edge is the arm's outer edge. An arm further inside lies over the body
 * and leaves its edge alone.
 */
function rowEdges(row: readonly [number, number][], y: number, q: WidthQuery): RowEdges {
  const extent = bodyExtentAt(row, q.midX, q.maxGapPx);
  if (!extent) return null;
  const [l, r] = extent;
  // Pixel i spans [i, i + 1) and landmarks are continuous: the run's outer edges are l and r + 1.
  const left: SideEdge = { edge: l, mirrored: null, arm: false, unreadable: false, nearArm: false, bone: null, own: null };
  const right: SideEdge = { edge: r + 1, mirrored: null, arm: false, unreadable: false, nearArm: false, bone: null, own: null };
  const [minHalf, maxHalf] = q.armHalfPx ?? [0, Number.POSITIVE_INFINITY];
  const clearGap = q.armClearGapPx ?? 0;
  const clear = new Set<SideEdge>();
  for (const { x, cos, bone } of armCrossings(q.arms ?? [], y)) {
    if (x < l || x > r + 1) {
      // An arm of its own: its run must stand clear of the body's for the body's edge to be clean.
      const own = row.find(([a, b]) => a <= x && x <= b + 1);
      const side = x < l ? left : right;
      if (own) side.own = { bone, widthPx: own[1] + 1 - own[0] };
      if (own && (x < l ? l - (own[1] + 1) : own[0] - (r + 1)) < clearGap) side.nearArm = true;
      else if (own) clear.add(side);
      continue;
    }
    const side = x < q.midX ? left : right;
    const half = Math.abs(side.edge - x);
    if (half * cos > maxHalf) continue;
    side.arm = true;
    side.bone = bone;
    if (half * cos < minHalf) side.unreadable = true;
    else {
      // An arm is about as wide either side of its bone: its inner edge, where it meets the body.
      const inner = side === left ? x + half : x - half;
      side.mirrored = side.mirrored === null ? inner : side === left ? Math.max(side.mirrored, inner) : Math.min(side.mirrored, inner);
    }
  }
  // An edge within an arm's thickness of its bone line (at a joint, say, where no bone crosses
  // the row near it) may be the arm's.
  for (const side of [left, right]) {
    if (!side.arm && !clear.has(side) && distanceToArms(q.arms ?? [], side.edge, y) <= maxHalf) side.nearArm = true;
  }
  return { left, right };
}

function distanceToArms(arms: readonly (readonly PxPoint[])[], x: number, y: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (const path of arms) {
    for (let i = 1; i < path.length; i++) {
      const p = path[i - 1] as PxPoint;
      const q = path[i] as PxPoint;
      const dx = q.x - p.x;
      const dy = q.y - p.y;
      const len2 = dx * dx + dy * dy;
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - p.x) * dx + (y - p.y) * dy) / len2));
      best = Math.min(best, Math.hypot(x - (p.x + t * dx), y - (p.y + t * dy)));
    }
  }
  return best;
}

export function widthAt(index: RunIndex, q: WidthQuery): WidthReading {
  const cache = new Map<number, RowEdges>();
  const edgesAt = (y: number): RowEdges | undefined => {
    if (!cache.has(y)) {
      const row = index.get(y);
      if (!row) return undefined;
      cache.set(y, rowEdges(row, y, q));
    }
    return cache.get(y) ?? undefined;
  };
  /** The nearest row from y in direction dir (±1), within reach, where this side's edge is the body's own. */
  const cleanEdge = (y: number, side: Side, dir: 1 | -1): { y: number; edge: number } | null => {
    const reach = q.interpolateReachPx ?? 0;
    for (let d = 1; d <= reach; d++) {
      const e = edgesAt(y + dir * d);
      if (e && !e[side].arm && !e[side].nearArm) return { y: y + dir * d, edge: e[side].edge };
    }
    return null;
  };
  /** The outline's slope (edge px per row) over the clean rows beyond a clean row, or null when too few. */
  const slopeFrom = (start: { y: number; edge: number }, side: Side, dir: 1 | -1): number | null => {
    const span = q.slopeSpanPx ?? 0;
    const pts: [number, number][] = [[start.y, start.edge]];
    for (let d = 1; d <= span; d++) {
      const e = edgesAt(start.y + dir * d);
      if (!e || e[side].arm || e[side].nearArm) continue;
      pts.push([start.y + dir * d, e[side].edge]);
    }
    if (pts.length < Math.max(3, span / 2)) return null;
    const my = pts.reduce((a, p) => a + p[0], 0) / pts.length;
    const me = pts.reduce((a, p) => a + p[1], 0) / pts.length;
    let sxy = 0;
    let sxx = 0;
    for (const [py, pe] of pts) {
      sxy += (py - my) * (pe - me);
      sxx += (py - my) ** 2;
    }
    return sxx > 0 ? sxy / sxx : null;
  };
  /**
   * The body's edge on one side of row y: its own; else, where an arm lies against it, a smooth
   * line (cubic, following the outline's slope at both ends) between the nearest rows above and
   * below where it is seen, unless those are far apart and the edge can be read behind the arm;
   * else behind the arm: the arm's outer edge less its own width (from rows where the same bone
   * stands clear), or its outer edge mirrored about its bone line; else none.
   */
  const sideEdge = (y: number, e: NonNullable<RowEdges>, side: Side): number | null => {
    const s = e[side];
    if (!s.arm && !s.nearArm) return s.edge;
    const above = cleanEdge(y, side, -1);
    const below = cleanEdge(y, side, 1);
    const behind = s.arm && !s.unreadable ? (armWidthEdge(y, e, side) ?? s.mirrored) : null;
    if (above && below && !(behind !== null && below.y - above.y > (q.maxInterpolateSpanPx ?? Number.POSITIVE_INFINITY))) {
      const span = below.y - above.y;
      const t = (y - above.y) / span;
      const chord = (below.edge - above.edge) / span;
      // An outline steeper than this at a girth's level is a hand or a fold, not the body's slope.
      const steep = (m: number | null): number => (m === null ? chord : Math.max(-MAX_OUTLINE_SLOPE, Math.min(MAX_OUTLINE_SLOPE, m)));
      const ma = steep(slopeFrom(above, side, -1));
      const mb = steep(slopeFrom(below, side, 1));
      const h00 = 2 * t ** 3 - 3 * t ** 2 + 1;
      const h10 = t ** 3 - 2 * t ** 2 + t;
      const h01 = -2 * t ** 3 + 3 * t ** 2;
      const h11 = t ** 3 - t ** 2;
      return h00 * above.edge + h10 * span * ma + h01 * below.edge + h11 * span * mb;
    }
    if (!s.arm) return s.edge;
    return behind;
  };
  /**
   * The body's edge behind an arm from the arm's own width: on the nearest row within reach where
   * the same bone shows in a run of its own beside the body, its run is as wide as here (a bone
   * cuts every row at the same angle). It needs no landmark to sit on the arm's middle (a hand seen
   * end-on has its wrist point off-centre), only the bone to be the same.
   */
  const armWidthEdge = (y: number, e: NonNullable<RowEdges>, side: Side): number | null => {
    const s = e[side];
    const reach = q.armWidthReachPx ?? 0;
    if (s.bone === null) return null;
    const [minHalf, maxHalf] = q.armHalfPx ?? [0, Number.POSITIVE_INFINITY];
    for (let d = 1; d <= reach; d++) {
      for (const dir of [-1, 1]) {
        const own = edgesAt(y + dir * d)?.[side].own;
        if (!own || own.bone !== s.bone) continue;
        // Too narrow or too wide for an arm (a slanted bone cuts a row up to twice as wide): a
        // sliver of sleeve, or something else beside the body.
        if (own.widthPx / 2 < minHalf || own.widthPx / 2 > maxHalf * 2) continue;
        const inner = side === 'left' ? s.edge + own.widthPx : s.edge - own.widthPx;
        return side === 'left' ? (inner < q.midX ? inner : null) : inner > q.midX ? inner : null;
      }
    }
    return null;
  };

  const widths: number[] = [];
  let covered = 0;
  let armRows = 0;
  const from = Math.round(q.y - q.halfWindowPx);
  const to = Math.round(q.y + q.halfWindowPx);
  for (let y = from; y <= to; y++) {
    const e = edgesAt(y);
    if (!e) continue;
    const left = sideEdge(y, e, 'left');
    const right = sideEdge(y, e, 'right');
    const width = left === null || right === null ? null : right - left;
    if (width === null || width <= 0 || (q.maxWidthPx !== undefined && width > q.maxWidthPx)) {
      covered++;
      continue;
    }
    widths.push(width);
    if (e.left.arm || e.right.arm || e.left.nearArm || e.right.nearArm) armRows++;
  }
  // Most of the window must be readable: a few clean rows between covered ones are as likely the
  // arm's own outline as the body's.
  if (widths.length === 0 || covered > widths.length) return { ok: false, reason: covered > 0 ? 'ARM_COVERS_EDGE' : 'NO_RUN' };
  widths.sort((a, b) => a - b);
  const mid = Math.floor(widths.length / 2);
  const median = widths.length % 2 === 1 ? (widths[mid] as number) : ((widths[mid - 1] as number) + (widths[mid] as number)) / 2;
  return { ok: true, widthPx: median, armRows };
}
