import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from './storage-keys';

export const LANGUAGES = [
  { code: 'en', label: 'English', short: 'EN' },
  { code: 'am-ET', label: 'አማርኛ', short: 'አማ' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/**
 * Every locales/<lang>/<namespace>.json is picked up, so features add namespaces without touching
 * this file. English (the fallback) ships with the app; Amharic loads when it is chosen.
 */
const english = import.meta.glob<{ default: Record<string, unknown> }>('../locales/en/*.json', { eager: true });
const others = import.meta.glob<{ default: Record<string, unknown> }>(['../locales/*/*.json', '!../locales/en/*.json']);

const namespaceOf = (file: string) => /\/([^/]+)\.json$/.exec(file)?.[1] ?? 'common';
const languageOf = (file: string) => /locales\/([^/]+)\//.exec(file)?.[1] ?? 'en';

export function buildResources(): Resource {
  const resources: Resource = { en: {} };
  for (const [file, mod] of Object.entries(english)) (resources.en as Record<string, unknown>)[namespaceOf(file)] = mod.default;
  return resources;
}

export const NAMESPACES = [...new Set(Object.keys(english).map(namespaceOf))];

const loaded = new Set<string>(['en']);

/** Loads a language's namespaces once; English is always there. */
export async function loadLanguage(lang: string): Promise<void> {
  if (loaded.has(lang)) return;
  const files = Object.entries(others).filter(([file]) => languageOf(file) === lang);
  const modules = await Promise.all(files.map(async ([file, load]) => [namespaceOf(file), (await load()).default] as const));
  for (const [ns, bundle] of modules) i18n.addResourceBundle(lang, ns, bundle, true, true);
  loaded.add(lang);
}

export async function changeLanguage(lang: LanguageCode): Promise<void> {
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
}

function initialLanguage(): LanguageCode {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.language);
    if (stored === 'en' || stored === 'am-ET') return stored;
  } catch {
    // storage unavailable
  }
  return typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('am') ? 'am-ET' : 'en';
}

export function setDocumentLanguage(lang: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

const startLanguage: LanguageCode = typeof window === 'undefined' ? 'en' : initialLanguage();

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  // Starts in English; `i18nReady` switches to the stored language once its texts are loaded.
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'am-ET'],
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes; nothing is rendered as HTML.
  returnNull: false,
});
setDocumentLanguage(i18n.language);

/** Resolves when the shopper's language is loaded and active; render after it to avoid a flash of English. */
export const i18nReady: Promise<void> = startLanguage === 'en' ? Promise.resolve() : changeLanguage(startLanguage).catch(() => undefined);
i18n.on('languageChanged', (lang) => {
  setDocumentLanguage(lang);
  try {
    localStorage.setItem(STORAGE_KEYS.language, lang);
  } catch {
    // storage unavailable
  }
});

export { i18n };
