import { countryCodeOf, ETHIOPIA, isCountryCode } from '../orders/countries';

/**
 * Where the shopper's parcels would go, as product pages and the cart estimate it (issue 40):
 * a place the shopper chose on this device, else their last checkout address, else their
 * account's country; none: the page asks. A choice wins over what is derived because the shopper
 * made it on purpose ("change"), after the order or profile that would otherwise answer.
 */

/** Longest city kept (the contract's ZONE_NAME_MAX; not imported so this file stays free of zod). */
const CITY_MAX = 80;

export interface ShopperDestination {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Only kept for Ethiopia, where a city can have its own zone. */
  city: string | null;
}

export type DestinationSource = 'chosen' | 'last-address' | 'account';

export interface ResolvedDestination extends ShopperDestination {
  source: DestinationSource;
}

export interface DestinationInputs {
  /** The stored choice, as read back from storage (anything: checked here). */
  chosen: unknown;
  /** The last order's address (country as stored: a code, or an older English name). */
  lastAddress: { country?: string | null; city?: string | null } | null;
  account: { country?: string | null; city?: string | null } | null;
}

/** A city as kept: trimmed, one space between words, bounded; empty is none. */
function cleanCity(city: unknown): string | null {
  if (typeof city !== 'string') return null;
  const trimmed = city.replace(/\s+/g, ' ').trim().slice(0, CITY_MAX);
  return trimmed === '' || /[<>]/.test(trimmed) ? null : trimmed;
}

/** A destination from a country (code or English name) and a city; null when the country is unknown. */
export function destinationOf(country: unknown, city: unknown): ShopperDestination | null {
  const code = typeof country === 'string' ? countryCodeOf(country.trim()) : null;
  if (!code) return null;
  return { country: code, city: code === ETHIOPIA ? cleanCity(city) : null };
}

/** A stored choice read back: only a known country code (and a city for Ethiopia) survives. */
export function parseStoredDestination(raw: unknown): ShopperDestination | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (!isCountryCode(r.country)) return null;
  return destinationOf(r.country, r.city);
}

export function resolveDestination({ chosen, lastAddress, account }: DestinationInputs): ResolvedDestination | null {
  const stored = parseStoredDestination(chosen);
  if (stored) return { ...stored, source: 'chosen' };
  const last = lastAddress ? destinationOf(lastAddress.country, lastAddress.city) : null;
  if (last) return { ...last, source: 'last-address' };
  const own = account ? destinationOf(account.country, account.city) : null;
  if (own) return { ...own, source: 'account' };
  return null;
}
