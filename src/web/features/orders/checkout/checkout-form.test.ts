import { describe, expect, it } from 'vitest';
import {
  applyPrefill,
  dirtyFromDraft,
  EMPTY_VALUES,
  errorFor,
  fieldForPath,
  fieldId,
  firstInvalidField,
  lineIndexForPath,
  parseDraft,
  toCheckoutInput,
  validateCheckout,
  valuesFromAddress,
  type CheckoutContext,
  type CheckoutValues,
} from './checkout-form';

const ctx = (over: Partial<CheckoutContext> = {}): CheckoutContext => ({
  lines: [{ productId: 'p1', quantity: 1, selectedSize: 'M' }],
  currency: 'ETB',
  locale: 'am-ET',
  includeMeasurements: false,
  measurementConsent: false,
  expectedTotalUsdMinor: 12_999,
  isGuest: true,
  ...over,
});

const addis: CheckoutValues = {
  ...EMPTY_VALUES,
  email: 'selam@example.com',
  phone: '+251 91 123 4567',
  fullName: 'Selam Tesfaye',
  city: 'Addis Ababa',
  subCity: 'Bole',
  landmark: 'Near Edna Mall',
  paymentMethod: 'cod',
};

describe('checkout form', () => {
  it('accepts an Addis Ababa address with a landmark and sends only Ethiopian address fields', () => {
    const verdict = validateCheckout({ ...addis, addressLine1: 'typed before switching country' }, ctx());
    expect(verdict.ok).toBe(true);
    if (!verdict.ok) return;
    expect(verdict.input.shipping).toEqual({ fullName: 'Selam Tesfaye', country: 'ET', city: 'Addis Ababa', subCity: 'Bole', woreda: '', kebele: '', houseNumber: '', landmark: 'Near Edna Mall' });
    expect(verdict.data.contact.phone).toBe('+251911234567');
    expect(verdict.input).toMatchObject({ currency: 'ETB', locale: 'am-ET', expectedTotalUsdMinor: 12_999, paymentMethod: 'cod' });
  });

  it('asks an Ethiopian address for something to find the door by', () => {
    const verdict = validateCheckout({ ...addis, subCity: '', landmark: '' }, ctx());
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    expect(verdict.errors).toEqual({ landmark: 'ADDRESS_DETAIL_REQUIRED' });
  });

  it('keeps what was typed when the country changes, and asks abroad for a street line', () => {
    const abroad = { ...addis, country: 'US', city: 'Washington', region: 'DC', postalCode: '20001' };
    const verdict = validateCheckout(abroad, ctx());
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.errors).toEqual({ addressLine1: 'ADDRESS_LINE_REQUIRED' });
    const fixed = toCheckoutInput({ ...abroad, addressLine1: '1 Main St' }, ctx());
    expect(fixed.shipping).toEqual({ fullName: 'Selam Tesfaye', country: 'US', addressLine1: '1 Main St', addressLine2: '', city: 'Washington', region: 'DC', postalCode: '20001' });
    // Switching back: the Ethiopian fields are still there.
    expect(toCheckoutInput({ ...abroad, country: 'ET' }, ctx()).shipping).toMatchObject({ subCity: 'Bole', landmark: 'Near Edna Mall' });
  });

  it('reports every field code and the first invalid field in page order', () => {
    const verdict = validateCheckout({ ...EMPTY_VALUES, email: 'nope', phone: '12' }, ctx());
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    expect(verdict.errors).toMatchObject({
      email: 'EMAIL_INVALID',
      phone: 'PHONE_INVALID',
      fullName: 'FULL_NAME_REQUIRED',
      city: 'CITY_REQUIRED',
      landmark: 'ADDRESS_DETAIL_REQUIRED',
      paymentMethod: 'PAYMENT_METHOD_REQUIRED',
    });
    expect(firstInvalidField(verdict.errors, 'ET')).toBe('email');
    expect(firstInvalidField({ paymentMethod: 'X', city: 'Y' }, 'ET')).toBe('city');
    expect(firstInvalidField({}, 'ET')).toBeNull();
  });

  it('puts non-field problems aside for the banner', () => {
    const verdict = validateCheckout(addis, ctx({ lines: [] }));
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.other).toEqual(['CART_EMPTY']);
  });

  it('requires a guest to consent before measurements go, never an account', () => {
    const guest = validateCheckout(addis, ctx({ includeMeasurements: true, measurementConsent: false }));
    expect(guest.ok).toBe(false);
    if (!guest.ok) expect(guest.errors).toEqual({ measurementConsent: 'MEASUREMENT_CONSENT_REQUIRED' });
    expect(validateCheckout(addis, ctx({ includeMeasurements: true, measurementConsent: true })).ok).toBe(true);
    expect(validateCheckout(addis, ctx({ includeMeasurements: true, isGuest: false })).ok).toBe(true);
  });

  it('tells one field at a time (on blur)', () => {
    expect(errorFor({ ...addis, email: 'x@' }, ctx(), 'email')).toBe('EMAIL_INVALID');
    expect(errorFor({ ...addis, email: 'x@' }, ctx(), 'phone')).toBeUndefined();
    expect(errorFor(addis, ctx(), 'email')).toBeUndefined();
    expect(errorFor({ ...addis, deliveryNotes: 'x'.repeat(501) }, ctx(), 'deliveryNotes')).toBe('NOTES_TOO_LONG');
  });

  it('maps schema and server paths onto fields and lines', () => {
    expect(fieldForPath('contact.email')).toBe('email');
    expect(fieldForPath(['shipping', 'subCity'])).toBe('subCity');
    expect(fieldForPath('shipping.unknown')).toBeNull();
    expect(fieldForPath('shipping')).toBeNull();
    expect(fieldForPath('paymentMethod')).toBe('paymentMethod');
    expect(fieldForPath('lines.2')).toBeNull();
    expect(lineIndexForPath('lines.2')).toBe(2);
    expect(lineIndexForPath(['lines', 0, 'quantity'])).toBe(0);
    expect(lineIndexForPath('lines')).toBeNull();
    expect(lineIndexForPath('shipping.city')).toBeNull();
  });

  it('names elements as the journeys expect', () => {
    expect(fieldId('fullName')).toBe('checkout-full-name');
    expect(fieldId('subCity')).toBe('checkout-sub-city');
    expect(fieldId('houseNumber')).toBe('checkout-house-number');
    expect(fieldId('addressLine1')).toBe('checkout-address-line1');
    expect(fieldId('postalCode')).toBe('checkout-postal-code');
    expect(fieldId('deliveryNotes')).toBe('checkout-notes');
    expect(fieldId('paymentMethod', 'chapa')).toBe('checkout-payment-chapa');
  });

  it('prefills only empty fields the shopper has not typed in', () => {
    const typed = { ...EMPTY_VALUES, email: 'typed@example.com' };
    const next = applyPrefill(typed, new Set(['email', 'phone']), { email: 'account@example.com', phone: '0911', fullName: 'Abebe Kebede', country: 'US', city: '' });
    expect(next).toMatchObject({ email: 'typed@example.com', phone: '', fullName: 'Abebe Kebede', country: 'US', city: '' });
    // An untouched default country may be replaced; a chosen one may not.
    expect(applyPrefill(EMPTY_VALUES, new Set(['country']), { country: 'US' }).country).toBe('ET');
    // Nothing to change: the same object comes back (no re-render).
    expect(applyPrefill(next, new Set(), { fullName: 'Abebe Kebede' })).toBe(next);
  });

  it('reads a saved address into form values', () => {
    expect(valuesFromAddress({ fullName: 'Hirut', country: 'ET', city: 'Adama', landmark: 'Near the bus station', postalCode: undefined })).toEqual({
      fullName: 'Hirut',
      country: 'ET',
      city: 'Adama',
      landmark: 'Near the bus station',
    });
    expect(valuesFromAddress(null)).toEqual({});
  });

  it('restores a draft after a reload, distrusting anything odd in it', () => {
    const draft = parseDraft({ values: { ...addis, paymentMethod: 'bitcoin', city: 42, country: '' }, includeMeasurements: false, measurementConsent: 'yes' });
    expect(draft?.values).toMatchObject({ email: 'selam@example.com', city: '', country: 'ET', paymentMethod: '' });
    expect(draft?.includeMeasurements).toBe(false);
    expect(draft?.measurementConsent).toBe(false);
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft({ values: 'x' })).toBeNull();
    expect(dirtyFromDraft(parseDraft({ values: addis }) ?? { values: EMPTY_VALUES, includeMeasurements: null, measurementConsent: false })).toEqual(
      new Set(['email', 'phone', 'fullName', 'city', 'subCity', 'landmark']),
    );
  });
});
