import { FITS, SIZE_CATEGORIES, UNIT_SYSTEMS, type Fit, type SizeCategory, type UnitSystem } from '@domain/sizing/types';
import { heightInputOf } from '../saved-measurements/owned-record';
import type { HeightInput, MeasurementProfile } from '../types';

/**
 * The profile contract (`@domain/sizing/api`) types the stored text columns as strings; the server
 * only stores what `profileInputSchema` accepted, so these readers narrow them to the sizing
 * types, and a value outside them (never written by the API) reads as unknown (`undefined`).
 */
const oneOf = <T extends string>(list: readonly T[], value: string): T | undefined => (list as readonly string[]).includes(value) ? (value as T) : undefined;

export const profileCategory = (profile: Pick<MeasurementProfile, 'gender'>): SizeCategory | undefined => oneOf(SIZE_CATEGORIES, profile.gender);
export const profileFit = (profile: Pick<MeasurementProfile, 'preferredFit'>): Fit | undefined => oneOf(FITS, profile.preferredFit);
export const profileUnit = (profile: Pick<MeasurementProfile, 'measurementUnit'>): UnitSystem | undefined => oneOf(UNIT_SYSTEMS, profile.measurementUnit);
export const profileHeight = (profile: Pick<MeasurementProfile, 'heightInput'>): HeightInput | null => heightInputOf(profile.heightInput) ?? null;
