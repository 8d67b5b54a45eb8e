/**
 * Accuracy of the photo fit on synthetic photos of real bodies: ANSUR II participants rendered as
 * front (and side) views — landmarks at their own landmark heights, silhouettes through their own
 * breadths and depths at their own level heights (synthetic-body.ts) — measured by measureBody
 * and compared with their real circumferences and lengths.
 *
 * Held out: every 8th participant of each sex is measured with a model fitted on the other 7/8,
 * so no body is measured by coefficients that saw it. What this measures: calibration, level
 * placement, run picking, the girth and length models. What it cannot: a real pose model's
 * landmark placement on real photos, clothes, and masks (see the noisy scenario for a proxy).
 * Prints the figures so CI logs show them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readAnsurFile } from '../../../scripts/ansur';
import { estimateMeasurements } from '../sizing/estimator';
import type { MeasurementKey } from '../sizing/types';
import { fitGirthModel, surveyBodies, type SurveyBody, type SurveyColumn } from './girth-fit';
import { SURVEY_SEXES, type GirthCoefficients } from './girth-model';
import { measureBody, type FitMeasureInput } from './measure';
import { renderSyntheticView, type SyntheticOptions } from './synthetic-body';

const HOLDOUT_EVERY = 8;

let heldOut: SurveyBody[];
let coefficients: GirthCoefficients;

beforeAll(() => {
  const all = SURVEY_SEXES.flatMap((sex) => surveyBodies(sex, readAnsurFile(sex)));
  const isHeldOut = (b: SurveyBody, i: number): boolean => i % HOLDOUT_EVERY === 0 && b !== undefined;
  const bySex = SURVEY_SEXES.map((sex) => all.filter((b) => b.sex === sex));
  heldOut = bySex.flatMap((people) => people.filter(isHeldOut));
  coefficients = fitGirthModel(bySex.flatMap((people) => people.filter((b, i) => !isHeldOut(b, i))));
});

/** Survey truth per shop key. */
const TRUTH: Partial<Record<MeasurementKey, (c: Record<SurveyColumn, number>) => number>> = {
  chest_cm: (c) => c.chestcircumference,
  bust_cm: (c) => c.chestcircumference,
  waist_cm: (c) => c.waistcircumference,
  hips_cm: (c) => c.buttockcircumference,
  sleeve_cm: (c) => c.sleeveoutseam,
  inseam_cm: (c) => c.crotchheight,
  outseam_cm: (c) => c.waistheightomphalion,
  back_length_cm: (c) => c.waistbacklength,
  armhole_depth_cm: (c) => c.acromialheight - c.axillaheight,
  shoulder_width_cm: (c) => c.biacromialbreadth,
  dress_length_cm: (c) => c.cervicaleheight - c.kneeheightmidpatella,
  skirt_length_cm: (c) => c.waistheightomphalion - c.kneeheightmidpatella,
};
const REPORTED: readonly MeasurementKey[] = ['chest_cm', 'bust_cm', 'waist_cm', 'hips_cm', 'sleeve_cm', 'inseam_cm', 'outseam_cm', 'back_length_cm', 'armhole_depth_cm', 'shoulder_width_cm', 'dress_length_cm', 'skirt_length_cm'];

interface Scenario {
  name: string;
  side: boolean;
  options: SyntheticOptions;
  /** Send the body's weight along (girths combine the photo with the height-and-weight estimate). */
  weight?: boolean;
}
const SCENARIOS: Record<'both' | 'front' | 'noisy' | 'noisyFront' | 'bothWeight' | 'frontWeight', Scenario> = {
  bothWeight: { name: 'front + side and weight, 1 px mask noise', side: true, options: { edgeNoisePx: 1 }, weight: true },
  frontWeight: { name: 'front only and weight, 1 px mask noise', side: false, options: { edgeNoisePx: 1 }, weight: true },
  both: { name: 'front + side, 1 px mask noise', side: true, options: { edgeNoisePx: 1 } },
  front: { name: 'front only, 1 px mask noise', side: false, options: { edgeNoisePx: 1 } },
  noisy: { name: 'front + side, 12 px (≈1.6 cm) landmark + 3 px mask noise', side: true, options: { edgeNoisePx: 3, landmarkNoisePx: 12 } },
  noisyFront: { name: 'front only, 12 px (≈1.6 cm) landmark + 3 px mask noise', side: false, options: { edgeNoisePx: 3, landmarkNoisePx: 12 } },
};

type Errors = Partial<Record<MeasurementKey, number[]>>;

function run(scenario: Scenario): { errors: Record<'male' | 'female', Errors>; failures: number; confidence: number[] } {
  const errors: Record<'male' | 'female', Errors> = { male: {}, female: {} };
  let failures = 0;
  const confidence: number[] = [];
  heldOut.forEach((body, i) => {
    const front = renderSyntheticView(body, { ...scenario.options, seed: i + 1 });
    const input: FitMeasureInput = {
      ...front,
      scale: { type: 'height', value: body.cm.stature, unit: 'cm' },
      category: body.sex === 'male' ? 'men' : 'women',
      ...(scenario.side ? { side: renderSyntheticView(body, { ...scenario.options, view: 'side', seed: 10_000 + i }) } : {}),
      ...(scenario.weight ? { weight_kg: body.cm.weightkg } : {}),
    };
    const outcome = measureBody(input, coefficients);
    if (!outcome.ok) {
      failures++;
      return;
    }
    confidence.push(outcome.result.confidence);
    for (const key of REPORTED) {
      const value = outcome.result.measurements[key];
      const truth = TRUTH[key];
      if (value === undefined || !truth || outcome.result.qualityFlags.includes(`ESTIMATED_${key.toUpperCase()}`)) continue;
      (errors[body.sex][key] ??= []).push(Math.abs(value - truth(body.cm)));
    }
  });
  return { errors, failures, confidence };
}

const mae = (xs: readonly number[] | undefined): number => (xs && xs.length > 0 ? xs.reduce((s, x) => s + x, 0) / xs.length : NaN);

function print(scenario: Scenario, result: ReturnType<typeof run>): void {
  const lines = [`\nphoto fit on held-out ANSUR II bodies (${heldOut.length}), ${scenario.name}: MAE cm (n)   [failures ${result.failures}, mean confidence ${mae(result.confidence).toFixed(2)}]`];
  for (const key of REPORTED) {
    const cells = SURVEY_SEXES.map((sex) => {
      const e = result.errors[sex][key];
      return e ? `${sex} ${mae(e).toFixed(2).padStart(5)} (${e.length})` : '';
    }).filter(Boolean);
    if (cells.length > 0) lines.push(`  ${key.padEnd(18)} ${cells.join('   ')}`);
  }
  console.log(lines.join('\n'));
}

// Each scenario measures 760 bodies; on a busy 2-core runner that takes longer than the default 5 s.
describe('photo-fit accuracy on synthetic photos of held-out survey bodies', { timeout: 60_000 }, () => {
  const results: Partial<Record<keyof typeof SCENARIOS, ReturnType<typeof run>>> = {};
  const get = (name: keyof typeof SCENARIOS) => (results[name] ??= run(SCENARIOS[name]));
  const girth = (sex: 'male' | 'female', site: 'chest' | 'waist' | 'hips', r: ReturnType<typeof run>): number =>
    mae(r.errors[sex][site === 'chest' ? (sex === 'male' ? 'chest_cm' : 'bust_cm') : site === 'waist' ? 'waist_cm' : 'hips_cm']);

  // The targets of issue 5: front + side within 2.5 (chest/bust), 2 (waist), 2 (hips) cm MAE;
  // front only within 5, 4, 3 cm.
  const TARGET_BOTH = { chest: 2.5, waist: 2, hips: 2 } as const;
  const TARGET_FRONT = { chest: 5, waist: 4, hips: 3 } as const;

  it('front + side: chest/bust within 2.5 cm MAE, waist and hips within 2 cm', () => {
    const r = get('both');
    print(SCENARIOS.both, r);
    expect(r.failures).toBe(0);
    for (const sex of SURVEY_SEXES) for (const site of ['chest', 'waist', 'hips'] as const) expect(girth(sex, site, r), `${sex} ${site}`).toBeLessThan(TARGET_BOTH[site]);
  });

  it('front only: chest/bust within 5 cm MAE, waist 4, hips 3, and worse than with the side view', () => {
    const r = get('front');
    print(SCENARIOS.front, r);
    expect(r.failures).toBe(0);
    for (const sex of SURVEY_SEXES)
      for (const site of ['chest', 'waist', 'hips'] as const) {
        expect(girth(sex, site, r), `${sex} ${site}`).toBeLessThan(TARGET_FRONT[site]);
        expect(girth(sex, site, r)).toBeGreaterThan(girth(sex, site, get('both')));
      }
    expect(mae(r.confidence)).toBeLessThan(mae(get('both').confidence));
  });

  it('lengths from landmarks: within 2.5 cm MAE (shoulder width, uncalibrated, within 1.5)', () => {
    const r = get('both');
    for (const sex of SURVEY_SEXES)
      for (const key of ['sleeve_cm', 'inseam_cm', 'outseam_cm', 'back_length_cm', 'armhole_depth_cm'] as const) expect(mae(r.errors[sex][key]), `${sex} ${key}`).toBeLessThanOrEqual(2.5);
    for (const sex of SURVEY_SEXES) expect(mae(r.errors[sex].shoulder_width_cm)).toBeLessThanOrEqual(1.5);
  });

  it('with pose-model-like landmark noise: girths within 3.5 cm (both views) and 5.5 cm (front only)', () => {
    const r = get('noisy');
    const f = get('noisyFront');
    print(SCENARIOS.noisy, r);
    print(SCENARIOS.noisyFront, f);
    for (const sex of SURVEY_SEXES)
      for (const site of ['chest', 'waist', 'hips'] as const) {
        expect(girth(sex, site, r), `${sex} ${site}`).toBeLessThanOrEqual(3.5);
        expect(girth(sex, site, f), `${sex} ${site}`).toBeLessThanOrEqual(5.5);
      }
  });

  it('with a stated weight: the combination beats the height-and-weight estimate alone and, over the girths, the photo alone', () => {
    // The estimator's coefficients were fitted on the whole survey, held-out bodies included, so
    // the estimate alone is measured a little better than it is: the comparison is conservative.
    const lines: string[] = [];
    for (const [withWeight, without] of [
      ['bothWeight', 'both'],
      ['frontWeight', 'front'],
    ] as const) {
      const fused = get(withWeight);
      const photo = get(without);
      expect(fused.failures).toBe(0);
      let photoSum = 0;
      let fusedSum = 0;
      for (const sex of SURVEY_SEXES) {
        const estimateErrors: Record<'chest' | 'waist' | 'hips', number[]> = { chest: [], waist: [], hips: [] };
        for (const body of heldOut.filter((b) => b.sex === sex)) {
          const e = estimateMeasurements({ category: sex === 'male' ? 'men' : 'women', heightCm: body.cm.stature, weightKg: body.cm.weightkg }).measurements;
          const chest = sex === 'male' ? e.chest_cm : e.bust_cm;
          if (chest !== undefined) estimateErrors.chest.push(Math.abs(chest - body.cm.chestcircumference));
          if (e.waist_cm !== undefined) estimateErrors.waist.push(Math.abs(e.waist_cm - body.cm.waistcircumference));
          if (e.hips_cm !== undefined) estimateErrors.hips.push(Math.abs(e.hips_cm - body.cm.buttockcircumference));
        }
        for (const site of ['chest', 'waist', 'hips'] as const) {
          const f = girth(sex, site, fused);
          const p = girth(sex, site, photo);
          const e = mae(estimateErrors[site]);
          lines.push(`  ${SCENARIOS[withWeight].name.padEnd(42)} ${sex.padEnd(6)} ${site.padEnd(5)} combined ${f.toFixed(2)}  photo ${p.toFixed(2)}  estimate ${e.toFixed(2)} cm`);
          // Where the photo is already far better than the estimate (men's waist with both views:
          // 1.5 against 3.4 cm) and their errors correlate, the best weight is near zero and the two
          // tie; the combination may not then cost more than 0.05 cm.
          expect(f, `${withWeight} ${sex} ${site} vs photo`).toBeLessThan(p + 0.05);
          photoSum += p;
          fusedSum += f;
          expect(f, `${withWeight} ${sex} ${site} vs estimate`).toBeLessThan(e);
        }
      }
      // Over the six girths, the combination is better than the photo alone.
      expect(fusedSum, `${withWeight} mean over sites vs photo`).toBeLessThan(photoSum - 0.3);
      expect(mae(fused.confidence)).toBeGreaterThan(mae(photo.confidence));
    }
    console.log(`\nphoto fit with a stated weight, held-out ANSUR II bodies: MAE\n${lines.join('\n')}`);
  });

  it('beats the height-only Smart Estimate it falls back to, by a wide margin', () => {
    const front = get('front');
    const estimateErrors: Record<'male' | 'female', number[]> = { male: [], female: [] };
    for (const body of heldOut) {
      const category = body.sex === 'male' ? 'men' : 'women';
      const e = estimateMeasurements({ category, heightCm: body.cm.stature }).measurements;
      const hips = e.hips_cm;
      if (hips !== undefined) estimateErrors[body.sex].push(Math.abs(hips - body.cm.buttockcircumference));
    }
    const lines = SURVEY_SEXES.map((sex) => `  ${sex}: hips MAE photo front-only ${girth(sex, 'hips', front).toFixed(2)} vs height-only estimate ${mae(estimateErrors[sex]).toFixed(2)} cm`);
    console.log(`\nphoto fit vs its fallback\n${lines.join('\n')}`);
    for (const sex of SURVEY_SEXES) expect(girth(sex, 'hips', front)).toBeLessThan(mae(estimateErrors[sex]) / 2);
  });
});
