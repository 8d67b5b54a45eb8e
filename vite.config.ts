import { cpSync, createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { AtRule } from 'postcss';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { AMHARIC_FILES, BUILD_CHUNKS, CACHE_NAMES, CATALOGUE_API, CATALOGUE_PAGES, FRESH_AFTER_CHANGE, IMAGES, NETWORK_TIMEOUT_SECONDS, OFFLINE_PAGE, WORKER_FILE } from './src/web/features/app-shell/cache-rules.js';
import { isPrecached, localeChunkFileName, precachedBuildFiles, type BuildManifest } from './src/web/features/app-shell/precache-plan.js';

const root = path.resolve(import.meta.dirname, 'src/web');

/**
 * Small modules that every page with product cards uses, which the header search's results panel
 * (its own chunk) used to keep in the entry. Left to the bundler they became one chunk each (0.1–0.6 KB
 * gzipped, each with its own overhead and request); grouped, a page with cards fetches them at once.
 * The designer's place is the same for the product page, the home page's designers and the designer
 * pages (it no longer brings the country list: the API names countries in both languages).
 */
const CARD_PARTS = /src[\\/]web[\\/](features[\\/](catalog[\\/](product-image|use-product-name)|currency[\\/]use-money|cart[\\/](use-cart-add|toast-keys))|components[\\/]ui[\\/]badge)\.tsx?$/;
const DESIGNER_PLACE = /src[\\/]web[\\/]features[\\/]catalog[\\/]use-designer-place\.ts$/;
/** The product page's own icons, which dialogs it opens share (so each was a 0.3 KB chunk of its own). */
const PRODUCT_ICONS = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](truck|shield-check|rotate-ccw|message-circle-heart|camera)\.mjs$/;
const domain = path.resolve(import.meta.dirname, 'src/domain');

/**
 * The app's own modules export components, hooks and functions and do nothing when imported
 * (the stores' storage subscriptions run with the store they belong to). Telling the bundler so
 * lets it drop a module that is only reached through a feature's index and never used — without
 * it, `export { CartDrawer } from './cart-drawer'` in features/cart/index.ts puts the cart drawer,
 * the account menu and the currency picker (and Radix with them) on every page.
 * main.tsx and lib/i18n.ts are what they do when imported, and anything that is not TypeScript
 * (CSS) keeps its side effects.
 */
function appModuleHasSideEffects(id: string): boolean {
  const file = id.split('?')[0] ?? id;
  if (!/\.tsx?$/.test(file)) return true;
  if (!file.startsWith(root + path.sep) && !file.startsWith(domain + path.sep)) return true;
  return file === path.join(root, 'main.tsx') || file === path.join(root, 'lib', 'i18n.ts');
}

/**
 * The Latin faces of Noto Sans and Noto Serif (fontsource sets `swap`) are `optional`: when they
 * are not there within the first ~100 ms (a first visit on a slow line) the page keeps the system
 * font instead of laying everything out again and shifting it when they arrive; once cached they
 * are used from the first paint. The Ethiopic script keeps `swap`: Amharic text should get its font.
 * Noto Sans Ethiopic's own Latin and Latin Extended faces are dropped: it comes after Noto Sans and
 * Noto Serif in both stacks, so it drew Latin only while those were still loading — and for that
 * stand-in a first visit of / downloaded its Latin face (31.5 KB) besides Noto Sans'.
 */
const optionalLatinFonts = {
  postcssPlugin: 'tibeb-optional-latin-fonts',
  AtRule: {
    'font-face': (rule: AtRule) => {
      let latin = false;
      let ethiopicLatin = false;
      rule.walkDecls('src', (decl) => {
        if (/noto-(sans|serif)-latin(-ext)?-(wght|\d+)-normal/.test(decl.value)) latin = true;
        if (/noto-sans-ethiopic-latin(-ext)?-wght-normal/.test(decl.value)) ethiopicLatin = true;
      });
      if (ethiopicLatin) rule.remove();
      else if (latin) rule.walkDecls('font-display', (decl) => void (decl.value = 'optional'));
    },
  },
};

/**
 * The pose runtime's static files, served by the app itself so photo fit works with no network
 * (docs/requirements/sizing.md §4): BlazePose's graph models at /models/blazepose/ (vendor/models/blazepose) and
 * tfjs's wasm binaries at /models/tfjs-wasm/. They are not in `public/` because nothing but the
 * fit feature may fetch or precache them: the build copies them next to the app, `npm run dev`
 * serves them from where they are. Only the lib/pose runtime (photo fit, camera scan, background remover) asks for them.
 */
const poseAssetDirs = [
  { url: 'blazepose', dir: path.resolve(import.meta.dirname, 'vendor/models/blazepose'), files: /\.(json|bin)$|^LICENSE/ },
  { url: 'tfjs-wasm', dir: path.resolve(import.meta.dirname, 'node_modules/@tensorflow/tfjs-backend-wasm/dist'), files: /\.wasm$/ },
];
const poseAssetTypes: Record<string, string> = { '.json': 'application/json', '.bin': 'application/octet-stream', '.wasm': 'application/wasm' };
const poseStubs: Record<string, string> = {
  '@mediapipe/pose': path.join(root, 'lib/pose/stubs/mediapipe-pose.ts'),
  '@tensorflow/tfjs-backend-webgpu': path.join(root, 'lib/pose/stubs/tfjs-backend-webgpu.ts'),
};

/**
 * pose-detection imports the MediaPipe runtime and the WebGPU backend for code paths we never take
 * (runtime 'tfjs' on wasm/WebGL). @mediapipe/pose is a script with no ES exports: without its stub
 * neither the build nor the dev server's dependency optimizer gets through. The WebGPU stub keeps
 * ~70 KB gzipped out of the fit runtime (measured: 231 → 161 KB on the wasm path).
 */
function poseStub(source: string, importer: string | undefined): string | null {
  const stub = poseStubs[source];
  return stub && importer && /[\\/]@tensorflow-models[\\/]pose-detection[\\/]/.test(importer) ? stub : null;
}

function poseRuntime({ copy }: { copy: boolean }): Plugin {
  return {
    name: 'tibeb-pose-runtime',
    // Before Vite's own resolver, which would find the real packages first.
    enforce: 'pre',
    resolveId: poseStub,
    configureServer(server) {
      server.middlewares.use('/models', (req, res, next) => {
        const [, group, name] = /^\/([\w-]+)\/([\w.-]+)$/.exec((req.url ?? '').split('?')[0] ?? '') ?? [];
        const assets = poseAssetDirs.find((a) => a.url === group);
        const file = assets && name && assets.files.test(name) ? path.join(assets.dir, name) : null;
        if (!file || !existsSync(file)) return next();
        res.setHeader('content-type', poseAssetTypes[path.extname(file)] ?? 'text/plain');
        createReadStream(file).pipe(res);
      });
    },
    writeBundle(options) {
      if (!copy || !options.dir) return;
      for (const { url, dir, files } of poseAssetDirs) {
        const out = path.join(options.dir, 'models', url);
        mkdirSync(out, { recursive: true });
        for (const name of readdirSync(dir).filter((f) => files.test(f))) cpSync(path.join(dir, name), path.join(out, name));
      }
    },
  };
}

// Saved pages name this build's script files: a page saved by an older build would ask, offline,
// for files the new worker no longer holds. Each build saves its pages in a cache of its own, and
// the app deletes the older ones once it runs under the new worker (app-shell/service-worker.ts).
const pagesCache = `${CACHE_NAMES.pages}-${Date.now().toString(36)}`;

/**
 * The service worker at /sw.js (issue 23), generated by vite-plugin-pwa with Workbox. What it keeps
 * and why is in features/app-shell/cache-rules.ts and precache-plan.ts; README "Offline and
 * installing (issue 23)" says what a shopper gets.
 */
function serviceWorker(): Plugin[] {
  let outDir = path.resolve(import.meta.dirname, 'dist/web');
  const expire = (maxEntries: number, days: number) => ({ maxEntries, maxAgeSeconds: days * 86_400, purgeOnQuotaError: true });
  return [
    { name: 'tibeb-sw-out-dir', configResolved: (config) => void (outDir = config.build.outDir) },
    {
      // The offline page is a plain file, but its Amharic needs the Ethiopic face (phones rarely have
      // one): it gets @font-face rules for the app's faces under their hashed names, before the
      // worker's precache list is made (closeBundle), so the list has the page as served. The
      // Ethiopic face is in the worker's language cache once the shopper has read Amharic.
      name: 'tibeb-offline-page-fonts',
      apply: 'build',
      writeBundle(options, bundle) {
        const page = path.join(options.dir ?? outDir, 'offline.html');
        if (!existsSync(page)) return;
        const face = (family: string, pattern: RegExp, weight: string, range: string) => {
          const file = Object.keys(bundle).find((name) => pattern.test(name));
          return file ? `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};src:url(/${file}) format('woff2');unicode-range:${range}}` : '';
        };
        const faces = [
          face('Noto Sans Variable', /noto-sans-latin-wght-normal-[^/]*\.woff2$/, '100 900', 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'),
          face('Noto Sans Ethiopic Variable', /noto-sans-ethiopic-ethiopic-wght-normal-[^/]*\.woff2$/, '100 900', 'U+030E,U+1200-1399,U+2D80-2DDE,U+AB01-AB2E,U+1E7E0-1E7FE'),
          face('Noto Serif', /noto-serif-latin-700-normal-[^/]*\.woff2$/, '700', 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'),
        ].join('');
        const html = readFileSync(page, 'utf8').replace(/\/\* tibeb-offline-fonts:[^*]*\*\//, () => faces);
        writeFileSync(page, html);
      },
    },
    ...VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      // Ours, in public/ (the icons are drawn by scripts/draw-icons.ts).
      manifest: false,
      strategies: 'generateSW',
      filename: WORKER_FILE,
      scope: '/',
      base: '/',
      workbox: {
        cacheId: 'tibeb',
        globPatterns: ['**/*.{js,css,woff2,svg,png,webmanifest,html}'],
        globIgnores: ['models/**', '**/*.map', '.vite/**', 'sw.js', 'workbox-*.js'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        manifestTransforms: [
          (entries) => {
            const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
            const plan = precachedBuildFiles(manifest);
            return { manifest: entries.filter((e) => isPrecached(e.url, plan)), warnings: [] };
          },
        ],
        cleanupOutdatedCaches: true,
        // The first install takes the open page at once (its next reads are saved); an update waits
        // for 'Update Now' (registerType 'prompt'), so no page runs a mix of two builds.
        clientsClaim: true,
        skipWaiting: false,
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: CATALOGUE_PAGES,
            handler: 'NetworkFirst',
            options: {
              cacheName: pagesCache,
              networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
              expiration: expire(60, 30),
              cacheableResponse: { statuses: [200] },
              // Rendered pages vary on the language and currency cookies; the app renders itself
              // when they differ from what the page was rendered in (main.tsx).
              matchOptions: { ignoreVary: true },
              precacheFallback: { fallbackURL: OFFLINE_PAGE },
            },
          },
          {
            // Every other page (one's own: profile, checkout, studio, admin): never saved.
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: OFFLINE_PAGE } },
          },
          {
            // Network first, not stale-while-revalidate: a change event makes the page refetch,
            // and that refetch must bring the new price, not the copy from before the change; the
            // timeout never answers it with such a copy either (FRESH_AFTER_CHANGE).
            urlPattern: CATALOGUE_API,
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: CACHE_NAMES.catalogue,
              networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
              expiration: expire(300, 7),
              cacheableResponse: { statuses: [200] },
              matchOptions: { ignoreVary: true },
              plugins: [FRESH_AFTER_CHANGE],
            },
          },
          {
            urlPattern: IMAGES,
            method: 'GET',
            handler: 'CacheFirst',
            options: { cacheName: CACHE_NAMES.images, expiration: expire(400, 30), cacheableResponse: { statuses: [200] }, matchOptions: { ignoreVary: true } },
          },
          {
            // Before BUILD_CHUNKS. Room for a few builds' worth (about 26 files each); the app
            // touches the current build's at every Amharic start, so older ones go first.
            urlPattern: AMHARIC_FILES,
            method: 'GET',
            handler: 'CacheFirst',
            options: { cacheName: CACHE_NAMES.language, expiration: expire(100, 60), cacheableResponse: { statuses: [200] }, matchOptions: { ignoreVary: true } },
          },
          {
            urlPattern: BUILD_CHUNKS,
            method: 'GET',
            handler: 'CacheFirst',
            options: { cacheName: CACHE_NAMES.chunks, expiration: expire(200, 60), cacheableResponse: { statuses: [200] } },
          },
        ],
      },
    }),
  ];
}

/**
 * React Router's package exports name only its development build, whose warnings are switched on
 * by a constant rather than by NODE_ENV, so a bundler cannot drop them (remix-run/react-router
 * issues 12532 and 14102, open). Builds take the production build it ships beside it: the same
 * router without the dev warnings and their messages (0.5 KB gzipped less on every page).
 */
const reactRouterProduction = { find: /^react-router$/, replacement: path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs') };

export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  publicDir: path.resolve(root, 'public'),
  plugins: [react(), tailwindcss(), poseRuntime({ copy: !isSsrBuild }), ...serviceWorker()],
  css: { postcss: { plugins: [optionalLatinFonts] } },
  resolve: {
    alias: [
      { find: '@domain', replacement: path.resolve(import.meta.dirname, 'src/domain') },
      { find: '@web', replacement: root },
      ...(command === 'build' ? [reactRouterProduction] : []),
    ],
  },
  // The server renderer is always the production React (and half the size without the other).
  define: { __TIBEB_PAGES_CACHE__: JSON.stringify(pagesCache), ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}) },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    // The language switch's label face (1.2 KB) stays a file: inlined, every page's stylesheet would
    // carry it (1.6 KB gzipped, base64), where only an English page on a wide screen shows the label.
    assetsInlineLimit: (file) => (file.endsWith('amharic-label.woff2') ? false : undefined),
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // Of the browsers the build targets (Vite's baseline), only Safari 16 and Firefox 114 cannot
    // preload modules; they now load the same modules without preloading them, and every other
    // page load is spared the polyfill (0.4 KB gzipped in the entry).
    modulePreload: { polyfill: false },
    // The server reads it to preload a page's chunks and fonts (src/server/plugins/ssr.ts).
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rollupOptions: {
      treeshake: { moduleSideEffects: appModuleHasSideEffects },
      // What every page loads first goes out as one file: thirty small chunks compress worse
      // than one and cost a request each. Pages, dialogs and menus stay chunks of their own.
      // A language's texts are named for it, so the worker tells Amharic's from English's by address.
      output: isSsrBuild
        ? {}
        : { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }, { name: 'card-parts', test: CARD_PARTS }, { name: 'designer-place', test: DESIGNER_PLACE }, { name: 'product-icons', test: PRODUCT_ICONS }] }, chunkFileNames: (chunk) => localeChunkFileName(chunk.facadeModuleId) ?? 'assets/[name]-[hash].js' },
      // The server bundle takes every locale at once; the browser's lazy imports of them are moot there.
      onLog: (level, log, handler) => {
        if (isSsrBuild && log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
        handler(level, log);
      },
    },
  },
  // The server-rendering build (`vite build --ssr entry-server.tsx`, scripts/build.mjs) carries
  // its dependencies, so it runs from any folder (e2e builds outside the project).
  ssr: { noExternal: true },
  optimizeDeps: { rolldownOptions: { plugins: [{ name: 'tibeb-pose-stubs', resolveId: poseStub }] } },
  // The background remover's worker runs BlazePose itself: a module worker, so the pose runtime
  // stays a chunk of its own loaded on first need (an iife worker would carry it inline), with
  // the same stubs as the page's build.
  worker: { format: 'es' as const, plugins: () => [{ name: 'tibeb-pose-stubs', enforce: 'pre' as const, resolveId: poseStub }] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      '/storage': { target: 'http://127.0.0.1:3000' },
    },
  },
}));
