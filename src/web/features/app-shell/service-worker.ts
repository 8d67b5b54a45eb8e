import { CATALOGUE_PAGES, CACHE_NAMES, WORKER_FILE } from './cache-rules';
import { useAppShell } from './app-shell-store';
import { appCacheWipeDone, appCacheWipedThisVisit } from './app-cache';
import { i18n } from '../../lib/i18n';
import { registerWorker } from './register-worker';

// The page cache of the build this code belongs to (vite.config.ts); absent in unit tests and `npm run dev`.
const PAGES_CACHE = typeof __TIBEB_PAGES_CACHE__ === 'string' ? __TIBEB_PAGES_CACHE__ : null;
const UPDATE_CHECK_MS = 60 * 60_000;

let started = false;

/**
 * Registers /sw.js once; its caller waits until the page's own downloads are over (app-shell.tsx),
 * so the worker's downloads never compete with the first paint. Not in the server render, not in development.
 */
export function startServiceWorker(): void {
  if (started || typeof window === 'undefined' || !('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  started = true;
  const controlledAtStart = navigator.serviceWorker.controller !== null;
  const { activateUpdate } = registerWorker(navigator.serviceWorker, window.location, {
    url: `/${WORKER_FILE}`,
    scope: '/',
    onUpdateWaiting: () => useAppShell.setState({ updateWaiting: true }),
    onRegistered: (registration) => {
      // A shop left open for days still learns of a new build.
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
      void navigator.serviceWorker.ready.then(() => tidyPageCaches(controlledAtStart, registration));
    },
  });
  useAppShell.setState({ activateUpdate });
  keepLanguageOffline(i18n.language);
  i18n.on('languageChanged', keepLanguageOffline);
}

/** Only Amharic readers need the language cache's code (and the precache plan it reads): loaded for them alone. */
function keepLanguageOffline(lang: string): void {
  if (lang === 'am-ET') void import('./language-cache').then((m) => m.keepAmharicOffline()).catch(() => undefined);
}

/**
 * The page the shopper landed on was fetched before any worker existed, so the worker could not save
 * it: it is saved here, so the first page of a first visit opens offline too. Page caches of older
 * builds (their pages name script files the current worker no longer holds) are deleted.
 */
async function tidyPageCaches(controlledAtStart: boolean, registration: ServiceWorkerRegistration): Promise<void> {
  if (!PAGES_CACHE || !('caches' in window)) return;
  try {
    // After the app-cache wipe (app-cache.ts) the landing page is gone from the cache too.
    await appCacheWipeDone();
    if ((!controlledAtStart || appCacheWipedThisVisit()) && CATALOGUE_PAGES.test(window.location.href)) {
      const cache = await caches.open(PAGES_CACHE);
      if (!(await cache.match(window.location.href, { ignoreVary: true }))) await cache.add(window.location.href);
    }
    // While an update waits, this page is the older build: it must not delete the newer one's pages.
    if (registration.waiting) return;
    const prefix = `${CACHE_NAMES.pages}-`;
    for (const name of await caches.keys()) if (name.startsWith(prefix) && name !== PAGES_CACHE) await caches.delete(name);
  } catch {
    // A full quota or storage switched off: the page simply is not saved.
  }
}
