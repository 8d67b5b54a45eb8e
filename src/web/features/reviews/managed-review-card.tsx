import type { ReactNode } from 'react';
import { CUSTOM_FIT } from '@domain/sizing/constants';
import type { ManagedReview } from '@domain/reviews/api';
import { Badge } from '../../components/ui/badge';
import { useTranslation } from '../../lib/use-translation';
import { StarsShown } from './review-form-fields';

export const reviewDay = (iso: string, language: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : new Intl.DateTimeFormat(language === 'am-ET' ? 'am-ET' : 'en', { dateStyle: 'medium' }).format(d);
};

/** A review as the designer and the admin see it: the product, the words, the photos, its state; the actions below. */
export function ManagedReviewCard({ review, children }: { review: ManagedReview; children?: ReactNode }) {
  const { t, i18n } = useTranslation(['review-moderation', 'fit-reviews']);
  return (
    <article className="rounded-card border border-line bg-white p-4 shadow-card" data-testid="managed-review" data-review-id={review.id} data-status={review.status}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 text-sm font-semibold text-emerald-dark">{review.productName}</p>
        <div className="flex flex-wrap gap-1.5">
          {review.status === 'hidden' ? <Badge tone="crimson">{t('state.hidden')}</Badge> : null}
          {review.reportedAt ? <Badge tone="saffron">{t('state.reported')}</Badge> : null}
        </div>
      </header>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-soft">
        {review.stars !== null ? <StarsShown stars={review.stars} /> : <span>{t('card.fitOnly')}</span>}
        <span>{review.reviewerName}</span>
        {review.size ? <span>· {review.size === CUSTOM_FIT ? t('card.customFit') : t('card.size', { size: review.size })}</span> : null}
        {review.fit ? <span>· {t('card.fit', { verdict: t(`fit-reviews:verdicts.${review.fit.overall}`) })}</span> : null}
        <time dateTime={review.createdAt}>· {reviewDay(review.createdAt, i18n.language)}</time>
      </p>
      {review.title ? <h3 className="mt-2 font-semibold">{review.title}</h3> : null}
      {review.body ? <p className="mt-1 whitespace-pre-line break-words text-sm">{review.body}</p> : null}
      {review.photos.length ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {review.photos.map((p) => (
            <li key={p.id}>
              <a href={p.url} target="_blank" rel="noreferrer">
                <img src={p.thumbUrl ?? p.url} alt={t('card.photoAlt', { name: review.reviewerName })} className="h-16 w-16 rounded-lg bg-linen object-cover" loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.reportReason ? (
        <p className="mt-2 rounded-lg bg-saffron-tint p-2 text-xs">
          <span className="font-semibold">{t('card.reportReason')}</span> {review.reportReason}
        </p>
      ) : null}
      {review.hiddenReason ? (
        <p className="mt-2 rounded-lg bg-crimson-tint p-2 text-xs">
          <span className="font-semibold">{t('card.hiddenReason')}</span> {review.hiddenReason}
        </p>
      ) : null}
      {review.reply ? (
        <div className="mt-2 rounded-lg border-l-4 border-emerald bg-emerald-tint p-2 text-sm" data-testid="review-reply">
          <p className="text-xs font-semibold">{t('card.reply', { designer: review.reply.designerName })}</p>
          <p className="whitespace-pre-line break-words">{review.reply.body}</p>
        </div>
      ) : null}
      {children}
    </article>
  );
}
