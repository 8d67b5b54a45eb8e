import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from './storage-keys';

export const LANGUAGES = [
  { code: 'en', label: 'English', short: 'EN' },
  { code: 'am-ET', label: 'አማርኛ', short: 'አማ' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** Every locales/<lang>/<namespace>.json is picked up, so features add namespaces without touching this file. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

export function buildResources(): Resource {
  const resources: Resource = {};
  for (const [file, mod] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, lang, ns] = match as unknown as [string, string, string];
    (resources[lang] ??= {})[ns] = mod.default;
  }
  return resources;
}

export const NAMESPACES = [...new Set(Object.keys(files).map((f) => /\/([^/]+)\.json$/.exec(f)?.[1] ?? 'common'))];

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

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: typeof window === 'undefined' ? 'en' : initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['en', 'am-ET'],
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes; nothing is rendered as HTML.
  returnNull: false,
});
setDocumentLanguage(i18n.language);
i18n.on('languageChanged', (lang) => {
  setDocumentLanguage(lang);
  try {
    localStorage.setItem(STORAGE_KEYS.language, lang);
  } catch {
    // storage unavailable
  }
});

export { i18n };
