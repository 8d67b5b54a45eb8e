import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { clearPersonalData } from './personal-storage';

/** A Storage in memory, as the browser's behaves (keys in insertion order). */
function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

const keys = (s: Storage) => Array.from({ length: s.length }, (_, i) => s.key(i));

describe('clearPersonalData (issue 35, item 13)', () => {
  it('removes the checkout draft and every other personal key, and keeps preferences', () => {
    const session = memoryStorage({
      'tibeb-checkout-draft': JSON.stringify({ values: { email: 'selam@example.com', phone: '0911234567', fullName: 'Selam', city: 'Addis Ababa', subCity: 'Bole', woreda: '03', landmark: 'Behind Edna Mall' } }),
      'tibeb-checkout-attempt': 'k',
      'tibeb-order-tokens': '{}',
      'tibeb-fit-consent:p1': '{}',
      [STORAGE_KEYS.generatedImage]: '{}',
      [STORAGE_KEYS.guestCart]: '[]',
      'tibeb-scroll': '{}',
    });
    const local = memoryStorage({
      [STORAGE_KEYS.offlineAccount]: '{}',
      [STORAGE_KEYS.userCart('u1')]: '[]',
      [STORAGE_KEYS.userFavorites('u1')]: '[]',
      [STORAGE_KEYS.offlineChanges('u1')]: '[]',
      [STORAGE_KEYS.pendingMeasurements]: '{}',
      [STORAGE_KEYS.aiMeasurementsPending]: '{}',
      [STORAGE_KEYS.formDraft('u1', 'application')]: '{}',
      [STORAGE_KEYS.formDraft('u1', 'product-new')]: '{}',
      [STORAGE_KEYS.language]: 'am-ET',
      [STORAGE_KEYS.currency]: 'ETB',
      [STORAGE_KEYS.sizeUnit]: 'metric',
    });
    clearPersonalData({ session, local });
    expect(keys(session)).toEqual(['tibeb-scroll']);
    expect(keys(local)).toEqual([STORAGE_KEYS.language, STORAGE_KEYS.currency, STORAGE_KEYS.sizeUnit]);
  });

  it('does nothing, and does not throw, without storage', () => {
    expect(() => clearPersonalData({})).not.toThrow();
  });
});
