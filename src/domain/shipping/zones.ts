import { ETHIOPIA, isCountryCode } from '../orders/countries';

/**
 * Shipping zones: where a parcel goes decides its price by weight band, its transit time and the
 * carriers offered. A zone lists countries (ISO 3166-1 alpha-2), or Ethiopia and some of its
 * cities; one zone may list '*' to catch every country no other zone names.
 */

export const REST_OF_WORLD = '*';
export const TRACKING_PLACEHOLDER = '{tracking}';

export interface WeightBand {
  /** Inclusive. */
  fromGrams: number;
  /** Exclusive; null for the last band, open upwards. */
  toGrams: number | null;
  priceUsdMinor: number;
}

export interface Carrier {
  name: string;
  /**
   * An https address with `{tracking}` where the tracking number goes, or '' for a carrier without
   * a tracking page (a courier across a city): the designer may then ship without a number.
   */
  trackingUrlTemplate: string;
}

export interface ShippingZone {
  id: string;
  nameEn: string;
  nameAm: string;
  countries: string[];
  /** Only with countries ['ET']: the cities the zone covers, matched without case or spacing. */
  cities: string[];
  bands: WeightBand[];
  transitMinDays: number;
  transitMaxDays: number;
  /** Free when a parcel's goods come to more than this (USD minor); null: never free. */
  freeOverUsdMinor: number | null;
}

export interface Destination {
  country: string;
  city?: string | null | undefined;
}

/** Lower case, one space between words, no punctuation: "Addis  Ababa." matches "addis ababa". */
export function normalizeCity(city: string): string {
  return city
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The zone a destination ships in: a zone naming its city (within Ethiopia) first, then a zone
 * naming its country, then the rest-of-world zone; null when none (the shop does not ship there).
 */
export function matchZone<Z extends ShippingZone>(zones: readonly Z[], destination: Destination): Z | null {
  const country = destination.country.toUpperCase();
  if (country === ETHIOPIA && destination.city) {
    const city = normalizeCity(destination.city);
    const byCity = zones.find((z) => z.cities.length > 0 && z.countries.includes(ETHIOPIA) && z.cities.some((c) => normalizeCity(c) === city));
    if (byCity) return byCity;
  }
  return zones.find((z) => z.cities.length === 0 && z.countries.includes(country)) ?? zones.find((z) => z.countries.includes(REST_OF_WORLD)) ?? null;
}

/** The band a weight falls in, or null when it weighs more than the last closed band allows. */
export function bandFor(bands: readonly WeightBand[], grams: number): WeightBand | null {
  return bands.find((b) => grams >= b.fromGrams && (b.toGrams === null || grams < b.toGrams)) ?? null;
}

export type ZoneErrorCode =
  | 'ZONE_ID_DUPLICATE'
  | 'ZONE_NAME_REQUIRED'
  | 'ZONE_COUNTRIES_REQUIRED'
  | 'ZONE_COUNTRY_INVALID'
  | 'ZONE_COUNTRY_OVERLAP'
  | 'ZONE_CITIES_OUTSIDE_ETHIOPIA'
  | 'ZONE_CITY_OVERLAP'
  | 'ZONE_BANDS_REQUIRED'
  | 'ZONE_BAND_START'
  | 'ZONE_BAND_GAP'
  | 'ZONE_BAND_OVERLAP'
  | 'ZONE_BAND_EMPTY'
  | 'ZONE_WEIGHT_NEGATIVE'
  | 'ZONE_RATE_NEGATIVE'
  | 'ZONE_TRANSIT_INVALID'
  | 'ZONE_THRESHOLD_NEGATIVE'
  | 'ZONE_CARRIER_NAME_REQUIRED'
  | 'ZONE_CARRIER_DUPLICATE'
  | 'ZONE_CARRIER_URL_INVALID';

export interface ZoneError {
  code: ZoneErrorCode;
  /** Which zone (its index in the set) and which field, e.g. `zones.2.bands.1`. */
  field: string;
}

const isWhole = (n: number): boolean => Number.isSafeInteger(n);

/** A carrier's tracking page: https, one `{tracking}`, nothing that could carry markup. */
export function isTrackingTemplate(template: string): boolean {
  if (template.split(TRACKING_PLACEHOLDER).length !== 2 || /[<>"'\s`]/.test(template)) return false;
  try {
    const url = new URL(template.replace(TRACKING_PLACEHOLDER, 'X'));
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function zoneErrors(zone: ShippingZone, at: string): ZoneError[] {
  const errors: ZoneError[] = [];
  const add = (code: ZoneErrorCode, field: string): void => {
    errors.push({ code, field: `${at}.${field}` });
  };
  if (!zone.nameEn.trim() || !zone.nameAm.trim()) add('ZONE_NAME_REQUIRED', 'name');
  if (zone.countries.length === 0) add('ZONE_COUNTRIES_REQUIRED', 'countries');
  zone.countries.forEach((c, i) => {
    if (c !== REST_OF_WORLD && !isCountryCode(c)) add('ZONE_COUNTRY_INVALID', `countries.${i}`);
  });
  if (new Set(zone.countries).size !== zone.countries.length) add('ZONE_COUNTRY_OVERLAP', 'countries');
  if (zone.cities.length > 0 && (zone.countries.length !== 1 || zone.countries[0] !== ETHIOPIA)) add('ZONE_CITIES_OUTSIDE_ETHIOPIA', 'cities');
  const cityKeys = zone.cities.map(normalizeCity);
  if (cityKeys.some((c) => c === '')) add('ZONE_NAME_REQUIRED', 'cities');
  if (new Set(cityKeys).size !== cityKeys.length) add('ZONE_CITY_OVERLAP', 'cities');

  if (zone.bands.length === 0) add('ZONE_BANDS_REQUIRED', 'bands');
  const bands = [...zone.bands].sort((a, b) => a.fromGrams - b.fromGrams);
  bands.forEach((band) => {
    const i = zone.bands.indexOf(band);
    if (!isWhole(band.fromGrams) || band.fromGrams < 0 || (band.toGrams !== null && (!isWhole(band.toGrams) || band.toGrams < 0))) add('ZONE_WEIGHT_NEGATIVE', `bands.${i}`);
    else if (band.toGrams !== null && band.toGrams <= band.fromGrams) add('ZONE_BAND_EMPTY', `bands.${i}`);
    if (!isWhole(band.priceUsdMinor) || band.priceUsdMinor < 0) add('ZONE_RATE_NEGATIVE', `bands.${i}`);
  });
  const first = bands[0];
  if (first && first.fromGrams !== 0) add('ZONE_BAND_START', `bands.${zone.bands.indexOf(first)}`);
  for (let k = 1; k < bands.length; k += 1) {
    const prev = bands[k - 1];
    const band = bands[k];
    if (!prev || !band) continue;
    const i = zone.bands.indexOf(band);
    if (prev.toGrams === null || prev.toGrams > band.fromGrams) add('ZONE_BAND_OVERLAP', `bands.${i}`);
    else if (prev.toGrams < band.fromGrams) add('ZONE_BAND_GAP', `bands.${i}`);
  }

  const transitOk = isWhole(zone.transitMinDays) && isWhole(zone.transitMaxDays) && zone.transitMinDays >= 0 && zone.transitMaxDays >= zone.transitMinDays && zone.transitMaxDays <= 120;
  if (!transitOk) add('ZONE_TRANSIT_INVALID', 'transitMinDays');
  if (zone.freeOverUsdMinor !== null && (!isWhole(zone.freeOverUsdMinor) || zone.freeOverUsdMinor < 0)) add('ZONE_THRESHOLD_NEGATIVE', 'freeOverUsdMinor');
  return errors;
}

/** Carriers are checked on their own (a zone's carriers are stored next to it). */
export function carrierErrors(carriers: readonly Carrier[], at: string): ZoneError[] {
  const errors: ZoneError[] = [];
  const names = new Set<string>();
  carriers.forEach((c, i) => {
    const key = c.name.trim().toLowerCase();
    if (!key) errors.push({ code: 'ZONE_CARRIER_NAME_REQUIRED', field: `${at}.carriers.${i}.name` });
    else if (names.has(key)) errors.push({ code: 'ZONE_CARRIER_DUPLICATE', field: `${at}.carriers.${i}.name` });
    names.add(key);
    if (c.trackingUrlTemplate !== '' && !isTrackingTemplate(c.trackingUrlTemplate)) errors.push({ code: 'ZONE_CARRIER_URL_INVALID', field: `${at}.carriers.${i}.trackingUrlTemplate` });
  });
  return errors;
}

/**
 * Every problem of a zone set, in a stable order (zone by zone, then across zones): a set that
 * answers [] ships every destination to at most one zone at each level, prices every weight from
 * 0 g up to its last band, and links to https tracking pages.
 */
export function validateZones(zones: ReadonlyArray<ShippingZone & { carriers: readonly Carrier[] }>): ZoneError[] {
  const errors: ZoneError[] = zones.flatMap((z, i) => [...zoneErrors(z, `zones.${i}`), ...carrierErrors(z.carriers, `zones.${i}`)]);
  const ids = new Set<string>();
  const countryOwner = new Map<string, number>();
  const cityOwner = new Map<string, number>();
  zones.forEach((zone, i) => {
    if (ids.has(zone.id)) errors.push({ code: 'ZONE_ID_DUPLICATE', field: `zones.${i}.id` });
    ids.add(zone.id);
    if (zone.cities.length > 0) {
      for (const city of zone.cities) {
        const key = normalizeCity(city);
        if (cityOwner.has(key) && cityOwner.get(key) !== i) errors.push({ code: 'ZONE_CITY_OVERLAP', field: `zones.${i}.cities` });
        cityOwner.set(key, i);
      }
      return;
    }
    for (const country of new Set(zone.countries)) {
      if (countryOwner.has(country)) errors.push({ code: 'ZONE_COUNTRY_OVERLAP', field: `zones.${i}.countries` });
      countryOwner.set(country, i);
    }
  });
  return errors;
}
