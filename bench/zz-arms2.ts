import { readAnsurFile } from '../scripts/ansur';
import { fitGirthModel, surveyBodies } from '../src/domain/fit/girth-fit';
import { SURVEY_SEXES } from '../src/domain/fit/girth-model';
import { measureBody } from '../src/domain/fit/measure';
import { renderSyntheticView } from '../src/domain/fit/synthetic-body';
const bySex = SURVEY_SEXES.map((sex) => surveyBodies(sex, readAnsurFile(sex)));
const heldOut = bySex.flatMap((people) => people.filter((_, i) => i % 8 === 0));
const coefficients = fitGirthModel(bySex.flatMap((people) => people.filter((_, i) => i % 8 !== 0)));
for (const pose of ['sides', 'hips'] as const) {
  const rows: { warned: boolean; dW: number; dH: number }[] = [];
  heldOut.forEach((body, i) => {
    const m = (arms: 'a-pose' | 'sides' | 'hips', ov: number) => {
      const view = renderSyntheticView(body, { arms, armOverlapCm: ov, edgeNoisePx: 1, landmarkNoisePx: 0, seed: i + 1 });
      const o = measureBody({ ...view, scale: { type: 'height', value: body.cm.stature, unit: 'cm' }, category: body.sex === 'male' ? 'men' : 'women' }, coefficients);
      if (!o.ok) return null;
      return o.result;
    };
    const a = m('a-pose', 1), p = m(pose, 1);
    if (!a || !p) return;
    const err = (r: typeof a, k: 'waist_cm' | 'hips_cm', t: number) => Math.abs((r.measurements[k] ?? NaN) - t);
    rows.push({ warned: p.qualityFlags.includes('ARMS_AGAINST_BODY'), dW: err(p, 'waist_cm', body.cm.waistcircumference) - err(a, 'waist_cm', body.cm.waistcircumference), dH: err(p, 'hips_cm', body.cm.buttockcircumference) - err(a, 'hips_cm', body.cm.buttockcircumference) });
  });
  for (const warned of [true, false]) {
    const g = rows.filter((r) => r.warned === warned);
    const mean = (f: (r: (typeof g)[number]) => number) => (g.reduce((s, r) => s + f(r), 0) / g.length).toFixed(2);
    const max = (f: (r: (typeof g)[number]) => number) => Math.max(...g.map(f)).toFixed(2);
    const over = (f: (r: (typeof g)[number]) => number, c: number) => g.filter((r) => f(r) > c).length;
    console.log(pose, warned ? 'warned' : 'not warned', g.length, 'mean Δ|err| waist', mean((r) => r.dW), 'hips', mean((r) => r.dH), 'max Δ waist', max((r) => r.dW), 'hips', max((r) => r.dH), '>1cm w/h', over((r) => r.dW, 1), over((r) => r.dH, 1), '>2cm', over((r) => r.dW, 2), over((r) => r.dH, 2));
  }
}
