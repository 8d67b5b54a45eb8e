import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '@domain/orders/constants';
import { MEASUREMENT_KEYS } from '@domain/sizing/types';

/** Keys the checkout pages build at run time (the shared locales test only sees literal keys). */
const localesDir = path.resolve(import.meta.dirname, '../../../locales');
const load = (lang: string) => JSON.parse(readFileSync(path.join(localesDir, lang, 'checkout.json'), 'utf8')) as Record<string, unknown>;

function has(tree: Record<string, unknown>, key: string): boolean {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

const CONTRACT_CODES = [
  'VALIDATION_ERROR',
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'PRODUCT_UNAVAILABLE',
  'OUT_OF_STOCK',
  'SIZE_REQUIRED',
  'SIZE_NOT_AVAILABLE',
  'PRICE_CHANGED',
  'PAYMENT_METHOD_UNAVAILABLE',
  'MEASUREMENT_CONSENT_REQUIRED',
  'RATE_LIMITED',
  'PAYMENT_PROVIDER_ERROR',
  'NETWORK_ERROR',
  'CART_EMPTY',
  'ORDER_TOO_LARGE',
];
const FIELD_CODES = [
  'EMAIL_REQUIRED',
  'EMAIL_INVALID',
  'PHONE_REQUIRED',
  'PHONE_INVALID',
  'FULL_NAME_REQUIRED',
  'FULL_NAME_TOO_LONG',
  'COUNTRY_REQUIRED',
  'CITY_REQUIRED',
  'FIELD_TOO_LONG',
  'ADDRESS_DETAIL_REQUIRED',
  'ADDRESS_LINE_REQUIRED',
  'NOTES_TOO_LONG',
  'PAYMENT_METHOD_REQUIRED',
  'TEXT_INVALID',
  'MEASUREMENT_CONSENT_REQUIRED',
];

describe('checkout locale keys built at run time', () => {
  for (const lang of ['en', 'am-ET']) {
    const tree = load(lang);
    it(`${lang}: has every payment method, payment state, measurement, city and error code`, () => {
      const keys = [
        ...PAYMENT_METHODS.flatMap((m) => ['name', 'description', 'charge'].map((p) => `payment.methods.${m}.${p}`)),
        ...['on_delivery', 'paid', 'refunded', 'pending', 'failed'].flatMap((s) => [`success.payment.${s}.title`, `success.payment.${s}.body`]),
        ...['confirm', 'made', 'shipped'].flatMap((s) => [`success.next.${s}.title`, `success.next.${s}.body`]),
        ...MEASUREMENT_KEYS.map((k) => `measurements.${k}`),
        ...['addisAbaba', 'adama', 'bahirDar', 'hawassa', 'mekelle', 'direDawa', 'gondar', 'jimma'].map((c) => `address.cities.${c}`),
        ...CONTRACT_CODES.map((c) => `problems.${c}`),
        ...FIELD_CODES.map((c) => `errors.${c}`),
      ];
      expect(keys.filter((k) => !has(tree, k))).toEqual([]);
    });
  }
});
