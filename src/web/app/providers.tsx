import { MutationCache, onlineManager, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Translator as I18n } from '../lib/translator';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { TranslatorProvider } from '../lib/use-translation';

/** docs/requirements/shop.md §9: data stale after 5 min, kept 10 min, 2 retries with exponential delay capped at 30 s. */
export function createQueryClient(): QueryClient {
  // TanStack's online state starts online and follows only the online/offline events: a page opened
  // with no connection would send (and lose) the changes meant to be queued, and never see the
  // connection come back (no change, no event to its listeners), so the offline replay would wait.
  if (typeof navigator !== 'undefined' && typeof window !== 'undefined') onlineManager.setOnline(navigator.onLine);
  /**
   * A session that ended elsewhere (a password reset, "sign out of other devices", an expired
   * cookie) answers 401 on the next call: the account is read again, so every screen shows the
   * shopper as signed out instead of a string of failures.
   */
  const sessionEnded = (error: unknown) => {
    // Only a shopper the app believes signed in: a guest's 401 changes nothing and must not loop.
    if (error instanceof ApiError && error.code === 'UNAUTHENTICATED' && client.getQueryData(['me'])) void client.invalidateQueries({ queryKey: ['me'] });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: sessionEnded }),
    mutationCache: new MutationCache({ onError: sessionEnded }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        retry: (count, error) => count < 2 && (!(error instanceof ApiError) || error.retryable),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}

export function Providers({ children, client: given, i18n: instance }: { children: ReactNode; client?: QueryClient; i18n?: I18n }) {
  const [client] = useState(() => given ?? createQueryClient());
  return (
    <TranslatorProvider i18n={instance ?? i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </TranslatorProvider>
  );
}
