import { ADULT_AGE_RANGE_YEARS, CM_PER_INCH, DEFAULT_CONFIDENCE, KG_PER_LB } from '@domain/sizing/constants';
import { GUIDE_ITEMS } from '@domain/sizing/guide-items';
import { fromUnitSystem, roundTo, roundToStep } from '@domain/sizing/units';
import { cleanManualEntry, parseHeight, parseWeight, type HeightError, type WeightError } from '@domain/sizing/validation';
import { MEASUREMENT_KEYS, type Build, type Fit, type MeasurementKey, type Measurements, type SizeCategory, type UnitSystem } from '@domain/sizing/types';
import type { GuideContext, HeightInput, MeasurementProfile, MeasurementSnapshot } from '../types';
import { profileCategory, profileFit, profileHeight, profileUnit } from '../profiles/profile-view';

/**
 * The AI Size Guide's form as one small reducer: what the shopper typed (as text, in the unit
 * they typed it in), the category, the unit system, the fit and where the values came from. It
 * lives in the overlay, above the tabs, so switching tabs never loses an entry. Pure: the
 * overlay and the tests drive the same code.
 */

/** A field as typed, plus the value it stands for in cm (weight: kg), unrounded. */
export interface FieldEntry {
  text: string;
  /**
   * Kept so that switching units back and forth never drifts: 86 cm shows as 34 in, and
   * switching back shows 86 again (not 34 × 2.54 = 86.5). Null when the text is not a number.
   */
  base: number | null;
}

/** Where the current measurement values came from; it colours notices and the snapshot's confidence. */
export type ValuesOrigin =
  | { kind: 'manual' }
  | { kind: 'smart_estimate'; confidence: number }
  | { kind: 'traditional'; size: string }
  | { kind: 'profile'; name: string; confidence: number | null };

export interface GuideFormState {
  category: SizeCategory;
  unit: UnitSystem;
  fit: Fit;
  height: FieldEntry;
  weight: FieldEntry;
  /** Children only: age in years, as typed. */
  age: string;
  /** Smart Estimates' build option. */
  build: Build;
  /** Guide measurements other than height and weight (those have their own fields). */
  values: Partial<Record<MeasurementKey, FieldEntry>>;
  origin: ValuesOrigin;
  /** The category the origin's values were filled in for (another category's fields are its own). */
  originCategory: SizeCategory;
}

export type GuideFormAction =
  | { type: 'category'; category: SizeCategory }
  | { type: 'unit'; unit: UnitSystem }
  | { type: 'fit'; fit: Fit }
  | { type: 'height'; text: string }
  | { type: 'weight'; text: string }
  | { type: 'age'; text: string }
  | { type: 'build'; build: Build }
  | { type: 'value'; key: MeasurementKey; text: string }
  /** Replaces the guide values with measurements in cm/kg (an estimate, a standard size, a profile). */
  | { type: 'fill'; measurements: Measurements; origin: ValuesOrigin; category?: SizeCategory; fit?: Fit; unit?: UnitSystem; heightText?: string }
  | { type: 'reset'; state: GuideFormState };

const EMPTY: FieldEntry = { text: '', base: null };
export const DEFAULT_UNIT: UnitSystem = 'inches';
export const DEFAULT_FIT: Fit = 'regular';
/** Age accepted for a child (years). The children's chart runs from 2 to 16; a little room either side. */
export const CHILD_AGE_RANGE = [1, 18] as const;
/** Age accepted for an adult (years): the estimator's own range; with a weight it sharpens the estimate. */
export const ADULT_AGE_RANGE = ADULT_AGE_RANGE_YEARS;

/** The message key for an age the form refuses, which names the category's range. */
export const ageErrorKey = (category: SizeCategory): string => (category === 'children' ? 'errors.age' : 'errors.ageAdult');

// ---------------------------------------------------------------------------------------------
// Numbers and units

const PLAIN_NUMBER = /^\+?(\d+(?:\.\d*)?|\.\d+)$/;

/** A number as typed in a field ("86.5", "86,5", " 34 "), or null. */
export function parseNumber(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!PLAIN_NUMBER.test(normalized)) return null;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}

/** A value in the form's unit (in or cm; weight lb or kg) to cm (kg), unrounded. */
export function toBase(key: MeasurementKey, value: number, unit: UnitSystem): number {
  if (unit === 'metric') return value;
  return key === 'weight_kg' ? value * KG_PER_LB : value * CM_PER_INCH;
}

/** A value in cm (kg) to the form's unit, unrounded. */
export function fromBase(key: MeasurementKey, value: number, unit: UnitSystem): number {
  if (unit === 'metric') return value;
  return key === 'weight_kg' ? value / KG_PER_LB : value / CM_PER_INCH;
}

/** How a value is written into a field: rounded to the fields' 0.5 step, no trailing zeros. */
export function formatStep(value: number): string {
  return String(roundToStep(value));
}

/** A value in cm (kg) as the text of a field in the given unit. */
export function entryFromBase(key: MeasurementKey, base: number, unit: UnitSystem): FieldEntry {
  return { text: formatStep(fromBase(key, base, unit)), base };
}

function valueEntry(key: MeasurementKey, text: string, unit: UnitSystem): FieldEntry {
  const value = parseNumber(text);
  return { text, base: value === null ? null : toBase(key, value, unit) };
}

function heightEntry(text: string, unit: UnitSystem): FieldEntry {
  const parsed = parseHeight(text, unit);
  return { text, base: parsed.ok ? parsed.cm : null };
}

/**
 * The weight stands for a value even outside the accepted range, so that a slip stays the same
 * slip after a unit switch (10 lb shows as 4.5 kg, and is still refused) instead of silently
 * changing meaning (10 lb read as 10 kg).
 */
function weightEntry(text: string, unit: UnitSystem): FieldEntry {
  const value = parseNumber(text.replace(/\s*(lbs?|pounds?|kgs?|kilos?|kilograms?)$/i, ''));
  return { text, base: value === null ? null : toBase('weight_kg', value, unit) };
}

function switchEntry(key: MeasurementKey, entry: FieldEntry, unit: UnitSystem): FieldEntry {
  return entry.base === null ? entry : entryFromBase(key, entry.base, unit);
}

// ---------------------------------------------------------------------------------------------
// State

/** The guide's items for a category, without height (the height field stands for it). */
export function guideValueKeys(category: SizeCategory): MeasurementKey[] {
  return GUIDE_ITEMS[category].map((item) => item.key).filter((key) => key !== 'height_cm' && key !== 'weight_kg');
}

/** `unit`: where the shopper starts (useUnitPreference); the spec's inches when nothing says otherwise. */
export function emptyForm(category: SizeCategory, unit: UnitSystem = DEFAULT_UNIT): GuideFormState {
  return { category, unit, fit: DEFAULT_FIT, height: EMPTY, weight: EMPTY, age: '', build: 'average', values: {}, origin: { kind: 'manual' }, originCategory: category };
}

/** Nothing typed or filled in yet: switching its unit changes no value. */
export function isBlank(state: GuideFormState): boolean {
  return state.height.text === '' && state.weight.text === '' && Object.values(state.values).every((entry) => !entry || entry.text === '');
}

/** The height as the shopper gave it, rewritten for a unit: their own text when the unit matches, else converted. */
export function heightText(heightInput: HeightInput | null, heightCm: number | undefined, unit: UnitSystem): string {
  if (heightInput) {
    const matches = unit === 'metric' ? heightInput.unit === 'cm' || heightInput.unit === 'm' : heightInput.unit === 'in';
    if (matches) return String(heightInput.value);
    return formatStep(fromBase('height_cm', heightInput.normalizedCm, unit));
  }
  return heightCm === undefined ? '' : formatStep(fromBase('height_cm', heightCm, unit));
}

function fill(state: GuideFormState, measurements: Measurements, unit: UnitSystem, height?: string): Pick<GuideFormState, 'values' | 'height' | 'weight'> {
  const values: Partial<Record<MeasurementKey, FieldEntry>> = {};
  for (const key of MEASUREMENT_KEYS) {
    const value = measurements[key];
    if (key === 'height_cm' || key === 'weight_kg' || value === undefined || !Number.isFinite(value) || value <= 0) continue;
    values[key] = entryFromBase(key, value, unit);
  }
  // Fields the fill does not set stay as typed (5'7" stays 5'7"), converted only if the unit changes.
  const keep = (key: MeasurementKey, entry: FieldEntry): FieldEntry => (unit === state.unit ? entry : switchEntry(key, entry, unit));
  const heightCm = measurements.height_cm;
  const weightKg = measurements.weight_kg;
  return {
    values,
    height: height !== undefined ? heightEntry(height, unit) : heightCm !== undefined ? { text: formatStep(fromBase('height_cm', heightCm, unit)), base: heightCm } : keep('height_cm', state.height),
    weight: weightKg !== undefined ? entryFromBase('weight_kg', weightKg, unit) : keep('weight_kg', state.weight),
  };
}

/** The form as the overlay opens: from a snapshot being viewed/edited, else empty for the context's category. */
export function initialForm(context: GuideContext, initial: MeasurementSnapshot | null | undefined, unit: UnitSystem = DEFAULT_UNIT): GuideFormState {
  // Measurements being viewed or edited keep the unit they were taken in.
  if (!initial) return emptyForm(context.defaultCategory, unit);
  const base = { ...emptyForm(initial.category), unit: initial.unit, fit: initial.fit };
  const origin: ValuesOrigin = initial.source === 'smart_estimate' ? { kind: 'smart_estimate', confidence: initial.confidence } : { kind: 'manual' };
  return { ...base, ...fill(base, initial.measurements, initial.unit, heightText(initial.heightInput, initial.measurements.height_cm, initial.unit)), origin };
}

/** A saved profile as a fill action (My Profiles → Use). */
export function profileFill(profile: MeasurementProfile): Extract<GuideFormAction, { type: 'fill' }> {
  const unit = profileUnit(profile);
  return {
    type: 'fill',
    measurements: profile.measurements,
    origin: { kind: 'profile', name: profile.profileName, confidence: profile.confidenceScore },
    category: profileCategory(profile),
    fit: profileFit(profile),
    unit,
    heightText: heightText(profileHeight(profile), profile.measurements.height_cm, unit ?? DEFAULT_UNIT),
  };
}

export function guideFormReducer(state: GuideFormState, action: GuideFormAction): GuideFormState {
  switch (action.type) {
    case 'category':
      return state.category === action.category ? state : { ...state, category: action.category };
    case 'unit': {
      if (state.unit === action.unit) return state;
      const values: Partial<Record<MeasurementKey, FieldEntry>> = {};
      for (const key of MEASUREMENT_KEYS) {
        const entry = state.values[key];
        if (entry) values[key] = switchEntry(key, entry, action.unit);
      }
      return { ...state, unit: action.unit, values, height: switchEntry('height_cm', state.height, action.unit), weight: switchEntry('weight_kg', state.weight, action.unit) };
    }
    case 'fit':
      return { ...state, fit: action.fit };
    case 'height':
      return { ...state, height: heightEntry(action.text, state.unit) };
    case 'weight':
      return { ...state, weight: weightEntry(action.text, state.unit) };
    case 'age':
      return { ...state, age: action.text };
    case 'build':
      return { ...state, build: action.build };
    case 'value':
      return { ...state, values: { ...state.values, [action.key]: valueEntry(action.key, action.text, state.unit) } };
    case 'fill': {
      const unit = action.unit ?? state.unit;
      const category = action.category ?? state.category;
      const next = { ...state, unit, category, fit: action.fit ?? state.fit, origin: action.origin, originCategory: category };
      return { ...next, ...fill(state, action.measurements, unit, action.heightText) };
    }
    case 'reset':
      return action.state;
  }
}

// ---------------------------------------------------------------------------------------------
// Reading the form

export interface FormReading {
  /** Everything usable, in cm and kg: the category's guide values, height and weight. */
  measurements: Measurements;
  /** The same values as the shopper entered them (text in the form's unit), for the summary. */
  entered: Partial<Record<MeasurementKey, string>>;
  heightInput: HeightInput | null;
  ageYears: number | null;
  errors: { height?: HeightError; weight?: WeightError; age?: 'AGE_RANGE' };
}

/** How a valid height was typed: metres or centimetres in metric mode, inches (of any form) otherwise. */
export function heightInputOf(text: string, unit: UnitSystem, cm: number): HeightInput {
  if (unit === 'inches') return { value: roundTo(cm / CM_PER_INCH, 2), unit: 'in', normalizedCm: cm };
  const typed = parseNumber(text.replace(/\s*(cm|m)$/i, ''));
  return typed !== null && typed < 10 ? { value: typed, unit: 'm', normalizedCm: cm } : { value: roundTo(cm, 2), unit: 'cm', normalizedCm: cm };
}

/**
 * Reads the form by the rules of docs/requirements/sizing.md §5: height and weight through their parsers (an
 * empty field is simply not given), the category's guide values through cleanManualEntry (empty
 * or non-positive values removed, 0.5 steps) and then to cm/kg. Values of other categories'
 * fields stay in the state (switching back restores them) but are never read.
 */
export function readForm(state: GuideFormState): FormReading {
  const errors: FormReading['errors'] = {};
  const texts: Record<string, string> = {};
  for (const key of guideValueKeys(state.category)) {
    const entry = state.values[key];
    if (entry) texts[key] = entry.text;
  }
  const cleaned = cleanManualEntry(texts);
  const measurements = fromUnitSystem(cleaned, state.unit);
  const entered: FormReading['entered'] = {};
  for (const key of MEASUREMENT_KEYS) if (cleaned[key] !== undefined) entered[key] = String(cleaned[key]);

  let heightInput: HeightInput | null = null;
  if (state.height.text.trim() !== '') {
    const parsed = parseHeight(state.height.text, state.unit);
    if (parsed.ok) {
      measurements.height_cm = parsed.cm;
      entered.height_cm = state.height.text.trim();
      heightInput = heightInputOf(state.height.text, state.unit, parsed.cm);
    } else errors.height = parsed.code;
  }
  if (state.weight.text.trim() !== '') {
    const parsed = parseWeight(state.weight.text, state.unit);
    if (parsed.ok) {
      measurements.weight_kg = parsed.kg;
      entered.weight_kg = state.weight.text.trim();
    } else errors.weight = parsed.code;
  }
  let ageYears: number | null = null;
  if (state.age.trim() !== '') {
    const [low, high] = state.category === 'children' ? CHILD_AGE_RANGE : ADULT_AGE_RANGE;
    const age = parseNumber(state.age);
    if (age !== null && age >= low && age <= high) ageYears = age;
    else errors.age = 'AGE_RANGE';
  }
  return { measurements, entered, heightInput, ageYears, errors };
}

export const hasErrors = (reading: FormReading): boolean => Object.keys(reading.errors).length > 0;

/** Where the values on screen came from: an origin recorded for another category does not apply. */
export function currentOrigin(state: GuideFormState): ValuesOrigin {
  return state.originCategory === state.category ? state.origin : { kind: 'manual' };
}

/** The confidence of the measurements themselves: an estimate's or a profile's; null when measured. */
export function measurementConfidence(origin: ValuesOrigin): number | null {
  if (origin.kind === 'smart_estimate') return origin.confidence;
  if (origin.kind === 'profile') return origin.confidence;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Snapshot

export interface RecommendationView {
  size: string;
  /** 0..1 */
  confidence: number;
  alternates: string[];
  notes: string[];
  sessionId: string | null;
  /** 'device': the domain engine in the browser; 'server': the authority's answer; 'saved': from a snapshot. */
  source: 'device' | 'server' | 'saved';
}

/** What a recommendation was asked for: the form as read when the shopper pressed Get My Size. */
export interface RecommendationRequest {
  category: SizeCategory;
  fit: Fit;
  unit: UnitSystem;
  measurements: Measurements;
  entered: Partial<Record<MeasurementKey, string>>;
  heightInput: HeightInput | null;
  origin: ValuesOrigin;
}

/**
 * The snapshot handed to the confirm flow (Save & Attach / Use Measurements). With estimated
 * measurements, the size is only as right as the estimate, so the overall confidence is the
 * product of the two; without a recommendation (the fallback) it is the measurements' own
 * confidence, or the spec's default 0.8.
 */
export function toSnapshot(request: RecommendationRequest, recommendation: RecommendationView | null, context: GuideContext, now: Date): MeasurementSnapshot {
  const ownConfidence = measurementConfidence(request.origin);
  const confidence = recommendation ? roundTo(recommendation.confidence * (ownConfidence ?? 1), 2) : (ownConfidence ?? DEFAULT_CONFIDENCE);
  return {
    source: 'ai_size_recommendation',
    category: request.category,
    fit: request.fit,
    unit: request.unit,
    measurements: { ...request.measurements },
    heightInput: request.heightInput,
    sizeRecommendation: recommendation
      ? { size: recommendation.size, confidence: recommendation.confidence, alternates: recommendation.alternates.slice(0, 2), notes: [...recommendation.notes] }
      : null,
    confidence,
    timestamp: now.toISOString(),
    productId: context.productId,
  };
}

/** The recommendation a snapshot carries, to show again when the guide is opened to view/edit it. */
export function savedRecommendation(snapshot: MeasurementSnapshot | null | undefined): { request: RecommendationRequest; recommendation: RecommendationView | null } | null {
  if (!snapshot) return null;
  const form = { ...emptyForm(snapshot.category), unit: snapshot.unit, fit: snapshot.fit };
  const filled = { ...form, ...fill(form, snapshot.measurements, snapshot.unit, heightText(snapshot.heightInput, snapshot.measurements.height_cm, snapshot.unit)) };
  const reading = readForm(filled);
  const rec = snapshot.sizeRecommendation;
  return {
    request: {
      category: snapshot.category,
      fit: snapshot.fit,
      unit: snapshot.unit,
      // The stored cm values, not the re-read ones: what was attached is what is shown.
      measurements: { ...snapshot.measurements },
      entered: reading.entered,
      heightInput: snapshot.heightInput,
      origin: snapshot.source === 'smart_estimate' ? { kind: 'smart_estimate', confidence: snapshot.confidence } : { kind: 'manual' },
    },
    recommendation: rec?.size ? { size: rec.size, confidence: rec.confidence, alternates: rec.alternates, notes: rec.notes, sessionId: null, source: 'saved' } : null,
  };
}
