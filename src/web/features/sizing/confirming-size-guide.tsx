import { useTranslation } from '../../lib/use-translation';
import { toast } from '../../components/ui/toast';
import { useMeId } from '../accounts';
import { SizeGuideOverlay } from './guide-overlay/size-guide-overlay';
import type { SizeGuideLauncherProps } from './size-guide-launcher';
import { useConfirmMeasurements } from './use-confirm-measurements';

/** The AI Size Guide wired to the confirm flow: loaded with the overlay, when a shopper first opens the guide. */
export function ConfirmingSizeGuide({ open, onOpenChange, context, target, initial, onConfirmed }: SizeGuideLauncherProps) {
  const { t } = useTranslation('sizing-flow');
  const me = useMeId();
  const confirm = useConfirmMeasurements();
  return (
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
  );
}
