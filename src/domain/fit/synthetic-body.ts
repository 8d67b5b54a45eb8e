/**
 * Synthetic photos of a surveyed body, for tests: what the browser's pose runtime would send for a
 * person with these survey dimensions standing in an A-pose, seen from the front or the side. The
 * landmarks sit at the survey's landmark heights (acromion, trochanter, mid-patella, lateral
 * malleolus, eye, tragion); the silhouette's torso is piecewise linear through the survey's
 * breadths (front) or depths (side) at the survey's own level heights, so a measurement that reads
 * the wrong row pays for it; legs split at the crotch. Arms (front view) in one of three poses:
 * an A-pose whose arms are separate runs that clear the torso; hanging against the sides, hugging
 * the torso's outline from the armpit to below the crotch; or hands on the hips, elbows out, the
 * forearm and hand resting against the side between the navel and the buttocks. A resting arm's
 * inner edge lies on the body's edge, or `armOverlapCm` over it.
 * Pure and deterministic (edge noise from a seeded generator). Not used by production code.
 */
import type { SurveyBody, SurveyColumn } from './girth-fit';
import { LM, POSE_LANDMARK_COUNT } from './quality-gate';
import type { PoseLandmark, PoseView, SilhouetteRun } from './types';

export interface SyntheticOptions {
  view?: 'front' | 'side';
  imageWidth?: number;
  imageHeight?: number;
  /** Stature as a share of the image height (the head-to-ankle span is about 0.9 of it). */
  bodyFraction?: number;
  /** Visibility of every landmark. */
  visibility?: number;
  /** Each run edge moves by a random whole number of pixels in ±edgeNoisePx. */
  edgeNoisePx?: number;
  /** Each landmark moves by up to this many pixels in x and y (a pose model's localisation error). */
  landmarkNoisePx?: number;
  seed?: number;
  /** Where the arms are (front view); default 'a-pose'. */
  arms?: ArmPose;
  /** Same as arms: 'sides'. */
  armsTouching?: boolean;
  /** How far a resting arm's inner edge lies over the body's edge, cm (0: beside it). */
  armOverlapCm?: number;
}

export const ARM_POSES = ['a-pose', 'sides', 'hips'] as const;
export type ArmPose = (typeof ARM_POSES)[number];

type Xy = readonly [x: number, h: number];

/** The horizontal slice at height h of a capsule (all points within r of segment p–q), or null. */
export function capsuleSlice(p: Xy, q: Xy, r: number, h: number): [number, number] | null {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  const take = (a: number, b: number): void => {
    if (b < a) return;
    lo = Math.min(lo, a);
    hi = Math.max(hi, b);
  };
  for (const [cx, ch] of [p, q]) {
    const dh = h - ch;
    if (Math.abs(dh) <= r) {
      const w = Math.sqrt(r * r - dh * dh);
      take(cx - w, cx + w);
    }
  }
  const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
  if (len > 0) {
    const dx = (q[0] - p[0]) / len;
    const dy = (q[1] - p[1]) / len;
    // Inside the band: |(x − px)·(−dy) + (h − ph)·dx| ≤ r and 0 ≤ (x − px)·dx + (h − ph)·dy ≤ len.
    let a = Number.NEGATIVE_INFINITY;
    let b = Number.POSITIVE_INFINITY;
    const within = (coef: number, constant: number, min: number, max: number): boolean => {
      // min ≤ coef·x + constant ≤ max
      if (Math.abs(coef) < 1e-12) return constant >= min && constant <= max;
      const x1 = (min - constant) / coef;
      const x2 = (max - constant) / coef;
      a = Math.max(a, Math.min(x1, x2));
      b = Math.min(b, Math.max(x1, x2));
      return true;
    };
    const perpConst = p[0] * dy + (h - p[1]) * dx;
    const alongConst = -p[0] * dx + (h - p[1]) * dy;
    if (within(-dy, perpConst, -r, r) && within(dx, alongConst, 0, len) && a <= b) take(a, b);
  }
  return lo <= hi ? [lo, hi] : null;
}

/** Elbow of a two-bone arm from shoulder s to wrist w, bent outwards (away from the midline). */
function elbowBetween(s: Xy, w: Xy, upper: number, lower: number, outward: number): Xy {
  const d = Math.min(Math.hypot(w[0] - s[0], w[1] - s[1]), upper + lower - 1e-6);
  const ux = (w[0] - s[0]) / d;
  const uy = (w[1] - s[1]) / d;
  const a = (upper * upper - lower * lower + d * d) / (2 * d);
  const hgt = Math.sqrt(Math.max(0, upper * upper - a * a));
  const mx = s[0] + a * ux;
  const my = s[1] + a * uy;
  const e1: Xy = [mx - hgt * uy, my + hgt * ux];
  const e2: Xy = [mx + hgt * uy, my - hgt * ux];
  return e1[0] * outward > e2[0] * outward ? e1 : e2;
}

/** Survey means of ANSUR II (cm), for tests that need a typical body without reading the survey. */
export const TYPICAL_BODIES: Readonly<Record<'male' | 'female', SurveyBody>> = {
  male: {
    id: 'mean-male',
    sex: 'male',
    cm: {
      stature: 175.6, sittingheight: 91.8, eyeheightsitting: 80.5, tragiontopofhead: 13.1, lateralmalleolusheight: 7.3, acromialheight: 144.1,
      axillaheight: 132.9, chestheight: 129.1, waistheightomphalion: 105.6, buttockheight: 88.8, trochanterionheight: 90.1, crotchheight: 84.6,
      kneeheightmidpatella: 48.8, cervicaleheight: 151.7, chestbreadth: 28.9, chestdepth: 25.4, chestcircumference: 105.9, waistbreadth: 32.6,
      waistdepth: 23.8, waistcircumference: 94.1, hipbreadth: 34.6, buttockdepth: 24.6, buttockcircumference: 102, biacromialbreadth: 41.6,
      bideltoidbreadth: 51, shoulderelbowlength: 36.4, radialestylionlength: 26.8, sleeveoutseam: 59.3, waistbacklength: 47.8,
      weightkg: 85.5,
    },
  },
  female: {
    id: 'mean-female',
    sex: 'female',
    cm: {
      stature: 162.8, sittingheight: 85.7, eyeheightsitting: 74.8, tragiontopofhead: 12.6, lateralmalleolusheight: 6.3, acromialheight: 133.5,
      axillaheight: 123.9, chestheight: 117.2, waistheightomphalion: 98, buttockheight: 83.4, trochanterionheight: 84.5, crotchheight: 78.2,
      kneeheightmidpatella: 44.9, cervicaleheight: 139.6, chestbreadth: 26.9, chestdepth: 24.7, chestcircumference: 94.7, waistbreadth: 30,
      waistdepth: 21.3, waistcircumference: 86.1, hipbreadth: 35.4, buttockdepth: 23.3, buttockcircumference: 102.1, biacromialbreadth: 36.5,
      bideltoidbreadth: 45, shoulderelbowlength: 33.4, radialestylionlength: 24.1, sleeveoutseam: 54.4, waistbacklength: 42.5,
      weightkg: 67.8,
    },
  },
};

/** Scales every dimension of a body by a factor (a child-sized body for tests of the children's path). */
export function scaledBody(body: SurveyBody, factor: number): SurveyBody {
  const cm = {} as Record<SurveyColumn, number>;
  for (const [k, v] of Object.entries(body.cm) as [SurveyColumn, number][]) cm[k] = v * factor;
  return { ...body, id: `${body.id}×${factor}`, cm };
}

/** Piecewise-linear interpolation through (h, value) points, clamped at the ends. */
function through(points: readonly (readonly [number, number])[], h: number): number {
  const sorted = [...points].sort((a, b) => a[0] - b[0]);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return 0;
  if (h <= first[0]) return first[1];
  if (h >= last[0]) return last[1];
  for (let i = 1; i < sorted.length; i++) {
    const lo = sorted[i - 1] as readonly [number, number];
    const hi = sorted[i] as readonly [number, number];
    if (h <= hi[0]) return hi[0] === lo[0] ? hi[1] : lo[1] + ((h - lo[0]) / (hi[0] - lo[0])) * (hi[1] - lo[1]);
  }
  return last[1];
}

function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A synthetic photographed view of the body. */
export function renderSyntheticView(body: SurveyBody, options: SyntheticOptions = {}): PoseView {
  const view = options.view ?? 'front';
  const W = options.imageWidth ?? 1000;
  const H = options.imageHeight ?? 1600;
  const c = body.cm;
  const S = c.stature;
  const k = ((options.bodyFraction ?? 0.8) * H) / S;
  const floorY = H * 0.92;
  const cx = W / 2;
  const rand = random(options.seed ?? 1);
  const noise = options.edgeNoisePx ?? 0;
  const jitter = (): number => (noise > 0 ? Math.round((rand() * 2 - 1) * noise) : 0);
  const Y = (h: number): number => floorY - h * k;
  const visibility = options.visibility ?? 0.95;

  const eyeH = S - (c.sittingheight - c.eyeheightsitting);
  const earH = S - c.tragiontopofhead;
  const chinH = S - 2 * (c.sittingheight - c.eyeheightsitting);
  const half = (w: number): number => w / 2;

  // Torso half-width (front) or half-depth (side) at the survey's own level heights.
  const torso: [number, number][] =
    view === 'front'
      ? [
          [c.axillaheight, half(c.chestbreadth)],
          [c.chestheight, half(c.chestbreadth)],
          [c.waistheightomphalion, half(c.waistbreadth)],
          [c.buttockheight, half(c.hipbreadth)],
          [c.crotchheight, half(c.hipbreadth) * 0.97],
        ]
      : [
          [c.acromialheight, half(c.chestdepth) * 0.85],
          [c.axillaheight, half(c.chestdepth)],
          [c.chestheight, half(c.chestdepth)],
          [c.waistheightomphalion, half(c.waistdepth)],
          [c.buttockheight, half(c.buttockdepth)],
          [c.crotchheight, half(c.buttockdepth) * 0.9],
        ];
  const torsoHalf = (h: number): number => through(torso, h);
  const shoulderHalf = half(c.biacromialbreadth);
  const armHalf = 4.5;
  const pose: ArmPose = view === 'side' ? 'a-pose' : options.armsTouching ? 'sides' : (options.arms ?? 'a-pose');
  const overlap = options.armOverlapCm ?? 0;
  const armGap = 2.5;
  // The A-pose angle that keeps the arm clear of the torso all the way down.
  const drops = torso.filter(([h]) => h < c.axillaheight - 1).map(([h, w]) => (w + armGap + armHalf - shoulderHalf) / (c.acromialheight - h));
  const tan = Math.max(0.12, ...drops);
  const cos = 1 / Math.sqrt(1 + tan * tan);
  const armLength = c.shoulderelbowlength + c.radialestylionlength;
  const wristH = c.acromialheight - armLength * cos;
  const armCenter = (h: number): number => shoulderHalf + (c.acromialheight - h) * tan;
  // Resting arms are straight bones in capsules of flesh. Hanging against the sides: each bone
  // swings out just enough to clear the body below it (its inner edge touches the widest part).
  // Hands on the hips: the wrist rests on the side halfway between the navel and the buttocks,
  // the hand below it along the outline, the elbow where the two bones meet, pointing outwards.
  const handHalf = 4;
  const handLength = 8;
  const knuckles = 6;
  const legOuter = (h: number): number => through([[0, c.hipbreadth * 0.22], [c.kneeheightmidpatella, c.hipbreadth * 0.3], [c.crotchheight, half(c.hipbreadth) * 0.97]], h);
  const bodyHalf = (h: number): number => (h >= c.crotchheight ? torsoHalf(h) : legOuter(h));
  const restingShoulder: Xy = [shoulderHalf, c.acromialheight - armHalf];
  /** The smallest outward slope (dx per cm down) from p that keeps a bone of this length clear of the body. */
  const clearing = (p: Xy, length: number): number => {
    let slope = 0;
    for (let h = p[1] - length; h < p[1] - 0.5; h += 0.5) slope = Math.max(slope, (bodyHalf(h) + armHalf - overlap - p[0]) / (p[1] - h));
    return slope;
  };
  const along = (p: Xy, slope: number, length: number): Xy => {
    const cosine = 1 / Math.sqrt(1 + slope * slope);
    return [p[0] + length * slope * cosine, p[1] - length * cosine];
  };
  const resting = ((): { elbow: Xy; wrist: Xy; knuckles: Xy; hand: Xy } | null => {
    if (pose === 'sides') {
      const elbow = along(restingShoulder, clearing(restingShoulder, c.shoulderelbowlength), c.shoulderelbowlength);
      const slope = clearing(elbow, c.radialestylionlength + handLength);
      return {
        elbow,
        wrist: along(elbow, slope, c.radialestylionlength),
        knuckles: along(elbow, slope, c.radialestylionlength + knuckles),
        hand: along(elbow, slope, c.radialestylionlength + handLength),
      };
    }
    if (pose === 'hips') {
      const wristH = (c.waistheightomphalion + c.buttockheight) / 2;
      const wrist: Xy = [torsoHalf(wristH) + armHalf - overlap, wristH];
      const hand: Xy = [torsoHalf(wristH - handLength) + handHalf - overlap, wristH - handLength];
      const t = knuckles / handLength;
      return {
        elbow: elbowBetween(restingShoulder, wrist, c.shoulderelbowlength, c.radialestylionlength, 1),
        wrist,
        knuckles: [wrist[0] + t * (hand[0] - wrist[0]), wrist[1] + t * (hand[1] - wrist[1])],
        hand,
      };
    }
    return null;
  })();
  /** The right arm's slices at height h (cm from the midline), resting poses. */
  const restingArm = (h: number): [number, number][] =>
    resting
      ? [
          capsuleSlice(restingShoulder, resting.elbow, armHalf, h),
          capsuleSlice(resting.elbow, resting.wrist, armHalf, h),
          capsuleSlice(resting.wrist, resting.hand, handHalf, h),
        ].filter((x): x is [number, number] => x !== null)
      : [];

  // Landmarks (x in cm from the midline, h in cm above the floor).
  const points: [number, number][] = Array.from({ length: POSE_LANDMARK_COUNT }, () => [0, eyeH]);
  const set = (i: number, x: number, h: number): void => {
    points[i] = [x, h];
  };
  const side = view === 'side' ? 0.15 : 1;
  set(LM.nose, 0, eyeH - 3.5);
  for (const [i, x] of [[1, 1.5], [2, 3.2], [3, 4.8], [4, -1.5], [5, -3.2], [6, -4.8]] as const) set(i, x * side, eyeH);
  set(LM.leftEar, 7.5 * side, earH);
  set(LM.rightEar, -7.5 * side, earH);
  set(9, 2.5 * side, eyeH - 6.5);
  set(10, -2.5 * side, eyeH - 6.5);
  set(LM.leftShoulder, shoulderHalf * side, c.acromialheight);
  set(LM.rightShoulder, -shoulderHalf * side, c.acromialheight);
  if (resting) {
    for (const sign of [1, -1] as const) {
      const [elbow, wrist, hand] = sign === 1 ? [LM.leftElbow, LM.leftWrist, [17, 19, 21]] : [LM.rightElbow, LM.rightWrist, [18, 20, 22]];
      set(elbow, sign * resting.elbow[0], resting.elbow[1]);
      set(wrist, sign * resting.wrist[0], resting.wrist[1]);
      for (const i of hand) set(i, sign * resting.knuckles[0], resting.knuckles[1]);
    }
  } else {
    const elbowH = c.acromialheight - c.shoulderelbowlength * cos;
    set(LM.leftElbow, armCenter(elbowH) * side, elbowH);
    set(LM.rightElbow, -armCenter(elbowH) * side, elbowH);
    set(LM.leftWrist, armCenter(wristH) * side, wristH);
    set(LM.rightWrist, -armCenter(wristH) * side, wristH);
    for (const [i, sign] of [[17, 1], [19, 1], [21, 1], [18, -1], [20, -1], [22, -1]] as const) set(i, sign * armCenter(wristH - 6 * cos) * side, wristH - 6 * cos);
  }
  set(LM.leftHip, c.hipbreadth * 0.3 * side, c.trochanterionheight);
  set(LM.rightHip, -c.hipbreadth * 0.3 * side, c.trochanterionheight);
  set(LM.leftKnee, c.hipbreadth * 0.25 * side, c.kneeheightmidpatella);
  set(LM.rightKnee, -c.hipbreadth * 0.25 * side, c.kneeheightmidpatella);
  set(LM.leftAnkle, c.hipbreadth * 0.22 * side, c.lateralmalleolusheight);
  set(LM.rightAnkle, -c.hipbreadth * 0.22 * side, c.lateralmalleolusheight);
  set(29, c.hipbreadth * 0.22 * side, 2);
  set(30, -c.hipbreadth * 0.22 * side, 2);
  set(31, c.hipbreadth * 0.3 * side + (view === 'side' ? 18 : 0), 1);
  set(32, -c.hipbreadth * 0.3 * side + (view === 'side' ? 18 : 0), 1);
  const landmarkNoise = options.landmarkNoisePx ?? 0;
  const shake = (): number => (landmarkNoise > 0 ? (rand() * 2 - 1) * landmarkNoise : 0);
  const landmarks: PoseLandmark[] = points.map(([x, h], i) => ({
    x: (cx + x * k + shake()) / W,
    y: (Y(h) + shake()) / H,
    // Side view: the left side faces the camera, the right side is behind the body.
    z: view === 'side' ? (i % 2 === 1 ? -0.25 : 0.25) : 0,
    visibility: view === 'side' && i >= 11 && i % 2 === 0 ? Math.min(visibility, 0.75) : visibility,
  }));

  // Silhouette, row by row.
  const rows: SilhouetteRun[] = [];
  const headHalf = view === 'front' ? 7.6 : 9.8;
  const neckHalf = view === 'front' ? 6 : 6.5;
  const outerShoulder =
    view === 'front' ? (resting ? half(c.bideltoidbreadth) : Math.max(half(c.bideltoidbreadth), armCenter(c.axillaheight) + armHalf)) : half(c.chestdepth) * 0.9;
  // Resting arms are drawn as capsules over the body below; the A-pose's in the rows.
  const rowArms = !resting && view === 'front';
  const legs = (h: number): [number, number] => {
    // [inner, outer] half-extents of each leg (front), or [0, half-depth] of the overlapping legs (side).
    const outer =
      view === 'front'
        ? through([[0, c.hipbreadth * 0.22], [c.kneeheightmidpatella, c.hipbreadth * 0.3], [c.crotchheight, half(c.hipbreadth) * 0.97]], h)
        : through([[0, 6], [c.kneeheightmidpatella, 6.5], [c.crotchheight, half(c.buttockdepth) * 0.9]], h);
    const inner = view === 'front' ? through([[0, 3], [c.kneeheightmidpatella, 1.5], [c.crotchheight, 0.3]], h) : 0;
    return [inner, outer];
  };
  let row: [number, number][] = [];
  const push = (_y: number, l: number, r: number): void => {
    // A mask holds the pixels whose centres (x + 0.5) fall inside the body: a body of width w px
    // covers about w pixels, not w + 1.
    const left = Math.max(0, Math.min(W - 1, Math.ceil(cx + l * k - 0.5) + jitter()));
    const right = Math.max(0, Math.min(W - 1, Math.floor(cx + r * k - 0.5) + jitter()));
    if (right >= left) row.push([left, right]);
  };
  // A mask has one run where parts touch or overlap (a hand against a thigh).
  const flush = (y: number): void => {
    row.sort((a, b) => a[0] - b[0]);
    let open: [number, number] | null = null;
    for (const [l, r] of row) {
      if (open && l <= open[1] + 1) open[1] = Math.max(open[1], r);
      else {
        if (open) rows.push([y, open[0], open[1]]);
        open = [l, r];
      }
    }
    if (open) rows.push([y, open[0], open[1]]);
    row = [];
  };
  for (let y = Math.max(0, Math.ceil(Y(S))); y <= Math.min(H - 1, Math.floor(floorY)); y++) {
    const h = (floorY - y) / k;
    if (resting && h < c.acromialheight) {
      for (const [l, r] of restingArm(h)) {
        push(y, l, r);
        push(y, -r, -l);
      }
    }
    if (h > chinH) {
      const t = (h - (chinH + S) / 2) / ((S - chinH) / 2);
      const w = headHalf * Math.sqrt(Math.max(0, 1 - t * t));
      push(y, -w, w);
    } else if (h > c.acromialheight + 3) {
      push(y, -neckHalf, neckHalf);
    } else if (h > c.axillaheight) {
      const w = through([[c.axillaheight, outerShoulder], [c.acromialheight - 2, outerShoulder], [c.acromialheight + 3, neckHalf]], h);
      push(y, -w, w);
    } else if (h > c.crotchheight) {
      const w = torsoHalf(h);
      if (rowArms && h > wristH - 8) {
        const a = armCenter(h);
        if (a - armHalf <= w) {
          push(y, -(a + armHalf), a + armHalf);
        } else {
          push(y, -(a + armHalf), -(a - armHalf));
          push(y, -w, w);
          push(y, a - armHalf, a + armHalf);
        }
      } else {
        push(y, view === 'side' ? -w : -w, w);
      }
    } else {
      const [inner, outer] = legs(h);
      const hands = rowArms && h > wristH - 8 ? armCenter(h) : null;
      if (hands !== null) push(y, -(hands + armHalf), -(hands - armHalf));
      if (view === 'front' && inner > 0) {
        push(y, -outer, -inner);
        push(y, inner, outer);
      } else {
        push(y, -outer, outer);
      }
      if (hands !== null) push(y, hands - armHalf, hands + armHalf);
    }
    flush(y);
  }
  return { landmarks, imageWidth: W, imageHeight: H, silhouette: { rows } };
}
