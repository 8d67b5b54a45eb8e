/**
 * Fits the photo-fit body model (scale offsets, body levels, girth and length calibrations) to
 * ANSUR II and writes src/domain/fit/girth-coefficients.json (run: `npm run fit:girths`).
 * `--check` writes nothing and exits 1 when the committed file differs from a fresh fit.
 * Deterministic: fixed folds, fixed rounding, no randomness. Fitting code: src/domain/fit/girth-fit.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readAnsurFile } from './ansur';
import { fitGirthModel, serializeGirthCoefficients, surveyBodies } from '../src/domain/fit/girth-fit';
import { GIRTH_SITES, LENGTH_MODEL_KEYS, SURVEY_SEXES } from '../src/domain/fit/girth-model';

export const GIRTH_COEFFICIENTS_PATH = fileURLToPath(new URL('../src/domain/fit/girth-coefficients.json', import.meta.url));

const bodies = SURVEY_SEXES.flatMap((sex) => surveyBodies(sex, readAnsurFile(sex)));
const coefficients = fitGirthModel(bodies);
const text = serializeGirthCoefficients(coefficients);

for (const sex of SURVEY_SEXES) {
  const m = coefficients.sexes[sex];
  console.log(`\n${sex} (n=${m.n})`);
  console.log(
    `  scale: eye ${m.scale.eyeBelowVertex.a.toFixed(2)} + ${m.scale.eyeBelowVertex.b.toFixed(4)}·S below the vertex, ankle ${m.scale.ankleHeight.a.toFixed(2)} + ${m.scale.ankleHeight.b.toFixed(4)}·S; ` +
      `span relative SD eye ${(m.scale.eyeSpanRelSd * 100).toFixed(2)}%, ear ${(m.scale.earSpanRelSd * 100).toFixed(2)}%`,
  );
  console.log('  site    level (SD cm, from shape)   both views: CV MAE / SD   front only (3 breadths): CV MAE / SD   (1 breadth) (cm)');
  for (const site of GIRTH_SITES) {
    const g = m.girths[site];
    console.log(
      `  ${site.padEnd(6)} ${g.levelFraction.toFixed(3)} (${g.levelSdCm.toFixed(2)}, ${g.levelFromShape.residualSdCm.toFixed(2)})   ${g.ellipse.cvMaeCm.toFixed(2).padStart(8)} / ${g.ellipse.residualSdCm.toFixed(2)}   ${g.frontOnly.cvMaeCm.toFixed(2).padStart(10)} / ${g.frontOnly.residualSdCm.toFixed(2)}   ${g.frontOnlySingle.cvMaeCm.toFixed(2).padStart(6)} / ${g.frontOnlySingle.residualSdCm.toFixed(2)}`,
    );
  }
  console.log(`  crotch at ${m.crotchFraction.toFixed(3)} of hip→knee`);
  for (const key of LENGTH_MODEL_KEYS) {
    const l = m.lengths[key];
    console.log(`  ${key.padEnd(18)} CV MAE ${l.cvMaeCm.toFixed(2)}  SD ${l.residualSdCm.toFixed(2)} cm`);
  }
}

if (process.argv.includes('--check')) {
  if (readFileSync(GIRTH_COEFFICIENTS_PATH, 'utf8') !== text) {
    console.error(`\n${GIRTH_COEFFICIENTS_PATH} is out of date: run npm run fit:girths`);
    process.exit(1);
  }
  console.log('\ncoefficients file is up to date');
} else {
  writeFileSync(GIRTH_COEFFICIENTS_PATH, text);
  console.log(`\nwrote ${GIRTH_COEFFICIENTS_PATH}`);
}
