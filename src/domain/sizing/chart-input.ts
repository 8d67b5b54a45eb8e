import { z } from 'zod';
import { MEASUREMENT_KEYS, SIZE_CATEGORIES } from './types';

export type ChartIssue = 'RANGES_OVERLAP' | 'RANGES_NOT_INCREASING';

export interface ChartIssueAt {
  issue: ChartIssue;
  /** The size whose range is wrong (the later of the two compared). */
  sizeIndex: number;
  key: string;
}

/**
 * Sizes go from small to large: for every measurement two neighbouring sizes share, the larger
 * size starts and ends higher, and starts no lower than where the smaller one ends (ranges may
 * touch; the recommendation engine takes the middle of a gap). A chart that breaks this would
 * send a shopper to a smaller size for a larger body.
 */
export function chartIssues(sizes: ReadonlyArray<{ ranges: Readonly<Partial<Record<string, readonly [number, number]>>> }>): ChartIssueAt[] {
  const found: ChartIssueAt[] = [];
  for (let i = 1; i < sizes.length; i += 1) {
    const prev = sizes[i - 1]!.ranges;
    const next = sizes[i]!.ranges;
    for (const key of Object.keys(next)) {
      const a = prev[key];
      const b = next[key];
      if (!a || !b) continue;
      if (b[0] <= a[0] || b[1] <= a[1]) found.push({ issue: 'RANGES_NOT_INCREASING', sizeIndex: i, key });
      else if (b[0] < a[1]) found.push({ issue: 'RANGES_OVERLAP', sizeIndex: i, key });
    }
  }
  return found;
}

/** What a designer sends to set one product's chart: sizes in order, ranges in cm. */
export const chartInputSchema = z
  .strictObject({
    category: z.enum(SIZE_CATEGORIES, { error: 'CATEGORY_INVALID' }),
    name: z.string().trim().min(1).max(80),
    waistDefinition: z.string().trim().max(120).nullable().default(null),
    sizes: z
      .array(
        z.strictObject({
          label: z.string().trim().min(1).max(40),
          ranges: z
            .partialRecord(z.enum(MEASUREMENT_KEYS), z.tuple([z.number().min(0).max(300), z.number().min(0).max(300)]))
            .refine((r) => Object.keys(r).length >= 1, { error: 'RANGES_REQUIRED' })
            .refine((r) => Object.values(r).every((v) => v !== undefined && v[0] < v[1]), { error: 'RANGE_INVERTED' }),
        }),
      )
      .min(1)
      .max(16)
      .refine((sizes) => new Set(sizes.map((s) => s.label.toLowerCase())).size === sizes.length, { error: 'DUPLICATE_SIZE' }),
  })
  .superRefine((chart, ctx) => {
    for (const at of chartIssues(chart.sizes)) ctx.addIssue({ code: 'custom', message: at.issue, path: ['sizes', at.sizeIndex, 'ranges', at.key] });
  });
export type ChartInput = z.input<typeof chartInputSchema>;
