import { describe, expect, it } from 'vitest';
import { realAndEstimated } from '../../../scripts/estimator-fit';
import { DEFAULT_SIZE_CHARTS } from './default-size-charts';
import { recommendForEstimate } from './estimate-size';
import { estimateSpreadLog } from './estimator';
import { recommendSize, sizeIndex } from './recommend';
import type { Measurements } from './types';

/**
 * The end-to-end target for Smart Estimates: the size chosen from measurements estimated
 * from height + weight + sex is within one size of the size chosen from the person's real
 * measurements, for at least 95% of the ANSUR II survey (each estimate from a model fitted
 * without that person: 5-fold cross-validation).
 */
describe('estimated measurements choose (nearly) the size real measurements choose', () => {
  const rows = realAndEstimated();

  it('within one size for at least 95% of people, per sex', () => {
    const report: string[] = [];
    for (const category of ['women', 'men'] as const) {
      const chart = DEFAULT_SIZE_CHARTS[category];
      const keys = new Set(chart.sizes.flatMap((s) => Object.keys(s.ranges)));
      const pick = (m: Measurements) => Object.fromEntries(Object.entries(m).filter(([k]) => keys.has(k))) as Measurements;
      const diffs: number[] = [];
      // For the record: the plain engine on the average body (what the uncertainty-aware answer improves on).
      const plainDiffs: number[] = [];
      for (const row of rows.filter((r) => r.person.category === category)) {
        const real = recommendSize(chart, { category, fit: 'regular', measurements: pick(row.real) });
        const estimated = recommendForEstimate(chart, { category, fit: 'regular', measurements: pick(row.estimated.measurements) }, estimateSpreadLog(category, true));
        const plain = recommendSize(chart, { category, fit: 'regular', measurements: pick(row.estimated.measurements) });
        if (plain.ok && real.ok) plainDiffs.push(Math.abs(sizeIndex(chart, real.size) - sizeIndex(chart, plain.size)));
        if (!real.ok || !estimated.ok) throw new Error(`no size for subject ${row.person.id}`);
        diffs.push(Math.abs(sizeIndex(chart, real.size) - sizeIndex(chart, estimated.size)));
      }
      const share = (d: number) => diffs.filter((x) => x <= d).length / diffs.length;
      const plainWithinOne = plainDiffs.filter((x) => x <= 1).length / plainDiffs.length;
      report.push(
        `${category}: n=${diffs.length} same size ${(share(0) * 100).toFixed(1)}%, within one ${(share(1) * 100).toFixed(1)}% (plain engine on the average body: within one ${(plainWithinOne * 100).toFixed(1)}%)`,
      );
      expect(share(1)).toBeGreaterThanOrEqual(0.95);
    }
    console.log(`estimate → size vs real → size (ANSUR II, 5-fold CV)\n  ${report.join('\n  ')}`);
  }, 60_000);
});
