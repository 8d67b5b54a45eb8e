import { ThumbsUp } from 'lucide-react';
import { CUSTOM_FIT } from '@domain/sizing/constants';
import type { PublicReview } from '@domain/reviews/api';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/use-translation';
import { useMarkHelpful } from './mark-helpful';
import { RatingStars } from './rating-stars';

/** A date the server and the browser write alike (UTC: a review written late at night is not a day apart on hydration). */
export function reviewDate(iso: string, language: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : new Intl.DateTimeFormat(language === 'am-ET' ? 'am-ET' : 'en', { dateStyle: 'medium', timeZone: 'UTC' }).format(d);
}

function HelpfulButton({ review, productId, signedIn }: { review: PublicReview; productId: string; signedIn: boolean }) {
  const { t } = useTranslation('reviews');
  const mark = useMarkHelpful();
  const count = t('item.helpfulCount', { count: review.helpful });
  // One's own review and a guest's view show the count only: the server would refuse the vote.
  if (!signedIn || review.own) return review.helpful > 0 ? <p className="text-xs text-muted">{count}</p> : null;
  const voted = review.votedHelpful || mark.isSuccess;
  const error = mark.error instanceof ApiError && mark.error.code === 'RATE_LIMITED' ? t('item.helpfulLimit') : mark.error ? t('item.helpfulFailed') : null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="outline"
        aria-pressed={voted}
        disabled={voted || mark.isPending}
        onClick={() => mark.mutate({ reviewId: review.id, productId })}
        data-testid="review-helpful"
        className="min-h-11 sm:min-h-9"
      >
        <ThumbsUp aria-hidden className={voted ? 'h-4 w-4 fill-emerald text-emerald' : 'h-4 w-4'} />
        {voted ? t('item.markedHelpful') : t('item.helpful')}
      </Button>
      {review.helpful > 0 ? <span className="text-xs text-muted">{count}</span> : null}
      {error ? (
        <span role="alert" className="text-xs text-crimson">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function ReviewItem({ review, productId, signedIn }: { review: PublicReview; productId: string; signedIn: boolean }) {
  const { t, i18n } = useTranslation('reviews');
  const size = review.size === CUSTOM_FIT ? t('item.customFit') : review.size ? t('item.size', { size: review.size }) : null;
  const areas = Object.entries(review.fit?.areas ?? {});
  return (
    <li className="border-b border-line py-5 last:border-b-0" data-testid="review-item" data-review-id={review.id}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {review.stars !== null ? <RatingStars value={review.stars} label={t('stars', { count: review.stars })} /> : <span className="text-xs font-semibold text-ink-soft">{t('item.fitOnly')}</span>}
        {review.title ? <h3 className="font-semibold [overflow-wrap:anywhere]">{review.title}</h3> : null}
      </div>
      <p className="mt-1 text-xs text-muted">
        {t('item.byline', { name: review.reviewerName, date: reviewDate(review.createdAt, i18n.language) })}
        <span className="ml-2 inline-flex items-center rounded-full bg-emerald-tint px-2 py-0.5 font-semibold text-emerald-dark">{t('item.verified')}</span>
      </p>
      {size || review.fit ? (
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="review-fit">
          {size ? (
            <div className="flex gap-1">
              <dt className="text-ink-soft">{t('item.ordered')}</dt>
              <dd className="font-semibold">{size}</dd>
            </div>
          ) : null}
          {review.fit ? (
            <div className="flex gap-1">
              <dt className="text-ink-soft">{t('item.fit')}</dt>
              <dd className="font-semibold">{t(`verdicts.${review.fit.overall}`)}</dd>
            </div>
          ) : null}
          {areas.map(([area, verdict]) => (
            <div key={area} className="flex gap-1">
              <dt className="text-ink-soft">{t(`areas.${area}`)}:</dt>
              <dd>{t(`verdicts.${verdict}`)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {review.body ? <p className="mt-2 whitespace-pre-line leading-relaxed [overflow-wrap:anywhere]">{review.body}</p> : null}
      {review.photos.length > 0 ? (
        <ul className="mt-3 flex gap-2" aria-label={t('item.photos')}>
          {review.photos.map((p, i) => (
            <li key={p.id}>
              <a href={p.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald">
                <img src={p.thumbUrl ?? p.url} alt={t('item.photoAlt', { name: review.reviewerName, n: i + 1 })} loading="lazy" width={80} height={Math.round((80 * p.height) / Math.max(1, p.width))} className="h-20 w-20 object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <div className="mt-3 rounded-lg border-l-4 border-emerald bg-emerald/5 p-3 text-sm" data-testid="review-reply">
          <p className="font-semibold">{t('item.reply', { name: review.reply.designerName })}</p>
          <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{review.reply.body}</p>
        </div>
      ) : null}
      <div className="mt-3">
        <HelpfulButton review={review} productId={productId} signedIn={signedIn} />
      </div>
    </li>
  );
}
