/**
 * calculate-measurements (docs/requirements/sizing.md §7, issue 5): body measurements from the pose landmarks of a
 * front photo, optionally its person-mask silhouette, optionally a side photo (landmarks and
 * silhouette), and the shopper's stated height. The browser sends only these numbers, never the
 * photo. Pure: the server runs it as the authority; the browser may run it for a preview.
 *
 * 1. The pose quality gate (quality-gate.ts) is applied to the front view: no person →
 *    LANDMARKS_MISSING, head or feet outside the image → FRAMING_INVALID, any other error-severity
 *    issue → FIT_QUALITY_GATE_FAILED. Warnings lower the confidence and are listed in qualityFlags.
 * 2. Scale and levels (scale.ts): stated height 50–250 cm and a span of at least 50 px, else
 *    CALIBRATION_FAILED.
 * 3. Girths (chest or bust, navel-level waist, hips): levels placed from the landmarks, then
 *    again from the landmarks and the breadths read there (the body's shape moves the navel);
 *    breadth from the front silhouette at the level, depth from the side silhouette,
 *    circumference from the ellipse model fitted on ANSUR II. Front only: depth predicted from
 *    the breadths and the height (lower confidence).
 *    An arm resting against the body merges with it in the mask: the arm's bone line (shoulder,
 *    elbow, wrist, hand landmarks) shows where it crosses each level, and the body's edge is read
 *    from the rows above and below where it is seen, or behind the arm: the arm's outer edge less
 *    its own width where the same bone stands clear nearby, else mirrored about that line
 *    (silhouette.ts; confidence × ARM_EDGE_FACTOR, flag ARMS_TOUCHING_BODY). Where the edge cannot be read that way (flag
 *    ARM_COVERED_<KEY>), and without a silhouette: the Smart Estimates estimate, flagged.
 * 4. Lengths from landmark distances through calibrations fitted on ANSUR II; shoulder width is
 *    the shoulder landmark distance (the survey cannot calibrate a landmark's place on the bone).
 *    Neck, biceps, wrist and thigh girths cannot be seen in these views: estimated, flagged.
 * 5. Plausibility: every value inside PLAUSIBLE_RANGES_CM and internally consistent, else
 *    IMPLAUSIBLE_METRICS.
 * Confidence per metric = model factor (from the survey fit's residual spread and the scale's
 * spread) × the gate score of the views used × the mean visibility of the landmarks used; the
 * overall confidence is their mean.
 */
import { CM_PER_INCH, PLAUSIBLE_RANGES_CM } from '../sizing/constants';
import { estimateMeasurements, estimateSpreadLog } from '../sizing/estimator';
import type { MeasurementKey, Measurements, SizeCategory } from '../sizing/types';
import {
  defaultGirthCoefficients,
  depthFromBreadth,
  depthFromBreadths,
  GIRTH_SITES,
  girthFromBreadthDepth,
  levelHeightFromShape,
  linear,
  type Breadths,
  type GirthCoefficients,
  type GirthSite,
  type LengthModelKey,
  type SexModel,
} from './girth-model';
import { checkPoseQuality, LM, type PoseQuality } from './quality-gate';
import { HEIGHT_RANGE_CM, heightAboveFloorCm, isGeometryFailure, levelY, over, readViewGeometry, type Point, type ViewGeometry } from './scale';
import { indexRuns, widthAt, type PxPoint, type RunIndex } from './silhouette';
import type { FitErrorCode, PoseLandmark, PoseView, Silhouette } from './types';

export interface FitMeasureInput {
  landmarks: readonly PoseLandmark[];
  scale: { type: 'height'; value: number; unit: 'cm' };
  category: SizeCategory;
  imageWidth: number;
  imageHeight: number;
  imageHash?: string | undefined;
  silhouette?: Silhouette | undefined;
  side?: PoseView | undefined;
  /** The shopper's stated weight: girths then combine the photo with the height-and-weight estimate. */
  weight_kg?: number | undefined;
}

export interface GateSummary {
  passed: boolean;
  score: number;
  issues: string[];
}

export interface FitMeasurementResult {
  /** Keys of docs/requirements/sizing.md §3 ending in _cm, one decimal. */
  measurements: Measurements;
  /** The same keys ending in _in: cm / 2.54, two decimals. */
  measurementsImperial: Record<string, number>;
  /** 0..1, two decimals. */
  confidence: number;
  confidencePerMetric: Partial<Record<MeasurementKey, number>>;
  qualityFlags: string[];
  metadata: {
    calibrationMethod: 'user_height';
    calibrationValue: number;
    pixelsPerCm: number;
    headReference: 'eye' | 'ear';
    visibleLandmarks: number;
    landmarkCount: number;
    views: ('front' | 'side')[];
    silhouettes: { front: boolean; side: boolean };
    qualityGate: { front: GateSummary; side?: GateSummary };
    model: string;
    /** Where the girths were read, as fractions of each image's height (drawn on the review picture). */
    levels: { front: Record<GirthSite, number>; side?: Record<GirthSite, number> };
  };
}

export interface FitFailure {
  code: FitErrorCode;
  message: string;
  fields?: Record<string, string[]>;
}

export type FitOutcome = { ok: true; result: FitMeasurementResult } | { ok: false; error: FitFailure };

/** Messages of docs/requirements/sizing.md §8 "Photo processing" / "Saving a photo-fit result". */
export const FIT_ERROR_MESSAGES: Readonly<Record<FitErrorCode, string>> = {
  LANDMARKS_MISSING: 'Cannot detect your full body. Ensure head and feet are both visible.',
  FRAMING_INVALID: 'Please ensure your entire body (head to feet) is visible in the frame.',
  CALIBRATION_FAILED: "Measurements don't look right. Please retake with your full body visible.",
  IMPLAUSIBLE_METRICS: 'Some measurements seem incorrect. Please recapture the image.',
  FIT_QUALITY_GATE_FAILED: 'Full body must be clearly visible in the frame.',
};

/** docs/requirements/sizing.md §3 photo-fit keys per category (plus the stated height). */
export const PHOTO_FIT_KEYS: Readonly<Record<SizeCategory, readonly MeasurementKey[]>> = {
  men: ['neck_cm', 'shoulder_width_cm', 'chest_cm', 'waist_cm', 'hips_cm', 'back_length_cm', 'sleeve_cm', 'armhole_depth_cm', 'bicep_cm', 'wrist_cm', 'inseam_cm', 'outseam_cm', 'thigh_cm'],
  women: ['bust_cm', 'waist_cm', 'hips_cm', 'shoulder_width_cm', 'back_length_cm', 'sleeve_cm', 'armhole_depth_cm', 'bicep_cm', 'wrist_cm', 'dress_length_cm', 'skirt_length_cm', 'inseam_cm', 'outseam_cm', 'thigh_cm'],
  children: ['chest_cm', 'waist_cm', 'hips_cm', 'shoulder_width_cm', 'back_length_cm', 'sleeve_cm', 'armhole_depth_cm', 'inseam_cm', 'outseam_cm'],
};

// --- Confidence constants (our own; see the module comment) ---
/**
 * A metric whose expected error (1 SD) equals its tolerance has a model factor of 0.5. The
 * tolerance is what a garment maker can absorb: 5 % of the value, at least 2 cm.
 */
export const TOLERANCE_REL = 0.05;
export const TOLERANCE_MIN_CM = 2;
/** The overall confidence weighs the three girths (what a size is chosen by) this many times more. */
export const GIRTH_WEIGHT = 3;
/** A fallback estimate is worth less than its survey spread alone says: it ignores the photo. */
export const ESTIMATE_FACTOR = 0.8;
/** Children are measured with adult proportions (no children's survey): worth less. */
export const CHILD_FACTOR = 0.75;
/** Children's estimates have no survey spread; the growth-chart table is assumed this rough. */
export const CHILD_ESTIMATE_REL_SD = 0.12;
/** Landmark-to-bone placement error assumed for the uncalibrated shoulder width. */
export const SHOULDER_WIDTH_REL_SD = 0.06;
/** A torso reading wider than this many times the shoulder landmark distance has an arm in it (survey max: 1.32). */
export const ARM_MERGE_RATIO = 1.5;
/**
 * Half-width an arm or hand may have across a row, cm: a bone line closer than the first to the
 * outline cannot be told from it; further than the second, the arm lies over the body, not at its
 * edge. Forearms are 5–9 cm across, upper arms up to 12, a hand seen edge-on 3–4.
 */
export const ARM_HALF_RANGE_CM = [1.5, 7] as const;
/** A girth whose edge was read behind an arm rests on the outline's smoothness or the arm's symmetry. */
export const ARM_EDGE_FACTOR = 0.9;
/** How far above and below an arm the body's own edge is looked for, to draw the line between, cm. */
export const ARM_INTERPOLATE_REACH_CM = 10;
/**
 * Rows beyond each end of a line drawn across an arm that give the outline's slope there, cm: the
 * line then follows the outline's curve (a hip's bulge) instead of cutting it as a chord.
 */
export const OUTLINE_SLOPE_SPAN_CM = 2;
/**
 * A line drawn over more than this between the body's own edges, cm, is trusted less than the
 * edge read behind the arm: a chord over a hand lying on the widest part of the hips reads them
 * narrow (women's hips with hands on them, issue 19).
 */
export const ARM_INTERPOLATE_MAX_SPAN_CM = 6;
/** How far above and below an arm against the body its own run is looked for, to take its width, cm. */
export const ARM_WIDTH_REACH_CM = 3;
/** BlazePose's hand points are the knuckles: the fingers reach about as far again beyond them. */
export const FINGER_EXTENSION = 1;
/** An arm's own run closer than this to the body's may have merged its flesh into the body's edge, cm. */
export const ARM_CLEAR_GAP_CM = 1;
/** Girths a stated weight improves (the estimator's strongest predictions from weight). */
export const COMBINED_WITH_WEIGHT: readonly MeasurementKey[] = ['chest_cm', 'bust_cm', 'waist_cm', 'hips_cm'];
/** Widest gap between the thighs still read as one body, cm. */
export const MAX_LEG_GAP_CM = 6;
/** Rows either side of a level that are read, cm. */
export const LEVEL_WINDOW_CM = 1;
/** Times the levels are re-placed from the breadths read at the previous placement. */
export const LEVEL_SHAPE_PASSES = 2;
/** How far (in the landmark-only placement's SDs) the body's shape may move a level. */
export const LEVEL_SHAPE_MAX_SD = 3;

const round = (v: number, decimals: number): number => {
  const f = 10 ** decimals;
  return Math.round(v * f) / f;
};

/** 1 / (1 + (expected error / tolerance)²), the error given relative to the value. */
export function modelFactor(relSd: number, value: number): number {
  const toleranceCm = Math.max(TOLERANCE_MIN_CM, TOLERANCE_REL * value);
  return 1 / (1 + ((relSd * value) / toleranceCm) ** 2);
}
const meanOf = (xs: readonly number[]): number => (xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length);
const flagKey = (key: MeasurementKey): string => key.toUpperCase();
const fail = (code: FitErrorCode, fields?: Record<string, string[]>, message: string = FIT_ERROR_MESSAGES[code]): FitOutcome => ({
  ok: false,
  error: { code, message, ...(fields ? { fields } : {}) },
});

/** What the gate's verdict means for the request: null when it may go on. */
export function gateFailure(quality: PoseQuality): FitFailure | null {
  const errors = quality.issues.filter((i) => i.severity === 'error');
  if (errors.length === 0) return null;
  const codes = errors.map((i) => i.code);
  if (codes.includes('NO_PERSON')) return { code: 'LANDMARKS_MISSING', message: FIT_ERROR_MESSAGES.LANDMARKS_MISSING, fields: { qualityGate: codes } };
  if (codes.includes('BODY_OUT_OF_FRAME')) return { code: 'FRAMING_INVALID', message: FIT_ERROR_MESSAGES.FRAMING_INVALID, fields: { qualityGate: codes } };
  return { code: 'FIT_QUALITY_GATE_FAILED', message: errors[0]?.message ?? FIT_ERROR_MESSAGES.FIT_QUALITY_GATE_FAILED, fields: { qualityGate: codes } };
}

const summary = (q: PoseQuality): GateSummary => ({ passed: q.passed, score: q.score, issues: q.issues.map((i) => i.code) });

function modelsFor(category: SizeCategory, coefficients: GirthCoefficients): SexModel[] {
  if (category === 'men') return [coefficients.sexes.male];
  if (category === 'women') return [coefficients.sexes.female];
  return [coefficients.sexes.male, coefficients.sexes.female];
}

const GIRTH_KEY: Readonly<Record<SizeCategory, Record<GirthSite, MeasurementKey>>> = {
  men: { chest: 'chest_cm', waist: 'waist_cm', hips: 'hips_cm' },
  women: { chest: 'bust_cm', waist: 'waist_cm', hips: 'hips_cm' },
  children: { chest: 'chest_cm', waist: 'waist_cm', hips: 'hips_cm' },
};

interface Metric {
  value: number;
  confidence: number;
  /** Expected error as a share of the value (1 SD), when it is known. */
  relSd?: number;
  /** The part of that error, in cm, that correlates with the height-and-weight estimator's, and by how much. */
  sharedWithEstimate?: { sdCm: number; rho: number };
}

interface Breadthreading {
  breadths: Partial<Breadths>;
  /** Levels whose width was read behind an arm resting against the body. */
  behindArm: Set<GirthSite>;
  /** Levels where an arm covers the body's edge and no width could be read. */
  covered: Set<GirthSite>;
}

/** BlazePose's hand points (pinky, index) per side: the hand's end of the arm's bone line. */
const HAND_POINTS = { left: [17, 19], right: [18, 20] } as const;

/** Each arm's bone line in pixels, shoulder → elbow → wrist → knuckles → fingertips, as far as its points are seen. */
export function armPaths(g: ViewGeometry): PxPoint[][] {
  const paths: PxPoint[][] = [];
  for (const [side, joints] of [
    ['left', [LM.leftShoulder, LM.leftElbow, LM.leftWrist]],
    ['right', [LM.rightShoulder, LM.rightElbow, LM.rightWrist]],
  ] as const) {
    const path: PxPoint[] = [];
    for (const i of joints) {
      const p = g.point(i);
      if (!p) break;
      path.push({ x: p.x, y: p.y });
    }
    const hand = HAND_POINTS[side].map((i) => g.point(i)).filter((p): p is Point => p !== null);
    const wrist = path[joints.length - 1];
    if (wrist && path.length === joints.length && hand.length > 0) {
      const knuckles = { x: meanOf(hand.map((p) => p.x)), y: meanOf(hand.map((p) => p.y)) };
      path.push(knuckles, { x: knuckles.x + FINGER_EXTENSION * (knuckles.x - wrist.x), y: knuckles.y + FINGER_EXTENSION * (knuckles.y - wrist.y) });
    }
    if (path.length >= 2) paths.push(path);
  }
  return paths;
}

interface SideReading {
  geometry: ViewGeometry;
  runs: RunIndex | null;
  quality: PoseQuality;
}

/** Measures a body. Never throws on input the request schema accepts. */
export function measureBody(input: FitMeasureInput, coefficients: GirthCoefficients = defaultGirthCoefficients()): FitOutcome {
  const { category } = input;
  const statureCm = input.scale.value;
  const flags: string[] = [];

  // 1. The gate.
  const frontQuality = checkPoseQuality(input.landmarks, { view: 'front', imageWidth: input.imageWidth, imageHeight: input.imageHeight, silhouette: input.silhouette });
  const failure = gateFailure(frontQuality);
  if (failure) return { ok: false, error: failure };
  flags.push(...frontQuality.issues.map((i) => i.code));

  // 2. Scale.
  if (!(statureCm >= HEIGHT_RANGE_CM[0] && statureCm <= HEIGHT_RANGE_CM[1])) return fail('CALIBRATION_FAILED', { scale: ['HEIGHT_OUT_OF_RANGE'] });
  const models = modelsFor(category, coefficients);
  const front = readViewGeometry({ landmarks: [...input.landmarks], imageWidth: input.imageWidth, imageHeight: input.imageHeight }, statureCm, models);
  if (isGeometryFailure(front)) return fail(front.code, { landmarks: [front.reason] });
  const childFactor = category === 'children' ? CHILD_FACTOR : 1;
  if (category === 'children') flags.push('CHILD_MODEL_FROM_ADULTS');

  // The side view, when there is one and it is usable.
  let side: SideReading | null = null;
  let sideSummary: GateSummary | undefined;
  if (input.side) {
    const q = checkPoseQuality(input.side.landmarks, { view: 'side', imageWidth: input.side.imageWidth, imageHeight: input.side.imageHeight });
    sideSummary = summary(q);
    const g = q.passed ? readViewGeometry(input.side, statureCm, models) : null;
    if (g && !isGeometryFailure(g)) {
      side = { geometry: g, runs: input.side.silhouette ? indexRuns(input.side.silhouette) : null, quality: q };
      flags.push(...q.issues.map((i) => `SIDE_${i.code}`));
      if (!side.runs) flags.push('NO_SIDE_SILHOUETTE');
    } else {
      flags.push('SIDE_VIEW_UNUSABLE');
    }
  } else {
    flags.push('NO_SIDE_VIEW');
  }
  const frontRuns = input.silhouette ? indexRuns(input.silhouette) : null;
  if (!frontRuns) flags.push('NO_SILHOUETTE');

  const metrics = new Map<MeasurementKey, Metric>();
  const wanted = new Set(PHOTO_FIT_KEYS[category]);
  const px = (g: ViewGeometry, p: Point | null, q: Point | null): number | null => (p && q ? Math.hypot(p.x - q.x, p.y - q.y) / g.pxPerCm : null);
  const measured = (
    key: MeasurementKey,
    value: number,
    relSd: number,
    captureScore: number,
    visibilities: readonly number[],
    sharedWithEstimate?: Metric['sharedWithEstimate'],
  ): void => {
    if (!wanted.has(key)) return;
    const rel = Math.sqrt(relSd ** 2 + front.scaleRelSd ** 2);
    metrics.set(key, {
      value,
      relSd: rel,
      confidence: modelFactor(rel, value) * captureScore * meanOf(visibilities) * childFactor,
      ...(sharedWithEstimate ? { sharedWithEstimate } : {}),
    });
  };

  // 3. Girths.
  const shoulderPts = [front.point(LM.leftShoulder), front.point(LM.rightShoulder)];
  const shoulderPx = shoulderPts[0] && shoulderPts[1] ? Math.hypot(shoulderPts[0].x - shoulderPts[1].x, shoulderPts[0].y - shoulderPts[1].y) : null;
  const arms = armPaths(front);
  const readBreadths = (ys: Record<GirthSite, number>): Breadthreading => {
    const breadths: Partial<Breadths> = {};
    const behindArm = new Set<GirthSite>();
    const covered = new Set<GirthSite>();
    if (!frontRuns) return { breadths, behindArm, covered };
    for (const site of GIRTH_SITES) {
      const reading = widthAt(frontRuns, {
        y: ys[site],
        midX: front.midX,
        halfWindowPx: LEVEL_WINDOW_CM * front.pxPerCm,
        maxGapPx: MAX_LEG_GAP_CM * front.pxPerCm,
        arms,
        armHalfPx: [ARM_HALF_RANGE_CM[0] * front.pxPerCm, ARM_HALF_RANGE_CM[1] * front.pxPerCm],
        interpolateReachPx: Math.round(ARM_INTERPOLATE_REACH_CM * front.pxPerCm),
        armClearGapPx: ARM_CLEAR_GAP_CM * front.pxPerCm,
        slopeSpanPx: Math.round(OUTLINE_SLOPE_SPAN_CM * front.pxPerCm),
        armWidthReachPx: Math.round(ARM_WIDTH_REACH_CM * front.pxPerCm),
        maxInterpolateSpanPx: ARM_INTERPOLATE_MAX_SPAN_CM * front.pxPerCm,
        ...(shoulderPx !== null ? { maxWidthPx: ARM_MERGE_RATIO * shoulderPx } : {}),
      });
      if (reading.ok) {
        breadths[site] = reading.widthPx / front.pxPerCm;
        if (reading.armRows > 0) behindArm.add(site);
      } else if (reading.reason === 'ARM_COVERS_EDGE') covered.add(site);
    }
    return { breadths, behindArm, covered };
  };
  const siteRecord = (f: (site: GirthSite) => number): Record<GirthSite, number> =>
    Object.fromEntries(GIRTH_SITES.map((site) => [site, f(site)])) as Record<GirthSite, number>;
  // Levels: first by the landmarks alone, then, once the breadths are known, by the landmarks and
  // the body's shape (a fuller belly sits the navel lower), reading the breadths again there.
  let levelHeights: Record<GirthSite, number> | null = null;
  let frontLevelYs = siteRecord((site) => levelY(front, models, site));
  let { breadths, behindArm, covered } = readBreadths(frontLevelYs);
  if (front.kneeY !== null) {
    const landmarkHeights = { shoulderH: heightAboveFloorCm(front, front.shoulderY), hipH: heightAboveFloorCm(front, front.hipY), kneeH: heightAboveFloorCm(front, front.kneeY), statureCm };
    for (let pass = 0; pass < LEVEL_SHAPE_PASSES; pass++) {
      const { chest, waist, hips } = breadths;
      if (chest === undefined || waist === undefined || hips === undefined) break;
      const shape = { ...landmarkHeights, chest, waist, hips };
      const byFraction = siteRecord((site) => heightAboveFloorCm(front, levelY(front, models, site)));
      // A reading far off the survey's spread (a sleeve, a bag) must not drag a level away: bounded.
      levelHeights = siteRecord((site) => {
        const h = over(models, (m) => levelHeightFromShape(m.girths[site], shape));
        const limit = LEVEL_SHAPE_MAX_SD * over(models, (m) => m.girths[site].levelSdCm);
        const anchor = byFraction[site];
        return Math.min(anchor + limit, Math.max(anchor - limit, h));
      });
      const heights = levelHeights;
      frontLevelYs = siteRecord((site) => front.floorY - heights[site] * front.pxPerCm);
      const next = readBreadths(frontLevelYs);
      ({ breadths, behindArm, covered } = next);
    }
  }
  if (behindArm.size > 0 || covered.size > 0) flags.push('ARMS_TOUCHING_BODY');
  for (const site of covered) flags.push(`ARM_COVERED_${flagKey(GIRTH_KEY[category][site])}`);
  const allBreadths: Breadths | null = breadths.chest !== undefined && breadths.waist !== undefined && breadths.hips !== undefined ? (breadths as Breadths) : null;
  const frontVis = [front.baseVisibility];
  const sideLevelY = (g: ViewGeometry, site: GirthSite): number => (levelHeights ? g.floorY - levelHeights[site] * g.pxPerCm : levelY(g, models, site));
  for (const site of GIRTH_SITES) {
    const key = GIRTH_KEY[category][site];
    const breadth = breadths[site];
    if (breadth === undefined) continue;
    let depth: number | null = null;
    if (side?.runs) {
      const sideGeometry = side.geometry;
      const reading = widthAt(side.runs, {
        y: sideLevelY(sideGeometry, site),
        midX: side.geometry.midX,
        halfWindowPx: LEVEL_WINDOW_CM * side.geometry.pxPerCm,
        maxGapPx: MAX_LEG_GAP_CM * side.geometry.pxPerCm,
      });
      if (reading.ok) depth = reading.widthPx / side.geometry.pxPerCm;
      else flags.push(`DEPTH_PREDICTED_${flagKey(key)}`);
    }
    if (depth !== null && side) {
      const value = over(models, (m) => girthFromBreadthDepth(m.girths[site], breadth, depth));
      const sd = over(models, (m) => m.girths[site].ellipse.residualSdCm);
      const sideRel = side.geometry.scaleRelSd;
      measured(key, value, Math.sqrt((sd / value) ** 2 + sideRel ** 2), Math.min(frontQuality.score, side.quality.score), [...frontVis, side.geometry.baseVisibility], {
        sdCm: sd,
        rho: over(models, (m) => m.girths[site].estimateRho.both),
      });
    } else {
      const value = over(models, (m) =>
        girthFromBreadthDepth(m.girths[site], breadth, allBreadths ? depthFromBreadths(m.girths[site], allBreadths, statureCm) : depthFromBreadth(m.girths[site], breadth, statureCm)),
      );
      const sd = over(models, (m) => (allBreadths ? m.girths[site].frontOnly.residualSdCm : m.girths[site].frontOnlySingle.residualSdCm));
      measured(key, value, sd / value, frontQuality.score, frontVis, { sdCm: sd, rho: over(models, (m) => m.girths[site].estimateRho.frontOnly) });
    }
    const metric = metrics.get(key);
    if (metric && behindArm.has(site)) metric.confidence *= ARM_EDGE_FACTOR;
  }

  // 4. Lengths.
  const lengthFit = (key: LengthModelKey, x: number): { value: number; relSd: number } => {
    const value = over(models, (m) => linear(m.lengths[key], x));
    return { value, relSd: over(models, (m) => m.lengths[key].residualSdCm) / value };
  };
  const shoulderH = heightAboveFloorCm(front, front.shoulderY);
  const hipH = heightAboveFloorCm(front, front.hipY);
  const kneeH = front.kneeY === null ? null : heightAboveFloorCm(front, front.kneeY);
  const torso = shoulderH - hipH;
  const waistH = shoulderH - over(models, (m) => m.girths.waist.levelFraction) * torso;
  const kneeVis = [LM.leftKnee, LM.rightKnee].map((i) => front.point(i)?.visibility).filter((v): v is number => v !== undefined);
  const fromLength = (key: LengthModelKey, x: number, vis: readonly number[]): void => {
    const { value, relSd } = lengthFit(key, x);
    measured(key, value, relSd, frontQuality.score, vis);
  };
  fromLength('back_length_cm', torso, frontVis);
  fromLength('armhole_depth_cm', torso, frontVis);
  fromLength('outseam_cm', waistH, frontVis);
  if (kneeH !== null) {
    const crotch = over(models, (m) => m.crotchFraction);
    fromLength('inseam_cm', hipH - crotch * (hipH - kneeH), [...frontVis, ...kneeVis]);
    fromLength('dress_length_cm', shoulderH - kneeH, [...frontVis, ...kneeVis]);
    fromLength('skirt_length_cm', waistH - kneeH, [...frontVis, ...kneeVis]);
  }
  const armLengths = (
    [
      [LM.leftShoulder, LM.leftElbow, LM.leftWrist],
      [LM.rightShoulder, LM.rightElbow, LM.rightWrist],
    ] as const
  )
    .map(([s, e, w]) => {
      const [ps, pe, pw] = [front.point(s), front.point(e), front.point(w)];
      const upper = px(front, ps, pe);
      const lower = px(front, pe, pw);
      return upper !== null && lower !== null && ps && pe && pw ? { path: upper + lower, vis: [ps.visibility, pe.visibility, pw.visibility] } : null;
    })
    .filter((a): a is { path: number; vis: number[] } => a !== null);
  if (armLengths.length > 0) fromLength('sleeve_cm', meanOf(armLengths.map((a) => a.path)), [...frontVis, ...armLengths.flatMap((a) => a.vis)]);
  if (shoulderPx !== null && shoulderPts[0] && shoulderPts[1]) {
    measured('shoulder_width_cm', shoulderPx / front.pxPerCm, SHOULDER_WIDTH_REL_SD, frontQuality.score, [...frontVis, shoulderPts[0].visibility, shoulderPts[1].visibility]);
  }

  // A stated weight: each girth becomes the minimum-variance mean of what the photo read and what
  // the height-and-weight estimator predicts. Their errors are only weakly correlated (a silhouette
  // against a survey regression, ρ 0.1–0.3 on the survey), so the mean is better than either.
  const weightKg = input.weight_kg !== undefined && Number.isFinite(input.weight_kg) && input.weight_kg > 0 ? input.weight_kg : undefined;
  const withWeight = weightKg !== undefined && category !== 'children';
  if (withWeight) {
    const estimate = estimateMeasurements({ category, heightCm: statureCm, weightKg });
    const spread = estimateSpreadLog(category, true);
    let combined = false;
    for (const key of COMBINED_WITH_WEIGHT) {
      const photo = metrics.get(key);
      const predicted = estimate.measurements[key];
      const predictedRel = spread[key];
      if (!photo || photo.relSd === undefined || predicted === undefined || predictedRel === undefined) continue;
      const photoVar = (photo.relSd * photo.value) ** 2;
      const predictedVar = (predictedRel * predicted) ** 2;
      // Minimum-variance weight of two correlated readings (cov: the survey's correlation of the
      // two models' residuals, on the part of the photo's error the model itself carries).
      const cov = photo.sharedWithEstimate ? photo.sharedWithEstimate.rho * photo.sharedWithEstimate.sdCm * Math.sqrt(predictedVar) : 0;
      const w = Math.min(1, Math.max(0, (photoVar - cov) / (photoVar + predictedVar - 2 * cov)));
      const value = (1 - w) * photo.value + w * predicted;
      const rel = Math.sqrt((1 - w) ** 2 * photoVar + w ** 2 * predictedVar + 2 * w * (1 - w) * cov) / value;
      // The capture's own factors (pose score, visibility) stay; only the expected error improves.
      const confidence = photo.confidence * (modelFactor(rel, value) / modelFactor(photo.relSd, photo.value));
      metrics.set(key, { value, relSd: rel, confidence });
      combined = true;
    }
    if (combined) flags.push('WEIGHT_COMBINED');
  }

  // Everything not measured: the Smart Estimates estimate from the stated height (and weight).
  const missing = PHOTO_FIT_KEYS[category].filter((key) => !metrics.has(key));
  if (missing.length > 0) {
    const estimate = estimateMeasurements({ category, heightCm: statureCm, ...(withWeight ? { weightKg } : {}) });
    const spread = estimateSpreadLog(category, withWeight);
    for (const key of missing) {
      const value = estimate.measurements[key];
      if (value === undefined) {
        flags.push(`NOT_MEASURED_${flagKey(key)}`);
        continue;
      }
      metrics.set(key, { value, confidence: modelFactor(spread[key] ?? CHILD_ESTIMATE_REL_SD, value) * ESTIMATE_FACTOR });
      flags.push(`ESTIMATED_${flagKey(key)}`);
    }
  }

  // 5. Plausibility.
  const measurements: Measurements = { height_cm: round(statureCm, 1) };
  const confidencePerMetric: Partial<Record<MeasurementKey, number>> = {};
  for (const key of PHOTO_FIT_KEYS[category]) {
    const m = metrics.get(key);
    if (!m) continue;
    measurements[key] = round(m.value, 1);
    confidencePerMetric[key] = round(Math.min(1, Math.max(0, m.confidence)), 2);
  }
  const problems = implausible(measurements);
  if (Object.keys(problems).length > 0) return fail('IMPLAUSIBLE_METRICS', problems);

  const measurementsImperial: Record<string, number> = {};
  for (const [key, value] of Object.entries(measurements) as [MeasurementKey, number][]) measurementsImperial[key.replace(/_cm$/, '_in')] = round(value / CM_PER_INCH, 2);

  const views: ('front' | 'side')[] = side ? ['front', 'side'] : ['front'];
  const fractionsOf = (ys: Record<GirthSite, number>, imageHeight: number): Record<GirthSite, number> => siteRecord((site) => round(ys[site] / imageHeight, 4));
  const sideLevelYs = side ? siteRecord((site) => sideLevelY(side.geometry, site)) : null;
  return {
    ok: true,
    result: {
      measurements,
      measurementsImperial,
      confidence: overallConfidence(category, confidencePerMetric),
      confidencePerMetric,
      qualityFlags: [...new Set(flags)],
      metadata: {
        calibrationMethod: 'user_height',
        calibrationValue: statureCm,
        pixelsPerCm: round(front.pxPerCm, 3),
        headReference: front.headReference,
        visibleLandmarks: input.landmarks.filter((l) => l.visibility > 0.6).length,
        landmarkCount: input.landmarks.length,
        views,
        silhouettes: { front: frontRuns !== null, side: side?.runs != null },
        qualityGate: { front: summary(frontQuality), ...(sideSummary ? { side: sideSummary } : {}) },
        model: 'ANSUR II girth/length model (girth-coefficients.json)',
        levels: {
          front: fractionsOf(frontLevelYs, input.imageHeight),
          ...(sideLevelYs && input.side ? { side: fractionsOf(sideLevelYs, input.side.imageHeight) } : {}),
        },
      },
    },
  };
}

/** Weighted mean of the per-metric confidences (girths weigh GIRTH_WEIGHT), two decimals. */
export function overallConfidence(category: SizeCategory, perMetric: Partial<Record<MeasurementKey, number>>): number {
  const girths = new Set(Object.values(GIRTH_KEY[category]));
  let sum = 0;
  let weights = 0;
  for (const [key, c] of Object.entries(perMetric) as [MeasurementKey, number][]) {
    const w = girths.has(key) ? GIRTH_WEIGHT : 1;
    sum += w * c;
    weights += w;
  }
  return weights === 0 ? 0 : round(sum / weights, 2);
}

/**
 * Range and consistency checks on a finished measurement set: field → codes. Ranges are
 * PLAUSIBLE_RANGES_CM; the consistency rules are our own and only catch the impossible.
 */
export function implausible(m: Measurements): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (key: string, code: string): void => {
    (out[key] ??= []).push(code);
  };
  for (const [key, value] of Object.entries(m) as [MeasurementKey, number][]) {
    const [lo, hi] = PLAUSIBLE_RANGES_CM[key];
    if (!(value >= lo && value <= hi)) add(key, 'OUT_OF_RANGE');
  }
  const upper = m.chest_cm ?? m.bust_cm;
  if (m.waist_cm !== undefined && m.hips_cm !== undefined && m.waist_cm > 1.6 * m.hips_cm) add('waist_cm', 'WAIST_EXCEEDS_HIPS');
  if (m.waist_cm !== undefined && m.hips_cm !== undefined && m.hips_cm > 2 * m.waist_cm) add('hips_cm', 'HIPS_EXCEED_WAIST');
  if (upper !== undefined && m.waist_cm !== undefined && upper > 2 * m.waist_cm) add(m.chest_cm !== undefined ? 'chest_cm' : 'bust_cm', 'CHEST_EXCEEDS_WAIST');
  if (m.inseam_cm !== undefined && m.outseam_cm !== undefined && m.inseam_cm >= m.outseam_cm) add('inseam_cm', 'INSEAM_EXCEEDS_OUTSEAM');
  if (m.height_cm !== undefined && m.outseam_cm !== undefined && m.outseam_cm >= 0.8 * m.height_cm) add('outseam_cm', 'LONGER_THAN_BODY');
  return out;
}
