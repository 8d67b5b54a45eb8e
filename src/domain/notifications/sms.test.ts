import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitSms, smsCapacity, smsLength } from './sms';

const gsmChars = Array.from('@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà');
const amharic = Array.from('ሀለሐመሠረሰሸቀበተቸኀነኘአከኸወዐዘዠየደጀገጠጨጰጸፀፈፐ።፣');
const gsmText = fc.array(fc.constantFrom(...gsmChars), { maxLength: 600 }).map((a) => a.join(''));
const amText = fc.array(fc.constantFrom(...amharic, ' ', 'a'), { minLength: 1, maxLength: 300 }).map((a) => a.join(''));

describe('smsLength', () => {
  it('counts GSM-7: 160 in one part, 153 per part beyond', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, segments: 2 });
    expect(smsLength('a'.repeat(306)).segments).toBe(2);
    expect(smsLength('a'.repeat(307)).segments).toBe(3);
  });

  it('counts the extension table as two septets', () => {
    expect(smsLength('€'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsLength('€'.repeat(80) + 'a').segments).toBe(2);
  });

  it('counts Amharic as UCS-2: 70 in one part, 67 per part beyond', () => {
    expect(smsLength('ሰ'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(smsLength('ሰ'.repeat(71)).segments).toBe(2);
    expect(smsLength('ሰ'.repeat(134)).segments).toBe(2);
    expect(smsLength('ሰ'.repeat(135)).segments).toBe(3);
    // One Amharic letter turns a Latin text into UCS-2.
    expect(smsLength(`${'a'.repeat(100)}ሰ`)).toMatchObject({ encoding: 'ucs2', segments: 2 });
  });

  it('segments are the fewest parts that hold the text (property)', () => {
    fc.assert(
      fc.property(fc.oneof(gsmText, amText), (text) => {
        const { encoding, units, segments } = smsLength(text);
        expect(units).toBeLessThanOrEqual(smsCapacity(encoding, segments));
        if (segments > 1) expect(units).toBeGreaterThan(smsCapacity(encoding, segments - 1));
      }),
    );
  });

  it('a GSM-only text is never counted as UCS-2 (property)', () => {
    fc.assert(
      fc.property(gsmText, (text) => {
        expect(smsLength(text).encoding).toBe('gsm7');
      }),
    );
  });
});

describe('fitSms', () => {
  it('keeps a short text whole', () => {
    expect(fitSms('Order TB-1 shipped.', ' https://x.et/o')).toBe('Order TB-1 shipped. https://x.et/o');
  });

  it('cuts to two parts, keeps the link whole and ends the cut with an ellipsis (property)', () => {
    fc.assert(
      fc.property(fc.oneof(gsmText, amText), fc.constantFrom('', ' https://tibeb.et/order-success?order=123'), (body, tail) => {
        const out = fitSms(body, tail);
        expect(smsLength(out).segments).toBeLessThanOrEqual(2);
        expect(out.endsWith(tail)).toBe(true);
        if (out !== body + tail) expect(out.slice(0, out.length - tail.length)).toMatch(/(\.\.\.|…)$/);
      }),
    );
  });

  it('never splits a surrogate pair', () => {
    const out = fitSms('😀'.repeat(100));
    expect(out.endsWith('…')).toBe(true);
    expect(Array.from(out.slice(0, -1)).every((c) => c === '😀')).toBe(true);
  });
});
