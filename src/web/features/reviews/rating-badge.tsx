import { Star } from 'lucide-react';
import type { RatingBadgeDto } from '@domain/reviews/api';
import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';

/**
 * A card's or the designer page's rating: the average and count from three reviews, else "New".
 * Its words are in `common` (every listing page has them), not in the reviews namespace.
 */
export function RatingBadge({ rating, className }: { rating: RatingBadgeDto; className?: string }) {
  const { t, i18n } = useTranslation();
  if (!rating.shown || rating.average === null) {
    return (
      <span className={cn('text-xs font-semibold text-emerald-dark', className)} data-testid="rating-badge" data-rating="new">
        {t('rating.new')}
      </span>
    );
  }
  const average = rating.average.toLocaleString(i18n.language === 'am-ET' ? 'am-ET' : 'en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs text-ink-soft', className)} data-testid="rating-badge" data-rating={rating.average}>
      <Star aria-hidden className="h-3.5 w-3.5 fill-saffron text-saffron" />
      <span className="sr-only">{t('rating.label', { average, count: rating.count })}</span>
      <span aria-hidden>
        <span className="font-semibold text-ink">{average}</span> ({rating.count})
      </span>
    </span>
  );
}
