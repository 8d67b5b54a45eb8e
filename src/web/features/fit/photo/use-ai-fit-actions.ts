import type { SizeChart } from '@domain/sizing/types';
import { useMemo, type Dispatch } from 'react';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/use-translation';
import { useMe } from '../../accounts';
import { useConfirmMeasurements, type ConfirmTarget, type MeasurementSnapshot, type SizeRecommendationSummary } from '../../sizing';
import { downloadMeasurementSummary } from '../camera/download-summary';
import { fitSaveBody, useSaveFitMeasurements } from '../save-fit-measurements';
import { resultOf, type AiFitEvent, type AiFitState } from './ai-fit-state';
import { buildFitSnapshot, recommendFromResult, schemaMeasurements, type PhotoFitResult } from './fit-result';
import { saveErrorKey } from './photo-rules';

export type ConfirmOutcome = Awaited<ReturnType<ReturnType<typeof useConfirmMeasurements>>>;

export interface AiFitActionsInput {
  productId: string;
  target: ConfirmTarget;
  chart: SizeChart | null;
  onConfirmed?(outcome: ConfirmOutcome, snapshot: MeasurementSnapshot): void;
  onClose(): void;
}

const errorCode = (err: unknown): string | null => (typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' ? err.code : null);

/**
 * What the shopper does with a result: save it (photo), attach it (camera), download its PDF. Each
 * runs from the click, not from an effect: closing the dialog mid-save must not drop the save.
 */
export function useAiFitActions(state: AiFitState, dispatch: Dispatch<AiFitEvent>, { productId, target, chart, onConfirmed, onClose }: AiFitActionsInput) {
  const { t, i18n } = useTranslation('fit-photo');
  const { t: tc } = useTranslation('fit-camera');
  const confirm = useConfirmMeasurements();
  const { data: me } = useMe();
  const saveFit = useSaveFitMeasurements();
  const { screen, category, unit, height } = state;
  const result = resultOf(screen);
  const heightCm = height.input?.normalizedCm ?? null;
  const recommendation: SizeRecommendationSummary | null = useMemo(
    () => (result && heightCm !== null ? recommendFromResult(chart, category, schemaMeasurements({ ...result.measurements, height_cm: heightCm })) : null),
    [result, chart, category, heightCm],
  );

  /** Signed in, the result is kept on the server first (fit-save-measurements); a refusal stops here with its code, then the confirm flow. */
  const keep = async (res: PhotoFitResult, source: 'ai_powered_fit' | 'quick_scan') => {
    if (!height.input) return;
    const snapshot = buildFitSnapshot({ category, result: res, heightInput: height.input, recommendation, unit, productId, source });
    if (me) await saveFit.mutateAsync(fitSaveBody({ result: res, category, source, heightCm: height.input.normalizedCm, metrics: { ...snapshot.measurements }, recommendation }));
    // Include the measurements with the order: that is what 'Save & Attach to Order' means.
    const outcome = await confirm(snapshot, { includeWithOrder: true }, target);
    onConfirmed?.(outcome, snapshot);
    onClose();
  };

  const save = async () => {
    if (screen.kind !== 'review' || !height.input) return;
    dispatch({ type: 'SAVE_STARTED' });
    try {
      await keep(screen.result, 'ai_powered_fit');
    } catch (err) {
      toast({ title: t('save.failedTitle'), description: t(`save.errors.${saveErrorKey(errorCode(err))}`), variant: 'destructive' });
      dispatch({ type: 'SAVE_FAILED' });
    }
  };

  const attach = async () => {
    if (screen.kind !== 'scan-summary' || !height.input) return;
    dispatch({ type: 'ATTACH_STARTED' });
    try {
      await keep(screen.result, 'quick_scan');
    } catch (err) {
      toast({ title: t('save.failedTitle'), description: t(`save.errors.${saveErrorKey(errorCode(err))}`), variant: 'destructive' });
      dispatch({ type: 'ATTACH_FAILED' });
    }
  };

  const downloadPdf = async () => {
    if (screen.kind !== 'scan-summary' || !height.input) return;
    dispatch({ type: 'PDF_STARTED' });
    try {
      await downloadMeasurementSummary({
        lang: i18n.language === 'am-ET' ? 'am-ET' : 'en',
        category,
        source: 'quick_scan',
        size: recommendation?.size ?? null,
        recommendedSize: recommendation?.size ?? null,
        confidence: screen.result.confidence,
        capturedAt: new Date().toISOString(),
        measurements: schemaMeasurements({ ...screen.result.measurements, height_cm: height.input.normalizedCm }),
      });
    } catch {
      toast({ title: tc('summary.pdfFailed'), variant: 'destructive' });
    } finally {
      dispatch({ type: 'PDF_FINISHED' });
    }
  };

  return { recommendation, save, attach, downloadPdf };
}
