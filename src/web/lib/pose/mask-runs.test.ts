import { describe, expect, it } from 'vitest';
import { maskRowsToRuns, MAX_SILHOUETTE_ROWS, sampledRows, silhouetteRowCount, silhouetteRowStep } from './mask-runs';

/** A mask from rows of '#' (person) and '.' (background). */
function mask(rows: string[]): { values: Float32Array; width: number } {
  const width = rows[0]?.length ?? 0;
  return { values: Float32Array.from(rows.join('').split(''), (c) => (c === '#' ? 0.9 : 0.1)), width };
}

describe('maskRowsToRuns', () => {
  it('finds one run per row, inclusive at both ends', () => {
    const { values, width } = mask(['..##..', '.####.', '######']);
    expect(maskRowsToRuns(values, width, [0, 1, 2])).toEqual([
      [0, 2, 3],
      [1, 1, 4],
      [2, 0, 5],
    ]);
  });

  it('keeps several runs on a row (arms away from the body) and skips empty rows', () => {
    const { values, width } = mask(['#..##..#', '........', '##....##']);
    expect(maskRowsToRuns(values, width, [10, 11, 12])).toEqual([
      [10, 0, 0],
      [10, 3, 4],
      [10, 7, 7],
      [12, 0, 1],
      [12, 6, 7],
    ]);
  });

  it('treats exactly the threshold as outside (mask > 0.5)', () => {
    expect(maskRowsToRuns([0.5, 0.51, 0.5], 3, [0])).toEqual([[0, 1, 1]]);
    expect(maskRowsToRuns([0.2, 0.3, 0.2], 3, [0], { threshold: 0.25 })).toEqual([[0, 1, 1]]);
  });

  it('scales a smaller mask to image pixels without passing the right edge', () => {
    // A 4 px mask over an 8 px image: mask pixel 1..2 covers image pixels 2..5.
    expect(maskRowsToRuns([0, 1, 1, 0], 4, [3], { scaleX: 2, scaleY: 2, imageWidth: 8 })).toEqual([[6, 2, 5]]);
    expect(maskRowsToRuns([0, 0, 1, 1], 4, [0], { scaleX: 2.5, imageWidth: 10 })).toEqual([[0, 5, 9]]);
  });

  it('refuses a buffer shorter than the rows it claims', () => {
    expect(() => maskRowsToRuns([1, 1], 2, [0, 1])).toThrow(RangeError);
  });
});

describe('row sampling', () => {
  it('reads every row up to 1024 rows, else every k-th', () => {
    expect(silhouetteRowStep(968)).toBe(1);
    expect(silhouetteRowStep(MAX_SILHOUETTE_ROWS)).toBe(1);
    expect(silhouetteRowStep(1025)).toBe(2);
    expect(silhouetteRowStep(2048)).toBe(2);
    expect(silhouetteRowStep(4000)).toBe(4);
    expect(sampledRows(2048)).toHaveLength(1024);
    expect(sampledRows(7, 3)).toEqual([0, 3, 6]);
    expect(sampledRows(4000).length).toBeLessThanOrEqual(MAX_SILHOUETTE_ROWS);
  });

  it('counts distinct rows, not runs', () => {
    expect(silhouetteRowCount([[0, 1, 2], [0, 5, 6], [2, 1, 1]])).toBe(2);
  });
});
