import { ArrowRight, Wand2 } from 'lucide-react';
import { useId, type Dispatch } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { BUILDS, type SizeCategory } from '@domain/sizing/types';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { EstimateAnswer } from '../estimate-measurements';
import { useGuideText } from '../size-guide/guide-text';
import { CategorySelect, Notice, StickyActions, TextField, UnitSwitch } from './controls';
import { ageErrorKey, fromBase, guideValueKeys, type FormReading, type GuideFormAction, type GuideFormState } from './guide-form';
import { ConfidenceMeter } from './recommendation-summary';
import { formatNumber, heightErrorKey, noteKey, unitLabel, weightErrorKey, type HeightMessage } from './messages';
import { roundToStep } from '@domain/sizing/units';
import { OptionalLabel, WeightField } from './weight-field';

/** Notes that mean the estimate is an extrapolation from the survey (estimator.ts). */
const LESS_CERTAIN_NOTES: ReadonlySet<string> = new Set(['FAR_FROM_SURVEY_BULK', 'OUTSIDE_SURVEY_RANGE']);

export interface EstimateView {
  answer: EstimateAnswer;
  /** The category it was made for; an estimate for another category is not offered. */
  category: SizeCategory;
}

export interface SmartEstimatesTabProps {
  state: GuideFormState;
  dispatch: Dispatch<GuideFormAction>;
  reading: FormReading;
  /** 'HEIGHT_REQUIRED' when Estimate was pressed with no height. */
  heightMessage: HeightMessage | null;
  showWeightError: boolean;
  showAgeError: boolean;
  onFieldBlur: (field: 'height' | 'weight' | 'age') => void;
  estimate: EstimateView | null;
  pending: boolean;
  failed: boolean;
  onEstimate: () => void;
  onAccept: (answer: EstimateAnswer) => void;
}

/** Smart Estimates (docs/requirements/sizing.md §2): height, weight and build give estimated measurements. */
export function SmartEstimatesTab({
  state,
  dispatch,
  reading,
  heightMessage,
  showWeightError,
  showAgeError,
  onFieldBlur,
  estimate,
  pending,
  failed,
  onEstimate,
  onAccept,
}: SmartEstimatesTabProps) {
  const { t, i18n } = useTranslation('sizing');
  const { label } = useGuideText();
  const buildId = useId();
  const { category, unit } = state;
  const shown = estimate && estimate.category === category ? estimate.answer : null;
  const keys = shown ? guideValueKeys(category).filter((key) => shown.measurements[key] !== undefined) : [];
  const notes = (shown?.notes ?? []).map((code) => ({ code, key: noteKey(code) })).filter((n): n is { code: string; key: string } => n.key !== null);
  const childEstimate = shown?.notes.includes('CHILD_GROWTH_CHART_ESTIMATE') ?? false;
  // A body unlike most of the survey's is told so where it cannot be missed, not in the list below.
  const lessCertain = childEstimate ? [] : notes.filter((n) => LESS_CERTAIN_NOTES.has(n.code));
  const listed = notes.filter((n) => n.code !== 'CHILD_GROWTH_CHART_ESTIMATE' && !lessCertain.includes(n));

  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-4 sm:px-6">
      <form
        noValidate
        aria-label={t('tabs.smart')}
        onSubmit={(e) => {
          e.preventDefault();
          onEstimate();
        }}
      >
        <p className="flex gap-2 text-sm text-ink-soft">
          <Wand2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-emerald" />
          {t('smart.intro')}
        </p>
        <div className="mt-4 grid gap-4 rounded-card border border-line bg-white p-4 sm:grid-cols-2">
          <CategorySelect value={category} onChange={(c) => dispatch({ type: 'category', category: c })} testId="smart-category" />
          <UnitSwitch value={unit} onChange={(u) => dispatch({ type: 'unit', unit: u })} testIdPrefix="smart-unit" />
          <TextField
            label={t('basics.height')}
            value={state.height.text}
            onValueChange={(text) => dispatch({ type: 'height', text })}
            onBlur={() => onFieldBlur('height')}
            hint={t(`basics.heightHint.${unit}`)}
            error={heightMessage ? t(heightErrorKey(heightMessage)) : null}
            data-testid="smart-height"
          />
          <WeightField
            text={state.weight.text}
            unit={unit}
            error={showWeightError && reading.errors.weight ? t(weightErrorKey(reading.errors.weight, unit)) : null}
            onValueChange={(text) => dispatch({ type: 'weight', text })}
            onBlur={() => onFieldBlur('weight')}
            testId="smart-weight"
          />
          <TextField
            label={<OptionalLabel>{t('basics.age')}</OptionalLabel>}
            inputMode="numeric"
            value={state.age}
            onValueChange={(text) => dispatch({ type: 'age', text })}
            onBlur={() => onFieldBlur('age')}
            hint={t(category === 'children' ? 'basics.ageHint' : 'basics.ageHintAdult')}
            error={showAgeError && reading.errors.age ? t(ageErrorKey(category)) : null}
            data-testid="smart-age"
          />
          {category === 'children' ? null : (
            // A child's build is not modelled (the estimator ignores it), so it is only offered for adults.
            <div className="flex flex-col gap-1.5">
              <label htmlFor={buildId} className="text-sm font-semibold">
                {t('smart.build')}
              </label>
              <select
                id={buildId}
                value={state.build}
                data-testid="smart-build"
                onChange={(e) => {
                  const build = BUILDS.find((b) => b === e.target.value);
                  if (build) dispatch({ type: 'build', build });
                }}
                className="min-h-11 w-full rounded-lg border border-line bg-white px-3 text-base outline-none focus:border-emerald focus:ring-2 focus:ring-emerald/20"
              >
                {BUILDS.map((b) => (
                  <option key={b} value={b}>
                    {t(`smart.builds.${b}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>

        <div aria-live="polite" className="mt-4 grid gap-3">
          {failed ? (
            <Notice tone="error" role="alert">
              {t('smart.failed')}
            </Notice>
          ) : null}
          {!shown && !failed ? <p className="text-sm text-ink-soft">{t('smart.empty')}</p> : null}
          {shown ? (
            <section className="scroll-mt-20 scroll-mb-36 rounded-card border border-line bg-white p-4" data-testid="smart-result">
              <h3 className="font-display text-lg font-semibold">{t('smart.resultTitle')}</h3>
              <div className="mt-2">
                <ConfidenceMeter confidence={shown.confidence} testId="smart-confidence" />
              </div>
              {childEstimate ? (
                <Notice className="mt-3" tone="warning" testId="smart-low-confidence">
                  {t('smart.lowConfidence')}
                </Notice>
              ) : null}
              {lessCertain.map((n) => (
                <Notice key={n.code} className="mt-3" tone="warning" testId="smart-less-certain">
                  {t(n.key)}
                </Notice>
              ))}
              {shown.computedOn === 'device' ? (
                <Notice className="mt-3" tone="info" testId="smart-on-device">
                  {t('smart.onDevice')}
                </Notice>
              ) : null}
              {keys.length ? (
                <dl className="mt-3 grid gap-x-6 text-sm sm:grid-cols-2 lg:grid-cols-3">
                  {keys.map((key) => (
                    <div key={key} className="flex justify-between gap-2 border-b border-line py-1.5">
                      <dt className="text-ink-soft">{label(category, key)}</dt>
                      <dd className="font-semibold whitespace-nowrap tabular-nums" data-testid={`smart-value-${key}`}>
                        {formatNumber(roundToStep(fromBase(key, shown.measurements[key] ?? 0, unit)), i18n.language, 1)} {t(`units.${unitLabel(key, unit)}`)}
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p className="mt-3 text-sm text-ink-soft">{t('smart.nothing')}</p>
              )}
              {listed.length ? (
                <ul className="mt-3 grid gap-1 text-sm text-ink-soft" data-testid="smart-notes">
                  {listed.map((n) => (
                      <li key={n.code} className="flex gap-2">
                        <span aria-hidden className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-saffron" />
                        <span>{t(n.key)}</span>
                      </li>
                    ))}
                </ul>
              ) : null}
            </section>
          ) : null}
        </div>

        <StickyActions>
          <div className="grid gap-2 sm:flex sm:flex-row-reverse sm:justify-start">
            {shown && keys.length ? (
              <Button type="button" variant="accent" size="lg" className="w-full sm:w-auto" onClick={() => onAccept(shown)} data-testid="smart-accept">
                {t('smart.accept')}
                <ArrowRight aria-hidden className="h-4 w-4" />
              </Button>
            ) : null}
            <Button type="submit" variant={shown && keys.length ? 'outline' : 'accent'} size="lg" className="w-full sm:w-auto" disabled={pending} data-testid="smart-estimate">
              {pending ? <Spinner /> : null}
              {pending ? t('smart.estimating') : t('smart.estimate')}
            </Button>
          </div>
        </StickyActions>
      </form>
    </div>
  );
}
