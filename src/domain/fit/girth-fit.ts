/**
 * Fitting code of the photo-fit body model (girth-model.ts), shared by `scripts/fit-girths.ts`
 * (which writes girth-coefficients.json) and the tests (which check the committed file is exactly
 * what this code produces, and use the survey bodies to render synthetic photos).
 *
 * Pure: it takes the survey's rows as strings (the script reads the files). Deterministic: fixed
 * folds (index within the sex mod 5), fixed rounding, no randomness. Ordinary least squares via
 * the normal equations. All survey columns are millimetres; everything here is centimetres.
 */
import {
  ellipseFeature,
  GIRTH_SITES,
  LEVEL_SHAPE_TERMS,
  levelShapeRow,
  type LevelShapeCoefficients,
  LENGTH_MODEL_KEYS,
  SURVEY_SEXES,
  type GirthCoefficients,
  type GirthSite,
  type GirthSiteModel,
  type LengthFit,
  type LengthModelKey,
  type LinearFit,
  type SexModel,
  type SurveySex,
} from './girth-model';
import { estimateMeasurements } from '../sizing/estimator';

export const GIRTH_FOLDS = 5;

/** The survey columns the photo fit uses (names as in the ANSUR II header, lower case). */
export const SURVEY_COLUMNS = [
  'stature',
  'sittingheight',
  'eyeheightsitting',
  'tragiontopofhead',
  'lateralmalleolusheight',
  'acromialheight',
  'axillaheight',
  'chestheight',
  'waistheightomphalion',
  'buttockheight',
  'trochanterionheight',
  'crotchheight',
  'kneeheightmidpatella',
  'cervicaleheight',
  'chestbreadth',
  'chestdepth',
  'chestcircumference',
  'waistbreadth',
  'waistdepth',
  'waistcircumference',
  'hipbreadth',
  'buttockdepth',
  'buttockcircumference',
  'biacromialbreadth',
  'bideltoidbreadth',
  'shoulderelbowlength',
  'radialestylionlength',
  'sleeveoutseam',
  'waistbacklength',
  // In kg (the survey's 0.1 kg units / 10, like the millimetres / 10 above): for the tests that combine a stated weight.
  'weightkg',
] as const;
export type SurveyColumn = (typeof SURVEY_COLUMNS)[number];

/** One survey participant: the columns above in cm. */
export interface SurveyBody {
  id: string;
  sex: SurveySex;
  cm: Record<SurveyColumn, number>;
}

/** Survey rows (header + string cells, as scripts/ansur.ts parses them) to bodies in cm. */
export function surveyBodies(sex: SurveySex, table: { header: readonly string[]; rows: readonly (readonly string[])[] }): SurveyBody[] {
  const index = new Map(table.header.map((name, i) => [name.toLowerCase(), i] as const));
  const at = (name: string): number => {
    const i = index.get(name);
    if (i === undefined) throw new Error(`survey ${sex}: missing column ${name}`);
    return i;
  };
  const idAt = at('subjectid');
  const columns = SURVEY_COLUMNS.map((c) => [c, at(c)] as const);
  return table.rows.map((row) => {
    const cm = {} as Record<SurveyColumn, number>;
    for (const [name, i] of columns) {
      const v = Number(row[i]) / 10;
      if (!Number.isFinite(v) || v <= 0) throw new Error(`survey ${sex} ${row[idAt] ?? '?'}: ${name} is not a positive number`);
      cm[name] = v;
    }
    return { id: `${sex === 'male' ? 'M' : 'F'}${row[idAt] ?? ''}`, sex, cm };
  });
}

// ---------------------------------------------------------------------------------------------
// Numbers

export function roundSig(value: number, digits = 8): number {
  return value === 0 ? 0 : Number(value.toPrecision(digits));
}

const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
const sd = (xs: readonly number[]): number => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / Math.max(1, xs.length - 1));
};

/** OLS for a few columns: normal equations, Gaussian elimination with partial pivoting. */
export function ols(rows: readonly (readonly number[])[], y: readonly number[]): number[] {
  const p = rows[0]?.length ?? 0;
  if (p === 0 || rows.length < p || rows.length !== y.length) throw new Error('ols: not enough rows');
  const a: number[][] = Array.from({ length: p }, () => new Array<number>(p + 1).fill(0));
  rows.forEach((r, i) => {
    for (let j = 0; j < p; j++) {
      const aj = a[j] as number[];
      for (let k = 0; k < p; k++) aj[k] = (aj[k] as number) + (r[j] as number) * (r[k] as number);
      aj[p] = (aj[p] as number) + (r[j] as number) * (y[i] as number);
    }
  });
  for (let c = 0; c < p; c++) {
    let pivot = c;
    for (let r = c + 1; r < p; r++) if (Math.abs(a[r]?.[c] ?? 0) > Math.abs(a[pivot]?.[c] ?? 0)) pivot = r;
    const pivotRow = a[pivot] as number[];
    a[pivot] = a[c] as number[];
    a[c] = pivotRow;
    const diag = pivotRow[c] as number;
    if (Math.abs(diag) < 1e-12) throw new Error('ols: singular system');
    for (let r = 0; r < p; r++) {
      const row = a[r] as number[];
      if (r === c) continue;
      const f = (row[c] as number) / diag;
      for (let k = c; k <= p; k++) row[k] = (row[k] as number) - f * (pivotRow[k] as number);
    }
  }
  return Array.from({ length: p }, (_, j) => (a[j]?.[p] ?? 0) / (a[j]?.[j] ?? 1));
}

const foldOf = (i: number): number => i % GIRTH_FOLDS;

/** Cross-validated MAE of a fit-then-predict procedure over the fixed folds. */
function cvMae<T>(items: readonly T[], fit: (train: readonly T[]) => (item: T) => number, truth: (item: T) => number): number {
  const errors: number[] = [];
  for (let f = 0; f < GIRTH_FOLDS; f++) {
    const train = items.filter((_, i) => foldOf(i) !== f);
    const predict = fit(train);
    items.forEach((item, i) => {
      if (foldOf(i) === f) errors.push(Math.abs(predict(item) - truth(item)));
    });
  }
  return mean(errors);
}

function linearFit<T>(items: readonly T[], x: (item: T) => number, y: (item: T) => number): LinearFit {
  const fitOn = (train: readonly T[]) => {
    const [a = 0, b = 0] = ols(
      train.map((t) => [1, x(t)]),
      train.map(y),
    );
    return { a, b };
  };
  const { a, b } = fitOn(items);
  const residuals = items.map((t) => y(t) - (a + b * x(t)));
  const cv = cvMae(
    items,
    (train) => {
      const m = fitOn(train);
      return (t) => m.a + m.b * x(t);
    },
    y,
  );
  return { a, b, residualSdCm: sd(residuals), cvMaeCm: cv };
}

// ---------------------------------------------------------------------------------------------
// The body model

/** Survey columns of each girth site: breadth, depth, circumference, level height. */
export const SITE_COLUMNS: Readonly<Record<GirthSite, { breadth: SurveyColumn; depth: SurveyColumn; girth: SurveyColumn; level: SurveyColumn }>> = {
  chest: { breadth: 'chestbreadth', depth: 'chestdepth', girth: 'chestcircumference', level: 'chestheight' },
  waist: { breadth: 'waistbreadth', depth: 'waistdepth', girth: 'waistcircumference', level: 'waistheightomphalion' },
  hips: { breadth: 'hipbreadth', depth: 'buttockdepth', girth: 'buttockcircumference', level: 'buttockheight' },
};

/** Landmark heights a photo gives, in survey terms: shoulder = acromion, hip = trochanter, knee = mid-patella. */
const shoulderH = (p: SurveyBody): number => p.cm.acromialheight;
const hipH = (p: SurveyBody): number => p.cm.trochanterionheight;
const kneeH = (p: SurveyBody): number => p.cm.kneeheightmidpatella;
const torso = (p: SurveyBody): number => shoulderH(p) - hipH(p);
const eyeBelowVertex = (p: SurveyBody): number => p.cm.sittingheight - p.cm.eyeheightsitting;

/** [1, ln chest breadth, ln waist breadth, ln hip breadth, ln stature]: the front-only depth features. */
const breadthsRow = (p: SurveyBody): number[] => [1, Math.log(p.cm.chestbreadth), Math.log(p.cm.waistbreadth), Math.log(p.cm.hipbreadth), Math.log(p.cm.stature)];

const correlation = (xs: readonly number[], ys: readonly number[]): number => {
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    const y = ys[i] as number;
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  });
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0;
};

/** The height-and-weight estimator's girth for a survey body (the estimator's own coefficients). */
function estimatedGirth(p: SurveyBody, site: GirthSite): number {
  const category = p.sex === 'male' ? 'men' : 'women';
  const e = estimateMeasurements({ category, heightCm: p.cm.stature, weightKg: p.cm.weightkg }).measurements;
  const value = site === 'chest' ? (category === 'men' ? e.chest_cm : e.bust_cm) : site === 'waist' ? e.waist_cm : e.hips_cm;
  if (value === undefined) throw new Error(`estimatedGirth: the estimator gives no ${site} for ${category}`);
  return value;
}

function fitSite(people: readonly SurveyBody[], site: GirthSite): GirthSiteModel {
  const col = SITE_COLUMNS[site];
  const fractionOf = (p: SurveyBody): number => (shoulderH(p) - p.cm[col.level]) / torso(p);
  const levelFraction = mean(people.map(fractionOf));
  const levelSdCm = sd(people.map((p) => shoulderH(p) - levelFraction * torso(p) - p.cm[col.level]));
  const shapeRow = (p: SurveyBody): number[] =>
    levelShapeRow({
      shoulderH: shoulderH(p),
      hipH: hipH(p),
      kneeH: kneeH(p),
      statureCm: p.cm.stature,
      chest: p.cm.chestbreadth,
      waist: p.cm.waistbreadth,
      hips: p.cm.hipbreadth,
    });
  const shapeCoefficients = ols(people.map(shapeRow), people.map((p) => p.cm[col.level]));
  if (shapeCoefficients.length !== LEVEL_SHAPE_TERMS) throw new Error('fitSite: level shape model has the wrong size');
  const shapeResiduals = people.map((p) => p.cm[col.level] - shapeRow(p).reduce((s, x, i) => s + x * (shapeCoefficients[i] ?? 0), 0));

  const fitEllipse = (train: readonly SurveyBody[]) => {
    const [c = 0, a = 0, s = 0] = ols(
      train.map((p) => [1, ellipseFeature(p.cm[col.breadth], p.cm[col.depth]), p.cm[col.depth] - p.cm[col.breadth]]),
      train.map((p) => p.cm[col.girth]),
    );
    return { a, c, s };
  };
  const fitDepth = (train: readonly SurveyBody[]): [number, number, number] => {
    const [b0 = 0, b1 = 0, b2 = 0] = ols(
      train.map((p) => [1, Math.log(p.cm[col.breadth]), Math.log(p.cm.stature)]),
      train.map((p) => Math.log(p.cm[col.depth])),
    );
    return [b0, b1, b2];
  };
  const fitDepths = (train: readonly SurveyBody[]): [number, number, number, number, number] => {
    const [b0 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0] = ols(
      train.map(breadthsRow),
      train.map((p) => Math.log(p.cm[col.depth])),
    );
    return [b0, b1, b2, b3, b4];
  };
  const predictDepths = (b: readonly number[], p: SurveyBody): number => Math.exp(breadthsRow(p).reduce((s, x, i) => s + x * (b[i] ?? 0), 0));
  const girthOf = (p: SurveyBody): number => p.cm[col.girth];
  const predictEllipse = (m: { a: number; c: number; s: number }, breadth: number, depth: number): number =>
    m.a * ellipseFeature(breadth, depth) + m.c + m.s * (depth - breadth);
  const predictDepth = (b: readonly [number, number, number], p: SurveyBody): number =>
    Math.exp(b[0] + b[1] * Math.log(p.cm[col.breadth]) + b[2] * Math.log(p.cm.stature));

  const ellipse = fitEllipse(people);
  const depth = fitDepth(people);
  const depths = fitDepths(people);
  const ellipseResiduals = people.map((p) => girthOf(p) - predictEllipse(ellipse, p.cm[col.breadth], p.cm[col.depth]));
  const depthResidualsLog = people.map((p) => Math.log(p.cm[col.depth]) - Math.log(predictDepth(depth, p)));
  const depthsResidualsLog = people.map((p) => Math.log(p.cm[col.depth]) - Math.log(predictDepths(depths, p)));
  const frontResiduals = people.map((p) => girthOf(p) - predictEllipse(ellipse, p.cm[col.breadth], predictDepths(depths, p)));
  const estimateResiduals = people.map((p) => girthOf(p) - estimatedGirth(p, site));
  const frontSingleResiduals = people.map((p) => girthOf(p) - predictEllipse(ellipse, p.cm[col.breadth], predictDepth(depth, p)));

  return {
    levelFraction,
    levelSdCm,
    levelFromShape: { coefficients: shapeCoefficients as LevelShapeCoefficients, residualSdCm: sd(shapeResiduals) },
    ellipse: {
      ...ellipse,
      residualSdCm: sd(ellipseResiduals),
      cvMaeCm: cvMae(
        people,
        (train) => {
          const m = fitEllipse(train);
          return (p) => predictEllipse(m, p.cm[col.breadth], p.cm[col.depth]);
        },
        girthOf,
      ),
    },
    estimateRho: { both: correlation(ellipseResiduals, estimateResiduals), frontOnly: correlation(frontResiduals, estimateResiduals) },
    depthFromBreadth: { coefficients: depth, residualSdLog: sd(depthResidualsLog) },
    depthFromBreadths: { coefficients: depths, residualSdLog: sd(depthsResidualsLog) },
    frontOnly: {
      residualSdCm: sd(frontResiduals),
      cvMaeCm: cvMae(
        people,
        (train) => {
          const m = fitEllipse(train);
          const d = fitDepths(train);
          return (p) => predictEllipse(m, p.cm[col.breadth], predictDepths(d, p));
        },
        girthOf,
      ),
    },
    frontOnlySingle: {
      residualSdCm: sd(frontSingleResiduals),
      cvMaeCm: cvMae(
        people,
        (train) => {
          const m = fitEllipse(train);
          const d = fitDepth(train);
          return (p) => predictEllipse(m, p.cm[col.breadth], predictDepth(d, p));
        },
        girthOf,
      ),
    },
  };
}

/** What each length is calibrated from: the distance the landmarks give, in survey terms. */
export function lengthPredictors(levels: { waistFraction: number; crotchFraction: number }): Record<LengthModelKey, { predictor: string; x: (p: SurveyBody) => number; y: (p: SurveyBody) => number }> {
  const waistH = (p: SurveyBody): number => shoulderH(p) - levels.waistFraction * torso(p);
  return {
    sleeve_cm: {
      predictor: 'shoulderelbowlength + radialestylionlength (shoulder→elbow→wrist landmark path)',
      x: (p) => p.cm.shoulderelbowlength + p.cm.radialestylionlength,
      y: (p) => p.cm.sleeveoutseam,
    },
    back_length_cm: { predictor: 'acromialheight - trochanterionheight (shoulder→hip landmark drop)', x: torso, y: (p) => p.cm.waistbacklength },
    armhole_depth_cm: { predictor: 'acromialheight - trochanterionheight (shoulder→hip landmark drop)', x: torso, y: (p) => p.cm.acromialheight - p.cm.axillaheight },
    inseam_cm: {
      predictor: 'trochanterionheight - crotchFraction·(trochanterionheight - kneeheightmidpatella) (crotch placed between hip and knee)',
      x: (p) => hipH(p) - levels.crotchFraction * (hipH(p) - kneeH(p)),
      y: (p) => p.cm.crotchheight,
    },
    outseam_cm: {
      predictor: 'acromialheight - waistFraction·(acromialheight - trochanterionheight) (navel level placed between shoulder and hip)',
      x: waistH,
      y: (p) => p.cm.waistheightomphalion,
    },
    dress_length_cm: { predictor: 'acromialheight - kneeheightmidpatella (shoulder→knee landmark drop)', x: (p) => shoulderH(p) - kneeH(p), y: (p) => p.cm.cervicaleheight - kneeH(p) },
    skirt_length_cm: { predictor: 'placed navel level - kneeheightmidpatella', x: (p) => waistH(p) - kneeH(p), y: (p) => p.cm.waistheightomphalion - kneeH(p) },
  };
}

export function fitSex(people: readonly SurveyBody[]): SexModel {
  const eye = linearFit(people, (p) => p.cm.stature, eyeBelowVertex);
  const ear = linearFit(people, (p) => p.cm.stature, (p) => p.cm.tragiontopofhead);
  const ankle = linearFit(people, (p) => p.cm.stature, (p) => p.cm.lateralmalleolusheight);
  const spanRelSd = (below: LinearFit, actualBelow: (p: SurveyBody) => number): number =>
    sd(
      people.map((p) => {
        const s = p.cm.stature;
        const predicted = s - (below.a + below.b * s) - (ankle.a + ankle.b * s);
        const actual = s - actualBelow(p) - p.cm.lateralmalleolusheight;
        return actual / predicted - 1;
      }),
    );
  const girths = Object.fromEntries(GIRTH_SITES.map((site) => [site, fitSite(people, site)])) as Record<GirthSite, GirthSiteModel>;
  const crotchFraction = mean(people.map((p) => (hipH(p) - p.cm.crotchheight) / (hipH(p) - kneeH(p))));
  const predictors = lengthPredictors({ waistFraction: girths.waist.levelFraction, crotchFraction });
  const lengths = Object.fromEntries(
    LENGTH_MODEL_KEYS.map((key) => {
      const { predictor, x, y } = predictors[key];
      return [key, { ...linearFit(people, x, y), predictor } satisfies LengthFit];
    }),
  ) as Record<LengthModelKey, LengthFit>;
  return {
    n: people.length,
    scale: {
      eyeBelowVertex: eye,
      earBelowVertex: ear,
      ankleHeight: ankle,
      eyeSpanRelSd: spanRelSd(eye, eyeBelowVertex),
      earSpanRelSd: spanRelSd(ear, (p) => p.cm.tragiontopofhead),
    },
    crotchFraction,
    girths,
    lengths,
  };
}

export const GIRTH_SOURCE =
  'ANSUR II public release (2012 US Army Anthropometric Survey, NATICK/TR-15/007; US Government work, public domain), datasets/ansur2/';
export const GIRTH_GENERATED_BY = 'scripts/fit-girths.ts (npm run fit:girths); fitting code in src/domain/fit/girth-fit.ts. Do not edit by hand.';
export const GIRTH_METHOD =
  'Per sex. Scale: OLS of (sittingheight - eyeheightsitting), tragiontopofhead and lateralmalleolusheight on stature. ' +
  'Levels: mean of (acromialheight - level)/(acromialheight - trochanterionheight) for chestheight, waistheightomphalion, buttockheight; ' +
  'Levels from shape: OLS of the level height on [1, acromialheight, trochanterionheight, kneeheightmidpatella, stature, chestbreadth, waistbreadth, hipbreadth]; ' +
  'crotch: mean of (trochanterionheight - crotchheight)/(trochanterionheight - kneeheightmidpatella). ' +
  'Girths: OLS of circumference on [1, π·√((breadth²+depth²)/2), depth - breadth] with chest, waist (omphalion) and hip/buttock breadth and depth; ' +
  'front only: OLS of ln depth on [1, ln chest breadth, ln waist breadth, ln hip breadth, ln stature] (frontOnly), or on [1, ln breadth, ln stature] (frontOnlySingle). Lengths: OLS of the survey length on the landmark-derived predictor. ' +
  'estimateRho: correlation of those residuals with the height-and-weight estimator\'s (sizing/estimator.ts) residuals. ' +
  'cvMaeCm: 5-fold cross-validated mean absolute error, fold = index within the sex in file order mod 5.';

export function fitGirthModel(bodies: readonly SurveyBody[]): GirthCoefficients {
  const sexes = {} as Record<SurveySex, SexModel>;
  for (const sex of SURVEY_SEXES) {
    const people = bodies.filter((b) => b.sex === sex);
    if (people.length < 50) throw new Error(`fitGirthModel: too few ${sex} bodies`);
    sexes[sex] = fitSex(people);
  }
  return { source: GIRTH_SOURCE, generatedBy: GIRTH_GENERATED_BY, method: GIRTH_METHOD, folds: GIRTH_FOLDS, sexes };
}

/** Stable text of a fit: numbers to 8 significant digits, two-space JSON, final newline. */
export function serializeGirthCoefficients(coefficients: GirthCoefficients): string {
  return `${JSON.stringify(coefficients, (_key, value: unknown) => (typeof value === 'number' ? roundSig(value) : value), 2)}\n`;
}
