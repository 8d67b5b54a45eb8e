import { describe, expect, it } from 'vitest';
import { loginHref } from './login-href';

describe('loginHref', () => {
  it('returns to the current page, query included, under both parameter names', () => {
    const href = loginHref('/product/42', '?size=M');
    expect(href).toBe('/login?redirect=%2Fproduct%2F42%3Fsize%3DM&next=%2Fproduct%2F42%3Fsize%3DM');
    const params = new URL(href, 'https://tibeb.example').searchParams;
    expect(params.get('redirect')).toBe('/product/42?size=M');
    expect(params.get('next')).toBe('/product/42?size=M');
  });

  it('never sends the shopper to another site afterwards', () => {
    expect(new URL(loginHref('//evil.example/x'), 'https://tibeb.example').searchParams.get('next')).toBe('/');
    expect(new URL(loginHref('https://evil.example'), 'https://tibeb.example').searchParams.get('redirect')).toBe('/');
  });
});
