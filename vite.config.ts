import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { AtRule } from 'postcss';
import { defineConfig } from 'vite';

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

export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: path.resolve(root, 'public'),
  plugins: [react(), tailwindcss()],
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
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      '/storage': { target: 'http://127.0.0.1:3000' },
    },
  },
}));
