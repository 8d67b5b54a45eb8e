import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { useAppShell } from './app-shell-store';

/** docs/requirements/shop.md §9: the 'Update Available' toast stays 10 s. */
export const UPDATE_TOAST_MS = 10_000;

/**
 * Once a new build's worker waits: the 'App update available!' banner with Update Now, and the
 * 'Update Available' toast. Update Now activates the new worker and the page reloads once, under
 * it; until then the page keeps running the build it started with.
 */
export function UpdateBanner() {
  const { t } = useTranslation();
  const waiting = useAppShell((s) => s.updateWaiting);
  const activate = useAppShell((s) => s.activateUpdate);
  const [updating, setUpdating] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    toast({ key: 'app-update', title: t('app.updateToast'), description: t('app.updateToastBody'), durationMs: UPDATE_TOAST_MS });
  }, [waiting, t]);
  if (!waiting) return null;
  return (
    <div role="region" aria-label={t('app.updateAvailable')} data-testid="app-update-banner" className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 bg-ink px-4 py-2 text-sm text-cotton">
      <span className="flex items-center gap-2 font-semibold">
        <RefreshCw aria-hidden className="h-4 w-4" /> {t('app.updateAvailable')}
      </span>
      <Button
        size="sm"
        variant="accent"
        disabled={updating || !activate}
        onClick={() => {
          setUpdating(true);
          activate?.();
        }}
      >
        {t('app.updateNow')}
      </Button>
    </div>
  );
}
