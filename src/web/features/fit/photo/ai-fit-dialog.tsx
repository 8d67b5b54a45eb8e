import type { SizeCategory, SizeChart, UnitSystem } from '@domain/sizing/types';
import { DEFAULT_SIZE_CHARTS } from '@domain/sizing/default-size-charts';
import { Dialog } from 'radix-ui';
import { useCallback, useReducer, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { keepOpenOnToast } from '../../../components/ui/toast';
import { useReturnFocus } from '../../../components/ui/use-return-focus';
import { useSizeChart, useUnitPreference, type ConfirmTarget, type MeasurementSnapshot } from '../../sizing';
import { useFitConsent } from '../consent/use-fit-consent';
import { CameraScan, type ScanCapture, type ScanView } from '../camera/camera-scan';
import { RescanDialog } from '../camera/rescan-dialog';
import { ScanSummary } from '../camera/scan-summary';
import { AiFitHeader, AiFitProgress } from './ai-fit-header';
import { initialAiFitState, reduce } from './ai-fit-state';
import { ProcessingView } from './capture-step';
import { HeightStep } from './height-step';
import { CaptureStep, PhotoProblemStep } from './photo-steps';
import { ReviewStep } from './review-step';
import { ScanErrorStep, ScanWorkingView } from './scan-steps';
import { ConsentStep, SetupStep } from './setup-step';
import { useAiFitActions, type ConfirmOutcome } from './use-ai-fit-actions';
import { useAiFitEffects } from './use-ai-fit-effects';
import { useMeId } from '../../accounts';

export type { ConfirmOutcome } from './use-ai-fit-actions';

export interface AiFitProduct {
  id: string;
  category: SizeCategory;
  sizes: readonly string[];
}

export interface AiFitDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  product: AiFitProduct;
  target: ConfirmTarget;
  onConfirmed?(outcome: ConfirmOutcome, snapshot: MeasurementSnapshot): void;
}

const hasCamera = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * AI Powered Fit by photo (docs/requirements/sizing.md §2 overlay 5, §4 "Photo-upload fit stepper"): consent, the
 * category, then Height → Capture → Review → Save, or the live camera. Full-screen on phones, a
 * large window on desktop; Radix traps focus, closes on Escape and returns focus to the opener.
 * Closing aborts whatever is running (model load, detection, the server call).
 */
export function AiFitDialog({ open, onOpenChange, product, target, onConfirmed }: AiFitDialogProps) {
  const { t } = useTranslation('fit-photo');
  const focus = useReturnFocus('[data-testid="fit-dialog"]');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 animate-fade-in" />
        <Dialog.Content
          data-testid="fit-dialog"
          className="fixed inset-0 z-50 flex h-dvh flex-col bg-cotton outline-none animate-fade-in md:inset-auto md:left-1/2 md:top-1/2 md:h-[min(92dvh,60rem)] md:w-[min(94vw,68rem)] md:-translate-x-1/2 md:-translate-y-1/2 md:overflow-hidden md:rounded-card md:shadow-2xl"
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          // A toast (Saved locally, Failed to Save) is outside the dialog: tapping it must not close it.
          onPointerDownOutside={keepOpenOnToast}
        >
          <AiFitContent product={product} target={target} onConfirmed={onConfirmed} onClose={() => onOpenChange(false)} title={t('title')} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The dialog's content: mounted while open, so each opening starts afresh and unmounting aborts
 * the work. The screens and their transitions are ai-fit-state.ts; the work is use-ai-fit-effects.ts.
 */
function AiFitContent({ product, target, onConfirmed, onClose, title }: { product: AiFitProduct; target: ConfirmTarget; onConfirmed?: AiFitDialogProps['onConfirmed']; onClose(): void; title: string }) {
  const { consent, give } = useFitConsent(product.id);
  // The unit the shopper last chose anywhere in sizing (size guide, profiles), and remembered from here
  // too. Without a choice the dialog starts in centimetres, as its messages do (docs/requirements/sizing.md §5).
  const unitPreference = useUnitPreference();
  const [state, dispatch] = useReducer(reduce, null, () =>
    initialAiFitState({ consented: Boolean(consent), category: product.category, unit: unitPreference.chosen ? unitPreference.unit : 'metric', cameraAvailable: hasCamera() }),
  );
  const { screen, category, mode, photo, unit } = state;
  const bodyRef = useRef<HTMLDivElement>(null);
  useAiFitEffects(state, dispatch, bodyRef);

  const chartQuery = useSizeChart(category, product.id);
  // The chart in force; our standard one while it loads or when the product's is for another category.
  const chart: SizeChart | null = chartQuery.data?.category === category ? chartQuery.data : DEFAULT_SIZE_CHARTS[category];
  const { recommendation, save, attach, downloadPdf } = useAiFitActions(state, dispatch, { productId: product.id, target, chart, onConfirmed, onClose });
  // As in the size guide: on a product page a signed-in shopper's save adds the garment to the cart
  // (use-confirm-measurements.ts), so the button says that, and the page then offers the cart.
  const meId = useMeId();
  const addsToCart = target.kind === 'pdp' && Boolean(meId);

  const setUnit = (next: UnitSystem) => {
    dispatch({ type: 'UNIT_CHOSEN', unit: next });
    unitPreference.choose(next);
  };
  // Stable: the camera's own effects depend on them.
  const onViewChange = useCallback((view: ScanView) => dispatch({ type: 'SCAN_VIEW', view }), []);
  const onCaptured = useCallback((front: ScanCapture, side: ScanCapture) => dispatch({ type: 'SCAN_CAPTURED', scan: { front, side } }), []);
  const tryAgain = () => dispatch({ type: 'TRY_AGAIN' });
  const rescan = () => dispatch({ type: 'RESCAN' });

  return (
    <>
      <AiFitHeader title={title} mode={mode} />
      <AiFitProgress mode={mode} screen={screen} scanView={state.scanView} />
      <div ref={bodyRef} className="flex-1 overflow-y-auto px-4 py-5 md:px-8 md:py-6">
        {screen.kind === 'consent' ? (
          <ConsentStep
            onCancel={onClose}
            onContinue={() => {
              // Kept here (the snapshot type has no metadata field): consented, timestamp, productId (docs/requirements/sizing.md §3).
              give();
              dispatch({ type: 'CONSENT_GIVEN' });
            }}
          />
        ) : null}

        {screen.kind === 'setup' ? (
          <SetupStep
            category={category}
            mode={mode}
            cameraAvailable={state.cameraAvailable}
            onCategory={(c) => dispatch({ type: 'CATEGORY_CHOSEN', category: c })}
            onMode={(m) => dispatch({ type: 'MODE_CHOSEN', mode: m })}
            onNext={() => dispatch({ type: 'SETUP_DONE' })}
          />
        ) : null}

        {screen.kind === 'height' ? (
          <HeightStep
            initialText={state.height.text}
            initialUnit={state.height.unit}
            initialWeight={state.height.weightText}
            onBack={() => dispatch({ type: 'BACK' })}
            onNext={(text, u, input, weightKg, weightText) => {
              dispatch({ type: 'HEIGHT_DONE', height: { text, unit: u, input, weightKg, weightText } });
              unitPreference.choose(u);
            }}
          />
        ) : null}

        {screen.kind === 'capture' ? <CaptureStep problem={screen.problem} onFile={(file) => dispatch({ type: 'PHOTO_CHOSEN', file })} onBack={() => dispatch({ type: 'BACK' })} /> : null}

        {screen.kind === 'processing' ? <ProcessingView previewUrl={photo?.url ?? null} stage={screen.stage} onCancel={() => dispatch({ type: 'CANCEL' })} /> : null}

        {screen.kind === 'quality' ? <PhotoProblemStep problem={{ kind: 'quality', quality: screen.quality }} previewUrl={photo?.url ?? null} onClose={onClose} onTryAgain={tryAgain} /> : null}
        {screen.kind === 'error' ? <PhotoProblemStep problem={{ kind: 'error', error: screen.error }} previewUrl={photo?.url ?? null} onClose={onClose} onTryAgain={tryAgain} /> : null}

        {screen.kind === 'scan' ? (
          <CameraScan key={screen.attempt} onViewChange={onViewChange} onCaptured={onCaptured} onBack={() => dispatch({ type: 'BACK' })} onUploadInstead={() => dispatch({ type: 'UPLOAD_INSTEAD' })} />
        ) : null}

        {screen.kind === 'scan-processing' || screen.kind === 'scan-complete' ? <ScanWorkingView frontUrl={screen.scan.front.photo.url} complete={screen.kind === 'scan-complete'} /> : null}

        {screen.kind === 'scan-error' ? <ScanErrorStep error={screen.error} onClose={onClose} onRescan={rescan} /> : null}

        {screen.kind === 'scan-summary' ? (
          <>
            <ScanSummary
              result={screen.result}
              front={screen.scan.front}
              side={screen.scan.side}
              category={category}
              recommendation={recommendation}
              unit={unit}
              onUnit={setUnit}
              attaching={screen.attaching}
              addsToCart={addsToCart}
              pdfBusy={state.pdfBusy}
              onAttach={() => void attach()}
              onRescan={() => dispatch({ type: 'RESCAN_ASKED' })}
              onPdf={() => void downloadPdf()}
              onClose={onClose}
            />
            <RescanDialog open={state.rescanOpen} hasCurrent onKeep={() => dispatch({ type: 'RESCAN_KEPT' })} onStartNew={rescan} />
          </>
        ) : null}

        {(screen.kind === 'review' || screen.kind === 'saving') && photo ? (
          <ReviewStep
            result={screen.result}
            view={screen.view}
            image={photo.canvas}
            quality={screen.quality}
            category={category}
            recommendation={recommendation}
            unit={unit}
            onUnit={setUnit}
            saving={screen.kind === 'saving'}
            addsToCart={addsToCart}
            onSave={() => void save()}
            onTryAgain={tryAgain}
            onClose={onClose}
          />
        ) : null}
      </div>
    </>
  );
}
