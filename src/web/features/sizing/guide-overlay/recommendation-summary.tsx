import { ArrowLeft, ClipboardList, Sparkles } from 'lucide-react';
import { forwardRef, useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { CUSTOM_FIT } from '@domain/sizing/constants';
import { confidenceLevel, type ConfidenceLevel } from '@domain/sizing/validation';
import type { MeasurementKey } from '@domain/sizing/types';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useGuideText } from '../size-guide/guide-text';
import type { HeightInput } from '../types';
import { Notice, StickyActions } from './controls';
import { measurementConfidence, type RecommendationRequest } from './guide-form';
import { formatNumber, noteKey, toPercent, unitLabel } from './messages';
import { displayOrder, type GuideOutcome } from './recommendation';

const LEVEL_TONE: Record<ConfidenceLevel, { bar: string; text: string }> = {
  excellent: { bar: 'bg-emerald', text: 'text-emerald-dark' },
  good: { bar: 'bg-emerald/80', text: 'text-emerald-dark' },
  fair: { bar: 'bg-saffron', text: 'text-[#7a5a00]' },
  poor: { bar: 'bg-crimson', text: 'text-crimson' },
};

/** A confidence (0..1) as a percent, its level (docs/requirements/sizing.md §9) and a bar. */
export function ConfidenceMeter({ confidence, testId }: { confidence: number; testId?: string }) {
  const { t } = useTranslation('sizing');
  const percent = toPercent(confidence);
  const level = confidenceLevel(percent);
  return (
    <div data-testid={testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
        <span className="font-semibold whitespace-nowrap">{t('summary.confidence', { percent })}</span>
        <span className={cn('font-semibold whitespace-nowrap', LEVEL_TONE[level].text)}>{t(`summary.levels.${level}`)}</span>
      </div>
      <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-linen" aria-hidden>
        <div className={cn('h-full rounded-full', LEVEL_TONE[level].bar)} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** How the height was typed, with its unit ("1.7 m", "170 cm", "67 in"). */
export function useHeightAsEntered(): (input: HeightInput) => string {
  const { t, i18n } = useTranslation('sizing');
  return (input) => `${formatNumber(input.value, i18n.language, 2)} ${t(`units.${input.unit}`)}`;
}

/** The measurements of a request: as entered (in the shopper's unit) and normalized to cm and kg. */
function MeasurementsUsed({ request }: { request: RecommendationRequest }) {
  const { t, i18n } = useTranslation('sizing');
  const { label } = useGuideText();
  const heightAsEntered = useHeightAsEntered();
  const captionId = useId();
  const rows = displayOrder(request);
  const entered = (key: MeasurementKey): string => {
    if (key === 'height_cm' && request.heightInput) return heightAsEntered(request.heightInput);
    const text = request.entered[key];
    return text === undefined ? '—' : `${text} ${t(`units.${unitLabel(key, request.unit)}`)}`;
  };
  return (
    <div className="mt-5">
      <h4 id={captionId} className="text-sm font-semibold">
        {t('summary.measurements')}
      </h4>
      <div className="mt-2 overflow-x-auto rounded-lg border border-line">
        <table aria-labelledby={captionId} className="w-full text-sm" data-testid="guide-summary-measurements">
          <thead className="bg-linen/70 text-left text-xs text-ink-soft">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('summary.measurement')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('summary.entered')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('summary.normalized')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((key) => (
              <tr key={key} className="border-t border-line">
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  {key === 'weight_kg' ? t('basics.weight') : key === 'height_cm' ? t('basics.height') : label(request.category, key)}
                </th>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{entered(key)}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {formatNumber(request.measurements[key] ?? 0, i18n.language, 1)} {t(`units.${key === 'weight_kg' ? 'kg' : 'cm'}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export interface RecommendationSummaryProps {
  outcome: GuideOutcome | null;
  /** The form no longer matches what was asked: the shown answer is out of date. */
  stale: boolean;
  include: boolean;
  onIncludeChange: (include: boolean) => void;
  confirming: boolean;
  confirmFailed: boolean;
  /**
   * What the confirm button does, said in its words (issue 41): on a product page, signed in, it
   * adds the garment to the cart ('add'); elsewhere it saves and attaches the measurements.
   */
  confirmAction: 'add' | 'saveAttach';
  onSaveAttach: () => void;
  onViewEdit: () => void;
  onBack: () => void;
}

/** The recommendation summary panel (docs/requirements/sizing.md §2 overlay 3). */
export const RecommendationSummary = forwardRef<HTMLHeadingElement, RecommendationSummaryProps>(function RecommendationSummary(
  { outcome, stale, include, onIncludeChange, confirming, confirmFailed, confirmAction, onSaveAttach, onViewEdit, onBack },
  headingRef,
) {
  const { t } = useTranslation('sizing');
  const includeId = useId();
  if (!outcome) {
    return (
      <div className="rounded-card border border-dashed border-line bg-white/60 p-6 text-center" data-testid="guide-summary-placeholder">
        <Sparkles aria-hidden className="mx-auto h-8 w-8 text-saffron" />
        <p className="mt-2 font-display text-lg font-semibold">{t('summary.placeholderTitle')}</p>
        <p className="mt-1 text-sm text-ink-soft">{t('summary.placeholderBody')}</p>
      </div>
    );
  }
  const { recommendation, request, server } = outcome;
  const estimateConfidence = request.origin.kind === 'smart_estimate' ? measurementConfidence(request.origin) : null;
  const notes = (recommendation?.notes ?? []).map((code) => noteKey(code)).filter((key): key is string => key !== null);
  const canConfirm = !stale && server !== 'pending' && !confirming;
  return (
    <section className="rounded-card border border-line bg-white shadow-card" data-testid="guide-summary" aria-busy={server === 'pending'}>
      <div className="tibeb-band tibeb-band-thin rounded-t-card" />
      <div className="p-4 sm:p-5">
        <h3 ref={headingRef} tabIndex={-1} className="font-display text-xl font-semibold outline-none">
          {t('summary.title')}
        </h3>

        {recommendation ? (
          <div className="mt-3 flex items-center gap-4">
            <div className="grid min-w-20 place-items-center rounded-card bg-ink px-4 py-3 text-cotton">
              <span className="text-xs tracking-wide text-cotton/80 uppercase">{t('summary.recommended')}</span>
              {recommendation.size === CUSTOM_FIT ? (
                // Above the chart no size is named: one that cannot close would be sold (recommend.ts).
                <span className="max-w-32 text-center font-display text-lg leading-tight font-bold" data-testid="guide-summary-size">
                  {t('summary.customFit')}
                </span>
              ) : (
                <span className="font-display text-4xl leading-tight font-bold" data-testid="guide-summary-size">
                  {recommendation.size}
                </span>
              )}
            </div>
            <div className="min-w-0 flex-1">
              {recommendation.alternates.length ? (
                <p className="text-sm">
                  <span className="text-ink-soft">{t('summary.alternates')}: </span>
                  <span className="font-semibold" data-testid="guide-summary-alternates">
                    {recommendation.alternates.slice(0, 2).join(', ')}
                  </span>
                </p>
              ) : null}
              <ConfidenceMeter confidence={recommendation.confidence} testId="guide-summary-confidence" />
            </div>
          </div>
        ) : (
          <Notice className="mt-3" tone="warning" role="status" title={t('recommendation.recordedTitle')} testId="guide-recorded">
            {t('recommendation.recorded')}
          </Notice>
        )}

        <div className="mt-3 grid gap-2" aria-live="polite">
          {server === 'pending' ? <Spinner className="text-sm text-ink-soft" label={t('recommendation.checking')} /> : null}
          {server === 'unavailable' && recommendation ? (
            <Notice tone="warning" testId="guide-recorded">
              <p>{t('recommendation.recorded')}</p>
              <p className="mt-1 text-ink-soft">{t('recommendation.onDevice')}</p>
            </Notice>
          ) : null}
          {server === 'saved' ? <p className="text-sm text-ink-soft">{t('recommendation.saved')}</p> : null}
          {stale ? (
            <Notice tone="warning" testId="guide-summary-stale">
              {t('recommendation.stale')}
            </Notice>
          ) : null}
          {estimateConfidence !== null ? <Notice tone="info">{t('summary.estimated', { percent: Math.round(estimateConfidence * 100) })}</Notice> : null}
        </div>

        {notes.length ? (
          <div className="mt-4">
            <h4 className="text-sm font-semibold">{t('summary.notes')}</h4>
            <ul className="mt-1 grid gap-1 text-sm text-ink-soft" data-testid="guide-summary-notes">
              {notes.map((key) => (
                <li key={key} className="flex gap-2">
                  <span aria-hidden className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-saffron" />
                  <span>{t(key)}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <MeasurementsUsed request={request} />

        <div className="mt-5 flex gap-3 rounded-lg bg-linen/60 p-3">
          <input
            id={includeId}
            type="checkbox"
            checked={include}
            onChange={(e) => onIncludeChange(e.target.checked)}
            data-testid="guide-include-measurements"
            className="mt-0.5 h-6 w-6 shrink-0 accent-emerald"
          />
          <label htmlFor={includeId} className="text-sm">
            <span className="font-semibold">{t('summary.include')}</span>
            <span className="mt-0.5 block text-ink-soft">{t('summary.includeHint')}</span>
          </label>
        </div>

        {confirmFailed ? (
          <Notice className="mt-3" tone="error" role="alert" testId="guide-confirm-error">
            {t('summary.confirmFailed')}
          </Notice>
        ) : null}

        <div className="mt-4 grid grid-cols-2 gap-2">
          <Button variant="outline" className="h-auto py-2 leading-tight" onClick={onViewEdit} disabled={confirming} data-testid="guide-view-summary">
            <ClipboardList aria-hidden className="h-4 w-4 shrink-0" />
            {t('summary.viewEdit')}
          </Button>
          <Button variant="ghost" className="h-auto py-2 leading-tight" onClick={onBack} disabled={confirming} data-testid="guide-back">
            <ArrowLeft aria-hidden className="h-4 w-4 shrink-0" />
            {t('summary.back')}
          </Button>
        </div>
      </div>
      <StickyActions className="mx-0 mt-0 rounded-b-card sm:mx-0 lg:static lg:border-0 lg:bg-transparent lg:px-5 lg:pt-0 lg:pb-5 lg:backdrop-blur-none">
        <Button variant="accent" size="lg" className="w-full" onClick={onSaveAttach} disabled={!canConfirm} aria-busy={confirming} data-testid="guide-save-attach">
          {confirming ? <Spinner className="text-white" /> : null}
          {confirming ? t('summary.confirming') : confirmAction === 'add' ? (include ? t('summary.addWithMeasurements') : t('summary.addInSize')) : t('summary.saveAttach')}
        </Button>
      </StickyActions>
    </section>
  );
});
