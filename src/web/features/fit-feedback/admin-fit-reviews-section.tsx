import { EyeOff, Eye, MessageCircleHeart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ErrorPanel } from '../../components/ui/error-panel';
import { EmptyState } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { useAdminFitReviews, type AdminFitNote } from './get-admin-fit-reviews';
import { useHideFitReviewNote } from './hide-fit-review-note';

const dateTime = (iso: string, language: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : new Intl.DateTimeFormat(language === 'am-ET' ? 'am-ET' : 'en', { dateStyle: 'medium', timeStyle: 'short' }).format(d);
};

/** Admin console section: the latest fit review notes, each hidden (after a confirm) or shown again; verdicts always count. */
export function AdminFitReviewsSection() {
  const { t } = useTranslation('fit-reviews');
  const list = useAdminFitReviews();
  const hide = useHideFitReviewNote();
  const [confirming, setConfirming] = useState<AdminFitNote | null>(null);

  const setHidden = (item: AdminFitNote, hidden: boolean) =>
    hide.mutate(
      { id: item.id, hidden },
      {
        onSuccess: () => {
          setConfirming(null);
          toast({ title: hidden ? t('admin.hidden') : t('admin.shown'), variant: 'success' });
        },
        onError: () => toast({ title: t('admin.saveError'), variant: 'destructive' }),
      },
    );

  let body;
  if (list.isPending) {
    body = (
      <div className="grid gap-3" aria-busy aria-label={t('admin.loading')}>
        <Skeleton className="h-24 w-full rounded-card" />
        <Skeleton className="h-24 w-full rounded-card" />
      </div>
    );
  } else if (list.isError) {
    body = <ErrorPanel message={t('admin.loadError')} onRetry={() => void list.refetch()} />;
  } else if (list.data.length === 0) {
    body = <EmptyState icon={<MessageCircleHeart aria-hidden className="mx-auto h-10 w-10" />} title={t('admin.emptyTitle')} description={t('admin.emptyBody')} />;
  } else {
    body = (
      <ul className="grid gap-3">
        {list.data.map((item) => (
          <NoteCard key={item.id} item={item} pending={hide.isPending && hide.variables?.id === item.id} onHide={() => setConfirming(item)} onShow={() => setHidden(item, false)} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="admin-fit-title" data-testid="admin-fit-reviews">
      <h2 id="admin-fit-title" className="font-display text-2xl font-semibold">
        {t('admin.title')}
      </h2>
      <p className="mt-1 max-w-prose text-ink-soft">{t('admin.subtitle')}</p>
      <div className="mt-5">{body}</div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('admin.confirmTitle')}
        description={t('admin.confirmBody')}
        confirmLabel={t('admin.hide')}
        cancelLabel={t('admin.cancel')}
        onConfirm={() => confirming && setHidden(confirming, true)}
        pending={hide.isPending}
        testId="admin-fit-hide-confirm"
      />
    </section>
  );
}

function NoteCard({ item, pending, onHide, onShow }: { item: AdminFitNote; pending: boolean; onHide: () => void; onShow: () => void }) {
  const { t, i18n } = useTranslation('fit-reviews');
  const who = item.reviewer.city ? t('designer.reviewerCity', { name: item.reviewer.firstName, city: item.reviewer.city }) : item.reviewer.firstName;
  return (
    <li className="rounded-card border border-line bg-white p-4" data-testid="admin-fit-note">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words">{item.productName}</p>
          <p className="text-sm text-ink-soft">
            {who} · {t(`verdicts.${item.overall}`)} · {dateTime(item.updatedAt, i18n.language)}
          </p>
        </div>
        {item.noteHidden ? <Badge>{t('admin.hiddenBadge')}</Badge> : null}
      </div>
      <p className={item.noteHidden ? 'mt-2 whitespace-pre-line break-words text-sm text-ink-soft line-through' : 'mt-2 whitespace-pre-line break-words text-sm'}>{item.note}</p>
      <div className="mt-3 flex justify-end">
        {item.noteHidden ? (
          <Button variant="outline" size="sm" onClick={onShow} disabled={pending} data-testid="admin-fit-show">
            <Eye aria-hidden className="h-4 w-4" />
            {t('admin.show')}
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={onHide} disabled={pending} data-testid="admin-fit-hide">
            <EyeOff aria-hidden className="h-4 w-4" />
            {t('admin.hide')}
          </Button>
        )}
      </div>
    </li>
  );
}
