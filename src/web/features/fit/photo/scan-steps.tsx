import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ProcessingErrorView } from './capture-step';
import type { ProcessingError } from './photo-rules';

/** Both poses are in: measuring, then 'Scan Complete!' for a moment, over the front capture. */
export function ScanWorkingView({ frontUrl, complete }: { frontUrl: string; complete: boolean }) {
  const { t: tc } = useTranslation('fit-camera');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-8 text-center" aria-live="polite">
      <img src={frontUrl} alt="" className="max-h-[32dvh] w-auto rounded-lg object-contain opacity-90" />
      {complete ? (
        <div data-testid="scan-complete" className="flex flex-col items-center gap-2 text-emerald-dark">
          <CheckCircle2 aria-hidden className="h-12 w-12" />
          <p className="font-display text-2xl font-semibold">{tc('complete')}</p>
        </div>
      ) : (
        <div data-testid="scan-processing" className="flex flex-col items-center gap-3">
          <Spinner label={tc('processing')} />
          <p className="font-display text-lg font-semibold">{tc('processing')}</p>
          <p className="text-xs text-muted">{tc('privacy')}</p>
        </div>
      )}
    </div>
  );
}

/** The scan could not be measured: why, with Close and Rescan. */
export function ScanErrorStep({ error, onClose, onRescan }: { error: ProcessingError; onClose(): void; onRescan(): void }) {
  const { t } = useTranslation('fit-photo');
  const { t: tc } = useTranslation('fit-camera');
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <ProcessingErrorView error={error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          {t('actions.close')}
        </Button>
        <Button variant="accent" onClick={onRescan} data-testid="scan-error-rescan">
          {tc('summary.rescan')}
        </Button>
      </div>
    </div>
  );
}
