import { cpSync, createReadStream, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { AtRule } from 'postcss';
import { defineConfig, type Plugin } from 'vite';

const root = path.resolve(import.meta.dirname, 'src/web');
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
 * The Latin faces of Noto Sans, Noto Serif and Noto Sans Ethiopic (the next font in both stacks;
 * fontsource sets `swap`) are `optional`: when they are not there within the first ~100 ms (a
 * first visit on a slow line) the page keeps the system font instead of laying everything out
 * again and shifting it when they arrive; once cached they are used from the first paint. The
 * Ethiopic script keeps `swap`: Amharic text should get its font.
 */
const optionalLatinFonts = {
  postcssPlugin: 'tibeb-optional-latin-fonts',
  AtRule: {
    'font-face': (rule: AtRule) => {
      let latin = false;
      rule.walkDecls('src', (decl) => {
        if (/noto-(sans|serif|sans-ethiopic)-latin(-ext)?-(wght|\d+)-normal/.test(decl.value)) latin = true;
      });
      if (latin) rule.walkDecls('font-display', (decl) => void (decl.value = 'optional'));
    },
  },
};

/**
 * The pose runtime's static files, served by the app itself so photo fit works with no network
 * (sizing.md §4): BlazePose's graph models at /models/blazepose/ (vendor/models/blazepose) and
 * tfjs's wasm binaries at /models/tfjs-wasm/. They are not in `public/` because nothing but the
 * fit feature may fetch or precache them: the build copies them next to the app, `npm run dev`
 * serves them from where they are. Only the features/fit/pose runtime asks for them.
 */
const poseAssetDirs = [
  { url: 'blazepose', dir: path.resolve(import.meta.dirname, 'vendor/models/blazepose'), files: /\.(json|bin)$|^LICENSE/ },
  { url: 'tfjs-wasm', dir: path.resolve(import.meta.dirname, 'node_modules/@tensorflow/tfjs-backend-wasm/dist'), files: /\.wasm$/ },
];
const poseAssetTypes: Record<string, string> = { '.json': 'application/json', '.bin': 'application/octet-stream', '.wasm': 'application/wasm' };
const poseStubs: Record<string, string> = {
  '@mediapipe/pose': path.join(root, 'features/fit/pose/stubs/mediapipe-pose.ts'),
  '@tensorflow/tfjs-backend-webgpu': path.join(root, 'features/fit/pose/stubs/tfjs-backend-webgpu.ts'),
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

export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: path.resolve(root, 'public'),
  plugins: [react(), tailwindcss(), poseRuntime({ copy: !isSsrBuild })],
  css: { postcss: { plugins: [optionalLatinFonts] } },
  resolve: {
    alias: {
      '@domain': path.resolve(import.meta.dirname, 'src/domain'),
      '@web': root,
    },
  },
  // The server renderer is always the production React (and half the size without the other).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // The server reads it to preload a page's chunks and fonts (src/server/plugins/ssr.ts).
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rollupOptions: {
      treeshake: { moduleSideEffects: appModuleHasSideEffects },
      // What every page loads first goes out as one file: thirty small chunks compress worse
      // than one and cost a request each. Pages, dialogs and menus stay chunks of their own.
      output: isSsrBuild ? {} : { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
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
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      '/storage': { target: 'http://127.0.0.1:3000' },
    },
  },
}));
