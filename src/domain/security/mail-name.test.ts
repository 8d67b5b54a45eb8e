import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUrlShapedName, mailGreetingName } from './mail-name';

describe('isUrlShapedName (issue 35, item 11)', () => {
  it('sees schemes, www. and dotted hosts, however they are dressed', () => {
    for (const name of [
      'Claim your refund at https://evil.example/r',
      'http://x',
      'HTTPS://EVIL.EXAMPLE',
      'mailto:a@b',
      'javascript:alert(1)',
      'www.evil',
      'Visit WWW.evil.com now',
      'evil.example',
      'refund at evil.example/r',
      'bit.ly/x',
      'a@evil.example',
      '192.168.0.1',
      'ｅｖｉｌ．ｅｘａｍｐｌｅ',
      'evil。example',
      'evil\u200B.example',
      'ኢትዮ.ኮም',
    ]) {
      expect(isUrlShapedName(name), name).toBe(true);
    }
  });

  it('leaves people’s names alone', () => {
    for (const name of ['Selam Bekele', 'ሰላም በቀለ', "O'Brien", 'J. R. Tolkien', 'Abebe B.', 'Mary-Jane', 'Dr. Almaz', 'St. Mary', 'Amanuel 2nd', 'Hanna: designer']) {
      expect(isUrlShapedName(name), name).toBe(false);
    }
  });

  it('sees any generated host inside any text', () => {
    const label = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split('')), minLength: 1, maxLength: 12 });
    const tld = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split('')), minLength: 2, maxLength: 6 });
    const around = fc.string({ unit: fc.constantFrom(' ', 'a', 'ሰ', ',', '!'), maxLength: 10 });
    fc.assert(
      fc.property(around, fc.array(label, { minLength: 1, maxLength: 3 }), tld, around, (before, labels, top, after) => {
        expect(isUrlShapedName(`${before} ${[...labels, top].join('.')} ${after}`)).toBe(true);
      }),
    );
  });
});

describe('mailGreetingName (issue 35, item 11)', () => {
  it('greets by name only a confirmed address, and never with a link', () => {
    expect(mailGreetingName('Selam Bekele', true)).toBe('Selam Bekele');
    expect(mailGreetingName('Selam Bekele', false)).toBeNull();
    expect(mailGreetingName('Claim your refund at https://evil.example/r', true)).toBeNull();
    expect(mailGreetingName('  ', true)).toBeNull();
    expect(mailGreetingName(null, true)).toBeNull();
  });
});
