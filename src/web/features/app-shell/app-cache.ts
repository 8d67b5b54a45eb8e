import { PRESERVED_KEYS, PRESERVED_PREFIXES, safeLocalStorage, STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * The app cache rule (docs/requirements/shop.md §4, §9): a version change, or a clear older than 24 hours, wipes what
 * the app stored on the device, except the shopper's choices (PRESERVED_KEYS) and changes not yet
 * sent (PRESERVED_PREFIXES). "Stored" includes the service worker's runtime caches of catalogue
 * reads, saved pages and pictures (cache-rules.ts), not the precache of the running build: that is
 * the app itself, versioned by content hash, and without it nothing opens offline.
 */

/** docs/requirements/shop.md §9: bump when what the app stores changes meaning, so every device starts clean. */
export const APP_VERSION = '1.0.2';
export const APP_CACHE_MAX_AGE_MS = 24 * 60 * 60_000;

/** The runtime caches the rule wipes, by name prefix (any CACHE_VERSION, any build's pages). */
const WIPED_CACHE_PREFIXES = ['tibeb-catalogue-', 'tibeb-pages-', 'tibeb-images-'] as const;

export interface AppCacheState {
  storedVersion: string | null;
  /** When the app cache was last cleared (ms since the epoch), or null if never recorded. */
  clearedAt: number | null;
}

/**
 * What to do now: 'wipe', 'start' (nothing recorded yet: the first start of the rule records the
 * version and the time, so data stored before it existed is judged from then on), or 'keep'. Never
 * a wipe with no connection: the saved pages and reads are then all the shopper
 * has, and wiping them would turn the shop into the offline page; the wipe waits for the next
 * visit with a connection. A stamp in the future (a clock set back) counts as old.
 */
export function appCacheAction(state: AppCacheState, now: number, online: boolean): 'wipe' | 'start' | 'keep' {
  if (state.storedVersion === null && state.clearedAt === null) return 'start';
  if (!online) return 'keep';
  if (state.storedVersion !== APP_VERSION || state.clearedAt === null || !Number.isFinite(state.clearedAt)) return 'wipe';
  const age = now - state.clearedAt;
  return age < 0 || age > APP_CACHE_MAX_AGE_MS ? 'wipe' : 'keep';
}

/** The local storage keys a wipe removes. */
export function localKeysToWipe(keys: readonly string[]): string[] {
  return keys.filter((k) => !PRESERVED_KEYS.includes(k) && !PRESERVED_PREFIXES.some((p) => k.startsWith(p)) && k !== STORAGE_KEYS.appVersion && k !== STORAGE_KEYS.appCacheClearedAt);
}

/** The worker caches a wipe deletes: catalogue reads, saved pages, pictures; never the precache or build chunks. */
export function workerCachesToWipe(names: readonly string[]): string[] {
  return names.filter((n) => WIPED_CACHE_PREFIXES.some((p) => n.startsWith(p)));
}

let wipedThisVisit = false;
let wiping: Promise<void> = Promise.resolve();
/** Whether this page load wiped the caches (the page it landed on is then saved again, service-worker.ts). */
export const appCacheWipedThisVisit = () => wipedThisVisit;
/** Settles once this page load's wipe of the worker's caches is done. */
export const appCacheWipeDone = () => wiping;

/** The rule for this page load (app-cache-start.ts runs it first thing). */
export function startAppCacheRule(): void {
  wiping = applyAppCacheRule();
}

/**
 * Applies the rule once, at the app's start, before stores read local storage. Local data goes at
 * once; the worker's caches are deleted in the background (the returned promise, for tests).
 */
export function applyAppCacheRule(
  env: { storage?: Storage; caches?: Pick<CacheStorage, 'keys' | 'delete'>; now?: number; online?: boolean } = {},
): Promise<void> {
  const storage = env.storage ?? safeLocalStorage();
  const cacheStorage = env.caches ?? (typeof caches === 'undefined' ? undefined : caches);
  const now = env.now ?? Date.now();
  const online = env.online ?? (typeof navigator === 'undefined' ? true : navigator.onLine);
  if (!storage) return Promise.resolve();
  try {
    const clearedRaw = storage.getItem(STORAGE_KEYS.appCacheClearedAt);
    const state: AppCacheState = { storedVersion: storage.getItem(STORAGE_KEYS.appVersion), clearedAt: clearedRaw === null ? null : Number(clearedRaw) };
    const action = appCacheAction(state, now, online);
    if (action === 'keep') return Promise.resolve();
    if (action === 'start') {
      storage.setItem(STORAGE_KEYS.appVersion, APP_VERSION);
      storage.setItem(STORAGE_KEYS.appCacheClearedAt, String(now));
      return Promise.resolve();
    }
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => k !== null);
    for (const key of localKeysToWipe(keys)) storage.removeItem(key);
    storage.setItem(STORAGE_KEYS.appVersion, APP_VERSION);
    storage.setItem(STORAGE_KEYS.appCacheClearedAt, String(now));
    wipedThisVisit = true;
  } catch {
    // Storage switched off or full: nothing was kept to wipe.
    return Promise.resolve();
  }
  if (!cacheStorage) return Promise.resolve();
  return cacheStorage
    .keys()
    .then((names) => Promise.all(workerCachesToWipe(names).map((name) => cacheStorage.delete(name))))
    .then(
      () => undefined,
      () => undefined,
    );
}
