import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useErrorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';

/**
 * A part of the Earnings page that could not be read: what, why in the reader's words (never the
 * server's English message), and a retry. Smaller than the page-wide ErrorPanel: the other parts
 * of the page still work.
 */
export function EarningsSectionError({ message, error, onRetry }: { message: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('payouts');
  const errorText = useErrorText(['payouts'], { refusalsOnly: true });
  return (
    <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-crimson/30 bg-crimson-tint p-4" data-testid="earnings-section-error">
      <AlertTriangle aria-hidden className="h-6 w-6 shrink-0 text-crimson" />
      <div className="min-w-48 flex-1 text-sm">
        <p className="font-semibold">{message}</p>
        <p className="text-ink-soft">{errorText(error)}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden className="h-4 w-4" />
        {t('common:actions.tryAgain')}
      </Button>
    </div>
  );
}
