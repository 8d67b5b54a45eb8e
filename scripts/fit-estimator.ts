/**
 * Fits the Smart Estimates estimator to ANSUR II and writes
 * src/domain/sizing/estimator-coefficients.json (run: `npm run fit:estimator`).
 * `--check` writes nothing and exits 1 when the committed file differs from a fresh fit.
 * The output is deterministic: fixed folds, fixed rounding, no randomness.
 */
import { writeFileSync } from 'node:fs';
import { loadAnsur } from './ansur';
import { COEFFICIENTS_PATH, fitEstimator, readCommittedCoefficientsText, serializeCoefficients } from './estimator-fit';
import { ADULT_CATEGORIES, ADJUSTED_BUILDS } from '../src/domain/sizing/estimator';
import { extrapolationTable, formatExtrapolationTable } from './estimator-extrapolation';

const people = loadAnsur();
const coefficients = fitEstimator(people);
const text = serializeCoefficients(coefficients);

for (const category of ADULT_CATEGORIES) {
  const c = coefficients.categories[category];
  console.log(`\n${category} (n=${c.n}); height ${c.surveyRange.height_cm.join('-')} cm, weight ${c.surveyRange.weight_kg.join('-')} kg, BMI ${c.surveyRange.bmi.join('-')}`);
  console.log(`age ${c.surveyRange.age_years.join('-')} years`);
  console.log('key                  CV MAE h+w   CV MAE h   CV MAE h+w+age   resid SD h+w (cm)   age term');
  const ageAt = c.models.height_weight_age.terms.indexOf('ln_age_years');
  for (const [key, fit] of Object.entries(c.models.height_weight.targets)) {
    const k = key as keyof typeof c.models.height_only.targets;
    const only = c.models.height_only.targets[k];
    const aged = c.models.height_weight_age.targets[k];
    const ageCoefficient = aged?.coefficients[ageAt] ?? 0;
    console.log(
      `${key.padEnd(20)} ${fit.cvMaeCm.toFixed(2).padStart(10)} ${(only?.cvMaeCm ?? NaN).toFixed(2).padStart(10)} ${(aged?.cvMaeCm ?? NaN).toFixed(2).padStart(16)} ${fit.residualSdCm.toFixed(2).padStart(19)}   ${ageCoefficient === 0 ? 'dropped' : ageCoefficient.toFixed(4)}`,
    );
  }
  for (const build of ADJUSTED_BUILDS) {
    const factors = Object.entries(c.models.height_weight.builds[build].factors)
      .map(([k, f]) => `${k.replace('_cm', '')} ${((f - 1) * 100).toFixed(1)}%`)
      .join(', ');
    console.log(`  ${build} (with weight): ${factors}`);
  }
}

console.log('\nExtrapolation on ANSUR II (fit on the first group, MAE in cm on the second), beside a plain linear model on height, weight and BMI fitted on the same rows:\n');
console.log(formatExtrapolationTable(extrapolationTable(people)));

if (process.argv.includes('--check')) {
  if (readCommittedCoefficientsText() !== text) {
    console.error(`\n${COEFFICIENTS_PATH} is out of date: run npm run fit:estimator`);
    process.exit(1);
  }
  console.log('\ncoefficients file is up to date');
} else {
  writeFileSync(COEFFICIENTS_PATH, text);
  console.log(`\nwrote ${COEFFICIENTS_PATH}`);
}
