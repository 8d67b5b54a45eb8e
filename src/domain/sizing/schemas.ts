import { z } from 'zod';
import { ESTIMATOR_HEIGHT_MAX_CM, ESTIMATOR_HEIGHT_MIN_CM, PLAUSIBLE_RANGES_CM } from './constants';
import { BUILDS, FITS, MEASUREMENT_KEYS, MEASUREMENT_SOURCES, SIZE_CATEGORIES, UNIT_SYSTEMS, type MeasurementKey, type Measurements } from './types';

/**
 * Request schemas of the sizing API, shared by the server (the authority) and web forms.
 * Issues carry stable codes as messages so both sides translate them the same way.
 * Imported directly (not through the sizing index), so pages that only need the rules stay free of zod.
 */

// zod 4 numbers already refuse NaN and ±Infinity.
const finite = z.number({ error: 'NOT_A_NUMBER' });

/** A set of body measurements in cm (weight in kg); every value is range-checked, unknown keys are refused. */
export const measurementsSchema = z
  .strictObject(Object.fromEntries(MEASUREMENT_KEYS.map((k) => [k, finite.optional()])) as Record<MeasurementKey, z.ZodOptional<typeof finite>>)
  .superRefine((values, ctx) => {
    for (const key of MEASUREMENT_KEYS) {
      const value = values[key];
      if (value === undefined) continue;
      const [min, max] = PLAUSIBLE_RANGES_CM[key];
      if (value < min || value > max) ctx.addIssue({ code: 'custom', message: 'OUT_OF_RANGE', path: [key] });
    }
  })
  .transform((values) => {
    const out: Measurements = {};
    for (const key of MEASUREMENT_KEYS) if (values[key] !== undefined) out[key] = values[key];
    return out;
  });

/** Loose values for a recommendation: type-checked here, range-checked by the engine's rules (their own error code). */
const looseMeasurements = z.strictObject(
  Object.fromEntries(MEASUREMENT_KEYS.map((k) => [k, z.number({ error: 'NOT_A_NUMBER' }).optional()])) as Record<
    MeasurementKey,
    z.ZodOptional<z.ZodNumber>
  >,
);

const category = z.enum(SIZE_CATEGORIES, { error: 'CATEGORY_INVALID' });
const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: 'PRODUCT_NOT_FOUND' });

/**
 * docs/requirements/sizing.md §7 ai-size-recommendation-hardened: category, gender, units, fit, timestamp and the
 * values in cm. The values may come as `measurements: {...}` or as top-level `<key>_cm` fields
 * (the spec's flat form); both are merged, the object winning.
 */
export const recommendationRequestSchema = z
  .object({
    category,
    gender: category.optional(),
    units: z.enum(['imperial', 'metric']).default('metric'),
    fit: z.enum(FITS, { error: 'FIT_INVALID' }).default('regular'),
    timestamp: z.string().max(64).optional(),
    productId: uuid.optional(),
    measurements: looseMeasurements.optional(),
    /** Set when the values are a Smart Estimate, unchanged: the size then allows for real bodies differing from the estimate. */
    estimate: z.strictObject({ withWeight: z.boolean() }).optional(),
  })
  .extend(looseMeasurements.shape)
  .transform(({ measurements, category, gender, units, fit, timestamp, productId, estimate, ...flat }) => {
    const values: Measurements = {};
    for (const key of MEASUREMENT_KEYS) {
      const value = measurements?.[key] ?? flat[key];
      if (value !== undefined) values[key] = value;
    }
    return { category, gender: gender ?? category, units, fit, timestamp, productId, estimate, measurements: values };
  });
export type RecommendationRequest = z.output<typeof recommendationRequestSchema>;

/** estimate-measurements: height is required; the rest refine the estimate. */
export const estimateRequestSchema = z.strictObject({
  category,
  height_cm: finite.refine((v) => v >= ESTIMATOR_HEIGHT_MIN_CM && v <= ESTIMATOR_HEIGHT_MAX_CM, { error: 'HEIGHT_OUT_OF_RANGE' }),
  weight_kg: finite.refine((v) => v >= 20 && v <= 300, { error: 'WEIGHT_OUT_OF_RANGE' }).optional(),
  build: z.enum(BUILDS, { error: 'BUILD_INVALID' }).optional(),
  age_years: finite.refine((v) => v >= 1 && v <= 120, { error: 'AGE_OUT_OF_RANGE' }).optional(),
});
export type EstimateRequest = z.output<typeof estimateRequestSchema>;

export const PROFILE_NAME_MAX = 60;
export const PROFILES_PER_USER_MAX = 20;

const heightInputSchema = z.strictObject({
  value: finite.refine((v) => v > 0 && v < 1000, { error: 'OUT_OF_RANGE' }),
  unit: z.enum(['cm', 'm', 'in', 'ft']),
  normalizedCm: finite.refine((v) => v >= ESTIMATOR_HEIGHT_MIN_CM && v <= ESTIMATOR_HEIGHT_MAX_CM, { error: 'HEIGHT_OUT_OF_RANGE' }),
});

/** A saved measurement profile (docs/requirements/sizing.md §3 user_measurement_profiles); the owner is the session user. */
export const profileInputSchema = z.strictObject({
  profileName: z.string({ error: 'PROFILE_NAME_REQUIRED' }).trim().min(1, { error: 'PROFILE_NAME_REQUIRED' }).max(PROFILE_NAME_MAX, { error: 'PROFILE_NAME_TOO_LONG' }),
  gender: category,
  measurements: measurementsSchema.refine((m) => Object.keys(m).length >= 1, { error: 'MEASUREMENTS_REQUIRED' }),
  estimatedMeasurements: measurementsSchema.nullable().optional(),
  heightInput: heightInputSchema.nullable().optional(),
  preferredFit: z.enum(FITS, { error: 'FIT_INVALID' }).default('regular'),
  measurementUnit: z.enum(UNIT_SYSTEMS).default('inches'),
  confidenceScore: finite.refine((v) => v >= 0 && v <= 1, { error: 'OUT_OF_RANGE' }).nullable().optional(),
  isPrimary: z.boolean().default(false),
  source: z.enum(MEASUREMENT_SOURCES).default('manual'),
});
export type ProfileInput = z.input<typeof profileInputSchema>;

export const profileUpdateSchema = profileInputSchema.partial().omit({ isPrimary: true });

const sizeLabel = z.string().trim().min(1).max(40);

/**
 * The AI measurement record a shopper attaches to a cart line (docs/requirements/sizing.md §3 aiMeasurements).
 * The owner (userId) and the imperial values are set by the server, never taken from the client.
 */
export const aiMeasurementsInputSchema = z.strictObject({
  source: z.enum(MEASUREMENT_SOURCES),
  category,
  fit: z.enum(FITS).optional(),
  timestamp: z.string().max(64).optional(),
  heightInput: heightInputSchema.nullable().optional(),
  sizeRecommendation: z
    .strictObject({
      size: sizeLabel.nullable(),
      confidence: finite.refine((v) => v >= 0 && v <= 1, { error: 'OUT_OF_RANGE' }),
      alternates: z.array(sizeLabel).max(3).default([]),
      notes: z.array(z.string().max(60)).max(10).default([]),
    })
    .nullable()
    .optional(),
  measurements: measurementsSchema.refine((m) => Object.keys(m).length >= 2, { error: 'MISSING_INFORMATION' }),
  confidence: finite.refine((v) => v >= 0 && v <= 1, { error: 'OUT_OF_RANGE' }).optional(),
});
export type AiMeasurementsInput = z.input<typeof aiMeasurementsInputSchema>;
