import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { toast } from '../../components/ui/toast';
import { cachedProducts, rememberProducts, type ProductQuery } from './get-products';
import { PRODUCT_TIMEOUT_MS, PRODUCT_WATCHDOG_MS, productLoadView } from './product-load';
import type { ProductPage } from '@domain/catalog/api';

/** The products page's loading story (docs/requirements/shop.md §4, §8): watchdog, timeout, limited retries, cache fallback, toast. */
export function useProductLoad(query: ProductQuery, result: UseQueryResult<ProductPage, unknown>) {
  const { t } = useTranslation('browse');
  const key = JSON.stringify(query);
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const [retries, setRetries] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the query's identity
  const cache = useMemo(() => cachedProducts(query), [key]);

  useEffect(() => {
    setStartedAt(Date.now());
    setNow(Date.now());
  }, [key]);

  // Wake up at the watchdog and timeout marks while a load is running, no sooner.
  useEffect(() => {
    if (!result.isPending) return;
    const timers = [PRODUCT_WATCHDOG_MS, PRODUCT_TIMEOUT_MS].map((mark) => setTimeout(() => setNow(Date.now()), Math.max(0, startedAt + mark - Date.now())));
    return () => timers.forEach(clearTimeout);
  }, [result.isPending, startedAt]);

  const view = productLoadView({
    isPending: result.isPending,
    isError: result.isError && !result.data,
    hasData: Boolean(result.data),
    hasCache: cache !== null,
    elapsedMs: now - startedAt,
    retries,
  });

  // Whatever list is on screen, fetched here or rendered by the server, is kept for a bad connection later.
  useEffect(() => {
    if (result.data && !result.isPlaceholderData) rememberProducts(query, result.data);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the query's identity
  }, [result.data, result.isPlaceholderData, key]);

  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (view.kind !== 'error' || toasted.current === result.error) return;
    toasted.current = result.error;
    const description = view.reason === 'timeout' ? t('products.load.timeoutToast') : result.error instanceof Error && result.error.message ? result.error.message : t('products.load.later');
    toast({ title: t('products.load.toastTitle'), description, variant: 'destructive' });
  }, [view.kind, view, result.error, t]);

  return {
    view,
    cached: cache,
    retry: () => {
      setRetries((n) => n + 1);
      setStartedAt(Date.now());
      setNow(Date.now());
      void result.refetch();
    },
  };
}
