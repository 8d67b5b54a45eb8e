import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsDangerousContent, isInternalPath, isSafeLink, isValidEmail, passwordIssues, PASSWORD_MESSAGES, sanitizeText, urlIssue, type ScanMeter } from './index';

/** The regular expressions the cleaners used to be: the reference for what they remove (small inputs only: they are quadratic). */
const REFERENCE = [
  /<\s*script\b[^>]*>[\s\S]*?<\s*\/\s*script\s*>/gi,
  /<\s*\/?\s*script\b[^>]*>/gi,
  /javascript\s*:/gi,
  /\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi,
];
const referenceStripOnce = (value: string) => REFERENCE.reduce((out, re) => out.replace(re, ''), value);

describe('password rules', () => {
  it('accepts a password that meets every rule', () => {
    expect(passwordIssues('Str0ng!Pass')).toEqual([]);
    expect(passwordIssues('Str0ng!Pass', 'Str0ng!Pass')).toEqual([]);
  });

  it('names each broken rule with the spec messages', () => {
    expect(passwordIssues('')).toEqual(['PASSWORD_REQUIRED']);
    expect(passwordIssues('abc')).toEqual(['PASSWORD_TOO_SHORT', 'PASSWORD_NEEDS_UPPERCASE', 'PASSWORD_NEEDS_DIGIT', 'PASSWORD_NEEDS_SPECIAL']);
    expect(passwordIssues('Str0ng!Pass', 'other')).toEqual(['PASSWORDS_DO_NOT_MATCH']);
    expect(PASSWORD_MESSAGES.PASSWORD_NEEDS_UPPERCASE).toBe('Password must contain at least one uppercase letter');
    expect(PASSWORD_MESSAGES.PASSWORDS_DO_NOT_MATCH).toBe('Passwords do not match');
  });

  it('counts Ethiopic punctuation as a special character', () => {
    expect(passwordIssues('Selam2026።')).toEqual([]);
  });

  it('never throws and a password with no issues satisfies every rule (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (pw) => {
        const issues = passwordIssues(pw);
        if (issues.length === 0) {
          expect(pw.length).toBeGreaterThanOrEqual(8);
          expect(/\p{Lu}/u.test(pw) && /\p{Ll}/u.test(pw) && /\p{Nd}/u.test(pw)).toBe(true);
        }
      }),
    );
  });
});

describe('input hygiene', () => {
  it('strips scripts, javascript: and inline handlers, and trims', () => {
    expect(sanitizeText('  hello <script>alert(1)</script> world ')).toBe('hello  world');
    expect(sanitizeText('<img src=x onerror="steal()">')).toBe('<img src=x>');
    expect(sanitizeText('javascript:alert(1)')).toBe('alert(1)');
    expect(sanitizeText('<scr<script></script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
  });

  it('detects dangerous content', () => {
    expect(containsDangerousContent('<script>x</script>')).toBe(true);
    expect(containsDangerousContent('<a onclick="x">')).toBe(true);
    expect(containsDangerousContent('ሰላም! A habesha kemis, size M.')).toBe(false);
  });

  it('output never contains a script tag, a javascript: URL or a handler (property)', () => {
    const pieces = fc.constantFrom('<script>', '</script>', '<scr', 'ipt>', 'javascript:', ' onload=', 'x', ' ', '"', '<', '>', 'ሰላም');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }).map((a) => a.join('')), (input) => {
        expect(containsDangerousContent(sanitizeText(input))).toBe(false);
      }),
    );
  });

  it('removes exactly what the old regular expressions removed (differential, property)', () => {
    const pieces = fc.constantFrom('<script', '<script>', '< script x=1>', '</script>', '< / script >', '<scr', 'ipt>', 'javascript', 'JavaScript :', ':', ' on', 'load', '=', ' onClick = ', '"', "'", '<', '>', 'x', ' ', '\n', 'İ', 'ሰላም');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 25 }).map((a) => a.join('')), (input) => {
        expect(containsDangerousContent(input)).toBe(referenceStripOnce(input) !== input);
        let expected = input;
        for (let i = 0; i < 5 && referenceStripOnce(expected) !== expected; i += 1) expected = referenceStripOnce(expected);
        if (referenceStripOnce(expected) === expected) expect(sanitizeText(input)).toBe(expected.trim());
      }),
      { numRuns: 2000 },
    );
  });

  it('cleans megabytes of adversarial text in linear work', () => {
    // Each of these made the old expressions rescan to the end of the text at every repetition.
    const attacks: Record<string, string> = {
      'unclosed script tags': '<script>',
      'script tags without >': '<script ',
      'unclosed handler quotes': ' onx="',
      'handlers without =': ' onxyz ',
      'nested script tags': '<scr<script></script>ipt>',
      'javascript without colon': 'javascript   ',
      'closing tags only': '</script',
      'lone less-than': '<',
    };
    const work = (unit: string, length: number) => {
      const meter: ScanMeter = { steps: 0 };
      sanitizeText(unit.repeat(Math.ceil(length / unit.length)).slice(0, length), meter);
      containsDangerousContent(unit.repeat(Math.ceil(length / unit.length)).slice(0, length), meter);
      return meter.steps;
    };
    const plain = work('ሰላም habesha kemis ', 1 << 20);
    for (const [name, unit] of Object.entries(attacks)) {
      const small = work(unit, 1 << 19);
      const large = work(unit, 1 << 20);
      // Twice the text, about twice the work; and within a small factor of plain text's work.
      expect(large / small, name).toBeLessThan(2.2);
      expect(large / plain, name).toBeLessThan(12);
    }
  });

  it('validates emails and URLs', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('no-at-sign')).toBe(false);
    expect(isValidEmail('a b@c.d')).toBe(false);
    expect(urlIssue('ftp://x')).toBe('URL_SCHEME');
    expect(urlIssue('https://tibeb.example/x')).toBeNull();
    expect(isSafeLink('/products')).toBe(true);
    expect(isSafeLink('//evil.example')).toBe(false);
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(isSafeLink('/\\evil.example')).toBe(false);
  });

  it('calls internal only a path a browser keeps on this site', () => {
    for (const path of ['/', '/products', '/a\\b', '/products?next=//x']) expect(isInternalPath(path), path).toBe(true);
    for (const path of ['', 'products', '//evil.example', '/\\evil.example', '\\\\evil.example', '/\t/evil.example', '/\r\n\\evil.example', 'https://tibeb.example/']) {
      expect(isInternalPath(path), JSON.stringify(path)).toBe(false);
    }
  });
});
