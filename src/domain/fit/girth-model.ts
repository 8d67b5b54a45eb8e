/**
 * The body model the photo fit measures with, fitted on the ANSUR II survey by
 * `scripts/fit-girths.ts` (`npm run fit:girths`) into `girth-coefficients.json`; the fitting code
 * is `girth-fit.ts`, and `girth-model.test.ts` checks the committed file equals a fresh fit.
 *
 * Per sex it holds:
 * - scale: how far the eyes and the ear (tragion) sit below the top of the head and how high the
 *   ankle (lateral malleolus) sits above the floor, each linear in stature, so the eye-to-ankle
 *   span in an image can be turned into the shopper's stated height;
 * - body levels: where the chest, the navel-level waist and the buttocks sit between the shoulder
 *   (acromion) and hip (trochanter) landmark lines, as a mean fraction of that distance, and where
 *   the crotch sits between the hip and the knee; and, once the breadths are known, each level's
 *   height from the landmark heights and the breadths (levelFromShape);
 * - girths: circumference = a·π·√((breadth² + depth²)/2) + c + s·(depth − breadth) at each level (an ellipse
 *   perimeter, rescaled), and for a front photo alone a depth predicted from breadth and stature
 *   (ln depth = a + b·ln breadth + c·ln stature), with the residual spread of both routes;
 * - lengths: survey length = a + b·(the distance the landmarks give), with residual spread.
 *
 * Pure: no I/O. Coefficients are injectable so tests can run this code on other fits.
 */
import rawCoefficients from './girth-coefficients.json';

export const SURVEY_SEXES = ['male', 'female'] as const;
export type SurveySex = (typeof SURVEY_SEXES)[number];

export const GIRTH_SITES = ['chest', 'waist', 'hips'] as const;
export type GirthSite = (typeof GIRTH_SITES)[number];

/** Lengths read from landmark distances through a fitted calibration. */
export const LENGTH_MODEL_KEYS = ['sleeve_cm', 'back_length_cm', 'armhole_depth_cm', 'inseam_cm', 'outseam_cm', 'dress_length_cm', 'skirt_length_cm'] as const;
export type LengthModelKey = (typeof LENGTH_MODEL_KEYS)[number];

/** y = a + b·x, with its residual standard deviation and cross-validated mean absolute error (cm). */
export interface LinearFit {
  a: number;
  b: number;
  residualSdCm: number;
  cvMaeCm: number;
}

export interface LengthFit extends LinearFit {
  /** What x is, in survey terms (for humans). */
  predictor: string;
}

/** [1, shoulder, hip, knee, stature, chest breadth, waist breadth, hip breadth] weights. */
export type LevelShapeCoefficients = [number, number, number, number, number, number, number, number];
export const LEVEL_SHAPE_TERMS = 8;

/** What the shape-aware level model reads: landmark heights above the floor and breadths, cm. */
export interface LevelShapeInput {
  shoulderH: number;
  hipH: number;
  kneeH: number;
  statureCm: number;
  chest: number;
  waist: number;
  hips: number;
}

export const levelShapeRow = (x: LevelShapeInput): number[] => [1, x.shoulderH, x.hipH, x.kneeH, x.statureCm, x.chest, x.waist, x.hips];

/** Height above the floor, cm, of a level placed by the shape-aware model. */
export function levelHeightFromShape(model: GirthSiteModel, x: LevelShapeInput): number {
  return levelShapeRow(x).reduce((s, v, i) => s + v * (model.levelFromShape.coefficients[i] ?? 0), 0);
}

export interface GirthSiteModel {
  /** Mean fraction of the shoulder→hip landmark distance at which this level lies (may exceed 1). */
  levelFraction: number;
  /** Standard deviation, in cm, of the level placed by that mean fraction around the real one. */
  levelSdCm: number;
  /**
   * The level's height above the floor from the landmark heights and the body's breadths:
   * h = Σ coefficients · [1, shoulder, hip, knee, stature, chest breadth, waist breadth, hip breadth] (cm).
   * A fuller belly sits the navel lower between the same landmarks, which the fraction alone cannot see.
   */
  levelFromShape: { coefficients: LevelShapeCoefficients; residualSdCm: number };
  /** girth = a·π·√((breadth² + depth²)/2) + c. */
  /**
   * girth = a·π·√((breadth² + depth²)/2) + c + s·(depth − breadth): the ellipse perimeter
   * rescaled, with a term for how a real cross-section departs from an ellipse as its proportions
   * change (a deep chest is rounder than an ellipse of the same breadth and depth).
   */
  ellipse: { a: number; c: number; s: number; residualSdCm: number; cvMaeCm: number };
  /** Front view only, this level's breadth alone: ln depth = b0 + b1·ln breadth + b2·ln stature. */
  depthFromBreadth: { coefficients: [number, number, number]; residualSdLog: number };
  /**
   * Front view only, all three breadths (the body's shape tells a deep chest from a flat one):
   * ln depth = b0 + b1·ln chest breadth + b2·ln waist breadth + b3·ln hip breadth + b4·ln stature.
   */
  depthFromBreadths: { coefficients: [number, number, number, number, number]; residualSdLog: number };
  /**
   * Correlation, over the survey, of this model's residual (both views: the ellipse model; front
   * only: the three-breadth route) with the height-and-weight estimator's residual for the same
   * girth. Both err the same way on unusual bodies, so a stated weight adds less than independent
   * errors would suggest; the combination in measure.ts weighs it by this.
   */
  estimateRho: { both: number; frontOnly: number };
  /** The whole front-only route with all three breadths (predicted depth into the ellipse model). */
  frontOnly: { residualSdCm: number; cvMaeCm: number };
  /** The same with this level's breadth alone. */
  frontOnlySingle: { residualSdCm: number; cvMaeCm: number };
}

export interface SexModel {
  n: number;
  scale: {
    /** Top of the head to the outer eye corner (ectocanthus), cm, linear in stature. */
    eyeBelowVertex: LinearFit;
    /** Top of the head to the ear (tragion), cm, linear in stature. */
    earBelowVertex: LinearFit;
    /** Floor to the ankle (lateral malleolus), cm, linear in stature. */
    ankleHeight: LinearFit;
    /** Relative standard deviation of the eye-to-ankle (ear-to-ankle) span predicted from stature. */
    eyeSpanRelSd: number;
    earSpanRelSd: number;
  };
  /** Mean fraction of the hip→knee landmark distance at which the crotch lies. */
  crotchFraction: number;
  girths: Record<GirthSite, GirthSiteModel>;
  lengths: Record<LengthModelKey, LengthFit>;
}

export interface GirthCoefficients {
  source: string;
  generatedBy: string;
  method: string;
  folds: number;
  sexes: Record<SurveySex, SexModel>;
}

// ---------------------------------------------------------------------------------------------
// Parsing (the JSON is generated, but a bad hand edit must fail loudly rather than measure NaN)

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function parseGirthCoefficients(raw: unknown): GirthCoefficients {
  const fail = (where: string): never => {
    throw new Error(`girth coefficients: bad ${where}`);
  };
  const num = (obj: Record<string, unknown>, key: string, where: string): number => {
    const v = obj[key];
    return isNumber(v) ? v : fail(`${where}.${key}`);
  };
  const rec = (obj: unknown, where: string): Record<string, unknown> => (isRecord(obj) ? obj : fail(where));
  const linear = (obj: unknown, where: string): LinearFit => {
    const r = rec(obj, where);
    return { a: num(r, 'a', where), b: num(r, 'b', where), residualSdCm: num(r, 'residualSdCm', where), cvMaeCm: num(r, 'cvMaeCm', where) };
  };

  const doc = rec(raw, 'document');
  const { source, generatedBy, method } = doc;
  if (typeof source !== 'string' || typeof generatedBy !== 'string' || typeof method !== 'string') return fail('header');
  const folds = num(doc, 'folds', 'header');
  const sexesRaw = rec(doc.sexes, 'sexes');
  const sexes = {} as Record<SurveySex, SexModel>;
  for (const sex of SURVEY_SEXES) {
    const s = rec(sexesRaw[sex], sex);
    const scale = rec(s.scale, `${sex}.scale`);
    const girthsRaw = rec(s.girths, `${sex}.girths`);
    const girths = {} as Record<GirthSite, GirthSiteModel>;
    for (const site of GIRTH_SITES) {
      const where = `${sex}.girths.${site}`;
      const g = rec(girthsRaw[site], where);
      const ellipse = rec(g.ellipse, `${where}.ellipse`);
      const depth = rec(g.depthFromBreadth, `${where}.depthFromBreadth`);
      const depths = rec(g.depthFromBreadths, `${where}.depthFromBreadths`);
      const front = rec(g.frontOnly, `${where}.frontOnly`);
      const frontSingle = rec(g.frontOnlySingle, `${where}.frontOnlySingle`);
      const c = depth.coefficients;
      if (!Array.isArray(c) || c.length !== 3 || !c.every(isNumber)) return fail(`${where}.depthFromBreadth.coefficients`);
      const c5 = depths.coefficients;
      if (!Array.isArray(c5) || c5.length !== 5 || !c5.every(isNumber)) return fail(`${where}.depthFromBreadths.coefficients`);
      const shape = rec(g.levelFromShape, `${where}.levelFromShape`);
      const rho = rec(g.estimateRho, `${where}.estimateRho`);
      const c8 = shape.coefficients;
      if (!Array.isArray(c8) || c8.length !== LEVEL_SHAPE_TERMS || !c8.every(isNumber)) return fail(`${where}.levelFromShape.coefficients`);
      girths[site] = {
        levelFraction: num(g, 'levelFraction', where),
        levelSdCm: num(g, 'levelSdCm', where),
        levelFromShape: { coefficients: c8 as LevelShapeCoefficients, residualSdCm: num(shape, 'residualSdCm', where) },
        estimateRho: { both: num(rho, 'both', `${where}.estimateRho`), frontOnly: num(rho, 'frontOnly', `${where}.estimateRho`) },
        ellipse: {
          a: num(ellipse, 'a', where),
          c: num(ellipse, 'c', where),
          s: num(ellipse, 's', where),
          residualSdCm: num(ellipse, 'residualSdCm', where), cvMaeCm: num(ellipse, 'cvMaeCm', where) },
        depthFromBreadth: { coefficients: [c[0] as number, c[1] as number, c[2] as number], residualSdLog: num(depth, 'residualSdLog', where) },
        depthFromBreadths: {
          coefficients: [c5[0] as number, c5[1] as number, c5[2] as number, c5[3] as number, c5[4] as number],
          residualSdLog: num(depths, 'residualSdLog', where),
        },
        frontOnly: { residualSdCm: num(front, 'residualSdCm', where), cvMaeCm: num(front, 'cvMaeCm', where) },
        frontOnlySingle: { residualSdCm: num(frontSingle, 'residualSdCm', where), cvMaeCm: num(frontSingle, 'cvMaeCm', where) },
      };
    }
    const lengthsRaw = rec(s.lengths, `${sex}.lengths`);
    const lengths = {} as Record<LengthModelKey, LengthFit>;
    for (const key of LENGTH_MODEL_KEYS) {
      const l = rec(lengthsRaw[key], `${sex}.lengths.${key}`);
      if (typeof l.predictor !== 'string') return fail(`${sex}.lengths.${key}.predictor`);
      lengths[key] = { ...linear(l, `${sex}.lengths.${key}`), predictor: l.predictor };
    }
    sexes[sex] = {
      n: num(s, 'n', sex),
      scale: {
        eyeBelowVertex: linear(scale.eyeBelowVertex, `${sex}.scale.eyeBelowVertex`),
        earBelowVertex: linear(scale.earBelowVertex, `${sex}.scale.earBelowVertex`),
        ankleHeight: linear(scale.ankleHeight, `${sex}.scale.ankleHeight`),
        eyeSpanRelSd: num(scale, 'eyeSpanRelSd', `${sex}.scale`),
        earSpanRelSd: num(scale, 'earSpanRelSd', `${sex}.scale`),
      },
      crotchFraction: num(s, 'crotchFraction', sex),
      girths,
      lengths,
    };
  }
  return { source, generatedBy, method, folds, sexes };
}

let committed: GirthCoefficients | undefined;

/** The committed coefficients, checked on first use (not at import, so the fitting script can regenerate a damaged file). */
export function defaultGirthCoefficients(): GirthCoefficients {
  committed ??= parseGirthCoefficients(rawCoefficients);
  return committed;
}

// ---------------------------------------------------------------------------------------------
// Predictions

export const linear = (fit: { a: number; b: number }, x: number): number => fit.a + fit.b * x;

/** Ellipse-perimeter feature: π·√((b² + d²)/2). */
export const ellipseFeature = (breadthCm: number, depthCm: number): number => Math.PI * Math.sqrt((breadthCm ** 2 + depthCm ** 2) / 2);

export function girthFromBreadthDepth(model: GirthSiteModel, breadthCm: number, depthCm: number): number {
  const e = model.ellipse;
  return e.a * ellipseFeature(breadthCm, depthCm) + e.c + e.s * (depthCm - breadthCm);
}

export function depthFromBreadth(model: GirthSiteModel, breadthCm: number, statureCm: number): number {
  const [b0, b1, b2] = model.depthFromBreadth.coefficients;
  return Math.exp(b0 + b1 * Math.log(breadthCm) + b2 * Math.log(statureCm));
}

/** Breadths of the three levels, cm. */
export type Breadths = Record<GirthSite, number>;

export function depthFromBreadths(model: GirthSiteModel, breadths: Breadths, statureCm: number): number {
  const [b0, b1, b2, b3, b4] = model.depthFromBreadths.coefficients;
  return Math.exp(b0 + b1 * Math.log(breadths.chest) + b2 * Math.log(breadths.waist) + b3 * Math.log(breadths.hips) + b4 * Math.log(statureCm));
}

/** The span in cm between the eye (or ear) line and the ankle line of a standing body of this stature. */
export function headToAnkleSpanCm(model: SexModel, statureCm: number, head: 'eye' | 'ear'): number {
  const below = head === 'eye' ? model.scale.eyeBelowVertex : model.scale.earBelowVertex;
  return statureCm - linear(below, statureCm) - linear(model.scale.ankleHeight, statureCm);
}
