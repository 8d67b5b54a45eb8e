import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorTextOf } from './error-text';
import { Translator } from './translator';

const resources = {
  en: {
    common: { errors: { unexpected: 'Something went wrong', codes: { NOT_FOUND: 'Not found', INTERNAL: 'Please try again' } } },
    admin: { errors: { FORBIDDEN: 'Admins only', SHARED: 'admin says' } },
    'admin-commerce': { errors: { SHARED: 'commerce says' } },
    orders: { errors: { ORDER_CLOSED: 'This order is closed' } },
  },
  'am-ET': {
    common: { errors: { codes: { NOT_FOUND: 'አልተገኘም' } } },
    admin: { errors: { FORBIDDEN: 'ለአስተዳዳሪ ብቻ' } },
  },
};

const t = (language = 'en') => new Translator({ resources, language, fallbackLanguage: 'en', defaultNamespace: 'common', fallbackNamespace: 'common' }).t;
const refusal = (code: string, message = `server: ${code}`) => new ApiError(400, code, message);

describe('errorTextOf', () => {
  it('uses the first namespace that has the code, most specific first', () => {
    const text = errorTextOf(t(), ['admin-commerce', 'admin']);
    expect(text(refusal('SHARED'))).toBe('commerce says');
    expect(text(refusal('FORBIDDEN'))).toBe('Admins only');
    expect(text('FORBIDDEN')).toBe('Admins only');
  });

  it('falls back to the shared codes, then the server message or the code, then the generic line', () => {
    const text = errorTextOf(t(), ['admin']);
    expect(text(refusal('NOT_FOUND'))).toBe('Not found');
    expect(text(refusal('NEW_RULE', 'A rule the texts lack'))).toBe('A rule the texts lack');
    expect(text('NEW_RULE')).toBe('NEW_RULE');
    expect(text(new TypeError('fetch failed'))).toBe('Something went wrong');
    expect(text(undefined)).toBe('Something went wrong');
  });

  it('with no namespaces reads the shared texts only', () => {
    const text = errorTextOf(t(), []);
    expect(text(refusal('FORBIDDEN', 'Forbidden'))).toBe('Forbidden');
    expect(text(refusal('NOT_FOUND'))).toBe('Not found');
  });

  it('reads the active language, then English', () => {
    const text = errorTextOf(t('am-ET'), ['admin']);
    expect(text(refusal('FORBIDDEN'))).toBe('ለአስተዳዳሪ ብቻ');
    expect(text(refusal('NOT_FOUND'))).toBe('አልተገኘም');
    expect(text(refusal('SHARED'))).toBe('admin says');
  });

  it('refusalsOnly: a plain error or string reads as INTERNAL, an unknown code as the generic line', () => {
    const text = errorTextOf(t(), ['orders'], { refusalsOnly: true });
    expect(text(refusal('ORDER_CLOSED'))).toBe('This order is closed');
    expect(text(refusal('NOT_FOUND'))).toBe('Not found');
    expect(text(refusal('NEW_RULE', 'raw English'))).toBe('Something went wrong');
    expect(text(new TypeError('fetch failed'))).toBe('Please try again');
    expect(text('ORDER_CLOSED')).toBe('Please try again');
  });
});
