import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { TFunction, Translator } from './translator';

const TranslatorContext = createContext<Translator | null>(null);

/** The app's translator, for components rendered outside a provider (set by lib/i18n.ts). */
let appTranslator: Translator | null = null;
export function setAppTranslator(translator: Translator): void {
  appTranslator = translator;
}

/** Hands a translator down (the server renders each request with its own). */
export function TranslatorProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext value={i18n}>{children}</TranslatorContext>;
}

export interface UseTranslation {
  t: TFunction;
  i18n: Translator;
}

/**
 * Texts of one or more namespaces (the first is where keys without `namespace:` are looked up,
 * then the others, then `common`). Suspends until they are loaded in the language and in English;
 * re-renders when the language changes. `lng` pins another language than the current one.
 */
export function useTranslation(ns?: string | readonly string[], options?: { lng?: string }): UseTranslation {
  const i18n = useContext(TranslatorContext) ?? appTranslator;
  if (!i18n) throw new Error('useTranslation needs a translator (lib/i18n.ts, or TranslatorProvider)');
  const namespaces = ns === undefined ? [i18n.defaultNamespace] : typeof ns === 'string' ? [ns] : [...ns];
  const nsKey = namespaces.join('|');
  for (const namespace of namespaces) i18n.usedNamespaces.add(namespace);
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const current = useSyncExternalStore(subscribe, () => i18n.language, () => i18n.language);
  const language = options?.lng ?? current;
  // A new function when the language changes, so what is memoised on `t` is worked out again.
  const t = useMemo(() => i18n.getFixedT(language, nsKey.split('|')), [i18n, language, nsKey]);
  if (!i18n.hasLoadedNamespaces(namespaces, language)) throw i18n.loadNamespaces(namespaces, language);
  return { t, i18n };
}
