import { distance, rgbaToYcc } from './colour';
import type { AlphaMask, RgbaImage } from './types';

/** One colour of the backdrop as seen along the borders, with how much it varies there. */
export interface BackdropColour {
  /** Weighted YCbCr (colour.ts). */
  ycc: [number, number, number];
  /** Share of the border samples it stands for. */
  share: number;
  /** Root-mean-square distance of its samples from it. */
  spread: number;
}

export interface BackdropModel {
  colours: BackdropColour[];
  /**
   * Share of border samples close to one of at most two colours: near 1 for paper, a wall or a sheet,
   * low for a street, a bed cover or a garden.
   */
  plainness: number;
  /**
   * Share of the border band lying on an edge (a step of more than `edgeThreshold` levels): 0 on
   * paper, a wall or a sheet, whatever reaches the frame adding a little; a quarter or more on floor
   * boards, tiles or a checked cloth, whose pattern is steps even where its colours are few.
   */
  borderEdges: number;
  /**
   * A single plain colour: plain, its clusters all close together (a lit top and a shaded floor of
   * one paper), and almost no steps along the border. Only such a backdrop is cut better by its
   * colour than by a person mask.
   */
  singleColour: boolean;
}

export interface BackdropOptions {
  /** Smallest colour distance still counted as backdrop (weighted YCbCr units). */
  minTolerance?: number;
  /** The tolerance is this many times a backdrop colour's spread (when above the minimum). */
  spreadFactor?: number;
  /**
   * Largest colour step between neighbouring pixels that the fill follows beyond the tolerance, so
   * smooth gradients (a lit centre, a shaded floor, a soft drop shadow) stay backdrop while the
   * garment's edge, a sudden step, stops it. Raised to 1.5 × the backdrop's spread on noisy photos.
   * On a clean backdrop a light gradient moves well under 1 unit per pixel of the working copy,
   * while a pale garment's faint outline (a white shirt on near-white paper, brightness counted at
   * 0.35) climbs 2–3 units per pixel: a floor of 2 follows the one and not the other.
   */
  stepTolerance?: number;
  /** How far from the backdrop colours (weighted YCbCr units) a followed gradient may go at most. */
  gradientReach?: number;
  /**
   * A pixel whose brightness or colour changes by more than this (8-bit levels, central
   * difference) is an edge the fill never crosses: a white shirt on cream paper differs from it by
   * a few levels only, but its outline is a step.
   */
  edgeThreshold?: number;
}

const DEFAULTS: Required<BackdropOptions> = { minTolerance: 6, spreadFactor: 3, stepTolerance: 2, gradientReach: 90, edgeThreshold: 7 };
const CLUSTERS = 4;
const EDGE_ENTRY = 2;
/** Clusters of fewer border samples are the subject touching the frame, not the backdrop. */
const MIN_SHARE = 0.06;
/** Border clusters closer than this (weighted YCbCr) are shades of one colour. */
const SAME_COLOUR = 15;
/**
 * Above this share of the border on an edge, the backdrop has a pattern: a subject reaching the
 * frame (legs, a hem) crosses the 1.5 % band in a few places and stays far below it.
 */
const PATTERN_EDGES = 0.05;

/** Pixel indexes of a band along the four borders, `band` pixels deep. */
export function borderIndexes(width: number, height: number, band: number): Int32Array {
  const depth = Math.max(1, Math.min(band, Math.floor(Math.min(width, height) / 2)));
  const seen = new Uint8Array(width * height);
  const out: number[] = [];
  const add = (x: number, y: number) => {
    const i = y * width + x;
    if (seen[i]) return;
    seen[i] = 1;
    out.push(i);
  };
  for (let d = 0; d < depth; d += 1) {
    for (let x = 0; x < width; x += 1) {
      add(x, d);
      add(x, height - 1 - d);
    }
    for (let y = 0; y < height; y += 1) {
      add(d, y);
      add(width - 1 - d, y);
    }
  }
  return Int32Array.from(out);
}

/**
 * The backdrop's colours from the border band: k-means (k ≤ 4, farthest-first start, so the
 * answer is the same every time) on the border pixels; clusters holding under 6 % of them are
 * dropped as the subject reaching the frame.
 */
export function modelBackdrop(ycc: Float32Array, width: number, height: number, minTolerance = DEFAULTS.minTolerance, edges?: Uint8Array): BackdropModel {
  const band = Math.max(1, Math.round(Math.min(width, height) * 0.015));
  const idx = borderIndexes(width, height, band);
  const n = idx.length;
  const centres: number[][] = [];
  const first = idx[0]! * 3;
  centres.push([ycc[first]!, ycc[first + 1]!, ycc[first + 2]!]);
  const nearest = new Float32Array(n).fill(Infinity);
  while (centres.length < CLUSTERS) {
    const c = centres[centres.length - 1]!;
    let far = -1;
    let farD = -1;
    for (let k = 0; k < n; k += 1) {
      const p = idx[k]! * 3;
      const d = Math.hypot(ycc[p]! - c[0]!, ycc[p + 1]! - c[1]!, ycc[p + 2]! - c[2]!);
      if (d < nearest[k]!) nearest[k] = d;
      if (nearest[k]! > farD) {
        farD = nearest[k]!;
        far = k;
      }
    }
    if (farD < minTolerance / 2 || far < 0) break;
    const p = idx[far]! * 3;
    centres.push([ycc[p]!, ycc[p + 1]!, ycc[p + 2]!]);
  }
  const label = new Uint8Array(n);
  for (let iter = 0; iter < 8; iter += 1) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (let k = 0; k < n; k += 1) {
      const p = idx[k]! * 3;
      let best = 0;
      let bestD = Infinity;
      centres.forEach((c, j) => {
        const d = (ycc[p]! - c[0]!) ** 2 + (ycc[p + 1]! - c[1]!) ** 2 + (ycc[p + 2]! - c[2]!) ** 2;
        if (d < bestD) {
          bestD = d;
          best = j;
        }
      });
      label[k] = best;
      const s = sums[best]!;
      s[0] = s[0]! + ycc[p]!;
      s[1] = s[1]! + ycc[p + 1]!;
      s[2] = s[2]! + ycc[p + 2]!;
      s[3] = s[3]! + 1;
    }
    sums.forEach((s, j) => {
      if (s[3]! > 0) centres[j] = [s[0]! / s[3]!, s[1]! / s[3]!, s[2]! / s[3]!];
    });
  }
  const counts = new Array<number>(centres.length).fill(0);
  const sq = new Array<number>(centres.length).fill(0);
  for (let k = 0; k < n; k += 1) {
    const j = label[k]!;
    const c = centres[j]!;
    const p = idx[k]! * 3;
    counts[j] = counts[j]! + 1;
    sq[j] = sq[j]! + (ycc[p]! - c[0]!) ** 2 + (ycc[p + 1]! - c[1]!) ** 2 + (ycc[p + 2]! - c[2]!) ** 2;
  }
  const colours: BackdropColour[] = centres
    .map((c, j) => ({ ycc: [c[0]!, c[1]!, c[2]!] as [number, number, number], share: counts[j]! / n, spread: counts[j]! > 0 ? Math.sqrt(sq[j]! / counts[j]!) : 0 }))
    .filter((c) => c.share >= MIN_SHARE)
    .sort((a, b) => b.share - a.share);
  // Plain: most of the border within a tight distance of its one or two main colours.
  const main = colours.slice(0, 2);
  let close = 0;
  for (let k = 0; k < n; k += 1) {
    const p = idx[k]! * 3;
    if (main.some((c) => Math.hypot(ycc[p]! - c.ycc[0], ycc[p + 1]! - c.ycc[1], ycc[p + 2]! - c.ycc[2]) < minTolerance)) close += 1;
  }
  const plainness = n > 0 ? close / n : 0;
  let onEdge = 0;
  if (edges) for (let k = 0; k < n; k += 1) onEdge += edges[idx[k]!]!;
  const borderEdges = edges && n > 0 ? onEdge / n : 0;
  const oneColour = colours.every((a) => colours.every((b) => Math.hypot(a.ycc[0] - b.ycc[0], a.ycc[1] - b.ycc[1], a.ycc[2] - b.ycc[2]) < SAME_COLOUR));
  return { colours, plainness, borderEdges, singleColour: plainness >= 0.9 && oneColour && borderEdges < PATTERN_EDGES };
}

/**
 * The backdrop found by a flood fill from the borders: a pixel joins when its colour is within
 * tolerance of a backdrop colour, or a little further but close to the backdrop pixel it was
 * reached from (a gradient). Answers the subject mask (255 subject, 0 backdrop) at the image's size.
 * Enclosed backdrop (inside a hanger's hook) stays subject: the fill only reaches what touches the
 * frame, so a pattern in the garment the colour of the backdrop is never cut out.
 */
export function backdropMask(image: RgbaImage, options: BackdropOptions = {}): { mask: AlphaMask; model: BackdropModel } {
  const o = { ...DEFAULTS, ...options };
  const { width: w, height: h } = image;
  const ycc = rgbaToYcc(image.data);
  const allEdges = edgeMap(image, o.edgeThreshold);
  const model = modelBackdrop(ycc, w, h, o.minTolerance, allEdges);
  const n = w * h;
  // Distance to the nearest backdrop colour, as a multiple of that colour's tolerance.
  const centres = new Float32Array(model.colours.flatMap((c) => c.ycc));
  const tolerances = model.colours.map((c) => Math.max(o.minTolerance, c.spread * o.spreadFactor));
  const near = new Float32Array(n);
  const far = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    let best = Infinity;
    let abs = Infinity;
    for (let j = 0; j < tolerances.length; j += 1) {
      const d = distance(ycc, i * 3, centres, j * 3);
      if (d / tolerances[j]! < best) best = d / tolerances[j]!;
      if (d < abs) abs = d;
    }
    near[i] = best;
    far[i] = abs;
  }
  const step = Math.max(o.stepTolerance, 1.5 * (model.colours[0]?.spread ?? 0));
  // Edges stop the fill only on a one-colour backdrop: on a patterned one its own pattern is edges.
  // One colour: its clusters (a lit top, a shaded floor) all lie close together.
  const oneColour = model.colours.every((a) => model.colours.every((b) => Math.hypot(a.ycc[0] - b.ycc[0], a.ycc[1] - b.ycc[1], a.ycc[2] - b.ycc[2]) < SAME_COLOUR));
  const edges = oneColour ? allEdges : new Uint8Array(n);
  const bg = new Uint8Array(n);
  // Steps taken inside an edge band: the fill may go 2 pixels into an outline (its outer half, so
  // the cut sits on the outline's middle) but never through it.
  const depth = new Uint8Array(n);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (const i of borderIndexes(w, h, 1)) {
    if (near[i]! <= 1 && !edges[i]) {
      bg[i] = 1;
      queue[tail++] = i;
    }
  }
  const visit = (from: number, to: number) => {
    if (bg[to]) return;
    const inEdge = edges[to] === 1;
    if (depth[from]! > 0 && !inEdge) return;
    if (inEdge && depth[from]! >= EDGE_ENTRY) return;
    const r = near[to]!;
    if (r <= 1 || (far[to]! <= o.gradientReach && distance(ycc, from * 3, ycc, to * 3) <= step)) {
      bg[to] = 1;
      depth[to] = inEdge ? depth[from]! + 1 : 0;
      queue[tail++] = to;
    }
  };
  while (head < tail) {
    const i = queue[head++]!;
    const x = i % w;
    if (x > 0) visit(i, i - 1);
    if (x < w - 1) visit(i, i + 1);
    if (i >= w) visit(i, i - w);
    if (i < n - w) visit(i, i + w);
  }
  const data = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) data[i] = bg[i] ? 0 : 255;
  return { mask: { width: w, height: h, data }, model };
}

/**
 * Pixels on a step of brightness or colour above `threshold` levels (central differences of luma,
 * Cb and Cr, unweighted), grown by one pixel so a one-pixel gap in an outline does not let the fill in.
 */
export function edgeMap(image: RgbaImage, threshold: number): Uint8Array {
  const { width: w, height: h, data } = image;
  const n = w * h;
  const raw = new Float32Array(n * 3);
  for (let i = 0; i < n; i += 1) {
    const r = data[i * 4]!;
    const g = data[i * 4 + 1]!;
    const b = data[i * 4 + 2]!;
    raw[i * 3] = 0.299 * r + 0.587 * g + 0.114 * b;
    raw[i * 3 + 1] = -0.168736 * r - 0.331264 * g + 0.5 * b;
    raw[i * 3 + 2] = 0.5 * r - 0.418688 * g - 0.081312 * b;
  }
  const strong = new Uint8Array(n);
  const t2 = threshold * threshold;
  for (let y = 1; y < h - 1; y += 1) {
    for (let x = 1; x < w - 1; x += 1) {
      const i = y * w + x;
      let m = 0;
      for (let c = 0; c < 3; c += 1) {
        const gx = (raw[(i + 1) * 3 + c]! - raw[(i - 1) * 3 + c]!) / 2;
        const gy = (raw[(i + w) * 3 + c]! - raw[(i - w) * 3 + c]!) / 2;
        m = Math.max(m, gx * gx + gy * gy);
      }
      if (m > t2) strong[i] = 1;
    }
  }
  const grown = new Uint8Array(n);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const i = y * w + x;
      if (strong[i] || (x > 0 && strong[i - 1]) || (x < w - 1 && strong[i + 1]) || (y > 0 && strong[i - w]) || (y < h - 1 && strong[i + w])) grown[i] = 1;
    }
  }
  return grown;
}
