/**
 * docs/requirements/shop.md §4 "Product load" as a pure function of what the page knows: a watchdog note after
 * 15 s, a timeout after 30 s with nothing to show (falling back to the cached list when there is
 * one), and a retry action that works 3 times before asking for a refresh.
 */
export const PRODUCT_WATCHDOG_MS = 15_000;
export const PRODUCT_TIMEOUT_MS = 30_000;
export const PRODUCT_RETRY_LIMIT = 3;
export const PRODUCT_RETRY_DELAY_MS = 2_000;

export type ProductLoadView =
  | { kind: 'loading'; watchdog: boolean }
  | { kind: 'ready'; fromCache: boolean }
  | { kind: 'error'; reason: 'failed' | 'timeout'; canRetry: boolean; fromCache: boolean };

export interface ProductLoadInput {
  isPending: boolean;
  isError: boolean;
  hasData: boolean;
  hasCache: boolean;
  /** How long the current load has been running. */
  elapsedMs: number;
  /** Times the shopper pressed Try Again. */
  retries: number;
}

export function productLoadView(s: ProductLoadInput): ProductLoadView {
  const canRetry = s.retries < PRODUCT_RETRY_LIMIT;
  if (s.hasData && !s.isError) return { kind: 'ready', fromCache: false };
  if (s.isError) return { kind: 'error', reason: 'failed', canRetry, fromCache: s.hasCache };
  if (s.isPending && s.elapsedMs >= PRODUCT_TIMEOUT_MS) return { kind: 'error', reason: 'timeout', canRetry, fromCache: s.hasCache };
  return { kind: 'loading', watchdog: s.elapsedMs >= PRODUCT_WATCHDOG_MS };
}

/** One automatic retry after 2 s, never for a request the page itself aborted. */
export function shouldRetryProducts(failureCount: number, error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  return failureCount < 1;
}
