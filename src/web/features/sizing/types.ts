import type { Fit, MeasurementSource, Measurements, SizeCategory, UnitSystem } from '@domain/sizing/types';

/** Where the AI Size Guide was opened from (docs/requirements/sizing.md §2 overlay 2). */
export type GuideContext =
  | { kind: 'pdp'; productId: string; productSizes: readonly string[]; defaultCategory: SizeCategory }
  | { kind: 'cart'; lineId: string; productId: string; productSizes: readonly string[]; defaultCategory: SizeCategory };

export interface HeightInput {
  value: number;
  unit: 'cm' | 'm' | 'in' | 'ft';
  normalizedCm: number;
}

export interface SizeRecommendationSummary {
  size: string | null;
  /** 0..1 */
  confidence: number;
  alternates: string[];
  /** Stable note codes of the engine (translated in the `sizing` namespace). */
  notes: string[];
}

/**
 * What the guide hands over when the shopper confirms (Save & Attach): the measurements in
 * cm/kg, how they were entered, and the recommendation. The confirm flow (guest: pending keys;
 * cart: the line; product page: add to cart) takes it from there.
 */
export interface MeasurementSnapshot {
  source: MeasurementSource;
  category: SizeCategory;
  fit: Fit;
  unit: UnitSystem;
  measurements: Measurements;
  heightInput: HeightInput | null;
  sizeRecommendation: SizeRecommendationSummary | null;
  /** 0..1 */
  confidence: number;
  timestamp: string;
  /** The product the guide was opened for, when any. */
  productId: string | null;
}

export interface ConfirmOptions {
  /** 'Include my measurements with this order'. */
  includeWithOrder: boolean;
}

/** A saved profile as the API returns it: the contract's type (read its text fields with profiles/profile-view.ts). */
export type { MeasurementProfileView as MeasurementProfile } from '@domain/sizing/api';
