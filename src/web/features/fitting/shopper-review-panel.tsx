import { useReducer, useState } from 'react';
import type { MeasurementReview } from '@domain/fitting/api';
import { MEASUREMENT_KEYS, type MeasurementKey, type Measurements } from '@domain/sizing/types';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../../lib/error-text';
import { useAnswerMeasurements } from './answer-measurements';
import { useCancelOverdueLine } from './cancel-overdue-line';
import { FormError } from './form-error';
import { useMeasurementReview } from './get-measurement-review';
import { MeasurementTable } from './measurement-table';
import { answerReducer, correctionsOf, initialAnswer, type Unit } from './review-form-state';
import { ReviewStateBadge } from './review-state-badge';
import { FITTING_NAMESPACES, useFittingFormat } from './use-fitting-format';
import { VersionDiff } from './version-diff';
import { useTranslation } from '../../lib/use-translation';

/** The metric values of the version in force, as the form corrects them. */
const currentOf = (review: MeasurementReview): Measurements => {
  const v = review.versions.find((x) => x.version === review.currentVersion);
  const out: Measurements = {};
  for (const key of MEASUREMENT_KEYS) if (v?.metricsCm[key] !== undefined) out[key] = v.metricsCm[key];
  return out;
};

/**
 * The shopper's side of the measurement review, on the order page: where it stands, the
 * designer's question with the asked measurements to correct (in cm or inches) or confirm, and,
 * once the designer has missed the review deadline, the cancel with a full refund.
 */
export function ShopperMeasurementReview({ lineId, token }: { lineId: string; token: string | null }) {
  const { t } = useTranslation(['fitting', 'orders']);
  const { date, name } = useFittingFormat();
  const errorText = useErrorText([...FITTING_NAMESPACES], { refusalsOnly: true });
  const query = useMeasurementReview(lineId, token);
  const answer = useAnswerMeasurements(lineId, token);
  const cancel = useCancelOverdueLine(lineId, token);
  const [form, dispatch] = useReducer(answerReducer, initialAnswer);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  // Nothing to show while loading or for a line without a review: the order page stays as it was.
  if (query.isPending || query.isError || !query.data.review) return null;
  const review = query.data.review;
  const current = currentOf(review);
  const latest = review.versions.at(-1);

  const failed = (error: unknown) => toast({ title: t('shopper.failed'), description: errorText(error), variant: 'destructive', durationMs: 8_000 });
  const send = (input: Parameters<typeof answer.mutate>[0]) =>
    answer.mutate(input, {
      onSuccess: () => {
        setConfirming(false);
        dispatch({ type: 'choose' });
        toast({ title: t('shopper.sent'), variant: 'success' });
      },
      onError: (error) => {
        setConfirming(false);
        if (error instanceof ApiError && error.status === 400) dispatch({ type: 'failed', code: error.code });
        else failed(error);
      },
    });
  const sendCorrections = () => {
    const result = correctionsOf(form, current);
    if ('error' in result) return dispatch({ type: 'failed', code: result.error });
    send({ kind: 'corrected', measurements: result.measurements });
  };
  const unitButton = (unit: Unit) => (
    <Button key={unit} size="sm" variant={form.unit === unit ? 'primary' : 'outline'} aria-pressed={form.unit === unit} onClick={() => dispatch({ type: 'unit', unit })}>
      {t(`shopper.units.${unit}`)}
    </Button>
  );

  return (
    <section data-testid="measurement-review" data-line-id={lineId} aria-label={t('title')} className="mt-2 grid gap-2 rounded-lg border border-line bg-cotton/50 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold">{t('title')}</h3>
        <ReviewStateBadge review={review} />
      </div>
      {review.state === 'awaiting_review' && !review.reviewOverdue ? <p className="text-sm text-ink-soft">{t('shopper.awaiting', { date: date(review.reviewDueAt) })}</p> : null}
      {review.state === 'accepted' ? <p className="text-sm text-emerald-dark">{t('shopper.accepted', { date: date(review.acceptedAt) })}</p> : null}
      {review.reviewOverdue ? <p className="text-sm text-[#8f1b2a]">{t('shopper.overdue')}</p> : null}
      {review.state === 'question_asked' ? (
        <div className="grid gap-2">
          <p className="text-sm font-semibold">{t('shopper.question')}</p>
          <blockquote className="whitespace-pre-line break-words border-l-4 border-saffron pl-3 text-sm" data-testid="measurement-review-question">
            {review.question}
          </blockquote>
          <p className="text-xs text-muted">{t('shopper.answerBy', { date: date(review.answerDueAt), keys: review.askedKeys.map((k) => name(k)).join(', ') })}</p>
        </div>
      ) : null}
      {latest && latest.version > 1 ? <VersionDiff version={latest} /> : null}
      <details className="group">
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-emerald-dark">{t('shopper.show', { version: review.currentVersion })}</summary>
        <MeasurementTable review={review} />
      </details>

      {review.canAnswer && form.mode === 'choose' ? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => dispatch({ type: 'correct', current, keys: review.askedKeys, unit: 'cm' })} data-testid="measurement-correct">
            {t('shopper.correct')}
          </Button>
          <Button variant="outline" onClick={() => setConfirming(true)} data-testid="measurement-confirm">
            {t('shopper.confirm')}
          </Button>
        </div>
      ) : null}
      {review.canAnswer && form.mode === 'correct' ? (
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            sendCorrections();
          }}
        >
          <div role="group" aria-label={t('shopper.unit')} className="flex gap-2">
            {(['cm', 'in'] as const).map(unitButton)}
          </div>
          {(Object.keys(form.values) as MeasurementKey[]).map((key) => (
            <label key={key} className="grid gap-1 text-sm">
              <span className="font-semibold">
                {name(key)} ({t(`shopper.units.${key === 'weight_kg' ? (form.unit === 'cm' ? 'kg' : 'lb') : form.unit}`)})
              </span>
              <input
                inputMode="decimal"
                className="min-h-11 rounded-lg border border-line bg-white px-3 text-base tabular-nums"
                value={form.values[key] ?? ''}
                onChange={(e) => dispatch({ type: 'value', key, text: e.target.value })}
                data-testid={`measurement-input-${key}`}
              />
            </label>
          ))}
          <FormError code={form.error} errorText={errorText} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={answer.isPending} aria-busy={answer.isPending || undefined} data-testid="measurement-send">
              {t('shopper.send')}
            </Button>
            <Button type="button" variant="outline" onClick={() => dispatch({ type: 'choose' })} disabled={answer.isPending}>
              {t('shopper.back')}
            </Button>
          </div>
        </form>
      ) : null}
      {review.canCancel ? (
        <Button variant="outline" className="justify-self-start border-crimson/40 text-[#8f1b2a]" onClick={() => setCancelling(true)} data-testid="measurement-cancel-line">
          {t('shopper.cancel')}
        </Button>
      ) : null}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="default"
        title={t('shopper.confirmTitle')}
        description={t('shopper.confirmBody')}
        confirmLabel={t('shopper.confirmYes')}
        cancelLabel={t('shopper.back')}
        pending={answer.isPending}
        onConfirm={() => send({ kind: 'confirmed' })}
        testId="measurement-confirm-dialog"
      />
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t('shopper.cancelTitle')}
        description={t('shopper.cancelBody')}
        confirmLabel={t('shopper.cancel')}
        cancelLabel={t('shopper.cancelKeep')}
        pending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setCancelling(false);
              toast({ title: t('shopper.cancelled'), variant: 'success' });
            },
            onError: (error) => {
              setCancelling(false);
              failed(error);
            },
          })
        }
        testId="measurement-cancel-dialog"
      />
    </section>
  );
}
