/** The service worker's page cache of this build (vite.config.ts `define`). */
declare const __TIBEB_PAGES_CACHE__: string | undefined;
