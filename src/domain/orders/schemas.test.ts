import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryName, isCountryCode } from './countries';
import { chargeCurrencyFor } from './payment-currency';
import { checkoutSchema, isValidPhone, normalisePhone, shippingAddressSchema } from './schemas';

const addisAddress = { fullName: 'Selam Bekele', country: 'ET', city: 'Addis Ababa', subCity: 'Bole', woreda: '03', landmark: 'near Edna Mall' };
const valid = {
  contact: { email: 'selam@example.com', phone: '+251 91 123 4567' },
  shipping: addisAddress,
  paymentMethod: 'cod',
  lines: [{ productId: '4a0c1f0e-8f7e-4c1a-9d61-2b1f0c9e7a11', quantity: 1, selectedSize: 'M' }],
};

function codes(input: unknown): Record<string, string[]> {
  const result = checkoutSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('checkout request', () => {
  it('accepts an Addis Ababa address with no street, by sub-city, woreda and landmark', () => {
    const parsed = checkoutSchema.parse(valid);
    expect(parsed.contact.phone).toBe('+251911234567');
    expect(parsed.shipping.landmark).toBe('near Edna Mall');
    expect(parsed.currency).toBe('USD');
    expect(parsed.includeMeasurements).toBe(false);
  });

  it('asks an Ethiopian address for something a courier can find, and a foreign one for a street line', () => {
    expect(codes({ ...valid, shipping: { fullName: 'Selam', country: 'ET', city: 'Adama' } })).toEqual({ 'shipping.landmark': ['ADDRESS_DETAIL_REQUIRED'] });
    expect(codes({ ...valid, shipping: { fullName: 'Selam', country: 'US', city: 'Seattle' } })).toEqual({ 'shipping.addressLine1': ['ADDRESS_LINE_REQUIRED'] });
    expect(codes({ ...valid, shipping: { fullName: 'Selam', country: 'US', city: 'Seattle', addressLine1: '1 Pine St', postalCode: '98101' } })).toEqual({});
  });

  it('answers each bad field with its own code', () => {
    expect(codes({ ...valid, contact: { email: 'no-at-sign', phone: 'abc' } })).toEqual({ 'contact.email': ['EMAIL_INVALID'], 'contact.phone': ['PHONE_INVALID'] });
    expect(codes({ ...valid, contact: { email: '', phone: '' } })).toEqual({ 'contact.email': ['EMAIL_REQUIRED'], 'contact.phone': ['PHONE_REQUIRED'] });
    expect(codes({ ...valid, lines: [] })).toEqual({ lines: ['CART_EMPTY'] });
    expect(codes({ ...valid, paymentMethod: 'bitcoin' })).toEqual({ paymentMethod: ['PAYMENT_METHOD_REQUIRED'] });
    expect(codes({ ...valid, shipping: { ...addisAddress, country: 'XX' } })).toEqual({ 'shipping.country': ['COUNTRY_REQUIRED'] });
    expect(codes({ ...valid, deliveryNotes: 'x'.repeat(501) })).toEqual({ deliveryNotes: ['NOTES_TOO_LONG'] });
    expect(codes({ ...valid, lines: [{ ...valid.lines[0], quantity: 11 }] })).toEqual({ 'lines.0.quantity': ['QUANTITY_INVALID'] });
  });

  it('strips markup and control characters from what a shopper types', () => {
    const parsed = checkoutSchema.parse({ ...valid, deliveryNotes: 'Call first <script>alert(1)</script>\u0007', shipping: { ...addisAddress, landmark: '<img src=x onerror=alert(1)> blue gate' } });
    expect(parsed.deliveryNotes).toBe('Call first');
    expect(parsed.shipping.landmark).not.toMatch(/onerror/);
  });

  it('treats empty optional fields as not given', () => {
    const parsed = shippingAddressSchema.parse({ ...addisAddress, kebele: '', houseNumber: '  ' });
    expect(parsed.kebele).toBeUndefined();
    expect(parsed.houseNumber).toBeUndefined();
  });

  it('never throws, whatever arrives', () => {
    fc.assert(fc.property(fc.anything(), (input) => void checkoutSchema.safeParse(input)));
    fc.assert(
      fc.property(fc.record({ contact: fc.anything(), shipping: fc.anything(), lines: fc.anything(), paymentMethod: fc.string() }), (input) => void checkoutSchema.safeParse(input)),
    );
  });
});

describe('phone numbers', () => {
  it('accepts Ethiopian and international forms', () => {
    for (const p of ['+251 91 123 4567', '0911234567', '+1 (206) 555-0100', '+44 20 7946 0958']) expect(isValidPhone(p)).toBe(true);
    for (const p of ['12', 'phone', '+251-', '++251911234567', '1'.repeat(16)]) expect(isValidPhone(p)).toBe(false);
  });

  it('normalises to digits and a leading plus, idempotently', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[0-9][0-9 ().-]{5,22}[0-9]$/), (p) => {
        const once = normalisePhone(p);
        expect(normalisePhone(once)).toBe(once);
        expect(once).toMatch(/^\+?[0-9]+$/);
      }),
    );
  });
});

describe('countries and payment currencies', () => {
  it('lists Ethiopia first, each country once, with names in Amharic too', () => {
    expect(COUNTRY_CODES[0]).toBe('ET');
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(isCountryCode('DE')).toBe(true);
    expect(isCountryCode('ZZ')).toBe(false);
    expect(countryName('ET', 'am-ET')).toBe('ኢትዮጵያ');
    expect(countryName('ET', 'en')).toBe('Ethiopia');
  });

  it('charges Chapa in birr and Stripe in the shopper currency except birr', () => {
    expect(chargeCurrencyFor('chapa', 'EUR', 'DE')).toBe('ETB');
    expect(chargeCurrencyFor('stripe', 'EUR', 'DE')).toBe('EUR');
    expect(chargeCurrencyFor('stripe', 'ETB', 'ET')).toBe('USD');
    expect(chargeCurrencyFor('cod', 'ETB', 'DE')).toBe('ETB');
  });

  it('collects pay on delivery inside Ethiopia in birr, whatever the shopper browses in', () => {
    expect(chargeCurrencyFor('cod', 'USD', 'ET')).toBe('ETB');
    expect(chargeCurrencyFor('cod', 'EUR', 'ET')).toBe('ETB');
    expect(chargeCurrencyFor('cod', 'EUR', 'DE')).toBe('EUR');
    expect(chargeCurrencyFor('cod', 'USD', 'US')).toBe('USD');
  });
});
