/**
 * The calculate-measurements request (docs/requirements/sizing.md §7 plus the silhouette and the side view), as a
 * zod schema shared by the server (the authority) and the browser. Issues carry stable codes as
 * messages. Imported directly (not through the fit index), so code that only needs the rules stays
 * free of zod.
 *
 * What it refuses (400 VALIDATION_FAILED on the server): anything but numbers where numbers go
 * (zod 4 numbers refuse NaN and ±Infinity; JSON cannot carry them, and "NaN" strings are not
 * numbers), other than exactly 33 landmarks, coordinates far outside the image, visibility outside
 * 0–1, image sizes outside 16–8192 px, more silhouette runs than MAX_SILHOUETTE_RUNS, and runs
 * outside their image. What it lets through to the measuring, which answers with its own codes:
 * any finite stated height (outside 50–250 cm is CALIBRATION_FAILED), a body partly outside the
 * image (FRAMING_INVALID), a blank pose (LANDMARKS_MISSING).
 */
import { z } from 'zod';
import { measurementsSchema } from '../sizing/schemas';
import { MEASUREMENT_KEYS, SIZE_CATEGORIES, type MeasurementKey } from '../sizing/types';
import type { FitMeasureInput } from './measure';
import { POSE_LANDMARK_COUNT } from './quality-gate';

export const IMAGE_SIDE_RANGE_PX = [16, 8192] as const;
/** A 2048-px-tall photo with the arms and legs apart has about 3 runs per row: 4× headroom. */
export const MAX_SILHOUETTE_RUNS = 24_000;
/** Normalised coordinates of a point just outside the frame are still a pose; far outside is garbage. */
export const COORDINATE_RANGE = [-1, 2] as const;
export const DEPTH_RANGE = [-10, 10] as const;

const number = z.number({ error: 'NOT_A_NUMBER' });
const inRange = ([lo, hi]: readonly [number, number]) => number.min(lo, { error: 'OUT_OF_RANGE' }).max(hi, { error: 'OUT_OF_RANGE' });
const pixel = z.number({ error: 'NOT_A_NUMBER' }).int({ error: 'NOT_AN_INTEGER' }).min(0, { error: 'OUT_OF_RANGE' }).max(IMAGE_SIDE_RANGE_PX[1], { error: 'OUT_OF_RANGE' });
const imageSide = z.number({ error: 'NOT_A_NUMBER' }).int({ error: 'NOT_AN_INTEGER' }).min(IMAGE_SIDE_RANGE_PX[0], { error: 'OUT_OF_RANGE' }).max(IMAGE_SIDE_RANGE_PX[1], { error: 'OUT_OF_RANGE' });

export const landmarkSchema = z.object(
  {
    x: inRange(COORDINATE_RANGE),
    y: inRange(COORDINATE_RANGE),
    z: inRange(DEPTH_RANGE),
    visibility: inRange([0, 1]),
  },
  { error: 'LANDMARK_INVALID' },
);

/** Checks the length before looking at any item, so a huge array costs nothing. */
const landmarksSchema = z
  .array(z.unknown(), { error: 'LANDMARKS_INVALID' })
  .length(POSE_LANDMARK_COUNT, { error: 'LANDMARK_COUNT' })
  .pipe(z.array(landmarkSchema));

const runSchema = z.tuple([pixel, pixel, pixel], { error: 'RUN_INVALID' });

export const silhouetteSchema = z.object(
  {
    rows: z
      .array(z.unknown(), { error: 'SILHOUETTE_INVALID' })
      .max(MAX_SILHOUETTE_RUNS, { error: 'TOO_MANY_RUNS' })
      .pipe(z.array(runSchema)),
  },
  { error: 'SILHOUETTE_INVALID' },
);

/** Every run lies inside its image and has left ≤ right. */
function checkRuns(view: { imageWidth: number; imageHeight: number; silhouette?: { rows: [number, number, number][] } | undefined }, ctx: z.RefinementCtx, path: (string | number)[]): void {
  const rows = view.silhouette?.rows ?? [];
  for (let i = 0; i < rows.length; i++) {
    const [y, left, right] = rows[i] as [number, number, number];
    if (y >= view.imageHeight || right >= view.imageWidth || left > right) {
      ctx.addIssue({ code: 'custom', message: 'RUN_OUTSIDE_IMAGE', path: [...path, 'silhouette', 'rows', i] });
      return;
    }
  }
}

export const poseViewSchema = z
  .object(
    {
      landmarks: landmarksSchema,
      imageWidth: imageSide,
      imageHeight: imageSide,
      silhouette: silhouetteSchema.optional(),
    },
    { error: 'VIEW_INVALID' },
  )
  .superRefine((view, ctx) => checkRuns(view, ctx, []));

export const fitRequestSchema = z
  .object({
    landmarks: landmarksSchema,
    scale: z.object(
      {
        type: z.literal('height', { error: 'SCALE_TYPE_INVALID' }),
        value: number,
        unit: z.literal('cm', { error: 'SCALE_UNIT_INVALID' }),
      },
      { error: 'SCALE_INVALID' },
    ),
    category: z.enum(SIZE_CATEGORIES, { error: 'CATEGORY_INVALID' }),
    imageWidth: imageSide,
    imageHeight: imageSide,
    imageHash: z
      .string({ error: 'IMAGE_HASH_INVALID' })
      .regex(/^[A-Za-z0-9:_+/=-]{1,128}$/, { error: 'IMAGE_HASH_INVALID' })
      .optional(),
    silhouette: silhouetteSchema.optional(),
    side: poseViewSchema.optional(),
    /** docs/requirements/sizing.md §9 weight range (20–300 kg): with it, girths combine the photo and the height-and-weight estimate. */
    weight_kg: number.min(20, { error: 'OUT_OF_RANGE' }).max(300, { error: 'OUT_OF_RANGE' }).optional(),
  })
  .superRefine((request, ctx) => checkRuns(request, ctx, []));

export type FitRequest = z.output<typeof fitRequestSchema>;

export interface FitRequestIssue {
  path: string;
  code: string;
}

export type ParsedFitRequest = { ok: true; value: FitMeasureInput & FitRequest } | { ok: false; issues: FitRequestIssue[] };

/** Parses an untrusted request body. Never throws. */
export function parseFitRequest(raw: unknown): ParsedFitRequest {
  const parsed = fitRequestSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, issues: parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.') || '_', code: i.message })) };
}

/**
 * The measurement summary PDF of a photo fit or camera scan (docs/requirements/sizing.md §2 overlay 7): what the
 * shopper's dialog shows, sent back to be printed. Values are range-checked like any measurement
 * set; the inches are computed by the printer, never taken from here.
 */
export const measurementSummaryRequestSchema = z.strictObject({
  lang: z.enum(['en', 'am-ET'], { error: 'LANGUAGE_INVALID' }),
  category: z.enum(SIZE_CATEGORIES, { error: 'CATEGORY_INVALID' }),
  source: z.enum(['ai_powered_fit', 'quick_scan'], { error: 'SOURCE_INVALID' }),
  size: z.string().trim().min(1).max(40).nullable().optional(),
  recommendedSize: z.string().trim().min(1).max(40).nullable().optional(),
  orderNumber: z.string().trim().max(40).nullable().optional(),
  confidence: number.min(0, { error: 'OUT_OF_RANGE' }).max(1, { error: 'OUT_OF_RANGE' }).optional(),
  capturedAt: z.iso.datetime({ error: 'DATE_INVALID' }).optional(),
  measurements: measurementsSchema.refine((m) => Object.keys(m).length >= 1, { error: 'MISSING_INFORMATION' }),
});
export type MeasurementSummaryRequest = z.output<typeof measurementSummaryRequestSchema>;

const metricValues = z.strictObject(
  Object.fromEntries(MEASUREMENT_KEYS.map((k) => [k, number.optional()])) as Record<MeasurementKey, z.ZodOptional<typeof number>>,
);
const uuidString = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: 'NOT_FOUND' });
const sizeName = z.string().trim().min(1).max(40);

/**
 * fit-save-measurements (docs/requirements/sizing.md §7): a photo-fit or camera-scan result the shopper keeps. Types
 * and sizes are checked here (400 VALIDATION_FAILED); whether the values are a body is the
 * service's call (IMPLAUSIBLE_METRICS, CALIBRATION_FAILED). The owner is the session's user: a
 * `userId` in the body is accepted for the spec's sake and ignored; imperial values are recomputed.
 */
export const fitSaveRequestSchema = z.strictObject({
  userId: z.string().max(200).optional(),
  category: z.enum(SIZE_CATEGORIES, { error: 'CATEGORY_INVALID' }),
  source: z.enum(['ai_powered_fit', 'quick_scan'], { error: 'SOURCE_INVALID' }).default('ai_powered_fit'),
  metrics: metricValues,
  metricsImperial: z.record(z.string().max(40), number).optional(),
  confidence: number.min(0, { error: 'OUT_OF_RANGE' }).max(1, { error: 'OUT_OF_RANGE' }),
  confidencePerMetric: z.record(z.string().max(40), number.min(0, { error: 'OUT_OF_RANGE' }).max(1, { error: 'OUT_OF_RANGE' })).optional(),
  calibrationMethod: z.literal('user_height', { error: 'CALIBRATION_METHOD_INVALID' }).default('user_height'),
  calibrationValue: number,
  imageHash: z.string().max(100).nullable().optional(),
  unit: z.enum(['metric', 'imperial'], { error: 'UNIT_INVALID' }).default('metric'),
  sessionId: z.string().max(100).nullable().optional(),
  qualityFlags: z.array(z.string().max(64)).max(64).default([]),
  metadata: z
    .record(z.string().max(64), z.unknown())
    .refine((m) => JSON.stringify(m).length <= 8192, { error: 'TOO_LARGE' })
    .optional(),
  sizeRecommendation: z
    .strictObject({
      size: sizeName.nullable(),
      confidence: number.min(0, { error: 'OUT_OF_RANGE' }).max(1, { error: 'OUT_OF_RANGE' }),
      alternates: z.array(sizeName).max(3).default([]),
      notes: z.array(z.string().max(60)).max(10).default([]),
    })
    .nullable()
    .optional(),
  context: z.strictObject({ cartItemId: uuidString.optional(), sku: z.string().max(80).optional(), productId: uuidString.optional() }).optional(),
});
export type FitSaveRequest = z.output<typeof fitSaveRequestSchema>;
