import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartInputSchema, chartIssues } from './chart-input';
import { DEFAULT_SIZE_CHARTS } from './default-size-charts';

const chart = (sizes: Array<Record<string, [number, number]>>) => ({ category: 'women', name: 'Mine', sizes: sizes.map((ranges, i) => ({ label: `S${i}`, ranges })) });

describe('chart ranges', () => {
  it('accepts every default chart', () => {
    for (const c of Object.values(DEFAULT_SIZE_CHARTS)) expect(chartIssues(c.sizes)).toEqual([]);
  });

  it('refuses overlapping neighbours and ranges that do not climb, naming the size and measurement', () => {
    expect(chartIssues(chart([{ bust_cm: [80, 86] }, { bust_cm: [84, 90] }]).sizes)).toEqual([{ issue: 'RANGES_OVERLAP', sizeIndex: 1, key: 'bust_cm' }]);
    expect(chartIssues(chart([{ bust_cm: [80, 86] }, { bust_cm: [80, 92] }]).sizes)).toEqual([{ issue: 'RANGES_NOT_INCREASING', sizeIndex: 1, key: 'bust_cm' }]);
    expect(chartIssues(chart([{ hips_cm: [90, 100] }, { hips_cm: [92, 98] }]).sizes)[0]?.issue).toBe('RANGES_NOT_INCREASING');
    // Touching is fine, and so is a gap.
    expect(chartIssues(chart([{ bust_cm: [80, 86] }, { bust_cm: [86, 92] }, { bust_cm: [93, 99] }]).sizes)).toEqual([]);
    const res = chartInputSchema.safeParse(chart([{ bust_cm: [80, 86] }, { bust_cm: [84, 90] }]));
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => [i.message, i.path.join('.')])).toEqual([['RANGES_OVERLAP', 'sizes.1.ranges.bust_cm']]);
  });

  it('accepts any chart built by climbing from a start, and refuses it once two sizes are swapped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 120 }), fc.array(fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 2 })), { minLength: 2, maxLength: 8 }), (start, steps) => {
        const sizes: Array<Record<string, [number, number]>> = [];
        let low = start;
        for (const [width, gap] of steps) {
          sizes.push({ waist_cm: [low, low + width] });
          low = low + width + gap;
        }
        expect(chartIssues(chart(sizes).sizes)).toEqual([]);
        const swapped = [...sizes];
        [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
        expect(chartIssues(chart(swapped).sizes).length).toBeGreaterThan(0);
      }),
    );
  });
});
