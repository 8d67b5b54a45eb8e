import { describe, expect, it } from 'vitest';
import { productLoadView, shouldRetryProducts } from './product-load';

const base = { isPending: true, isError: false, hasData: false, hasCache: false, elapsedMs: 0, retries: 0 };

describe('productLoadView', () => {
  it('loads, then warns at 15 s, then times out at 30 s', () => {
    expect(productLoadView(base)).toEqual({ kind: 'loading', watchdog: false });
    expect(productLoadView({ ...base, elapsedMs: 15_000 })).toEqual({ kind: 'loading', watchdog: true });
    expect(productLoadView({ ...base, elapsedMs: 30_000 })).toEqual({ kind: 'error', reason: 'timeout', canRetry: true, fromCache: false });
  });

  it('falls back to the cached list on a timeout or a failure', () => {
    expect(productLoadView({ ...base, elapsedMs: 31_000, hasCache: true })).toMatchObject({ kind: 'error', fromCache: true });
    expect(productLoadView({ ...base, isPending: false, isError: true, hasCache: true })).toMatchObject({ kind: 'error', reason: 'failed', fromCache: true });
  });

  it('allows 3 retries, then asks for a refresh', () => {
    const failed = { ...base, isPending: false, isError: true };
    expect(productLoadView({ ...failed, retries: 2 })).toMatchObject({ canRetry: true });
    expect(productLoadView({ ...failed, retries: 3 })).toMatchObject({ canRetry: false });
  });

  it('shows data as soon as it is there', () => {
    expect(productLoadView({ ...base, isPending: false, hasData: true, elapsedMs: 40_000 })).toEqual({ kind: 'ready', fromCache: false });
  });
});

describe('shouldRetryProducts', () => {
  it('retries once, never an aborted request', () => {
    expect(shouldRetryProducts(0, new Error('boom'))).toBe(true);
    expect(shouldRetryProducts(1, new Error('boom'))).toBe(false);
    expect(shouldRetryProducts(0, new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});
