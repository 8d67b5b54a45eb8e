/**
 * The committed body model is exactly what the fitting code makes of the survey (like the
 * estimator's coefficients), its figures are what the issue needs, and a damaged file fails loudly.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readAnsurFile } from '../../../scripts/ansur';
import rawCoefficients from './girth-coefficients.json';
import { fitGirthModel, ols, serializeGirthCoefficients, surveyBodies, type SurveyBody } from './girth-fit';
import {
  defaultGirthCoefficients,
  depthFromBreadth,
  ellipseFeature,
  GIRTH_SITES,
  girthFromBreadthDepth,
  headToAnkleSpanCm,
  LENGTH_MODEL_KEYS,
  parseGirthCoefficients,
  SURVEY_SEXES,
} from './girth-model';

let bodies: SurveyBody[];
beforeAll(() => {
  bodies = SURVEY_SEXES.flatMap((sex) => surveyBodies(sex, readAnsurFile(sex)));
});

describe('girth-coefficients.json', () => {
  it('equals a fresh fit on ANSUR II (run npm run fit:girths after changing the fitting code)', () => {
    // The same text as the file (`npm run fit:girths:check` compares the bytes as well).
    const committed = `${JSON.stringify(rawCoefficients, null, 2)}\n`;
    expect(committed).toBe(serializeGirthCoefficients(fitGirthModel(bodies)));
  });

  it('parses, and refuses a damaged document', () => {
    const c = defaultGirthCoefficients();
    expect(c.sexes.male.n).toBe(4082);
    expect(c.sexes.female.n).toBe(1986);
    const raw = JSON.parse(JSON.stringify(c)) as { sexes: { male: { girths: { chest: { ellipse: { a: unknown } } }; lengths: Record<string, unknown> } } };
    raw.sexes.male.girths.chest.ellipse.a = 'x';
    expect(() => parseGirthCoefficients(raw)).toThrow(/male\.girths\.chest/);
    const noSleeve = JSON.parse(JSON.stringify(c)) as typeof raw;
    delete noSleeve.sexes.male.lengths.sleeve_cm;
    expect(() => parseGirthCoefficients(noSleeve)).toThrow(/sleeve_cm/);
    expect(() => parseGirthCoefficients(null)).toThrow();
  });

  it('has the accuracy the photo fit relies on (cross-validated on the survey)', () => {
    const c = defaultGirthCoefficients();
    for (const sex of SURVEY_SEXES) {
      const m = c.sexes[sex];
      for (const site of GIRTH_SITES) {
        const g = m.girths[site];
        // Breadth + depth: a couple of cm; breadth alone: worse, which the confidence must show.
        expect(g.ellipse.cvMaeCm).toBeLessThan(2.5);
        expect(g.frontOnly.cvMaeCm).toBeLessThan(3.5);
        expect(g.frontOnly.residualSdCm).toBeGreaterThan(g.ellipse.residualSdCm);
        expect(g.frontOnlySingle.residualSdCm).toBeGreaterThanOrEqual(g.frontOnly.residualSdCm - 1e-9);
        // An ellipse's perimeter, rescaled (real cross-sections are not ellipses): the fit stays near the geometry.
        expect(g.ellipse.a).toBeGreaterThan(0.8);
        expect(g.ellipse.a).toBeLessThan(1.5);
      }
      expect(m.girths.chest.levelFraction).toBeLessThan(m.girths.waist.levelFraction);
      expect(m.girths.waist.levelFraction).toBeLessThan(m.girths.hips.levelFraction);
      for (const key of LENGTH_MODEL_KEYS) expect(m.lengths[key].cvMaeCm).toBeLessThan(2.5);
      // The span rests on offsets of a few cm whose spread is well under 1 % of stature.
      expect(m.scale.eyeSpanRelSd).toBeLessThan(0.01);
      const span = headToAnkleSpanCm(m, 170, 'eye');
      expect(span).toBeGreaterThan(148);
      expect(span).toBeLessThan(154);
    }
  });

  it('predicts a survey mean body back', () => {
    const c = defaultGirthCoefficients().sexes.male.girths.chest;
    expect(girthFromBreadthDepth(c, 28.9, 25.4)).toBeCloseTo(105.9, -0.5);
    expect(depthFromBreadth(c, 28.9, 175.6)).toBeCloseTo(25.4, -0.5);
    expect(ellipseFeature(10, 10)).toBeCloseTo(Math.PI * 10);
  });

  it('ols solves an exact system', () => {
    const rows = [[1, 0], [1, 1], [1, 2], [1, 3]];
    const [a, b] = ols(rows, [1, 3, 5, 7]);
    expect(a).toBeCloseTo(1, 10);
    expect(b).toBeCloseTo(2, 10);
    expect(() => ols([[1, 1], [1, 1]], [1, 2])).toThrow(/singular/);
  });
});
