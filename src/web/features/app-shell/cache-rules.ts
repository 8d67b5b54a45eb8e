/**
 * What the service worker (built by vite-plugin-pwa from vite.config.ts) may keep, as address
 * patterns. They are allowlists: a request none of them names goes to the network untouched, so a
 * personal or new route is never cached by accident. Workbox copies these RegExps into /sw.js as
 * they are (functions would lose their closures there), and tests check them against real paths.
 */

/** Bump when the rules change meaning: the runtime caches are named with it, so old ones are dropped. */
export const CACHE_VERSION = 'v1';

export const CACHE_NAMES = {
  catalogue: `tibeb-catalogue-${CACHE_VERSION}`,
  images: `tibeb-images-${CACHE_VERSION}`,
  pages: `tibeb-pages-${CACHE_VERSION}`,
  chunks: `tibeb-chunks-${CACHE_VERSION}`,
  language: `tibeb-language-${CACHE_VERSION}`,
} as const;

/**
 * Public catalogue reads: each is answered the same to everyone (the server's response cache keys
 * them by address alone). Not here on purpose: /api/me, cart, favourites, orders, checkout,
 * payments, measurement profiles, studio, designer, admin, account, realtime (SSE), search (rate
 * limited, and a typed query is not worth keeping), and a product's draft size chart
 * (`/api/products/:id/size-chart`, its designer's only).
 */
export const CATALOGUE_API =
  /^https?:\/\/[^/]+\/api\/(?:products(?:\/[^/?#]+(?:\/(?:related|fit-summary))?)?|categories|designers(?:\/[^/?#]+)?|home|site|sale|pages\/[^/?#]+|size-charts|exchange-rates)\/?(?:\?[^#]*)?$/;

/** Stored photos and their renditions: the bytes under a key never change. */
export const IMAGES = /^https?:\/\/[^/]+\/(?:storage|img)\//;

/**
 * What only Amharic needs, kept (cache first, in the language cache) once the shopper reads Amharic
 * instead of being precached for everyone: the Amharic texts' chunks (named by precache-plan
 * localeChunkFileName) and Noto Sans Ethiopic's Ethiopic face. Hashed names: the bytes never change.
 */
export const AMHARIC_FILES = /^https?:\/\/[^/]+\/assets\/(?:locale-am-ET-[\w-]+\.js|noto-sans-ethiopic-ethiopic-wght-normal-[\w-]+\.woff2)$/;

/** The build's hashed files that are not precached (designer and admin pages, the fit runtime): kept once fetched. */
export const BUILD_CHUNKS = /^https?:\/\/[^/]+\/assets\//;

/**
 * Page addresses whose HTML is kept for offline reading: the catalogue's pages. The HTML the
 * server renders for them holds public data only (plugins/ssr.ts renders without the visitor's
 * cookies), and every other page is the same empty app shell, so no page of a signed-in shopper
 * carries their data. Pages of one's own (profile, checkout, orders, studio, admin) are not kept:
 * offline they show the offline page, which says they need a connection.
 */
export const CATALOGUE_PAGES =
  /^https?:\/\/[^/]+\/(?:|products|product\/[^/?#]+|categories|designers(?:\/[^/?#]+(?:\/products)?)?|about|sale|new-arrivals|help|shipping|returns|privacy|terms|size-guide|favorites)\/?(?:\?[^#]*)?(?:#.*)?$/;

/** The page served for a navigation with no connection and no saved copy (public/offline.html). */
export const OFFLINE_PAGE = '/offline.html';

/** The worker's file, at the root so that its scope is the whole shop. */
export const WORKER_FILE = 'sw.js';

/** How long a catalogue read or page may take before the saved copy answers (issue 23: 3 s). */
export const NETWORK_TIMEOUT_SECONDS = 3;

interface PluginState {
  offline?: boolean;
}

/**
 * A worker plugin for the catalogue reads (vite.config.ts): a read the page sent after it heard of
 * a change (it carries `x-tibeb-changed-at`, lib/change-clock.ts) is never answered by the network
 * timeout with a copy saved before that change, only by the network, however long it takes: a
 * change event's refetch on a loaded server (over NETWORK_TIMEOUT_SECONDS) brought back the copy
 * from before the change, and the page never learned of it (issue 35). The copy's age is its
 * `Date` header (server clock, whole seconds, so a copy from the change's own second counts as
 * older). With no network at all (offline), saved copies answer as before.
 *
 * Workbox copies these functions into /sw.js as source: they use nothing from outside themselves.
 */
export const FRESH_AFTER_CHANGE = {
  fetchDidFail: async ({ state }: { state?: PluginState }): Promise<void> => {
    if (state) state.offline = true;
  },
  cachedResponseWillBeUsed: async ({ request, cachedResponse, state }: { request: Request; cachedResponse?: Response | null; state?: PluginState }): Promise<Response | null | undefined> => {
    if (!cachedResponse || state?.offline) return cachedResponse;
    const changedAt = Number(request.headers.get('x-tibeb-changed-at'));
    if (!(changedAt > 0)) return cachedResponse;
    const savedAt = Date.parse(cachedResponse.headers.get('date') ?? '');
    return savedAt >= changedAt ? cachedResponse : null;
  },
};
