import { Flag, MessageSquareReply, Star } from 'lucide-react';
import { useState } from 'react';
import type { ManagedReview } from '@domain/reviews/api';
import { REVIEW_REASON_MAX, REVIEW_REPLY_MAX } from '@domain/reviews';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ErrorPanel } from '../../components/ui/error-panel';
import { EmptyState } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { useErrorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { useDesignerReviews } from './get-designer-reviews';
import { ManagedReviewCard } from './managed-review-card';
import { useReplyToReview } from './reply-to-review';
import { useReportReview } from './report-review';

/** The studio: the designer's rating and every review of their products, with one public reply each and a way to report one. */
export function DesignerReviewsPanel() {
  const { t, i18n } = useTranslation('review-moderation');
  const query = useDesignerReviews();
  let body;
  if (query.isPending) {
    body = <Skeleton className="h-48 w-full rounded-card" />;
  } else if (query.isError) {
    body = <ErrorPanel message={t('designer.loadError')} onRetry={() => void query.refetch()} />;
  } else if (query.data.items.length === 0) {
    body = (
      <div data-testid="designer-reviews-empty">
        <EmptyState icon={<Star aria-hidden className="mx-auto h-10 w-10" />} title={t('designer.emptyTitle')} description={t('designer.emptyBody')} />
      </div>
    );
  } else {
    const { summary } = query.data;
    body = (
      <>
        {summary.average !== null ? (
          <p className="mb-3 flex items-center gap-2 text-sm" data-testid="designer-rating">
            <Star aria-hidden className="h-5 w-5 fill-saffron text-saffron" />
            <span className="text-lg font-bold tabular-nums">{new Intl.NumberFormat(i18n.language === 'am-ET' ? 'am-ET' : 'en', { minimumFractionDigits: 1 }).format(summary.average)}</span>
            <span className="text-ink-soft">{t('designer.count', { count: summary.count })}</span>
          </p>
        ) : null}
        <ul className="grid gap-4">
          {query.data.items.map((review) => (
            <li key={review.id}>
              <ManagedReviewCard review={review}>
                <DesignerActions review={review} />
              </ManagedReviewCard>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <section id="reviews" aria-labelledby="designer-reviews-title" className="scroll-mt-24" data-testid="designer-reviews">
      <h2 id="designer-reviews-title" className="font-display text-2xl font-semibold">
        {t('designer.title')}
      </h2>
      <p className="mb-4 mt-1 max-w-prose text-ink-soft">{t('designer.subtitle')}</p>
      {body}
    </section>
  );
}

function DesignerActions({ review }: { review: ManagedReview }) {
  const { t } = useTranslation('review-moderation');
  const errorText = useErrorText(['review-moderation', 'review-form']);
  const reply = useReplyToReview();
  const report = useReportReview();
  const [text, setText] = useState('');
  const [replyOpen, setReplyOpen] = useState(false);
  const [confirmReply, setConfirmReply] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [reason, setReason] = useState('');
  const canReply = review.stars !== null && review.reply === null && review.status === 'visible';

  return (
    <div className="mt-3 grid gap-2">
      {canReply && replyOpen ? (
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) setConfirmReply(true);
          }}
        >
          <label className="grid gap-1 text-sm">
            <span className="font-semibold">{t('designer.replyLabel')}</span>
            <textarea className="min-h-24 rounded-lg border border-ink/20 bg-white p-2 text-sm" maxLength={REVIEW_REPLY_MAX} value={text} onChange={(e) => setText(e.target.value)} data-testid="review-reply-input" />
            <span className="text-xs text-muted">{t('designer.replyHint')}</span>
          </label>
          {reply.error ? (
            <p role="alert" className="text-sm text-crimson">
              {errorText(reply.error)}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="accent" disabled={!text.trim() || reply.isPending} data-testid="review-reply-send">
              {t('designer.replySend')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setReplyOpen(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {canReply && !replyOpen ? (
          <Button variant="outline" size="sm" onClick={() => setReplyOpen(true)} data-testid="review-reply-open">
            <MessageSquareReply aria-hidden className="h-4 w-4" />
            {t('designer.reply')}
          </Button>
        ) : null}
        {review.reportedAt === null && review.status === 'visible' ? (
          <Button variant="ghost" size="sm" onClick={() => setReportOpen(true)} data-testid="review-report-open">
            <Flag aria-hidden className="h-4 w-4" />
            {t('designer.report')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmReply}
        onOpenChange={setConfirmReply}
        title={t('designer.replyConfirmTitle')}
        description={t('designer.replyConfirmBody')}
        confirmLabel={t('designer.replyConfirm')}
        cancelLabel={t('cancel')}
        tone="default"
        pending={reply.isPending}
        testId="review-reply-confirm"
        onConfirm={() =>
          reply.mutate(
            { reviewId: review.id, body: text },
            {
              onSuccess: () => {
                setConfirmReply(false);
                setReplyOpen(false);
                toast({ title: t('designer.replied'), variant: 'success' });
              },
              onError: () => setConfirmReply(false),
            },
          )
        }
      >
        <blockquote className="max-h-40 overflow-auto whitespace-pre-line rounded-lg bg-linen p-2 text-sm">{text.trim()}</blockquote>
      </ConfirmDialog>
      <ConfirmDialog
        open={reportOpen}
        onOpenChange={setReportOpen}
        title={t('designer.reportTitle')}
        description={t('designer.reportBody')}
        confirmLabel={t('designer.reportConfirm')}
        cancelLabel={t('cancel')}
        pending={report.isPending}
        testId="review-report-confirm"
        onConfirm={() => {
          if (!reason.trim()) return;
          report.mutate(
            { reviewId: review.id, reason },
            {
              onSuccess: () => {
                setReportOpen(false);
                toast({ title: t('designer.reported'), variant: 'success' });
              },
            },
          );
        }}
      >
        <label className="grid gap-1 text-sm">
          <span className="font-semibold">{t('designer.reportReason')}</span>
          <textarea className="min-h-20 rounded-lg border border-ink/20 bg-white p-2 text-sm" maxLength={REVIEW_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="review-report-reason" />
        </label>
        {report.error ? (
          <p role="alert" className="mt-2 text-sm text-crimson">
            {errorText(report.error)}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
