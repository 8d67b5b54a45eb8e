import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEthiopianMobile, maskEmail, maskPhone, parseMobile } from './phone';

describe('parseMobile', () => {
  it.each([
    ['0911234567', '+251911234567'],
    ['+251 911 23 45 67', '+251911234567'],
    ['251911234567', '+251911234567'],
    ['(0911) 234-567', '+251911234567'],
    ['0711234567', '+251711234567'],
    ['+251-700-123456', '+251700123456'],
  ])('reads %s as %s', (input, e164) => {
    expect(parseMobile(input)).toEqual({ ok: true, e164 });
  });

  it('refuses what is not a phone number', () => {
    for (const bad of ['', '   ', 'abc', '09112', '+2519112345678999', '0911<b>234567', '0911234567; drop', '+'.repeat(50)]) {
      expect(parseMobile(bad)).toEqual({ ok: false, code: 'PHONE_INVALID' });
    }
  });

  it('refuses numbers that are valid but not Ethiopian mobiles', () => {
    expect(parseMobile('+251111234567')).toEqual({ ok: false, code: 'PHONE_NOT_ETHIOPIAN_MOBILE' }); // Addis landline
    expect(parseMobile('+44 7911 123456')).toEqual({ ok: false, code: 'PHONE_NOT_ETHIOPIAN_MOBILE' });
  });

  it('every nine-digit 9… or 7… number reads back as itself in E.164 (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('9', '7'), fc.stringMatching(/^\d{8}$/), (first, rest) => {
        const e164 = `+251${first}${rest}`;
        const local = parseMobile(`0${first}${rest}`);
        if (local.ok) {
          expect(local.e164).toBe(e164);
          expect(parseMobile(e164)).toEqual(local);
          expect(isEthiopianMobile(local.e164)).toBe(true);
        }
      }),
    );
  });

  it('anything it accepts is E.164 of an Ethiopian mobile (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const r = parseMobile(input);
        if (r.ok) expect(r.e164).toMatch(/^\+251[79]\d{8}$/);
      }),
    );
  });

  it('masks all but the last four digits', () => {
    expect(maskPhone('+251911234567')).toBe('+251 •••• 4567');
  });
});

describe('maskEmail', () => {
  it('keeps the first two characters of the name and the whole domain', () => {
    expect(maskEmail('selam@designers.tibeb.example')).toBe('se•••@designers.tibeb.example');
    expect(maskEmail('ab@example.com')).toBe('a•••@example.com');
    expect(maskEmail('not-an-address')).toBe('•••');
  });

  it('never shows more than two characters before the @ (property)', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const masked = maskEmail(email);
        const local = masked.slice(0, masked.lastIndexOf('@'));
        expect(local.endsWith('•••')).toBe(true);
        expect([...local.replace(/•••$/, '')].length).toBeLessThanOrEqual(2);
        expect(masked.slice(masked.lastIndexOf('@'))).toBe(email.slice(email.lastIndexOf('@')));
      }),
    );
  });
});
