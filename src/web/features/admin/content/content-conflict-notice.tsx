import { AlertTriangle, RefreshCw } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';

/**
 * Two admins editing the same page or settings: shown when a save was refused (VERSION_CONFLICT)
 * or when a newer version arrived while this one was being edited. Loading the latest replaces
 * the form's text, so it is a choice, never automatic.
 */
export function ContentConflictNotice({ kind, onReload, pending }: { kind: 'refused' | 'newer'; onReload: () => void; pending?: boolean }) {
  const { t } = useTranslation('admin-content');
  return (
    <div role="alert" data-testid="content-conflict" data-kind={kind} className="rounded-card border border-saffron bg-saffron-tint p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden className="h-4 w-4 shrink-0" />
        {t('common.conflict.title')}
      </p>
      <p className="mt-1 text-ink-soft">{kind === 'refused' ? t('common.conflict.body') : t('common.conflict.newer')}</p>
      <Button className="mt-3" variant="outline" size="sm" onClick={onReload} disabled={pending} data-testid="content-conflict-reload">
        <RefreshCw aria-hidden className="h-4 w-4" />
        {t('common.conflict.reload')}
      </Button>
    </div>
  );
}
