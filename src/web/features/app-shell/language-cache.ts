import { fetchLanguageTexts, NAMESPACES } from '../../lib/i18n';
import { AMHARIC_FILES } from './cache-rules';
import { offlineNamespaces } from './precache-plan';

// The one language the precache leaves out; service-worker.ts loads this module for its readers only.
const AMHARIC = 'am-ET';
let kept = false;

/**
 * The precache leaves out what only Amharic needs (precache-plan ON_LANGUAGE_CHOICE), so an English
 * reader never downloads it. Once the shopper reads Amharic — an Amharic page starts, or they switch
 * — this fetches it through the worker, whose AMHARIC_FILES rule keeps it, so the whole Amharic app
 * opens offline: the namespaces this page has not loaded by importing them, and what the page loaded
 * before the worker controlled it (a first visit) by asking for the same addresses again (the
 * browser's HTTP cache usually answers). Sets `data-offline-language` on <html> when done.
 */
export async function keepAmharicOffline(): Promise<void> {
  if (kept) return;
  kept = true;
  try {
    await controlledByWorker();
    await fetchLanguageTexts(AMHARIC, offlineNamespaces(AMHARIC, NAMESPACES));
    // The face is fetched only once Ethiopic text is drawn; this asks for it in any case.
    await document.fonts.load('1em "Noto Sans Ethiopic Variable"', 'ሀ').catch(() => []);
    const addresses = new Set(
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => AMHARIC_FILES.test(name)),
    );
    await Promise.all([...addresses].map((address) => fetch(address).then((r) => r.arrayBuffer(), () => undefined)));
    document.documentElement.dataset.offlineLanguage = AMHARIC;
  } catch {
    // Storage switched off or full: Amharic then needs the connection, as before the worker.
    kept = false;
  }
}

/** Resolves once a worker controls the page (at once on a repeat visit; after its claim on the first). */
async function controlledByWorker(): Promise<void> {
  await navigator.serviceWorker.ready;
  if (navigator.serviceWorker.controller) return;
  await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
}
