import { MessageSquareHeart } from 'lucide-react';
import { Link } from 'react-router';
import { CUSTOM_FIT } from '@domain/sizing/constants';
import { useTranslation } from '../../lib/use-translation';
import { useAwaitingReviews } from './get-awaiting-reviews';

const day = (iso: string, language: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : new Intl.DateTimeFormat(language === 'am-ET' ? 'am-ET' : 'en', { dateStyle: 'medium' }).format(d);
};

/** /profile: the delivered lines still waiting for a review, each leading to its form on the order page. Nothing when none wait. */
export function AwaitingReviews() {
  const { t, i18n } = useTranslation('review-form');
  const query = useAwaitingReviews();
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="awaiting-reviews-title" className="rounded-card border border-line bg-white p-4 shadow-card" data-testid="awaiting-reviews">
      <h2 id="awaiting-reviews-title" className="flex items-center gap-2 font-display text-lg font-semibold">
        <MessageSquareHeart aria-hidden className="h-5 w-5 text-emerald" />
        {t('awaiting.title')}
      </h2>
      <p className="mt-0.5 text-sm text-ink-soft">{t('awaiting.subtitle')}</p>
      <ul className="mt-3 grid gap-2">
        {items.map((item) => (
          <li key={item.lineId}>
            <Link
              to={`/order-success?order=${encodeURIComponent(item.orderId)}#review-${item.lineId}`}
              className="flex min-h-11 items-center gap-3 rounded-lg p-1.5 hover:bg-emerald-tint"
              data-testid="awaiting-review"
              data-line-id={item.lineId}
            >
              <img src={item.productImageUrl ?? '/placeholder-product.svg'} alt="" className="h-14 w-11 shrink-0 rounded bg-linen object-cover" loading="lazy" />
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold text-emerald-dark">{item.productName}</span>
                <span className="block text-xs text-muted">
                  {item.size ? `${item.size === CUSTOM_FIT ? t('awaiting.customFit') : t('awaiting.size', { size: item.size })} · ` : null}
                  {t('awaiting.until', { date: day(item.reviewUntil, i18n.language) })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
