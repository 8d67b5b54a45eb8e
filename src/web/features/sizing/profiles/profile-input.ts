import { ESTIMATOR_HEIGHT_MAX_CM, ESTIMATOR_HEIGHT_MIN_CM, PLAUSIBLE_RANGES_CM } from '@domain/sizing/constants';
import { GUIDE_ITEMS } from '@domain/sizing/guide-items';
import { cmToIn, kgToLb, roundTo } from '@domain/sizing/units';
import { isUsableValue } from '@domain/sizing/validation';
import { MEASUREMENT_KEYS, type Fit, type MeasurementKey, type MeasurementSource, type Measurements, type SizeCategory, type UnitSystem } from '@domain/sizing/types';
import type { HeightInput, MeasurementProfile } from '../types';

/**
 * What the "My Profiles" tab sends and shows. The limits mirror the server's schema
 * (`@domain/sizing/schemas`, checked equal in the tests) without importing it, so zod stays out
 * of the overlay's bundle; the server remains the authority.
 */

export const PROFILE_NAME_MAX = 60;
export const PROFILES_PER_USER_MAX = 20;
/** A profile needs at least this many measurements to be saved (the server refuses an empty set). */
export const MIN_PROFILE_MEASUREMENTS = 1;
/** The server's ranges for a stored height: normalised cm, and the value as typed (any unit). */
const HEIGHT_INPUT_RANGE_CM = [ESTIMATOR_HEIGHT_MIN_CM, ESTIMATOR_HEIGHT_MAX_CM] as const;
const HEIGHT_INPUT_VALUE_MAX = 1000;

/** The Manual Entry form as the overlay hands it to the tab. */
export interface CurrentForm {
  measurements: Measurements;
  fit: Fit;
  unit: UnitSystem;
  heightInput: HeightInput | null;
  confidence: number | null;
}

/** POST /api/measurement-profiles. */
export interface ProfileCreateBody {
  profileName: string;
  gender: SizeCategory;
  measurements: Measurements;
  heightInput: HeightInput | null;
  preferredFit: Fit;
  measurementUnit: UnitSystem;
  confidenceScore: number | null;
  isPrimary: boolean;
  source?: MeasurementSource;
}

/** PATCH /api/measurement-profiles/:id: the same fields, all optional, never isPrimary. */
export type ProfileUpdateBody = Partial<Omit<ProfileCreateBody, 'isPrimary'>>;

export type ProfileNameCheck = { ok: true; name: string } | { ok: false; code: 'PROFILE_NAME_REQUIRED' | 'PROFILE_NAME_TOO_LONG' };

/** The name as the server will store it (trimmed), or why it would refuse it. */
export function checkProfileName(raw: string): ProfileNameCheck {
  const name = raw.trim();
  if (name.length === 0) return { ok: false, code: 'PROFILE_NAME_REQUIRED' };
  // UTF-16 length, as zod's max() counts; Ethiopic letters are one unit each.
  if (name.length > PROFILE_NAME_MAX) return { ok: false, code: 'PROFILE_NAME_TOO_LONG' };
  return { ok: true, name };
}

export interface ProfileMeasurements {
  /** The usable values inside the stored ranges: what would be saved. */
  measurements: Measurements;
  /** Usable values the server would refuse as implausible; the shopper fixes these before saving. */
  outOfRange: MeasurementKey[];
}

/**
 * The form's measurements split into what can be saved and what the server would refuse. Empty,
 * zero, negative and non-finite values are not measurements (docs/requirements/sizing.md §5) and are left out
 * silently; a real value outside the stored range is reported instead, never dropped unseen.
 */
export function profileMeasurements(values: Measurements): ProfileMeasurements {
  const measurements: Measurements = {};
  const outOfRange: MeasurementKey[] = [];
  for (const key of MEASUREMENT_KEYS) {
    const value = values[key];
    if (!isUsableValue(value)) continue;
    const [min, max] = PLAUSIBLE_RANGES_CM[key];
    if (value < min || value > max) outOfRange.push(key);
    else measurements[key] = value;
  }
  return { measurements, outOfRange };
}

export type SaveReadiness = { ok: true; measurements: Measurements } | { ok: false; reason: 'TOO_FEW_MEASUREMENTS' } | { ok: false; reason: 'OUT_OF_RANGE'; keys: MeasurementKey[] };

/** Whether the current form can be saved as (or over) a profile. */
export function saveReadiness(values: Measurements): SaveReadiness {
  const { measurements, outOfRange } = profileMeasurements(values);
  if (outOfRange.length > 0) return { ok: false, reason: 'OUT_OF_RANGE', keys: outOfRange };
  if (Object.keys(measurements).length < MIN_PROFILE_MEASUREMENTS) return { ok: false, reason: 'TOO_FEW_MEASUREMENTS' };
  return { ok: true, measurements };
}

function storableHeight(input: HeightInput | null): HeightInput | null {
  if (!input) return null;
  const { value, unit, normalizedCm } = input;
  if (!Number.isFinite(value) || value <= 0 || value >= HEIGHT_INPUT_VALUE_MAX || !Number.isFinite(normalizedCm)) return null;
  if (normalizedCm < HEIGHT_INPUT_RANGE_CM[0] || normalizedCm > HEIGHT_INPUT_RANGE_CM[1]) return null;
  return { value, unit, normalizedCm };
}

function storableConfidence(confidence: number | null): number | null {
  return confidence !== null && Number.isFinite(confidence) && confidence >= 0 && confidence <= 1 ? confidence : null;
}

/**
 * The fields a profile takes from the current form (used both to save a new profile and to
 * overwrite one). A height or confidence the server would refuse is sent as null rather than
 * failing the whole save: the measurements are what the shopper is keeping.
 */
export function formFields(category: SizeCategory, form: CurrentForm, measurements: Measurements): Omit<ProfileCreateBody, 'profileName' | 'isPrimary'> {
  return {
    gender: category,
    measurements,
    heightInput: storableHeight(form.heightInput),
    preferredFit: form.fit,
    measurementUnit: form.unit,
    confidenceScore: storableConfidence(form.confidence),
  };
}

export function createBody(name: string, category: SizeCategory, form: CurrentForm, measurements: Measurements, isPrimary: boolean): ProfileCreateBody {
  return { profileName: name, ...formFields(category, form, measurements), isPrimary };
}

/**
 * Which measurements a profile row shows, at most `max`: the category's required guide items
 * first, then its other guide items, then anything else stored (height, weight), each in guide
 * order, so rows of one category line up.
 */
export function keyMeasurementKeys(category: SizeCategory, measurements: Measurements, max = 4): MeasurementKey[] {
  const guide = GUIDE_ITEMS[category];
  const ordered: MeasurementKey[] = [...guide.filter((i) => i.required).map((i) => i.key), ...guide.filter((i) => !i.required).map((i) => i.key)];
  for (const key of MEASUREMENT_KEYS) if (!ordered.includes(key)) ordered.push(key);
  return ordered.filter((key) => isUsableValue(measurements[key])).slice(0, Math.max(0, max));
}

export type DisplayUnit = 'cm' | 'in' | 'kg' | 'lb';

/** A stored value (cm, or kg for weight) in the shopper's unit system, rounded for display. */
export function displayMeasurement(key: MeasurementKey, value: number, unit: UnitSystem, decimals = 1): { value: number; unit: DisplayUnit } {
  if (key === 'weight_kg') return unit === 'inches' ? { value: roundTo(kgToLb(value), decimals), unit: 'lb' } : { value: roundTo(value, decimals), unit: 'kg' };
  return unit === 'inches' ? { value: roundTo(cmToIn(value), decimals), unit: 'in' } : { value: roundTo(value, decimals), unit: 'cm' };
}

/** The number of measurements a profile holds (for "4 measurements"). */
export const measurementCount = (profile: Pick<MeasurementProfile, 'measurements'>): number =>
  MEASUREMENT_KEYS.filter((key) => isUsableValue(profile.measurements[key])).length;
