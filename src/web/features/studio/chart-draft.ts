import { chartInputSchema, chartIssues, type ChartInput } from '@domain/sizing/chart-input';
import { DEFAULT_SIZE_CHARTS, MEASUREMENT_KEYS, midpointMeasurements, recommendSize, type MeasurementKey, type Measurements, type SizeChart } from '@domain/sizing';
import { ONE_SIZE } from '@domain/catalog';
import type { StudioChart } from './product-types';

/**
 * The size chart editor's state: one row per size the product sells, min and max per measurement
 * kept as typed, so a half-typed "86." is not lost by a round trip through numbers.
 */
export interface CellText {
  min: string;
  max: string;
}
export interface ChartDraftRow {
  label: string;
  cells: Partial<Record<MeasurementKey, CellText>>;
}
export interface ChartDraft {
  keys: MeasurementKey[];
  rows: ChartDraftRow[];
}

/** chartInputSchema's bounds for one value (cm; kg for weight). */
const VALUE_MIN = 0;
const VALUE_MAX = 300;

const fold = (label: string) => label.toLowerCase().replace(/\s+/g, '');
const numberText = (n: number) => String(n);

/** The product's sizes that a chart describes (One Size has no measurements to grade). */
export const chartSizes = (sizes: readonly string[]) => sizes.filter((s) => fold(s) !== fold(ONE_SIZE));

/**
 * Rows for the product's sizes, filled from the chart in force where a label matches. The chart's
 * other sizes are dropped (and listed): a shopper must only be recommended a size they can buy.
 */
export function draftFromChart(chart: StudioChart, productSizes: readonly string[]): { draft: ChartDraft; dropped: string[] } {
  const labels = chartSizes(productSizes);
  const present = new Set<MeasurementKey>(chart.sizes.flatMap((s) => Object.keys(s.ranges) as MeasurementKey[]));
  let keys = MEASUREMENT_KEYS.filter((k) => present.has(k));
  if (keys.length === 0) keys = MEASUREMENT_KEYS.filter((k) => DEFAULT_SIZE_CHARTS[chart.category].sizes.some((s) => s.ranges[k]));
  const rows = labels.map((label) => {
    const source = chart.sizes.find((s) => fold(s.label) === fold(label));
    const cells: ChartDraftRow['cells'] = {};
    for (const key of keys) {
      const range = source?.ranges[key];
      cells[key] = range ? { min: numberText(range[0]), max: numberText(range[1]) } : { min: '', max: '' };
    }
    return { label, cells };
  });
  const dropped = chart.sizes.map((s) => s.label).filter((l) => !labels.some((x) => fold(x) === fold(l)));
  return { draft: { keys, rows }, dropped };
}

export function addColumn(draft: ChartDraft, key: MeasurementKey): ChartDraft {
  if (draft.keys.includes(key)) return draft;
  const keys = MEASUREMENT_KEYS.filter((k) => k === key || draft.keys.includes(k));
  return { keys, rows: draft.rows.map((r) => ({ ...r, cells: { ...r.cells, [key]: { min: '', max: '' } } })) };
}

export function removeColumn(draft: ChartDraft, key: MeasurementKey): ChartDraft {
  return {
    keys: draft.keys.filter((k) => k !== key),
    rows: draft.rows.map((r) => {
      const cells = { ...r.cells };
      delete cells[key];
      return { ...r, cells };
    }),
  };
}

export function setCell(draft: ChartDraft, row: number, key: MeasurementKey, end: keyof CellText, text: string): ChartDraft {
  return {
    ...draft,
    rows: draft.rows.map((r, i) => (i === row ? { ...r, cells: { ...r.cells, [key]: { ...(r.cells[key] ?? { min: '', max: '' }), [end]: text } } } : r)),
  };
}

export const sameDraft = (a: ChartDraft, b: ChartDraft) => JSON.stringify(a) === JSON.stringify(b);

export type CellProblemCode = 'RANGE_INCOMPLETE' | 'RANGE_NOT_NUMBER' | 'RANGE_OUT_OF_BOUNDS' | 'RANGE_INVERTED' | 'RANGES_OVERLAP' | 'RANGES_NOT_INCREASING';
export type ChartProblem =
  | { code: CellProblemCode; row: number; key: MeasurementKey }
  | { code: 'RANGES_REQUIRED'; row: number }
  | { code: 'NO_MEASUREMENTS' | 'NO_SIZES' | 'CHART_INVALID' };

export type CheckedChart = { ok: true; input: ChartInput; chart: SizeChart } | { ok: false; problems: ChartProblem[] };

/** A measurement as typed ("86", "86.5", "86,5"), or null when it is not one. */
function readValue(text: string): number | null {
  const s = text.trim().replace(',', '.');
  return /^\d{1,3}(\.\d{1,2})?$/.test(s) ? Number(s) : null;
}

/**
 * Every problem of the draft, each naming its size and measurement, so the editor can say which
 * cell to fix; the grading rules are the domain's (chartIssues), and chartInputSchema has the
 * last word on what is sent.
 */
export function checkChartDraft(draft: ChartDraft, meta: Pick<ChartInput, 'category' | 'name' | 'waistDefinition'>): CheckedChart {
  if (draft.rows.length === 0) return { ok: false, problems: [{ code: 'NO_SIZES' }] };
  if (draft.keys.length === 0) return { ok: false, problems: [{ code: 'NO_MEASUREMENTS' }] };
  const problems: ChartProblem[] = [];
  const sizes = draft.rows.map((row, i) => {
    const ranges: Partial<Record<MeasurementKey, [number, number]>> = {};
    for (const key of draft.keys) {
      const cell = row.cells[key] ?? { min: '', max: '' };
      const blankMin = cell.min.trim() === '';
      const blankMax = cell.max.trim() === '';
      if (blankMin && blankMax) continue;
      if (blankMin || blankMax) {
        problems.push({ code: 'RANGE_INCOMPLETE', row: i, key });
        continue;
      }
      const min = readValue(cell.min);
      const max = readValue(cell.max);
      if (min === null || max === null) problems.push({ code: 'RANGE_NOT_NUMBER', row: i, key });
      else if (min < VALUE_MIN || max > VALUE_MAX) problems.push({ code: 'RANGE_OUT_OF_BOUNDS', row: i, key });
      else if (min >= max) problems.push({ code: 'RANGE_INVERTED', row: i, key });
      else ranges[key] = [min, max];
    }
    const cellProblem = problems.some((p) => 'row' in p && p.row === i);
    if (!cellProblem && Object.keys(ranges).length === 0) problems.push({ code: 'RANGES_REQUIRED', row: i });
    return { label: row.label, ranges };
  });
  // Grading is only judged between cells that are themselves readable.
  for (const issue of chartIssues(sizes)) problems.push({ code: issue.issue, row: issue.sizeIndex, key: issue.key as MeasurementKey });
  if (problems.length > 0) return { ok: false, problems };

  const input: ChartInput = { category: meta.category, name: meta.name, waistDefinition: meta.waistDefinition, sizes };
  if (!chartInputSchema.safeParse(input).success) return { ok: false, problems: [{ code: 'CHART_INVALID' }] };
  return { ok: true, input, chart: { category: meta.category, name: meta.name, waistDefinition: meta.waistDefinition ?? null, sizes } };
}

/** The problem of one cell, if any (the first found). */
export function cellProblem(problems: readonly ChartProblem[], row: number, key: MeasurementKey): CellProblemCode | null {
  for (const p of problems) if ('key' in p && p.row === row && p.key === key) return p.code;
  return null;
}

export interface ExampleBody {
  /** The size whose middle the body is. */
  from: string;
  body: Measurements;
}

/** 3-4 bodies spread over the chart: the middle of the first, two inner and the last size. */
export function exampleBodies(chart: SizeChart): ExampleBody[] {
  const n = chart.sizes.length;
  if (n === 0) return [];
  const picks = [...new Set([0, Math.round((n - 1) / 3), Math.round((2 * (n - 1)) / 3), n - 1])];
  return picks.map((i) => chart.sizes[i]!.label).map((from) => ({ from, body: midpointMeasurements(chart, from) }));
}

/**
 * The size a shopper with this body would be shown: the recommendation engine's answer, or, when
 * the engine cannot answer (a chart of one measurement), the sizes whose ranges hold the body.
 */
export function previewSize(chart: SizeChart, body: Measurements): { sizes: string[]; by: 'engine' | 'ranges' } {
  const result = recommendSize(chart, { category: chart.category, fit: 'regular', measurements: body });
  if (result.ok) return { sizes: [result.size], by: 'engine' };
  const holding = chart.sizes.filter((size) => {
    const entries = Object.entries(size.ranges) as [MeasurementKey, readonly [number, number]][];
    return entries.length > 0 && entries.every(([key, [min, max]]) => body[key] === undefined || (body[key] >= min && body[key] <= max));
  });
  return { sizes: holding.map((s) => s.label), by: 'ranges' };
}
