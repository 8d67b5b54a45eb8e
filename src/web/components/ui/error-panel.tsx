import { AlertTriangle } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from './button';

/** 'Something went wrong' with the message (or the default) and a retry. */
export function ErrorPanel({ message, onRetry, retryLabel }: { message?: string | null; onRetry?: () => void; retryLabel?: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center rounded-card border border-crimson/30 bg-crimson-tint px-6 py-10 text-center">
      <AlertTriangle aria-hidden className="h-10 w-10 text-crimson" />
      <h2 className="mt-3 font-display text-xl font-semibold">{t('errors.somethingWentWrong')}</h2>
      <p className="mt-2 text-ink-soft">{message || t('errors.unexpected')}</p>
      <Button className="mt-6" onClick={onRetry ?? (() => window.location.reload())}>
        {retryLabel ?? (onRetry ? t('actions.tryAgain') : t('actions.reloadPage'))}
      </Button>
    </div>
  );
}
