import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE_CHARTS } from '@domain/sizing';
import { addColumn, cellProblem, checkChartDraft, draftFromChart, exampleBodies, previewSize, removeColumn, setCell } from './chart-draft';
import type { StudioChart } from './product-types';

const women: StudioChart = { ...DEFAULT_SIZE_CHARTS.women, productId: null, sizes: DEFAULT_SIZE_CHARTS.women.sizes.map((s) => ({ label: s.label, ranges: { ...s.ranges } as StudioChart['sizes'][number]['ranges'] })) };
const meta = { category: 'women' as const, name: 'Kemis sizes', waistDefinition: 'waist at the navel' };

describe('draftFromChart', () => {
  it('has a row per product size, filled from the chart, One Size left out', () => {
    const { draft, dropped } = draftFromChart(women, ['S', 'M', 'Free', 'One Size']);
    expect(draft.keys).toEqual(['bust_cm', 'waist_cm', 'hips_cm']);
    expect(draft.rows.map((r) => r.label)).toEqual(['S', 'M', 'Free']);
    expect(draft.rows[0]!.cells.bust_cm).toEqual({ min: '80.5', max: '86.5' });
    expect(draft.rows[2]!.cells.bust_cm).toEqual({ min: '', max: '' });
    expect(dropped).toEqual(['XS', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL', '6XL', '7XL']);
  });

  it('adds and removes measurement columns', () => {
    const { draft } = draftFromChart(women, ['S', 'M']);
    const wider = addColumn(draft, 'height_cm');
    expect(wider.keys[0]).toBe('height_cm');
    expect(wider.rows[1]!.cells.height_cm).toEqual({ min: '', max: '' });
    expect(removeColumn(wider, 'bust_cm').keys).toEqual(['height_cm', 'waist_cm', 'hips_cm']);
  });
});

describe('checkChartDraft', () => {
  it('accepts the default chart for the sizes sold', () => {
    const { draft } = draftFromChart(women, ['S', 'M', 'L']);
    const checked = checkChartDraft(draft, meta);
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(checked.input.sizes[1]).toEqual({ label: 'M', ranges: { bust_cm: [86.5, 91.5], waist_cm: [76.5, 82], hips_cm: [95, 99.5] } });
  });

  it('names the size and measurement of each problem', () => {
    let { draft } = draftFromChart(women, ['S', 'M', 'L', 'Free']);
    draft = setCell(draft, 1, 'bust_cm', 'min', '84'); // M starts inside S
    draft = setCell(draft, 2, 'hips_cm', 'max', '90'); // L ends below M
    draft = setCell(draft, 0, 'waist_cm', 'max', ''); // half a range
    draft = setCell(draft, 0, 'hips_cm', 'min', 'abc');
    const checked = checkChartDraft(draft, meta);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(cellProblem(checked.problems, 1, 'bust_cm')).toBe('RANGES_OVERLAP');
    expect(cellProblem(checked.problems, 2, 'hips_cm')).toBe('RANGE_INVERTED');
    expect(cellProblem(checked.problems, 0, 'waist_cm')).toBe('RANGE_INCOMPLETE');
    expect(cellProblem(checked.problems, 0, 'hips_cm')).toBe('RANGE_NOT_NUMBER');
    expect(checked.problems).toContainEqual({ code: 'RANGES_REQUIRED', row: 3 });
  });

  it('finds a size that does not grade upward', () => {
    let { draft } = draftFromChart(women, ['S', 'M']);
    draft = setCell(draft, 1, 'waist_cm', 'min', '60');
    draft = setCell(draft, 1, 'waist_cm', 'max', '70');
    const checked = checkChartDraft(draft, meta);
    expect(!checked.ok && cellProblem(checked.problems, 1, 'waist_cm')).toBe('RANGES_NOT_INCREASING');
  });

  it('reads a comma as the decimal mark and refuses values outside 0-300', () => {
    let { draft } = draftFromChart(women, ['S']);
    draft = setCell(draft, 0, 'bust_cm', 'min', '80,5');
    expect(checkChartDraft(draft, meta).ok).toBe(true);
    draft = setCell(draft, 0, 'bust_cm', 'max', '320');
    const checked = checkChartDraft(draft, meta);
    expect(!checked.ok && cellProblem(checked.problems, 0, 'bust_cm')).toBe('RANGE_OUT_OF_BOUNDS');
  });
});

describe('preview', () => {
  it('spreads 3-4 example bodies over the chart and finds their size', () => {
    const chart = DEFAULT_SIZE_CHARTS.women;
    const bodies = exampleBodies(chart);
    expect(bodies.map((b) => b.from)).toEqual(['XS', 'L', '4XL', '7XL']);
    for (const b of bodies) expect(previewSize(chart, b.body)).toEqual({ sizes: [b.from], by: 'engine' });
    expect(exampleBodies({ ...chart, sizes: chart.sizes.slice(0, 2) }).map((b) => b.from)).toEqual(['XS', 'S']);
  });

  it('falls back to the ranges that hold the body when the engine cannot answer', () => {
    const chart = { ...DEFAULT_SIZE_CHARTS.women, sizes: [{ label: 'A', ranges: { bust_cm: [80, 90] as const } }, { label: 'B', ranges: { bust_cm: [90, 100] as const } }] };
    expect(previewSize(chart, { bust_cm: 85 })).toEqual({ sizes: ['A'], by: 'ranges' });
  });
});
