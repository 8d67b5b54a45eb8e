import { describe, expect, it } from 'vitest';
import { fitConsentKey, readFitConsent, writeFitConsent } from './consent-storage';

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

describe('fit consent per product and session', () => {
  it('is remembered for the product it was given for only', () => {
    const s = memoryStorage();
    expect(readFitConsent(s, 'a')).toBeNull();
    const given = writeFitConsent(s, 'a', new Date('2025-05-01T00:00:00Z'));
    expect(given).toEqual({ consented: true, timestamp: '2025-05-01T00:00:00.000Z', productId: 'a' });
    expect(readFitConsent(s, 'a')).toEqual(given);
    expect(readFitConsent(s, 'b')).toBeNull();
  });
  it('treats malformed or foreign values as no consent', () => {
    const s = memoryStorage();
    s.setItem(fitConsentKey('a'), '{bad');
    expect(readFitConsent(s, 'a')).toBeNull();
    s.setItem(fitConsentKey('a'), JSON.stringify({ consented: true, timestamp: 'x', productId: 'b' }));
    expect(readFitConsent(s, 'a')).toBeNull();
    expect(readFitConsent(undefined, 'a')).toBeNull();
  });
});
