import type { ShippingZoneView, ZoneCreateInput } from '@domain/shipping/api';
import { createZoneSchema } from './save-shipping-zone';

/**
 * The zone form as typed: numbers as text (grams, days, US dollars), countries as codes, cities one
 * per line. Turned into the contract's shape on save; the rules of a zone set (bands from 0 g
 * without gaps, one zone per country…) are the server's (domain/shipping validateZones), whose
 * codes come back per field and are shown there.
 */
export interface BandRow {
  from: string;
  /** Empty: the last band, open above. */
  to: string;
  /** US dollars as typed, e.g. "12.50". */
  price: string;
}
export interface CarrierRow {
  name: string;
  url: string;
}
export interface ZoneFormValues {
  id: string;
  nameEn: string;
  nameAm: string;
  countries: string;
  cities: string;
  bands: BandRow[];
  transitMin: string;
  transitMax: string;
  /** Empty: never free. */
  freeOver: string;
  carriers: CarrierRow[];
}

/** Field key (as the server names it: `bands.1`, `carriers.0.name`) to its first code. */
export type ZoneFieldErrors = Record<string, string>;

export const emptyZoneForm: ZoneFormValues = {
  id: '',
  nameEn: '',
  nameAm: '',
  countries: '',
  cities: '',
  bands: [{ from: '0', to: '', price: '' }],
  transitMin: '',
  transitMax: '',
  freeOver: '',
  carriers: [],
};

/** Cents as dollars text for the form ("12.5" never: always two places). */
export const usdText = (minor: number | null): string => (minor === null ? '' : `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`);

/** "12", "12.5", "12.50", "$12.50", "1,250" -> cents; NaN when it is not an amount of dollars. */
export function parseUsd(text: string): number {
  const s = text.trim().replace(/^(us)?\$\s*/i, '').replace(/,/g, '');
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Whole numbers only ("900", not "900.5" or "9e2"); NaN otherwise. */
export function parseWhole(text: string): number {
  const s = text.trim().replace(/[,\s]/g, '');
  return /^\d{1,9}$/.test(s) ? Number(s) : Number.NaN;
}

/** Codes separated by commas, spaces or new lines, upper-cased, each once in the order typed. */
export const parseCountries = (text: string): string[] => [...new Set(text.split(/[\s,;]+/).map((c) => c.trim().toUpperCase()).filter(Boolean))];
export const parseCities = (text: string): string[] => text.split(/[\n,]+/).map((c) => c.trim()).filter(Boolean);

export function formFromZone(zone: ShippingZoneView): ZoneFormValues {
  return {
    id: zone.id,
    nameEn: zone.nameEn,
    nameAm: zone.nameAm,
    countries: zone.countries.join(', '),
    cities: zone.cities.join('\n'),
    bands: zone.bands.map((b) => ({ from: String(b.fromGrams), to: b.toGrams === null ? '' : String(b.toGrams), price: usdText(b.priceUsdMinor) })),
    transitMin: String(zone.transitMinDays),
    transitMax: String(zone.transitMaxDays),
    freeOver: usdText(zone.freeOverUsdMinor),
    carriers: zone.carriers.map((c) => ({ name: c.name, url: c.trackingUrlTemplate })),
  };
}

/** A new band starts where the last one ends (the usual next step), open above. */
export function addBand(bands: readonly BandRow[]): BandRow[] {
  const last = bands.at(-1);
  return [...bands, { from: last ? last.to : '0', to: '', price: last?.price ?? '' }];
}

export type CheckedZone = { ok: true; zone: ZoneCreateInput } | { ok: false; errors: ZoneFieldErrors };

/**
 * The form as the contract's body, or the fields that cannot be read as numbers (each named with
 * the code the server would give the same value: an unreadable rate is ZONE_RATE_NEGATIVE's
 * "whole cents, not negative", and so on).
 */
export function checkZoneForm(v: ZoneFormValues): CheckedZone {
  const errors: ZoneFieldErrors = {};
  const bands = v.bands.map((b, i) => {
    const fromGrams = parseWhole(b.from);
    const toGrams = b.to.trim() === '' ? null : parseWhole(b.to);
    const priceUsdMinor = parseUsd(b.price);
    if (Number.isNaN(fromGrams) || (toGrams !== null && Number.isNaN(toGrams))) errors[`bands.${i}`] ??= 'ZONE_WEIGHT_NEGATIVE';
    if (Number.isNaN(priceUsdMinor)) errors[`bands.${i}`] ??= 'ZONE_RATE_NEGATIVE';
    return { fromGrams, toGrams, priceUsdMinor };
  });
  const transitMinDays = parseWhole(v.transitMin);
  const transitMaxDays = parseWhole(v.transitMax);
  if (Number.isNaN(transitMinDays) || Number.isNaN(transitMaxDays)) errors.transitMinDays = 'ZONE_TRANSIT_INVALID';
  const freeOverUsdMinor = v.freeOver.trim() === '' ? null : parseUsd(v.freeOver);
  if (freeOverUsdMinor !== null && Number.isNaN(freeOverUsdMinor)) errors.freeOverUsdMinor = 'ZONE_THRESHOLD_NEGATIVE';
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const parsed = createZoneSchema.safeParse({
    id: v.id.trim(),
    nameEn: v.nameEn,
    nameAm: v.nameAm,
    countries: parseCountries(v.countries),
    cities: parseCities(v.cities),
    bands,
    transitMinDays,
    transitMaxDays,
    freeOverUsdMinor,
    carriers: v.carriers.map((c) => ({ name: c.name, trackingUrlTemplate: c.url })),
  });
  if (!parsed.success) return { ok: false, errors: shapeErrors(parsed.error.issues) };
  return { ok: true, zone: parsed.data };
}

/** zod's issues under the server's field names, with the zone codes where a number was out of range. */
function shapeErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ZoneFieldErrors {
  const out: ZoneFieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    // Bands and carriers are shown per row (a band's numbers share its row's message).
    const key = path[0] === 'bands' ? path.slice(0, 2).join('.') : path[0] === 'cities' ? 'cities' : path.join('.');
    const code = /^[A-Z_]+$/.test(issue.message) ? issue.message : path[0] === 'bands' ? (path[2] === 'priceUsdMinor' ? 'ZONE_RATE_NEGATIVE' : 'ZONE_WEIGHT_NEGATIVE') : path[0] === 'freeOverUsdMinor' ? 'ZONE_THRESHOLD_NEGATIVE' : 'VALIDATION_FAILED';
    out[key] ??= code;
  }
  return out;
}

/**
 * The server's `fields` as the form shows them: the first code of each; a country's own entry
 * (`countries.3`) under the countries field; `body.`-prefixed shape errors without it.
 */
export function serverZoneErrors(fields: Record<string, string[]> | undefined): ZoneFieldErrors {
  const out: ZoneFieldErrors = {};
  for (const [raw, codes] of Object.entries(fields ?? {})) {
    const key = raw.replace(/^body\.?/, '');
    const code = codes[0];
    if (!code) continue;
    const shown = /^(countries|cities)\.\d+$/.test(key) ? key.split('.')[0]! : /^bands\.\d+\./.test(key) ? key.split('.').slice(0, 2).join('.') : key;
    out[shown] ??= code;
  }
  return out;
}

/** The keys in reading order, to focus the first one that needs fixing. */
export function firstErrorKey(errors: ZoneFieldErrors, v: ZoneFormValues): string | null {
  const order = [
    'id',
    'name',
    'nameEn',
    'nameAm',
    'countries',
    'cities',
    'bands',
    ...v.bands.map((_, i) => `bands.${i}`),
    'transitMinDays',
    'transitMaxDays',
    'freeOverUsdMinor',
    ...v.carriers.flatMap((_, i) => [`carriers.${i}.name`, `carriers.${i}.trackingUrlTemplate`]),
  ];
  return order.find((k) => errors[k]) ?? Object.keys(errors)[0] ?? null;
}
