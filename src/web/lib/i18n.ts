import { afterHydrationSettled } from './hydration';
import { STORAGE_KEYS } from './storage-keys';
import { Translator, type Bundle, type Resources, type TFunction } from './translator';
import { setAppTranslator } from './use-translation';

export const LANGUAGES = [
  { code: 'en', label: 'English', short: 'EN' },
  { code: 'am-ET', label: 'አማርኛ', short: 'አማ' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/**
 * Every locales/<lang>/<namespace>.json is picked up, so features add namespaces without touching
 * this file. Only English `common` (header, footer, shared words) and `search` (the header's
 * search box, on every page) ship with the app; every other namespace, in either language, is its
 * own small chunk loaded the first time a component asks for it (`useTranslation('sale')`
 * suspends until then) — pages and features do not make the first page heavier as they add texts.
 */
const commonEnglish = import.meta.glob<{ default: Bundle }>(['../locales/en/common.json', '../locales/en/search.json'], { eager: true });
const lazyBundles = import.meta.glob<{ default: Bundle }>(['../locales/*/*.json', '!../locales/en/common.json', '!../locales/en/search.json']);

const namespaceOf = (file: string) => /\/([^/]+)\.json$/.exec(file)?.[1] ?? 'common';
const languageOf = (file: string) => /locales\/([^/]+)\//.exec(file)?.[1] ?? 'en';

const loaders = new Map<string, () => Promise<{ default: Bundle }>>();
for (const [file, load] of Object.entries(lazyBundles)) loaders.set(`${languageOf(file)}/${namespaceOf(file)}`, load);

/** Every namespace there is (English is the reference language). */
export const NAMESPACES = [...new Set([...Object.keys(commonEnglish), ...Object.keys(lazyBundles)].filter((f) => languageOf(f) === 'en').map(namespaceOf))];

export function buildResources(): Resources {
  const resources: Resources = { en: {} };
  for (const [file, mod] of Object.entries(commonEnglish)) (resources.en ??= {})[namespaceOf(file)] = mod.default;
  return resources;
}

/** Loads one namespace of one language from its chunk; a namespace with no file has no texts there. */
const loadBundle = (language: string, namespace: string) => loaders.get(`${language}/${namespace}`)?.().then((mod) => mod.default);

/** The namespaces components have asked for so far (useTranslation keeps the list). */
function usedNamespaces(): string[] {
  return [...i18n.usedNamespaces];
}

/** Loads namespaces (default: `common` and every one in use) of a language before it is shown. */
export async function loadLanguage(lang: string, namespaces: readonly string[] = ['common', ...usedNamespaces()]): Promise<void> {
  const missing = [...new Set(namespaces)].filter((ns) => !i18n.hasResourceBundle(lang, ns) && loaders.has(`${lang}/${ns}`));
  if (missing.length === 0) return;
  await Promise.all(
    missing.map(async (ns) => {
      const load = loaders.get(`${lang}/${ns}`);
      if (load) i18n.addResourceBundle(lang, ns, (await load()).default, true, true);
    }),
  );
}

/**
 * Fetches namespaces of a language without adding them to the translator (its memory holds only what pages use), so the
 * service worker keeps their chunks for offline reading (app-shell/language-cache.ts). Failures are
 * ignored: a namespace that did not arrive is fetched again when a page needs it.
 */
export async function fetchLanguageTexts(lang: string, namespaces: readonly string[]): Promise<void> {
  await Promise.all(namespaces.map((ns) => loaders.get(`${lang}/${ns}`)?.().catch(() => undefined)));
}

/**
 * The texts of one namespace for a message shown outside a render (a toast after a request),
 * loaded first when a page did not need them. Resolves when they cannot load too: keys then
 * fall back to `common`.
 */
export function textsOf(namespace: string): Promise<TFunction> {
  return i18n.loadNamespaces(namespace).then(() => i18n.getFixedT(null, namespace));
}

/**
 * Switches language once the texts on screen exist in it, so nothing flashes or suspends, and once
 * the page has hydrated: a switch tapped on a page still hydrating (held and replayed, or early on
 * a slow phone) re-rendered product cards whose boundaries React had not hydrated yet, and React
 * threw their server HTML away with a hydration error.
 */
export async function changeLanguage(lang: LanguageCode): Promise<void> {
  await Promise.all([loadLanguage(lang), afterHydrationSettled()]);
  await i18n.changeLanguage(lang);
}

function storedLanguage(): LanguageCode | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.language);
    if (stored === 'en' || stored === 'am-ET') return stored;
  } catch {
    // storage unavailable
  }
  return null;
}

/** The language the server rendered the page in, when the device's stored choice is gone. */
function cookieLanguage(): LanguageCode | null {
  if (typeof document === 'undefined') return null;
  const value = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${STORAGE_KEYS.language}=`))
    ?.slice(STORAGE_KEYS.language.length + 1);
  return value === 'en' || value === 'am-ET' ? value : null;
}

function initialLanguage(): LanguageCode {
  // The cookie before the browser's language: the server chose by it, and a page that starts in
  // another language than its HTML re-renders instead of hydrating (taps made meanwhile are lost).
  return storedLanguage() ?? cookieLanguage() ?? (typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('am') ? 'am-ET' : 'en');
}

export function setDocumentLanguage(lang: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/**
 * The language is mirrored in a cookie so that the server renders the first page in it (the
 * choice itself stays in local storage, where the rest of the app reads it).
 */
export const LANGUAGE_COOKIE = STORAGE_KEYS.language;
function rememberLanguage(lang: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.language, lang);
  } catch {
    // storage unavailable
  }
  if (typeof document !== 'undefined') document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lang)}; path=/; max-age=31536000; samesite=lax`;
}

const startLanguage: LanguageCode = typeof window === 'undefined' ? 'en' : initialLanguage();

// Starts in English; `i18nReady` switches to the stored language once its texts are loaded.
const i18n = new Translator({
  // English `common` and `search` ship with the app; everything else is loaded on demand.
  resources: buildResources(),
  language: 'en',
  fallbackLanguage: 'en',
  defaultNamespace: 'common',
  // A feature's namespace holds its own texts; the shared words (actions, filters, sort) stay in common.
  fallbackNamespace: 'common',
  load: loadBundle,
});
setAppTranslator(i18n);
setDocumentLanguage(i18n.language);

/**
 * Resolves when the shopper's language is loaded and active, with the namespaces a server-rendered
 * page used (`namespaces`); render after it to avoid a flash of English or a suspended first render.
 */
export function prepareLanguage(namespaces: readonly string[] = []): Promise<void> {
  const lang = startLanguage;
  // A choice whose cookie was lost (cleared, expired) would have every page rendered in English first.
  if (typeof document !== 'undefined' && storedLanguage() === lang && !document.cookie.split('; ').includes(`${LANGUAGE_COOKIE}=${encodeURIComponent(lang)}`)) rememberLanguage(lang);
  const ready = Promise.all([loadLanguage('en', namespaces), lang === 'en' ? undefined : loadLanguage(lang, ['common', ...namespaces])]).then(() =>
    lang === 'en' ? undefined : i18n.changeLanguage(lang).then(() => undefined),
  );
  return ready.catch(() => undefined);
}

/** The language the first render will use (the stored choice, else the browser's). */
export const firstLanguage = (): LanguageCode => startLanguage;

/** Resolves when the shopper's language is loaded and active; render after it to avoid a flash of English. */
export const i18nReady: Promise<void> = prepareLanguage();

i18n.on('languageChanged', (lang) => {
  setDocumentLanguage(lang);
  rememberLanguage(lang);
});
if (typeof window !== 'undefined' && storedLanguage() === startLanguage) rememberLanguage(startLanguage);

export { i18n };
