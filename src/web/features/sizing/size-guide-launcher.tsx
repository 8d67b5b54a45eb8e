import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { useMeId } from '../accounts';
import type { GuideContext, MeasurementSnapshot } from './types';
import { useConfirmMeasurements, type ConfirmTarget } from './use-confirm-measurements';

// The overlay, its forms, charts and the estimator load when a shopper first opens the guide.
const SizeGuideOverlay = lazy(() => import('./guide-overlay/size-guide-overlay').then((m) => ({ default: m.SizeGuideOverlay })));

export interface SizeGuideLauncherProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  context: GuideContext;
  target: ConfirmTarget;
  initial?: MeasurementSnapshot | null;
  onConfirmed?(outcome: Awaited<ReturnType<ReturnType<typeof useConfirmMeasurements>>>, snapshot: MeasurementSnapshot): void;
}

/** The AI Size Guide wired to the confirm flow; renders nothing until first opened. */
export function SizeGuideLauncher({ open, onOpenChange, context, target, initial, onConfirmed }: SizeGuideLauncherProps) {
  const { t } = useTranslation('sizing-flow');
  const me = useMeId();
  const confirm = useConfirmMeasurements();
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
            <Spinner /> {t('loading')}
          </div>
        </div>
      }
    >
      <SizeGuideOverlay
        open={open}
        onOpenChange={onOpenChange}
        context={context}
        signedIn={Boolean(me)}
        initial={initial ?? null}
        onConfirm={async (snapshot, options) => {
          try {
            const outcome = await confirm(snapshot, options, target);
            onConfirmed?.(outcome, snapshot);
          } catch (error) {
            if (target.kind === 'cart') toast({ title: t('attachFailed.title'), description: t('attachFailed.body'), variant: 'destructive' });
            throw error;
          }
        }}
      />
    </Suspense>
  );
}
