import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/**
 * docs/requirements/sizing.md §2 overlay 8 and §4 "Rescan": with measurements in hand it warns that they will be
 * replaced; with none it says a new scan starts. Keeping them changes nothing.
 */
export function RescanDialog({ open, hasCurrent, onKeep, onStartNew }: { open: boolean; hasCurrent: boolean; onKeep(): void; onStartNew(): void }) {
  const { t } = useTranslation('fit-camera');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onKeep()} title={t('rescan.title')} description={hasCurrent ? t('rescan.withCurrent') : t('rescan.withoutCurrent')}>
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end" data-testid="scan-rescan-dialog">
        <Button variant="outline" onClick={onKeep} data-testid="scan-rescan-keep">
          {t('rescan.keep')}
        </Button>
        <Button variant={hasCurrent ? 'danger' : 'accent'} onClick={onStartNew} data-testid="scan-rescan-new">
          {t('rescan.startNew')}
        </Button>
      </div>
    </Dialog>
  );
}
