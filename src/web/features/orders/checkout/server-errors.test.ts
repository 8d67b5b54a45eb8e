import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { describeFailure, leftFromMessage, lineCode, problemsByLineId } from './server-errors';

describe('server errors on checkout', () => {
  it('maps VALIDATION_ERROR field paths onto the form fields', () => {
    const problem = describeFailure(
      new ApiError(400, 'VALIDATION_ERROR', 'Invalid', {
        'contact.email': ['EMAIL_INVALID'],
        'contact.phone': ['PHONE_INVALID', 'PHONE_REQUIRED'],
        'shipping.city': ['CITY_REQUIRED'],
        'shipping.landmark': ['ADDRESS_DETAIL_REQUIRED'],
        'shipping.addressLine1': ['ADDRESS_LINE_REQUIRED'],
        deliveryNotes: ['NOTES_TOO_LONG'],
        paymentMethod: ['PAYMENT_METHOD_REQUIRED'],
      }),
    );
    expect(problem.code).toBe('VALIDATION_ERROR');
    expect(problem.fields).toEqual({
      email: 'EMAIL_INVALID',
      phone: 'PHONE_INVALID',
      city: 'CITY_REQUIRED',
      landmark: 'ADDRESS_DETAIL_REQUIRED',
      addressLine1: 'ADDRESS_LINE_REQUIRED',
      deliveryNotes: 'NOTES_TOO_LONG',
      paymentMethod: 'PAYMENT_METHOD_REQUIRED',
    });
    expect(problem.uncertain).toBe(false);
  });

  it('puts line problems on the line they name, with how many are left', () => {
    const problem = describeFailure(new ApiError(409, 'OUT_OF_STOCK', 'Only 2 left of Habesha Kemis', { 'lines.1': ['OUT_OF_STOCK'] }));
    expect(problem.lines).toEqual({ 1: { code: 'OUT_OF_STOCK', left: 2 } });
    expect(problem.fields).toEqual({});
    const unavailable = describeFailure(new ApiError(409, 'PRODUCT_UNAVAILABLE', 'Gone', { 'lines.0': ['PRODUCT_UNAVAILABLE'], 'lines.3.selectedSize': ['SIZE_NOT_AVAILABLE'] }));
    expect(unavailable.lines).toEqual({ 0: { code: 'PRODUCT_UNAVAILABLE', left: null }, 3: { code: 'SIZE_NOT_AVAILABLE', left: null } });
  });

  it("gives the message's count to the first short line only (the server names one product in it)", () => {
    const two = describeFailure(new ApiError(409, 'OUT_OF_STOCK', 'Only 2 left of "Kemis".', { 'lines.3': ['OUT_OF_STOCK'], 'lines.1': ['OUT_OF_STOCK'] }));
    expect(two.lines).toEqual({ 1: { code: 'OUT_OF_STOCK', left: 2 }, 3: { code: 'OUT_OF_STOCK', left: null } });
    const none = describeFailure(new ApiError(409, 'OUT_OF_STOCK', '"Netela" is out of stock.', { 'lines.0': ['OUT_OF_STOCK'] }));
    expect(none.lines).toEqual({ 0: { code: 'OUT_OF_STOCK', left: 0 } });
  });

  it('reads a count carried in the code', () => {
    const problem = describeFailure(new ApiError(409, 'OUT_OF_STOCK', 'Not enough stock', { 'lines.0': ['OUT_OF_STOCK:3'] }));
    expect(problem.lines[0]).toEqual({ code: 'OUT_OF_STOCK:3', left: 3 });
    expect(lineCode(problem.lines[0] ?? { code: '', left: null })).toBe('OUT_OF_STOCK');
  });

  it('treats no answer and server failures as uncertain (retry with the same key)', () => {
    expect(describeFailure(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toMatchObject({ code: 'NETWORK_ERROR', uncertain: true });
    expect(describeFailure(new TypeError('Failed to fetch'))).toMatchObject({ code: 'NETWORK_ERROR', uncertain: true });
    expect(describeFailure(new ApiError(502, 'INTERNAL', 'Bad gateway'))).toMatchObject({ code: 'INTERNAL', uncertain: true });
    expect(describeFailure(new ApiError(409, 'PRICE_CHANGED', 'Prices moved'))).toMatchObject({ code: 'PRICE_CHANGED', uncertain: false });
  });

  it('names rate limiting by status, whatever the body says', () => {
    expect(describeFailure(new ApiError(429, 'TOO_MANY', 'slow down')).code).toBe('RATE_LIMITED');
  });

  it('shows a missing consent on the consent box', () => {
    expect(describeFailure(new ApiError(400, 'MEASUREMENT_CONSENT_REQUIRED', 'consent')).fields).toEqual({ measurementConsent: 'MEASUREMENT_CONSENT_REQUIRED' });
  });

  it('finds the count in the usual phrasings only', () => {
    expect(leftFromMessage('Only 1 left')).toBe(1);
    expect(leftFromMessage('3 remaining in stock')).toBe(3);
    expect(leftFromMessage('available: 4')).toBe(4);
    expect(leftFromMessage('Size 38 is sold out')).toBeNull();
    expect(leftFromMessage(undefined)).toBeNull();
  });

  it('maps request line indexes back to cart line ids', () => {
    const problem = describeFailure(new ApiError(409, 'OUT_OF_STOCK', 'Only 1 left', { 'lines.1': ['OUT_OF_STOCK'], 'lines.9': ['OUT_OF_STOCK'] }));
    const byId = problemsByLineId(problem, ['cart-a', 'cart-c']);
    expect([...byId.keys()]).toEqual(['cart-c']);
    expect(problemsByLineId(null, ['a']).size).toBe(0);
  });
});
