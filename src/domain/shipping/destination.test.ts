import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../orders/countries';
import { destinationOf, parseStoredDestination, resolveDestination } from './destination';

describe('the shopper’s destination', () => {
  it('prefers a choice made on this device over the last address and the account', () => {
    expect(
      resolveDestination({ chosen: { country: 'GB', city: null }, lastAddress: { country: 'ET', city: 'Addis Ababa' }, account: { country: 'US', city: 'Seattle' } }),
    ).toEqual({ country: 'GB', city: null, source: 'chosen' });
  });

  it('falls back to the last checkout address, then the account’s country, then nothing', () => {
    expect(resolveDestination({ chosen: null, lastAddress: { country: 'ET', city: ' Addis   Ababa ' }, account: { country: 'US', city: null } })).toEqual({
      country: 'ET',
      city: 'Addis Ababa',
      source: 'last-address',
    });
    expect(resolveDestination({ chosen: null, lastAddress: null, account: { country: 'US', city: 'Seattle' } })).toEqual({ country: 'US', city: null, source: 'account' });
    expect(resolveDestination({ chosen: null, lastAddress: null, account: null })).toBeNull();
    expect(resolveDestination({ chosen: null, lastAddress: null, account: { country: null, city: null } })).toBeNull();
  });

  it('reads an account or order country stored as an English name (older rows)', () => {
    expect(resolveDestination({ chosen: null, lastAddress: null, account: { country: 'Ethiopia', city: 'Bahir Dar' } })).toEqual({ country: 'ET', city: 'Bahir Dar', source: 'account' });
  });

  it('skips a source whose country is not a country', () => {
    expect(resolveDestination({ chosen: null, lastAddress: { country: 'Atlantis', city: 'x' }, account: { country: 'SE' } })).toEqual({ country: 'SE', city: null, source: 'account' });
  });

  it('keeps a city only for Ethiopia, and never one with markup', () => {
    expect(destinationOf('GB', 'London')).toEqual({ country: 'GB', city: null });
    expect(destinationOf('ET', '<b>Adama</b>')).toEqual({ country: 'ET', city: null });
    expect(destinationOf('ET', '   ')).toEqual({ country: 'ET', city: null });
    expect(destinationOf('ET', 'a'.repeat(500))?.city).toHaveLength(80);
  });

  it('reads back only a well-formed stored choice', () => {
    for (const bad of [null, undefined, 'GB', 42, [], {}, { country: 'gb' }, { country: 'XX' }, { country: 'United Kingdom' }, { country: 7 }]) expect(parseStoredDestination(bad)).toBeNull();
    expect(parseStoredDestination({ country: 'ET', city: 'Hawassa', extra: true })).toEqual({ country: 'ET', city: 'Hawassa' });
  });

  it('never throws and always answers a known code, whatever is stored (property)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (chosen, last, account) => {
        const asAddress = (v: unknown) => (typeof v === 'object' && v !== null ? (v as { country?: string | null; city?: string | null }) : null);
        const r = resolveDestination({ chosen, lastAddress: asAddress(last), account: asAddress(account) });
        if (r) expect(COUNTRY_CODES).toContain(r.country);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRY_CODES), fc.string(), (country, city) => {
        const r = parseStoredDestination({ country, city });
        expect(r?.country).toBe(country);
        if (country !== 'ET') expect(r?.city).toBeNull();
      }),
    );
  });
});
