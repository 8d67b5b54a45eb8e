import type { ProductReviews } from '@domain/reviews/api';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { RatingStars } from './rating-stars';

export const formatAverage = (average: number, language: string) => average.toLocaleString(language === 'am-ET' ? 'am-ET' : 'en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * The average, the count and one bar per star. Each bar is a button filtering the list to that
 * star (pressed while it does), so the distribution is usable from the keyboard too.
 */
export function RatingSummary({ summary, selected, onStars }: { summary: ProductReviews['summary']; selected: number | null; onStars: (stars: number | null) => void }) {
  const { t, i18n } = useTranslation('reviews');
  const average = summary.average ?? 0;
  return (
    <div data-testid="rating-summary">
      <div className="flex items-center gap-3">
        <span className="font-display text-4xl font-bold">{formatAverage(average, i18n.language)}</span>
        <div>
          <RatingStars value={average} size="lg" label={t('summary.averageLabel', { average: formatAverage(average, i18n.language) })} />
          <p className="text-sm text-ink-soft">{t('summary.basedOn', { count: summary.count })}</p>
        </div>
      </div>
      <ul className="mt-4 space-y-1" aria-label={t('summary.distribution')}>
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = summary.distribution[stars - 1] ?? 0;
          const share = summary.count > 0 ? Math.round((100 * n) / summary.count) : 0;
          const pressed = selected === stars;
          return (
            <li key={stars}>
              <button
                type="button"
                aria-pressed={pressed}
                disabled={n === 0 && !pressed}
                onClick={() => onStars(pressed ? null : stars)}
                aria-label={t('summary.barLabel', { count: n, stars, share })}
                className={cn(
                  'grid min-h-9 w-full grid-cols-[3.5rem_1fr_2.5rem] items-center gap-2 rounded-md px-1 text-sm hover:bg-linen focus-visible:outline-2 focus-visible:outline-emerald disabled:cursor-default disabled:hover:bg-transparent',
                  pressed && 'bg-saffron-tint',
                )}
                data-testid={`rating-bar-${stars}`}
              >
                <span className="whitespace-nowrap text-left text-ink-soft">{t('summary.starsShort', { count: stars })}</span>
                <span className="h-2.5 overflow-hidden rounded-full bg-linen" aria-hidden>
                  <span className="block h-full rounded-full bg-saffron" style={{ width: `${share}%` }} />
                </span>
                <span className="text-right tabular-nums text-ink-soft">{n}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
