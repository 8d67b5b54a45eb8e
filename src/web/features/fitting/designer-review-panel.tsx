import { useReducer } from 'react';
import { QUESTION_MAX } from '@domain/fitting';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { TextAreaField } from '../../components/ui/form-fields';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../../lib/error-text';
import { useAcceptMeasurements } from './accept-measurements';
import { questionProblem, useAskAboutMeasurements } from './ask-about-measurements';
import { FormError } from './form-error';
import { useMeasurementReview } from './get-measurement-review';
import { MeasurementTable } from './measurement-table';
import { askReducer, initialAsk } from './review-form-state';
import { ReviewStateBadge } from './review-state-badge';
import { SizeChartTable } from './size-chart-table';
import { FITTING_NAMESPACES, useFittingFormat } from './use-fitting-format';
import { VersionDiff } from './version-diff';
import { useTranslation } from '../../lib/use-translation';

/**
 * The designer's review of one line's measurements, in the studio's line card: the version in
 * force beside the product's size chart, what the shopper's last correction changed, and the two
 * decisions: accept, or pick keys and ask a question.
 */
export function DesignerMeasurementReview({ lineId }: { lineId: string }) {
  const { t } = useTranslation(['fitting', 'orders']);
  const { date } = useFittingFormat();
  const errorText = useErrorText([...FITTING_NAMESPACES], { refusalsOnly: true });
  const query = useMeasurementReview(lineId);
  const accept = useAcceptMeasurements(lineId);
  const ask = useAskAboutMeasurements(lineId);
  const [form, dispatch] = useReducer(askReducer, initialAsk);

  if (query.isPending) return <Skeleton className="mx-4 mb-4 h-24 sm:mx-5" />;
  if (query.isError) {
    // A line of another designer, or without measurements: nothing to review here.
    if (query.error instanceof ApiError && query.error.status === 404) return null;
    return (
      <div className="px-4 pb-4 sm:px-5">
        <ErrorPanel message={t('loadError')} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const review = query.data.review;
  if (!review) return <p className="px-4 pb-4 text-sm text-muted sm:px-5">{t('notStarted')}</p>;
  const latest = review.versions.at(-1);

  const sendQuestion = () => {
    const input = { keys: form.keys, question: form.question };
    const problem = questionProblem(input);
    if (problem) return dispatch({ type: 'failed', code: problem });
    ask.mutate(input, {
      onSuccess: () => {
        dispatch({ type: 'sent' });
        toast({ title: t('designer.askedToast'), variant: 'success' });
      },
      onError: (error) => dispatch({ type: 'failed', code: error instanceof ApiError ? error.code : 'INTERNAL' }),
    });
  };
  const acceptNow = () =>
    accept.mutate(undefined, {
      onSuccess: () => toast({ title: t('designer.acceptedToast'), variant: 'success' }),
      onError: (error) => toast({ title: t('designer.acceptFailed'), description: errorText(error), variant: 'destructive', durationMs: 8_000 }),
    });

  return (
    <section data-testid="measurement-review" data-line-id={lineId} aria-label={t('title')} className="grid gap-3 px-4 pb-4 sm:px-5">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="text-sm font-semibold">{t('title')}</h4>
        <ReviewStateBadge review={review} />
        <span className="text-xs text-muted">{t('version', { version: review.currentVersion })}</span>
      </div>
      {review.state === 'awaiting_review' ? (
        <p className="text-sm text-ink-soft">
          {review.lastAnswer ? t(`designer.answered.${review.lastAnswer}`) + ' ' : ''}
          {review.reviewOverdue ? t('designer.overdue') : t('designer.dueBy', { date: date(review.reviewDueAt) })}
        </p>
      ) : null}
      {review.state === 'question_asked' ? (
        <p className="text-sm text-ink-soft" data-testid="measurement-review-waiting">
          {t('designer.waiting', { date: date(review.answerDueAt) })}
          <span className="mt-1 block whitespace-pre-line break-words italic">“{review.question}”</span>
        </p>
      ) : null}
      {review.state === 'accepted' ? <p className="text-sm text-emerald-dark">{t('designer.accepted', { version: review.acceptedVersion, date: date(review.acceptedAt) })}</p> : null}
      {latest && latest.version > 1 ? <VersionDiff version={latest} /> : null}
      <div className="grid gap-3 lg:grid-cols-2">
        <MeasurementTable review={review} pick={form.open ? { keys: form.keys, toggle: (key) => dispatch({ type: 'toggle', key }) } : undefined} />
        <SizeChartTable review={review} />
      </div>
      {review.canReview && form.open ? (
        <div className="grid gap-2 rounded-lg border border-line bg-cotton/60 p-3">
          <p className="text-sm font-semibold">{t('designer.pickKeys')}</p>
          <TextAreaField
            label={t('designer.question')}
            value={form.question}
            maxLength={QUESTION_MAX}
            counter={t('designer.counter', { count: form.question.length, max: QUESTION_MAX })}
            onChange={(e) => dispatch({ type: 'question', text: e.target.value })}
            rows={3}
            data-testid="measurement-question"
          />
          <FormError code={form.error} errorText={errorText} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={sendQuestion} disabled={ask.isPending} aria-busy={ask.isPending || undefined} data-testid="measurement-question-send">
              {t('designer.send')}
            </Button>
            <Button variant="outline" onClick={() => dispatch({ type: 'close' })} disabled={ask.isPending}>
              {t('designer.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      {review.canReview && !form.open ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="accent" onClick={acceptNow} disabled={accept.isPending} aria-busy={accept.isPending || undefined} data-testid="measurement-accept">
            {t('designer.accept')}
          </Button>
          <Button variant="outline" onClick={() => dispatch({ type: 'open' })} data-testid="measurement-ask">
            {t('designer.ask')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
