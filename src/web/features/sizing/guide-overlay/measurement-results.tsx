import { RotateCcw, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { CUSTOM_FIT } from '@domain/sizing/constants';
import { cmToIn, kgToLb } from '@domain/sizing/units';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useGuideText } from '../size-guide/guide-text';
import { Notice, StickyActions } from './controls';
import { formatNumber } from './messages';
import { displayOrder, type GuideOutcome } from './recommendation';
import { ConfidenceMeter, useHeightAsEntered } from './recommendation-summary';

export interface MeasurementResultsProps {
  outcome: GuideOutcome;
  confirming: boolean;
  confirmFailed: boolean;
  canConfirm: boolean;
  /** Back to the summary. */
  onClose: () => void;
  /** Leave the guide without attaching anything. */
  onCancel: () => void;
  /** Back to Manual Entry to measure again. */
  onRescan: () => void;
  onUse: () => void;
}

/** 'AI Measurement Results' (docs/requirements/sizing.md §2 overlay 4): every measurement in both units, then confirm. */
export function MeasurementResults({ outcome, confirming, confirmFailed, canConfirm, onClose, onCancel, onRescan, onUse }: MeasurementResultsProps) {
  const { t, i18n } = useTranslation('sizing');
  const { label } = useGuideText();
  const heightAsEntered = useHeightAsEntered();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { request, recommendation } = outcome;
  const rows = displayOrder(request);
  const n = (value: number) => formatNumber(value, i18n.language, 1);

  // The view replaces the tabs: move focus to its title so screen readers announce where they are.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="mx-auto w-full max-w-3xl px-4 pt-4 sm:px-6" data-testid="guide-results" aria-labelledby="guide-results-title">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 id="guide-results-title" ref={headingRef} tabIndex={-1} className="font-display text-2xl font-bold outline-none">
            {t('results.title')}
          </h3>
          <p className="mt-1 text-sm text-ink-soft">{t('results.intro')}</p>
        </div>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label={t('results.close')} data-testid="guide-results-close">
          <X aria-hidden className="h-5 w-5" />
        </Button>
      </div>

      <div className="mt-4 grid gap-4 rounded-card border border-line bg-white p-4 sm:grid-cols-[auto_1fr] sm:items-center">
        <p className="font-display text-3xl font-bold" data-testid="guide-results-size">
          {recommendation && recommendation.size !== CUSTOM_FIT ? t('results.size', { size: recommendation.size }) : recommendation ? t('summary.customFit') : t('results.customFit')}
        </p>
        {recommendation ? <ConfidenceMeter confidence={recommendation.confidence} /> : <p className="text-sm text-ink-soft">{t('recommendation.recorded')}</p>}
        {request.heightInput ? <p className="text-sm text-ink-soft sm:col-span-2">{t('results.heightEntered', { value: heightAsEntered(request.heightInput) })}</p> : null}
      </div>

      <div className="mt-4 overflow-x-auto rounded-card border border-line bg-white">
        <table className="w-full text-sm" data-testid="guide-results-table">
          <caption className="sr-only">{t('results.title')}</caption>
          <thead className="bg-linen/70 text-left text-xs text-ink-soft">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                {t('summary.measurement')}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                {t('results.metric')}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                {t('results.imperial')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((key) => {
              const value = request.measurements[key] ?? 0;
              const weight = key === 'weight_kg';
              return (
                <tr key={key} className="border-t border-line" data-testid={`guide-results-row-${key}`}>
                  <th scope="row" className="px-4 py-2.5 text-left font-normal">
                    {weight ? t('basics.weight') : key === 'height_cm' ? t('basics.height') : label(request.category, key)}
                  </th>
                  <td className="px-4 py-2.5 text-right whitespace-nowrap tabular-nums">
                    {n(value)} {t(weight ? 'units.kg' : 'units.cm')}
                  </td>
                  <td className="px-4 py-2.5 text-right whitespace-nowrap tabular-nums">
                    {n(weight ? kgToLb(value) : cmToIn(value))} {t(weight ? 'units.lb' : 'units.in')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <p className="mt-3 text-xs text-muted">{t('results.disclaimer')}</p>
      {confirmFailed ? (
        <Notice className="mt-3" tone="error" role="alert">
          {t('summary.confirmFailed')}
        </Notice>
      ) : null}

      <StickyActions>
        <div className="grid gap-2 sm:flex sm:flex-row-reverse sm:items-center">
          <Button variant="accent" size="lg" className="w-full sm:w-auto" onClick={onUse} disabled={!canConfirm || confirming} aria-busy={confirming} data-testid="guide-results-use">
            {confirming ? <Spinner className="text-white" /> : null}
            {confirming ? t('summary.confirming') : t('results.use')}
          </Button>
          <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-1">
            <Button variant="outline" onClick={onRescan} disabled={confirming} data-testid="guide-results-rescan">
              <RotateCcw aria-hidden className="hidden h-4 w-4 sm:block" />
              {t('results.rescan')}
            </Button>
            <Button variant="ghost" onClick={onClose} disabled={confirming} data-testid="guide-results-back">
              {t('results.close')}
            </Button>
            <Button variant="ghost" onClick={onCancel} disabled={confirming} data-testid="guide-results-cancel">
              {t('results.cancel')}
            </Button>
          </div>
        </div>
      </StickyActions>
    </section>
  );
}
