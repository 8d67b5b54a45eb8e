import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ZONES } from '@domain/shipping';
import { addBand, checkZoneForm, emptyZoneForm, firstErrorKey, formFromZone, parseCountries, parseUsd, serverZoneErrors, usdText, type ZoneFormValues } from './zone-form-values';

const europe = DEFAULT_ZONES.find((z) => z.id === 'europe') ?? DEFAULT_ZONES[0]!;

describe('parseUsd and usdText', () => {
  it('reads dollars as typed into cents, refusing what is not an amount', () => {
    expect(parseUsd('12')).toBe(1200);
    expect(parseUsd('12.5')).toBe(1250);
    expect(parseUsd(' $1,250.05 ')).toBe(125005);
    expect(parseUsd('US$ 9.99')).toBe(999);
    for (const bad of ['', '-3', '1.234', 'abc', '1e3', '12.5.0']) expect(parseUsd(bad), bad).toBeNaN();
  });

  it('round-trips every amount of cents (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 999_999_999 }), (minor) => parseUsd(usdText(minor)) === minor));
    expect(usdText(null)).toBe('');
    expect(usdText(7_500)).toBe('75.00');
  });
});

describe('checkZoneForm', () => {
  it('turns a stored zone back into the same zone (every default zone)', () => {
    for (const zone of DEFAULT_ZONES) {
      const checked = checkZoneForm(formFromZone(zone));
      expect(checked.ok, zone.id).toBe(true);
      if (!checked.ok) continue;
      const { position: _p, ...rest } = zone;
      expect(checked.zone).toEqual(rest);
    }
  });

  it('reads codes in any spacing and case, each once; cities one per line', () => {
    expect(parseCountries('gb, fr;de\nGB  *')).toEqual(['GB', 'FR', 'DE', '*']);
    const checked = checkZoneForm({ ...formFromZone(europe), countries: 'gb fr', cities: '' });
    expect(checked.ok && checked.zone.countries).toEqual(['GB', 'FR']);
  });

  it('names unreadable numbers at their row or field with the server’s codes', () => {
    const v: ZoneFormValues = { ...formFromZone(europe), bands: [{ from: '0', to: '1000', price: 'ten' }, { from: '1000', to: 'x', price: '5' }], transitMin: '2', transitMax: 'soon', freeOver: '-1' };
    const checked = checkZoneForm(v);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({ 'bands.0': 'ZONE_RATE_NEGATIVE', 'bands.1': 'ZONE_WEIGHT_NEGATIVE', transitMinDays: 'ZONE_TRANSIT_INVALID', freeOverUsdMinor: 'ZONE_THRESHOLD_NEGATIVE' });
    expect(firstErrorKey(checked.errors, v)).toBe('bands.0');
  });

  it('leaves the set’s rules (a gap) to the server, and refuses a bad id or markup in a name by their codes', () => {
    const gap = checkZoneForm({ ...formFromZone(europe), bands: [{ from: '0', to: '1000', price: '10' }, { from: '1500', to: '', price: '20' }] });
    expect(gap.ok).toBe(true);
    const bad = checkZoneForm({ ...emptyZoneForm, id: 'Not A Slug', nameEn: '<b>Zone</b>', nameAm: 'ዞን', countries: 'GB', bands: [{ from: '0', to: '', price: '5' }], transitMin: '1', transitMax: '2' });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors).toMatchObject({ id: 'ZONE_ID_INVALID', nameEn: 'ZONE_NAME_MARKUP' });
  });
});

describe('serverZoneErrors', () => {
  it('puts each code at the field the form shows: rows by index, a country’s entry under countries', () => {
    expect(serverZoneErrors({ 'bands.1': ['ZONE_BAND_GAP'], 'countries.2': ['ZONE_COUNTRY_INVALID'], 'carriers.0.trackingUrlTemplate': ['ZONE_CARRIER_URL_INVALID'], 'body.bands.0.priceUsdMinor': ['too big'] })).toEqual({
      'bands.1': 'ZONE_BAND_GAP',
      'bands.0': 'too big',
      countries: 'ZONE_COUNTRY_INVALID',
      'carriers.0.trackingUrlTemplate': 'ZONE_CARRIER_URL_INVALID',
    });
    expect(serverZoneErrors(undefined)).toEqual({});
  });
});

describe('addBand', () => {
  it('starts the new band where the last ends', () => {
    expect(addBand([{ from: '0', to: '1000', price: '10.00' }])).toEqual([
      { from: '0', to: '1000', price: '10.00' },
      { from: '1000', to: '', price: '10.00' },
    ]);
  });
});
