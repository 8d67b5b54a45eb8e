import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Spinner } from '../../components/ui/spinner';
import type { GuideContext, MeasurementSnapshot } from './types';
import type { ConfirmOutcome, ConfirmTarget } from './use-confirm-measurements';

// The overlay, its forms, charts, the estimator and the confirm flow (cart, pending measurements)
// load when a shopper first opens the guide.
const ConfirmingSizeGuide = lazy(() => import('./confirming-size-guide').then((m) => ({ default: m.ConfirmingSizeGuide })));

export interface SizeGuideLauncherProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  context: GuideContext;
  target: ConfirmTarget;
  initial?: MeasurementSnapshot | null;
  onConfirmed?(outcome: ConfirmOutcome, snapshot: MeasurementSnapshot): void;
}

/**
 * The AI Size Guide wired to the confirm flow; renders nothing until first opened. Its one text
 * (while the guide loads) is in `common`: a page offering the guide does not load the guide's
 * texts (sizing-flow, 1.1 KB gzipped) before a shopper opens it.
 */
export function SizeGuideLauncher(props: SizeGuideLauncherProps) {
  const { t } = useTranslation();
  const { open } = props;
  const [mounted, setMounted] = useState(open);
  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);
  if (!mounted) return null;
  return (
    <Suspense
      fallback={
        <div className="fixed inset-0 z-50 grid place-items-center bg-ink/40" role="status" aria-live="polite">
          <div className="flex items-center gap-3 rounded-card bg-white px-5 py-4 shadow-xl">
            <Spinner /> {t('fit.openingGuide')}
          </div>
        </div>
      }
    >
      <ConfirmingSizeGuide {...props} />
    </Suspense>
  );
}
