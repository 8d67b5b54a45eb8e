/**
 * Which of the build's files the service worker downloads on install (the precache), decided from
 * Vite's build manifest. Precaching the whole build would make a shopper's first visit fetch about
 * 920 KB (gzipped) of scripts in the background, most of it the pose runtime (tfjs), the admin
 * console and the designer studio, on a line that costs money per megabyte. So the shopper's app is
 * precached — the entry, every storefront page and dialog, the English texts — and the rest is kept
 * at run time once someone actually opens it (cache-rules BUILD_CHUNKS), the Amharic texts and the
 * Ethiopic face once someone reads Amharic (ON_LANGUAGE_CHOICE).
 * Used by vite.config.ts at build time; pure, so it is tested on a made-up manifest.
 */

export interface BuildChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type BuildManifest = Record<string, BuildChunk>;

/**
 * Lazily loaded modules that are not part of a shopper's offline app: designers' and admins' pages,
 * the photo fit (camera, pose model: it needs its 14 MB model anyway), the image tools, and their texts.
 */
export const NOT_PRECACHED_ENTRIES: readonly RegExp[] = [
  /(^|\/)features\/(admin|studio|fit|background-remover|image-tools)\//,
  /(^|\/)features\/orders\/designer-dashboard-page\.tsx$/,
  /(^|\/)node_modules\/@tensorflow(-models)?\//,
  /(^|\/)locales\/[^/]+\/(admin[^/]*|studio[^/]*|fit-photo|fit-camera|background-remover|image-tools)\.json$/,
];

/**
 * What only an Amharic reader needs: the Amharic texts (about 25 small chunks) and the Ethiopic face
 * (198 KB). Left out of the precache, so an English reader's worker does not download them; the app
 * keeps them, in the worker's language cache (cache-rules AMHARIC_FILES), once the shopper reads
 * Amharic — at the start of an Amharic page, or right after switching (language-cache.ts).
 */
export const ON_LANGUAGE_CHOICE: readonly RegExp[] = [/(^|\/)locales\/am-ET\//];

/**
 * The Latin faces both languages' pages are set in, as woff2: Noto Sans and Noto Serif (600, 700)
 * Latin (about 68 KB), and the language switch's Amharic label (its few letters). Noto Sans Ethiopic's Ethiopic face is kept when Amharic is read (above);
 * its Latin faces are not in the stylesheet (vite.config.ts). Latin Extended (168 KB, for the odd
 * accented name), Cyrillic, Greek and the rest are fetched when a page needs them and kept like
 * any build file.
 */
export const PRECACHED_FONT = /(^|\/)(noto-(sans-latin-wght|serif-latin-(600|700))-normal|amharic-label)-[^/]*\.woff2$/;

/**
 * The file name of a language's texts chunk, `assets/locale-<language>-<namespace>-[hash].js`
 * (vite.config.ts), so the worker can tell one language's texts from the other's by address alone.
 * Null for any other module.
 */
export function localeChunkFileName(moduleId: string | null | undefined): string | null {
  const match = /[\\/]locales[\\/]([a-z]{2}(?:-[A-Z]{2})?)[\\/]([\w-]+)\.json$/.exec(moduleId ?? '');
  return match ? `assets/locale-${match[1]}-${match[2]}-[hash].js` : null;
}

/**
 * The namespaces of a language the app keeps for offline reading once that language is chosen:
 * every one but the texts of what is not part of the shopper's offline app (admin, studio, fit photo).
 */
export function offlineNamespaces(language: string, namespaces: readonly string[]): string[] {
  return namespaces.filter((ns) => !NOT_PRECACHED_ENTRIES.some((re) => re.test(`locales/${language}/${ns}.json`)));
}

/** The build files (paths relative to the build folder) reached without passing through a module left out above. */
export function precachedBuildFiles(manifest: BuildManifest, notPrecached: readonly RegExp[] = [...NOT_PRECACHED_ENTRIES, ...ON_LANGUAGE_CHOICE]): Set<string> {
  const excluded = (key: string) => notPrecached.some((re) => re.test(key));
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const asset of chunk.assets ?? []) if (PRECACHED_FONT.test(asset)) files.add(asset);
    // Static imports come with the chunk; dynamic ones are roots of their own (below).
    for (const dep of chunk.imports ?? []) walk(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || (chunk.isDynamicEntry && !excluded(key))) walk(key);
  }
  return files;
}

/**
 * Whether a file found in the build folder goes into the precache. Hashed build files only when the
 * plan names them (or they are the two languages' fonts); the few files of our own at the root
 * (offline page, icons, manifest) always. The HTML app shell is not precached: pages are fetched
 * network-first and saved as visited, and the offline page stands in for the rest.
 */
export function isPrecached(url: string, plan: ReadonlySet<string>): boolean {
  const file = url.replace(/^\//, '');
  if (file.startsWith('assets/')) return plan.has(file) || PRECACHED_FONT.test(file);
  if (file.startsWith('models/') || file.startsWith('.vite/') || file.endsWith('.map')) return false;
  if (file === 'index.html') return false;
  return /^(offline\.(html|js)|manifest\.webmanifest|icon[\w-]*\.(png|svg)|placeholder-product\.svg)$/.test(file);
}
