/**
 * The shared vocabulary of the sizing features (docs/requirements/sizing.md §3). Every module of
 * `src/domain/sizing` speaks in these types; values are always centimetres and kilograms
 * inside the domain, and only the edges (forms, display) convert to inches and pounds.
 */

export const SIZE_CATEGORIES = ['women', 'men', 'children'] as const;
export type SizeCategory = (typeof SIZE_CATEGORIES)[number];

export const FITS = ['tight', 'regular', 'loose'] as const;
export type Fit = (typeof FITS)[number];

export const BUILDS = ['slim', 'average', 'athletic', 'curvy'] as const;
export type Build = (typeof BUILDS)[number];

/** The form's unit switch: 'inches' means inches and pounds, 'metric' centimetres and kilograms. */
export const UNIT_SYSTEMS = ['inches', 'metric'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** Body measurement keys of docs/requirements/sizing.md §3, all in centimetres (weight in kilograms). */
export const MEASUREMENT_KEYS = [
  'height_cm',
  'weight_kg',
  'neck_cm',
  'shoulder_width_cm',
  'chest_cm',
  'bust_cm',
  'underbust_cm',
  'waist_cm',
  'hips_cm',
  'back_length_cm',
  'sleeve_cm',
  'armhole_depth_cm',
  'bicep_cm',
  'wrist_cm',
  'inseam_cm',
  'outseam_cm',
  'thigh_cm',
  'dress_length_cm',
  'skirt_length_cm',
] as const;
export type MeasurementKey = (typeof MEASUREMENT_KEYS)[number];

/** A set of body measurements; absent keys were not measured. */
export type Measurements = Partial<Record<MeasurementKey, number>>;

/** Where a set of measurements came from (stored with profiles, history, cart items and orders). */
export const MEASUREMENT_SOURCES = ['manual', 'smart_estimate', 'traditional', 'ai_size_recommendation', 'ai_powered_fit', 'quick_scan'] as const;
export type MeasurementSource = (typeof MEASUREMENT_SOURCES)[number];

/** One size of a size chart: inclusive ranges in cm for the measurements that define it. */
export interface SizeChartSize {
  label: string;
  ranges: Partial<Record<MeasurementKey, readonly [number, number]>>;
}

/** A size chart in force for a category (the default) or for one product (set by its designer). */
export interface SizeChart {
  category: SizeCategory;
  name: string;
  /** Which waist the waist ranges mean, e.g. 'natural waist (narrowest point)'. */
  waistDefinition: string | null;
  /** Sizes from smallest to largest. */
  sizes: readonly SizeChartSize[];
}
