import { UNIT_SYSTEMS, type UnitSystem } from './types';

/**
 * The unit a size guide starts in. A shopper's own choice wins; without one, centimetres for
 * those who read Amharic or pay in birr (Ethiopia measures in cm), and the spec's inches for
 * everyone else (docs/requirements/sizing.md §3: "default inches").
 */
export function preferredUnitSystem(p: { stored: unknown; language: string; currency: string }): UnitSystem {
  const chosen = parseUnitSystem(p.stored);
  if (chosen) return chosen;
  return p.language.toLowerCase().startsWith('am') || p.currency.toUpperCase() === 'ETB' ? 'metric' : 'inches';
}

/** A stored choice, or null for anything that is not one (old values, tampering, nothing). */
export function parseUnitSystem(value: unknown): UnitSystem | null {
  return typeof value === 'string' && (UNIT_SYSTEMS as readonly string[]).includes(value) ? (value as UnitSystem) : null;
}
