import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../orders/countries';
import { DEFAULT_ZONES } from './defaults';
import { bandFor, isTrackingTemplate, matchZone, normalizeCity, validateZones, type ShippingZone, type WeightBand } from './zones';

const zones = DEFAULT_ZONES;
const byId = (id: string) => zones.find((z) => z.id === id);
const withoutWorld = zones.filter((z) => z.id !== 'rest-of-world');

describe('zone matching', () => {
  it('sends Addis Ababa to its city zone, the rest of Ethiopia to the country zone, the world to the catch-all', () => {
    expect(matchZone(zones, { country: 'ET', city: 'Addis Ababa' })?.id).toBe('addis-ababa');
    expect(matchZone(zones, { country: 'ET', city: '  addis   abeba ' })?.id).toBe('addis-ababa');
    expect(matchZone(zones, { country: 'ET', city: 'አዲስ አበባ' })?.id).toBe('addis-ababa');
    expect(matchZone(zones, { country: 'ET', city: 'Bahir Dar' })?.id).toBe('ethiopia');
    expect(matchZone(zones, { country: 'ET' })?.id).toBe('ethiopia');
    expect(matchZone(zones, { country: 'GB', city: 'London' })?.id).toBe('europe-uk');
    expect(matchZone(zones, { country: 'US', city: 'Addis Ababa' })?.id).toBe('north-america');
    expect(matchZone(zones, { country: 'JP' })?.id).toBe('rest-of-world');
    expect(matchZone(withoutWorld, { country: 'JP' })).toBeNull();
  });

  it('finds exactly one zone for every country, and a country zone listing it wins over the catch-all', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRY_CODES), fc.option(fc.string({ maxLength: 20 }), { nil: null }), (country, city) => {
        const zone = matchZone(zones, { country, city });
        expect(zone).not.toBeNull();
        const listing = zones.filter((z) => z.cities.length === 0 && z.countries.includes(country));
        if (listing.length === 1 && !(country === 'ET' && zone?.id === 'addis-ababa')) expect(zone?.id).toBe(listing[0]?.id);
        if (listing.length === 0) expect(zone?.id).toBe('rest-of-world');
        if (zone?.id === 'addis-ababa') expect(zones.find((z) => z.id === 'addis-ababa')?.cities.map(normalizeCity)).toContain(normalizeCity(city ?? ''));
      }),
    );
  });

  it('answers the same zone whatever the zones order, for a valid set', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...zones], { minLength: zones.length, maxLength: zones.length }), fc.constantFrom(...COUNTRY_CODES), fc.constantFrom('Addis Ababa', 'Hawassa', 'London'), (shuffled, country, city) => {
        expect(matchZone(shuffled, { country, city })?.id).toBe(matchZone(zones, { country, city })?.id);
      }),
    );
  });
});

/** Contiguous bands from 0 g, the last open: the shape a valid zone has. */
const contiguousBands = fc.array(fc.tuple(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 50_000 })), { minLength: 1, maxLength: 6 }).map((steps): WeightBand[] => {
  let at = 0;
  return steps.map(([width, price], i) => {
    const band = { fromGrams: at, toGrams: i === steps.length - 1 ? null : at + width, priceUsdMinor: price };
    at += width;
    return band;
  });
});

const zoneWith = (bands: WeightBand[]): ShippingZone & { carriers: [] } => ({ ...(byId('gulf') as ShippingZone), bands, carriers: [] });

describe('weight bands', () => {
  it('puts every weight in exactly one band of a contiguous set, from inclusive, to exclusive', () => {
    fc.assert(
      fc.property(contiguousBands, fc.integer({ min: 0, max: 100_000 }), (bands, grams) => {
        expect(validateZones([zoneWith(bands)])).toEqual([]);
        const band = bandFor(bands, grams);
        expect(band).not.toBeNull();
        expect(bands.filter((b) => grams >= b.fromGrams && (b.toGrams === null || grams < b.toGrams))).toEqual([band]);
      }),
    );
  });

  it('finds a gap, an overlap, a start above 0 g, a negative weight or rate', () => {
    fc.assert(
      fc.property(contiguousBands.filter((b) => b.length >= 2), fc.integer({ min: 1, max: 500 }), (bands, by) => {
        const gap = bands.map((b, i) => (i === 1 ? { ...b, fromGrams: b.fromGrams + by, toGrams: b.toGrams === null ? null : b.toGrams + by } : b));
        expect(validateZones([zoneWith(gap)]).map((e) => e.code)).toContain('ZONE_BAND_GAP');
        const overlap = bands.map((b, i) => (i === 0 ? { ...b, toGrams: (b.toGrams ?? 0) + by } : b));
        expect(validateZones([zoneWith(overlap)]).map((e) => e.code)).toContain('ZONE_BAND_OVERLAP');
      }),
    );
    const ok: WeightBand[] = [
      { fromGrams: 0, toGrams: 1000, priceUsdMinor: 100 },
      { fromGrams: 1000, toGrams: null, priceUsdMinor: 200 },
    ];
    const codes = (bands: WeightBand[]) => validateZones([zoneWith(bands)]).map((e) => e.code);
    expect(codes([{ ...ok[0], fromGrams: 10 } as WeightBand, ok[1] as WeightBand])).toContain('ZONE_BAND_START');
    expect(codes([{ ...ok[0], priceUsdMinor: -1 } as WeightBand, ok[1] as WeightBand])).toEqual(['ZONE_RATE_NEGATIVE']);
    expect(codes([{ ...ok[0], toGrams: -5 } as WeightBand])).toContain('ZONE_WEIGHT_NEGATIVE');
    expect(codes([])).toEqual(['ZONE_BANDS_REQUIRED']);
    expect(codes([ok[0] as WeightBand, { ...ok[1], toGrams: 1000 } as WeightBand])).toContain('ZONE_BAND_EMPTY');
    // A closed last band is allowed: heavier parcels have no price.
    expect(codes([ok[0] as WeightBand])).toEqual([]);
    expect(bandFor([ok[0] as WeightBand], 1000)).toBeNull();
  });
});

describe('zone set validation', () => {
  it('accepts the defaults', () => {
    expect(validateZones(zones)).toEqual([]);
  });

  it('refuses a country in two zones, a city in two zones, cities outside Ethiopia, a twice-used id', () => {
    const eu = byId('europe-uk') as (typeof zones)[number];
    const na = byId('north-america') as (typeof zones)[number];
    const addis = byId('addis-ababa') as (typeof zones)[number];
    expect(validateZones([eu, { ...na, countries: ['US', 'GB'] }])).toEqual([{ code: 'ZONE_COUNTRY_OVERLAP', field: 'zones.1.countries' }]);
    expect(validateZones([addis, { ...addis, id: 'x', cities: ['ADDIS ABABA'] }])).toEqual([{ code: 'ZONE_CITY_OVERLAP', field: 'zones.1.cities' }]);
    expect(validateZones([{ ...na, cities: ['Toronto'] }]).map((e) => e.code)).toEqual(['ZONE_CITIES_OUTSIDE_ETHIOPIA']);
    expect(validateZones([eu, { ...na, id: eu.id }]).map((e) => e.code)).toEqual(['ZONE_ID_DUPLICATE']);
    expect(validateZones([{ ...na, countries: ['XX'] }]).map((e) => e.code)).toEqual(['ZONE_COUNTRY_INVALID']);
    expect(validateZones([{ ...na, transitMinDays: 5, transitMaxDays: 3 }]).map((e) => e.code)).toEqual(['ZONE_TRANSIT_INVALID']);
    expect(validateZones([{ ...na, freeOverUsdMinor: -1 }]).map((e) => e.code)).toEqual(['ZONE_THRESHOLD_NEGATIVE']);
    expect(validateZones([{ ...na, nameAm: ' ' }]).map((e) => e.code)).toEqual(['ZONE_NAME_REQUIRED']);
    // Two catch-alls overlap like any country.
    const world = byId('rest-of-world') as (typeof zones)[number];
    expect(validateZones([world, { ...world, id: 'w2' }]).map((e) => e.code)).toEqual(['ZONE_COUNTRY_OVERLAP']);
  });

  it('refuses carriers without a name, twice named, or with a tracking page that is not https with one {tracking}', () => {
    const na = byId('north-america') as (typeof zones)[number];
    const carriers = (trackingUrlTemplate: string, name = 'X') => validateZones([{ ...na, carriers: [{ name, trackingUrlTemplate }] }]).map((e) => e.code);
    expect(carriers('https://track.example.com/{tracking}')).toEqual([]);
    // No tracking page at all: a courier across a city.
    expect(carriers('')).toEqual([]);
    expect(carriers('http://track.example.com/{tracking}')).toEqual(['ZONE_CARRIER_URL_INVALID']);
    expect(carriers('https://track.example.com/')).toEqual(['ZONE_CARRIER_URL_INVALID']);
    expect(carriers('https://track.example.com/{tracking}/{tracking}')).toEqual(['ZONE_CARRIER_URL_INVALID']);
    expect(carriers('javascript:alert(1)//{tracking}')).toEqual(['ZONE_CARRIER_URL_INVALID']);
    expect(carriers('https://x.com/"><script>{tracking}')).toEqual(['ZONE_CARRIER_URL_INVALID']);
    expect(carriers('https://track.example.com/{tracking}', ' ')).toEqual(['ZONE_CARRIER_NAME_REQUIRED']);
    const twice = validateZones([{ ...na, carriers: [na.carriers[0], na.carriers[0]] as typeof na.carriers }]).map((e) => e.code);
    expect(twice).toEqual(['ZONE_CARRIER_DUPLICATE']);
  });

  it('takes a tracking page with one {tracking} on https', () => {
    expect(isTrackingTemplate('https://t.example.com/?n={tracking}')).toBe(true);
    expect(isTrackingTemplate('')).toBe(false);
  });
});
