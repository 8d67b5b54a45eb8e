import { describe, expect, it } from 'vitest';
import { LOCAL_CACHE_MAX_AGE_MS, readLocalCache, writeLocalCache } from './local-cache';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('local cache', () => {
  it('returns a fresh entry with its time', () => {
    const s = memoryStorage();
    writeLocalCache(s, 'k', [1, 2], 1_000);
    expect(readLocalCache(s, 'k', 1_000 + 60_000)).toEqual({ value: [1, 2], savedAt: 1_000 });
  });

  it('ignores entries older than 5 minutes, from the future, of another version, or corrupt', () => {
    const s = memoryStorage();
    writeLocalCache(s, 'k', 'x', 1_000);
    expect(readLocalCache(s, 'k', 1_000 + LOCAL_CACHE_MAX_AGE_MS + 1)).toBeNull();
    expect(readLocalCache(s, 'k', 500)).toBeNull();
    s.setItem('old', JSON.stringify({ version: '0.9', savedAt: 1_000, value: 'x' }));
    expect(readLocalCache(s, 'old', 1_001)).toBeNull();
    s.setItem('bad', '{not json');
    expect(readLocalCache(s, 'bad', 1_001)).toBeNull();
    expect(readLocalCache(undefined, 'k')).toBeNull();
  });
});
