import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPrecached, localeChunkFileName, offlineNamespaces, precachedBuildFiles, type BuildManifest } from './precache-plan';

// The shape of dist/web/.vite/manifest.json, cut down.
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_shared-b2.js'], css: ['assets/index-c3.css'], assets: ['assets/noto-sans-latin-wght-normal-d4.woff2', 'assets/noto-sans-cyrillic-wght-normal-e5.woff2'] },
  '_shared-b2.js': { file: 'assets/shared-b2.js' },
  'features/catalog/product-page.tsx': { file: 'assets/product-page-f6.js', isDynamicEntry: true, imports: ['_shared-b2.js', '_card-g7.js'], dynamicImports: ['features/fit/photo/ai-fit-dialog.tsx'] },
  '_card-g7.js': { file: 'assets/card-g7.js' },
  'features/fit/photo/ai-fit-dialog.tsx': { file: 'assets/ai-fit-dialog-h8.js', isDynamicEntry: true, imports: ['_tf-i9.js'] },
  '_tf-i9.js': { file: 'assets/tf-i9.js' },
  'features/admin/admin-page.tsx': { file: 'assets/admin-page-j1.js', isDynamicEntry: true, imports: ['_shared-b2.js', '_admin-only-k2.js'] },
  '_admin-only-k2.js': { file: 'assets/admin-only-k2.js' },
  'locales/am-ET/common.json': { file: 'assets/locale-am-ET-common-l3.js', isDynamicEntry: true },
  'locales/en/common.json': { file: 'assets/locale-en-common-l4.js', isDynamicEntry: true },
  'locales/am-ET/browse.json': { file: 'assets/locale-am-ET-browse-l5.js', isDynamicEntry: true },
  'locales/am-ET/admin-people.json': { file: 'assets/admin-people-m4.js', isDynamicEntry: true },
  'locales/en/fit-photo.json': { file: 'assets/fit-photo-n5.js', isDynamicEntry: true },
  '../../node_modules/@tensorflow/tfjs-backend-wasm/dist/index.js': { file: 'assets/dist-o6.js', isDynamicEntry: true },
  'features/orders/designer-dashboard-page.tsx': { file: 'assets/designer-dashboard-page-p7.js', isDynamicEntry: true },
  'features/orders/profile-page.tsx': { file: 'assets/profile-page-q8.js', isDynamicEntry: true },
};

describe('precache plan', () => {
  const plan = precachedBuildFiles(manifest);

  it('takes the entry, storefront pages, their static imports and css, and the English shopper texts', () => {
    for (const file of ['assets/index-a1.js', 'assets/shared-b2.js', 'assets/index-c3.css', 'assets/product-page-f6.js', 'assets/card-g7.js', 'assets/locale-en-common-l4.js', 'assets/profile-page-q8.js']) {
      expect(plan.has(file), file).toBe(true);
    }
  });

  it('leaves the pose runtime, admin, designer pages and their texts to the network', () => {
    for (const file of ['assets/ai-fit-dialog-h8.js', 'assets/tf-i9.js', 'assets/admin-page-j1.js', 'assets/admin-only-k2.js', 'assets/admin-people-m4.js', 'assets/fit-photo-n5.js', 'assets/dist-o6.js', 'assets/designer-dashboard-page-p7.js']) {
      expect(plan.has(file), file).toBe(false);
    }
  });

  it('filters the files the build folder holds', () => {
    expect(isPrecached('assets/index-a1.js', plan)).toBe(true);
    expect(isPrecached('assets/admin-page-j1.js', plan)).toBe(false);
    expect(isPrecached('assets/noto-sans-latin-wght-normal-d4.woff2', plan)).toBe(true);
    expect(isPrecached('assets/noto-serif-latin-700-normal-x.woff2', plan)).toBe(true);
    expect(isPrecached('assets/amharic-label-k9.woff2', plan)).toBe(true);
    expect(isPrecached('assets/noto-sans-ethiopic-ethiopic-wght-normal-x.woff2', plan)).toBe(false);
    expect(isPrecached('assets/noto-sans-cyrillic-wght-normal-e5.woff2', plan)).toBe(false);
    expect(isPrecached('assets/noto-sans-latin-ext-wght-normal-x.woff2', plan)).toBe(false);
    expect(isPrecached('assets/noto-serif-latin-700-normal-x.woff', plan)).toBe(false);
    for (const own of ['offline.html', 'offline.js', 'manifest.webmanifest', 'icon-192.png', 'icon-maskable-512.png', 'icon.svg']) expect(isPrecached(own, plan), own).toBe(true);
    for (const not of ['index.html', 'models/blazepose/model.json', '.vite/manifest.json', 'assets/index-a1.js.map']) expect(isPrecached(not, plan), not).toBe(false);
  });

  it('leaves the Amharic texts and the Ethiopic face to the language choice', () => {
    for (const file of ['assets/locale-am-ET-common-l3.js', 'assets/locale-am-ET-browse-l5.js', 'assets/noto-sans-ethiopic-ethiopic-wght-normal-x.woff2']) {
      expect(isPrecached(file, plan), file).toBe(false);
    }
  });
});

describe('locale chunk names', () => {
  it('name the language and the namespace', () => {
    expect(localeChunkFileName('/repo/src/web/locales/am-ET/sizing-flow.json')).toBe('assets/locale-am-ET-sizing-flow-[hash].js');
    expect(localeChunkFileName('C:\\repo\\src\\web\\locales\\en\\common.json')).toBe('assets/locale-en-common-[hash].js');
    for (const other of [null, undefined, '', '/repo/src/web/main.tsx', '/repo/src/web/locales/am-ET/common.ts', '/repo/src/web/locales/common.json', '/repo/node_modules/x/locales/english/a.json']) {
      expect(localeChunkFileName(other), String(other)).toBeNull();
    }
  });

  it('never name anything outside assets/, whatever the module id', () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        const name = localeChunkFileName(id);
        return name === null || /^assets\/locale-[a-z]{2}(-[A-Z]{2})?-[\w-]+-\[hash\]\.js$/.test(name);
      }),
    );
  });
});

describe('namespaces kept when a language is chosen', () => {
  it("are the shopper's, not admin, studio or the photo fit's", () => {
    const all = ['common', 'browse', 'cart', 'checkout', 'fit', 'sizing-flow', 'admin', 'admin-people', 'studio', 'studio-apply', 'fit-photo', 'fit-camera', 'background-remover', 'image-tools'];
    expect(offlineNamespaces('am-ET', all)).toEqual(['common', 'browse', 'cart', 'checkout', 'fit', 'sizing-flow']);
  });
});
