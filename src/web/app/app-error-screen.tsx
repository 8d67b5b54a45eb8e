import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Button } from '../components/ui/button';

/**
 * An uncaught error or unhandled rejection anywhere shows the application-error screen with a
 * retry that reloads (docs/requirements/shop.md §4 "Global errors").
 */
export function useGlobalErrors(): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      // Resource load errors (a broken image) are not application failures.
      if (event.error) setFailed(true);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason = event.reason as { name?: string } | undefined;
      // Cancelled fetches and API errors are handled where they happen.
      if (reason?.name === 'AbortError' || reason?.name === 'ApiError') return;
      setFailed(true);
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return failed;
}

export function AppErrorScreen() {
  const { t } = useTranslation();
  return (
    <div role="alert" data-testid="app-error-screen" className="grid min-h-dvh place-items-center bg-cotton px-6 text-center">
      <div className="max-w-md">
        <div className="tibeb-band mx-auto mb-8 w-40 rounded" />
        <h1 className="font-display text-2xl font-bold">{t('errors.somethingWentWrong')}</h1>
        <p className="mt-3 text-ink-soft">{t('errors.appError')}</p>
        <Button className="mt-6" size="lg" onClick={() => window.location.reload()}>
          {t('actions.reloadPage')}
        </Button>
      </div>
    </div>
  );
}
