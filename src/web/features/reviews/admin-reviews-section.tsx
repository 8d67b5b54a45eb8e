import { Eye, EyeOff, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { ManagedReview } from '@domain/reviews/api';
import { REVIEW_REASON_MAX } from '@domain/reviews';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ErrorPanel } from '../../components/ui/error-panel';
import { EmptyState } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { useErrorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { useAdminReviews, type AdminReviewState } from './get-admin-reviews';
import { ManagedReviewCard } from './managed-review-card';
import { useSetReviewVisibility } from './set-review-visibility';

const STATES: readonly AdminReviewState[] = ['reported', 'hidden'];
/** The server's page of the console queue (service ADMIN_PAGE). */
const PAGE_SIZE = 20;

/** Console: reviews designers reported (hide with a reason, which the shopper is told) and the hidden ones (show again). */
export function AdminReviewsSection() {
  const { t } = useTranslation('review-moderation');
  const errorText = useErrorText(['review-moderation']);
  const [state, setState] = useState<AdminReviewState>('reported');
  const [page, setPage] = useState(1);
  const query = useAdminReviews(state, page);
  let body;
  if (query.isPending) {
    body = (
      <div className="grid gap-3" aria-busy aria-label={t('admin.loading')}>
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-36 w-full rounded-card" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = <ErrorPanel message={`${t('admin.loadError')} ${errorText(query.error)}`} onRetry={() => void query.refetch()} />;
  } else if (query.data.items.length === 0) {
    body = (
      <div data-testid="admin-reviews-empty">
        <EmptyState icon={<ShieldCheck aria-hidden className="mx-auto h-10 w-10" />} title={t(`admin.empty.${state}`)} />
      </div>
    );
  } else {
    const pages = Math.max(1, Math.ceil(query.data.total / PAGE_SIZE));
    body = (
      <>
        <ul className="grid gap-4">
          {query.data.items.map((review) => (
            <li key={review.id}>
              <ManagedReviewCard review={review}>
                <VisibilityActions review={review} />
              </ManagedReviewCard>
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <div className="mt-4 flex items-center justify-between gap-2">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('admin.previous')}
            </Button>
            <span className="text-sm text-muted">{t('admin.page', { page, pages })}</span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              {t('admin.next')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <section aria-labelledby="admin-reviews-title" data-testid="admin-reviews">
      <h2 id="admin-reviews-title" className="font-display text-2xl font-semibold">
        {t('admin.title')}
      </h2>
      <p className="mt-1 max-w-prose text-ink-soft">{t('admin.subtitle')}</p>
      <div className="mt-4 flex gap-2" role="tablist" aria-label={t('admin.title')}>
        {STATES.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={state === s}
            onClick={() => {
              setState(s);
              setPage(1);
            }}
            className={cn('min-h-11 rounded-full border px-4 text-sm font-semibold', state === s ? 'border-ink bg-ink text-cotton' : 'border-ink/20 bg-white hover:border-ink/60')}
            data-testid={`admin-reviews-tab-${s}`}
          >
            {t(`admin.tabs.${s}`)}
            {state === s && query.data ? ` (${query.data.total})` : null}
          </button>
        ))}
      </div>
      <div className="mt-4">{body}</div>
    </section>
  );
}

function VisibilityActions({ review }: { review: ManagedReview }) {
  const { t } = useTranslation('review-moderation');
  const errorText = useErrorText(['review-moderation']);
  const visibility = useSetReviewVisibility();
  const [hideOpen, setHideOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (review.status === 'hidden') {
    return (
      <div className="mt-3">
        <Button
          variant="outline"
          size="sm"
          disabled={visibility.isPending}
          data-testid="admin-review-show"
          onClick={() => visibility.mutate({ reviewId: review.id, hidden: false }, { onSuccess: () => toast({ title: t('admin.shown'), variant: 'success' }), onError: (e) => toast({ title: errorText(e), variant: 'destructive' }) })}
        >
          <Eye aria-hidden className="h-4 w-4" />
          {t('admin.show')}
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-3">
      <Button variant="outline" size="sm" className="border-crimson/40 text-[#8f1b2a] hover:border-crimson hover:bg-crimson-tint" onClick={() => setHideOpen(true)} data-testid="admin-review-hide">
        <EyeOff aria-hidden className="h-4 w-4" />
        {t('admin.hide')}
      </Button>
      <ConfirmDialog
        open={hideOpen}
        onOpenChange={setHideOpen}
        title={t('admin.hideTitle')}
        description={t('admin.hideBody')}
        confirmLabel={t('admin.hideConfirm')}
        cancelLabel={t('cancel')}
        pending={visibility.isPending}
        testId="admin-review-hide-confirm"
        onConfirm={() => {
          if (!reason.trim()) return;
          visibility.mutate(
            { reviewId: review.id, hidden: true, reason },
            {
              onSuccess: () => {
                setHideOpen(false);
                toast({ title: t('admin.hidden'), variant: 'success' });
              },
            },
          );
        }}
      >
        <label className="grid gap-1 text-sm">
          <span className="font-semibold">{t('admin.reason')}</span>
          <textarea className="min-h-20 rounded-lg border border-ink/20 bg-white p-2 text-sm" maxLength={REVIEW_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="admin-review-reason" />
          <span className="text-xs text-muted">{t('admin.reasonHint')}</span>
        </label>
        {visibility.error ? (
          <p role="alert" className="mt-2 text-sm text-crimson">
            {errorText(visibility.error)}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
