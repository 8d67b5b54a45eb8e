import { z } from 'zod';
import { BUILDS, FITS, MEASUREMENT_KEYS, SIZE_CATEGORIES } from '../../../domain/sizing/types';

const range = z.tuple([z.number(), z.number()]);

export const chartSchema = z.object({
  category: z.enum(SIZE_CATEGORIES),
  name: z.string(),
  waistDefinition: z.string().nullable(),
  productId: z.string().nullable(),
  sizes: z.array(z.object({ label: z.string(), ranges: z.record(z.string(), range) })),
});

export const recommendationResponseSchema = z.object({
  ok: z.literal(true),
  size: z.string(),
  confidence: z.number(),
  notes: z.array(z.string()),
  alternates: z.array(z.string()),
  sessionId: z.string(),
  category: z.enum(SIZE_CATEGORIES),
  fit: z.enum(FITS),
  normalized: z.record(z.string(), z.number()),
  source: z.literal('size_chart_engine'),
  timestamp: z.string(),
});

export const estimateResponseSchema = z.object({
  measurements: z.record(z.string(), z.number()),
  confidence: z.number(),
  source: z.literal('smart_estimate'),
  notes: z.array(z.string()),
});

export const profileSchema = z.object({
  id: z.string(),
  profileName: z.string(),
  gender: z.string(),
  measurements: z.record(z.string(), z.number()),
  estimatedMeasurements: z.record(z.string(), z.number()).nullable(),
  heightInput: z.record(z.string(), z.unknown()).nullable(),
  preferredFit: z.string(),
  measurementUnit: z.string(),
  confidenceScore: z.number().nullable(),
  isPrimary: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const profilesSchema = z.object({ items: z.array(profileSchema) });

export const historySchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      profileId: z.string().nullable(),
      measurements: z.record(z.string(), z.number()),
      source: z.string(),
      sessionContext: z.record(z.string(), z.unknown()).nullable(),
      createdAt: z.string(),
    }),
  ),
});

/** What a designer sends to set one product's chart: sizes in order, ranges in cm. */
export const chartInputSchema = z.strictObject({
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
});

export const buildSchema = z.enum(BUILDS);
