import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESERVED_KEYS, PRESERVED_PREFIXES, STORAGE_KEYS } from '../../lib/storage-keys';
import { APP_CACHE_MAX_AGE_MS, APP_VERSION, appCacheAction, applyAppCacheRule, localKeysToWipe, workerCachesToWipe } from './app-cache';
import { CACHE_NAMES } from './cache-rules';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  keys() {
    return [...this.map.keys()].sort();
  }
}

class MemoryCaches {
  constructor(public names: string[]) {}
  keys() {
    return Promise.resolve([...this.names]);
  }
  delete(name: string) {
    const had = this.names.includes(name);
    this.names = this.names.filter((n) => n !== name);
    return Promise.resolve(had);
  }
}

const HOUR = 60 * 60_000;
const NOW = Date.UTC(2026, 10, 26, 12);
const WORKER_CACHES = ['tibeb-precache-v2-https://shop.example/', CACHE_NAMES.chunks, CACHE_NAMES.catalogue, CACHE_NAMES.images, `${CACHE_NAMES.pages}-abc123`, `${CACHE_NAMES.pages}-old999`, 'tibeb-catalogue-v0'];

function deviceWith(clearedHoursAgo: number | null, version: string | null = APP_VERSION) {
  const storage = new MemoryStorage();
  if (version !== null) storage.setItem(STORAGE_KEYS.appVersion, version);
  if (clearedHoursAgo !== null) storage.setItem(STORAGE_KEYS.appCacheClearedAt, String(NOW - clearedHoursAgo * HOUR));
  storage.setItem(STORAGE_KEYS.currency, 'ETB');
  storage.setItem(STORAGE_KEYS.theme, 'dark');
  storage.setItem(STORAGE_KEYS.language, 'am-ET');
  storage.setItem(STORAGE_KEYS.installDismissed, '1');
  storage.setItem(STORAGE_KEYS.userCart('u1'), '{"lines":[]}');
  storage.setItem(STORAGE_KEYS.userFavorites('u1'), '{"items":[]}');
  storage.setItem(STORAGE_KEYS.offlineAccount, '{"id":"u1"}');
  storage.setItem(STORAGE_KEYS.offlineChanges('u1'), '[{"kind":"favorite"}]');
  storage.setItem('tibeb-cache-products', '{}');
  return { storage, caches: new MemoryCaches([...WORKER_CACHES]) };
}

describe('the app cache rule (docs/requirements/shop.md §4: a version change or a clear older than 24 h)', () => {
  it('a clear older than 24 hours wipes local data and the worker caches of catalogue reads, pages and pictures, not the app itself', async () => {
    const { storage, caches } = deviceWith(25);
    await applyAppCacheRule({ storage, caches, now: NOW, online: true });
    expect(caches.names.sort()).toEqual(['tibeb-precache-v2-https://shop.example/', CACHE_NAMES.chunks].sort());
    expect(storage.keys()).toEqual(
      [
        STORAGE_KEYS.appVersion,
        STORAGE_KEYS.appCacheClearedAt,
        STORAGE_KEYS.currency,
        STORAGE_KEYS.theme,
        STORAGE_KEYS.language,
        STORAGE_KEYS.installDismissed,
        // The signed-in shopper's account, cart and favourites: the only way to open the account offline.
        STORAGE_KEYS.offlineAccount,
        STORAGE_KEYS.userCart('u1'),
        STORAGE_KEYS.userFavorites('u1'),
        STORAGE_KEYS.offlineChanges('u1'),
      ].sort(),
    );
    expect(storage.getItem(STORAGE_KEYS.appCacheClearedAt)).toBe(String(NOW));
    expect(storage.getItem(STORAGE_KEYS.currency)).toBe('ETB');
  });

  it('within 24 hours nothing is touched', async () => {
    const { storage, caches } = deviceWith(23);
    const before = storage.keys();
    await applyAppCacheRule({ storage, caches, now: NOW, online: true });
    expect(storage.keys()).toEqual(before);
    expect(caches.names).toEqual(WORKER_CACHES);
  });

  it('a version change wipes however recent the last clear', async () => {
    const { storage, caches } = deviceWith(1, '1.0.1');
    await applyAppCacheRule({ storage, caches, now: NOW, online: true });
    expect(storage.getItem('tibeb-cache-products')).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.appVersion)).toBe(APP_VERSION);
    expect(caches.names).not.toContain(CACHE_NAMES.catalogue);
  });

  it('with no connection the wipe waits: the saved pages are all the shopper has', async () => {
    const { storage, caches } = deviceWith(48);
    await applyAppCacheRule({ storage, caches, now: NOW, online: false });
    expect(caches.names).toEqual(WORKER_CACHES);
    expect(storage.getItem('tibeb-cache-products')).toBe('{}');
    await applyAppCacheRule({ storage, caches, now: NOW + HOUR, online: true });
    expect(caches.names).not.toContain(CACHE_NAMES.images);
  });

  it('the first start records the version and time and wipes nothing', async () => {
    const { storage, caches } = deviceWith(null, null);
    await applyAppCacheRule({ storage, caches, now: NOW, online: true });
    expect(storage.getItem('tibeb-cache-products')).toBe('{}');
    expect(caches.names).toEqual(WORKER_CACHES);
    expect(storage.getItem(STORAGE_KEYS.appCacheClearedAt)).toBe(String(NOW));
    expect(appCacheAction({ storedVersion: APP_VERSION, clearedAt: NOW }, NOW + APP_CACHE_MAX_AGE_MS + 1, true)).toBe('wipe');
  });

  it('wipes exactly when online and the version differs or the stamp is over 24 h old (or in the future)', () => {
    fc.assert(
      fc.property(fc.constantFrom(APP_VERSION, '1.0.1', '0.9'), fc.integer({ min: -2 * APP_CACHE_MAX_AGE_MS, max: 3 * APP_CACHE_MAX_AGE_MS }), fc.boolean(), (version, age, online) => {
        const action = appCacheAction({ storedVersion: version, clearedAt: NOW - age }, NOW, online);
        expect(action === 'wipe').toBe(online && (version !== APP_VERSION || age > APP_CACHE_MAX_AGE_MS || age < 0));
      }),
    );
  });

  it('never names a preserved key or the precache', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom(...PRESERVED_KEYS, 'tibeb-offline-changes-x', 'tibeb-cart-x', 'tibeb-favorites-x'))), (keys) => {
        for (const key of localKeysToWipe(keys)) {
          expect(PRESERVED_KEYS).not.toContain(key);
          for (const prefix of PRESERVED_PREFIXES) expect(key.startsWith(prefix)).toBe(false);
        }
      }),
    );
    expect(workerCachesToWipe(WORKER_CACHES).some((n) => n.includes('precache') || n === CACHE_NAMES.chunks)).toBe(false);
  });
});
