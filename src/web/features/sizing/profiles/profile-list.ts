import type { MeasurementProfile } from '../types';

/**
 * The profile list as the shopper should see it right now. These pure functions apply a change
 * to the cached list with the server's ordering rule, so the tab answers a tap at once and the
 * server's reply rarely reorders what is on screen.
 */

function time(iso: string): number {
  const ms = Date.parse(iso);
  // An unreadable date sorts last rather than poisoning the comparison with NaN.
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/**
 * docs/requirements/sizing.md §4 "Profiles": primary first, then most recently updated. Equal dates fall back to
 * the id, descending, as the server's query does, so a refetch never swaps two rows.
 */
export function compareProfiles(a: MeasurementProfile, b: MeasurementProfile): number {
  if (a.isPrimary !== b.isPrimary) return a.isPrimary ? -1 : 1;
  const ta = time(a.updatedAt);
  const tb = time(b.updatedAt);
  if (ta !== tb) return tb > ta ? 1 : -1;
  if (a.id === b.id) return 0;
  return a.id < b.id ? 1 : -1;
}

export const sortProfiles = (items: readonly MeasurementProfile[]): MeasurementProfile[] => [...items].sort(compareProfiles);

/** The list after `id` became the primary profile: exactly one primary, re-sorted. Unknown ids change nothing. */
export function withPrimary(items: MeasurementProfile[], id: string): MeasurementProfile[] {
  if (!items.some((p) => p.id === id)) return items;
  return sortProfiles(items.map((p) => (p.isPrimary === (p.id === id) ? p : { ...p, isPrimary: p.id === id })));
}

/** The list without profile `id`. The server does not promote another profile when the primary goes, so neither does this. */
export function withoutProfile(items: MeasurementProfile[], id: string): MeasurementProfile[] {
  return items.some((p) => p.id === id) ? items.filter((p) => p.id !== id) : items;
}

/** The list with a created or updated profile from the server; a new primary demotes the old one. */
export function withProfile(items: readonly MeasurementProfile[], profile: MeasurementProfile): MeasurementProfile[] {
  const others = items.filter((p) => p.id !== profile.id).map((p) => (profile.isPrimary && p.isPrimary ? { ...p, isPrimary: false } : p));
  return sortProfiles([...others, profile]);
}
