// Photo fit with the arms in three poses, on synthetic front photos of held-out ANSUR II bodies
// (every 8th of each sex, measured with a girth model fitted on the other 7/8, as in
// src/domain/fit/accuracy.test.ts): A-pose, arms hanging against the sides, hands on the hips
// (src/domain/fit/synthetic-body.ts). Prints girth MAE per pose and the difference from the A-pose
// against the target (issue 19: within 0.5 cm for waist and hips). Girths that fell back to the
// estimate are counted, not scored. Run: `npm run bench:photo-fit`.
import { readAnsurFile } from '../scripts/ansur';
import { fitGirthModel, surveyBodies, type SurveyBody } from '../src/domain/fit/girth-fit';
import { SURVEY_SEXES } from '../src/domain/fit/girth-model';
import { measureBody } from '../src/domain/fit/measure';
import { ARM_POSES, renderSyntheticView, type ArmPose } from '../src/domain/fit/synthetic-body';

const HOLDOUT_EVERY = 8;
const bySex = SURVEY_SEXES.map((sex) => surveyBodies(sex, readAnsurFile(sex)));
const heldOut = bySex.flatMap((people) => people.filter((_, i) => i % HOLDOUT_EVERY === 0));
const coefficients = fitGirthModel(bySex.flatMap((people) => people.filter((_, i) => i % HOLDOUT_EVERY !== 0)));

type Site = 'chest' | 'waist' | 'hips';
const SITES: readonly Site[] = ['chest', 'waist', 'hips'];
const truth = (b: SurveyBody, site: Site): number => (site === 'chest' ? b.cm.chestcircumference : site === 'waist' ? b.cm.waistcircumference : b.cm.buttockcircumference);
const key = (sex: 'male' | 'female', site: Site): string => (site === 'chest' ? (sex === 'male' ? 'chest_cm' : 'bust_cm') : `${site}_cm`);

interface Figures {
  mae: Record<'male' | 'female', Record<Site, number>>;
  estimated: Record<Site, number>;
  failures: number;
  warned: number;
}

function run(pose: ArmPose, overlap: number, landmarkNoisePx: number): Figures {
  const errors = { male: { chest: [], waist: [], hips: [] }, female: { chest: [], waist: [], hips: [] } } as Record<'male' | 'female', Record<Site, number[]>>;
  const estimated: Record<Site, number> = { chest: 0, waist: 0, hips: 0 };
  let failures = 0;
  let warned = 0;
  heldOut.forEach((body, i) => {
    const view = renderSyntheticView(body, { arms: pose, armOverlapCm: overlap, edgeNoisePx: 1, landmarkNoisePx, seed: i + 1 });
    const outcome = measureBody({ ...view, scale: { type: 'height', value: body.cm.stature, unit: 'cm' }, category: body.sex === 'male' ? 'men' : 'women' }, coefficients);
    if (!outcome.ok) {
      failures++;
      return;
    }
    const r = outcome.result;
    if (r.qualityFlags.includes('ARMS_AGAINST_BODY')) warned++;
    for (const site of SITES) {
      const k = key(body.sex, site);
      const value = r.measurements[k as 'waist_cm'];
      if (value === undefined || r.qualityFlags.includes(`ESTIMATED_${k.toUpperCase()}`)) {
        estimated[site]++;
        continue;
      }
      errors[body.sex][site].push(Math.abs(value - truth(body, site)));
    }
  });
  const mean = (xs: number[]): number => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : Number.NaN);
  const mae = Object.fromEntries(SURVEY_SEXES.map((sex) => [sex, Object.fromEntries(SITES.map((site) => [site, mean(errors[sex][site])]))])) as Figures['mae'];
  return { mae, estimated, failures, warned };
}

function table(title: string, overlap: number, landmarkNoisePx: number): void {
  const results = Object.fromEntries(ARM_POSES.map((pose) => [pose, run(pose, overlap, landmarkNoisePx)])) as Record<ArmPose, Figures>;
  console.log(`\n${title} (${heldOut.length} held-out bodies, front photo only): girth MAE cm, men / women`);
  console.log(`${'pose'.padEnd(8)} ${'chest/bust'.padEnd(14)} ${'waist'.padEnd(14)} ${'hips'.padEnd(14)} estimated (c/w/h)  failures  gate warned`);
  for (const pose of ARM_POSES) {
    const f = results[pose];
    const cell = (site: Site): string => `${f.mae.male[site].toFixed(2)} / ${f.mae.female[site].toFixed(2)}`.padEnd(14);
    console.log(`${pose.padEnd(8)} ${cell('chest')} ${cell('waist')} ${cell('hips')} ${`${f.estimated.chest}/${f.estimated.waist}/${f.estimated.hips}`.padEnd(18)} ${String(f.failures).padEnd(9)} ${f.warned}`);
  }
  for (const pose of ['sides', 'hips'] as const) {
    const parts: string[] = [];
    let met = true;
    for (const site of ['waist', 'hips'] as const)
      for (const sex of SURVEY_SEXES) {
        const d = results[pose].mae[sex][site] - results['a-pose'].mae[sex][site];
        if (!(d <= 0.5)) met = false;
        parts.push(`${site} ${sex} ${d >= 0 ? '+' : ''}${d.toFixed(2)}`);
      }
    console.log(`  ${pose} − a-pose: ${parts.join(', ')} cm   target ≤ +0.5: ${met ? 'MET' : 'NOT MET'}`);
  }
}

/**
 * Arms pressed over the edge cost up to 3 cm at the hips; the review asks for a retake whenever
 * the gate warns (ARMS_AGAINST_BODY). What the warning misses, against each body's own A-pose
 * reading: how many bodies go unwarned and how far their waist and hips moved.
 */
function pressedUnwarned(): void {
  console.log('\narms pressed 1 cm over the edge: the bodies the gate does not warn about, and how far their readings moved from their own A-pose');
  for (const pose of ['sides', 'hips'] as const) {
    let warned = 0;
    const shifts: Array<{ waist: number; hips: number }> = [];
    heldOut.forEach((body, i) => {
      const read = (arms: ArmPose) => {
        const view = renderSyntheticView(body, { arms, armOverlapCm: 1, edgeNoisePx: 1, landmarkNoisePx: 0, seed: i + 1 });
        const outcome = measureBody({ ...view, scale: { type: 'height', value: body.cm.stature, unit: 'cm' }, category: body.sex === 'male' ? 'men' : 'women' }, coefficients);
        return outcome.ok ? outcome.result : null;
      };
      const pressed = read(pose);
      const apose = read('a-pose');
      if (!pressed || !apose) return;
      if (pressed.qualityFlags.includes('ARMS_AGAINST_BODY')) {
        warned++;
        return;
      }
      const shift = (k: 'waist_cm' | 'hips_cm') => Math.abs((pressed.measurements[k] ?? Number.NaN) - (apose.measurements[k] ?? Number.NaN));
      shifts.push({ waist: shift('waist_cm'), hips: shift('hips_cm') });
    });
    const max = (k: 'waist' | 'hips') => (shifts.length ? Math.max(...shifts.map((x) => x[k])).toFixed(2) : '–');
    const over1 = (k: 'waist' | 'hips') => shifts.filter((x) => x[k] > 1).length;
    console.log(`  ${pose.padEnd(6)} warned ${warned} of ${heldOut.length}; not warned ${shifts.length}: largest move waist ${max('waist')} cm, hips ${max('hips')} cm; over 1 cm: waist ${over1('waist')}, hips ${over1('hips')}`);
  }
}

const started = performance.now();
table('arms resting beside the body, 1 px mask noise', 0, 0);
table('arms resting beside the body, 1 px mask + 6 px (≈0.8 cm) landmark noise', 0, 6);
table('arms pressed 1 cm over the body’s edge, 1 px mask noise', 1, 0);
pressedUnwarned();
console.log(`\n(${((performance.now() - started) / 1000).toFixed(0)} s)`);
