import type { DehydratedState } from '@tanstack/react-query';
import type { CurrencyCode } from '@domain/money';
import type { LanguageCode } from './i18n';
export { LANGUAGE_COOKIE } from './i18n';
import { STORAGE_KEYS } from './storage-keys';

/**
 * What a server-rendered page hands to the browser (a JSON script with this id): the language and
 * currency it was rendered in, the i18n namespaces it used and the public data it fetched. The
 * browser hydrates only when its own language and currency are the same, else it renders anew.
 */
export const SSR_STATE_ID = 'tibeb-ssr';

export interface SsrState {
  language: LanguageCode;
  currency: CurrencyCode;
  namespaces: string[];
  queries: DehydratedState;
}

/** The cookie mirroring the stored currency, so the server renders prices in it (i18n.ts has the language's). */
export const CURRENCY_COOKIE = STORAGE_KEYS.currency;

/** Query keys (first element) of public data the server may fetch and embed; never personal data. */
export const PUBLIC_QUERY_ROOTS: ReadonlySet<string> = new Set(['site', 'home', 'categories', 'products', 'product', 'designers', 'exchange_rates', 'page_content', 'sale', 'size-chart', 'payout_terms']);
