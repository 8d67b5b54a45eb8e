import { describe, expect, it } from 'vitest';
import { quoteRequestSchema, zoneCreateSchema, zoneInputSchema } from './api';
import { DEFAULT_ZONES } from './defaults';
import { validateZones } from './zones';

const europe = DEFAULT_ZONES.find((z) => z.id === 'europe-uk')!;
const { position: _europePosition, ...europeCreate } = europe;

describe('the zone contract', () => {
  it('takes every default zone as it is, and what it parses still passes the domain rules', () => {
    for (const { position: _position, ...zone } of DEFAULT_ZONES) {
      const parsed = zoneCreateSchema.parse(zone);
      expect(parsed).toEqual(zone);
      expect(validateZones([{ ...parsed }])).toEqual([]);
    }
  });

  it('upper-cases countries and leaves sign and order of numbers to the domain', () => {
    const parsed = zoneInputSchema.parse({ ...europeCreate, countries: ['gb', ' fr '], bands: [{ fromGrams: -5, toGrams: null, priceUsdMinor: -1 }] });
    expect(parsed.countries).toEqual(['GB', 'FR']);
    expect(validateZones([{ id: 'x', ...parsed }]).map((e) => e.code)).toEqual(expect.arrayContaining(['ZONE_WEIGHT_NEGATIVE', 'ZONE_RATE_NEGATIVE']));
  });

  it('refuses markup in names, cities and carrier names, and an id that is not a slug', () => {
    const issues = (input: unknown) => zoneCreateSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    expect(issues({ ...europeCreate, nameEn: '<b>Europe</b>' })).toEqual([['nameEn', 'ZONE_NAME_MARKUP']]);
    expect(issues({ ...europeCreate, nameAm: 'javascript:alert(1)' })).toEqual([['nameAm', 'ZONE_NAME_MARKUP']]);
    expect(issues({ ...europeCreate, cities: ['x onclick="a()"'] })).toEqual([['cities.0', 'ZONE_NAME_MARKUP']]);
    expect(issues({ ...europeCreate, carriers: [{ name: '<i>DHL</i>', trackingUrlTemplate: 'https://a.b/{tracking}' }] })).toEqual([['carriers.0.name', 'ZONE_NAME_MARKUP']]);
    expect(issues({ ...europeCreate, id: 'Europe UK' })).toEqual([['id', 'ZONE_ID_INVALID']]);
    expect(issues({ ...europeCreate, nameEn: 'Europe & the UK (1–2 kg)' })).toEqual([]);
  });
});

describe('the quote contract', () => {
  const line = { productId: 'p', quantity: 1 };
  it('takes a known country and 1 to 50 lines of 1 to 99 pieces', () => {
    expect(quoteRequestSchema.parse({ destination: { country: 'et', city: ' Addis Ababa ' }, lines: [line] }).destination).toEqual({ country: 'ET', city: 'Addis Ababa' });
    expect(quoteRequestSchema.safeParse({ destination: { country: 'ZZ' }, lines: [line] }).error?.issues[0]?.message).toBe('COUNTRY_REQUIRED');
    expect(quoteRequestSchema.safeParse({ destination: { country: 'GB' }, lines: Array(50).fill(line) }).success).toBe(true);
    expect(quoteRequestSchema.safeParse({ destination: { country: 'GB' }, lines: Array(51).fill(line) }).success).toBe(false);
    expect(quoteRequestSchema.safeParse({ destination: { country: 'GB' }, lines: [] }).success).toBe(false);
    expect(quoteRequestSchema.safeParse({ destination: { country: 'GB' }, lines: [{ productId: 'p', quantity: 100 }] }).success).toBe(false);
  });
});
