import type { Dispatch } from 'react';
import { FIT_VERDICTS, type FitVerdict } from '@domain/fit-feedback/types';
import { REVIEW_SORTS, type ReviewSort } from '@domain/reviews';
import { CUSTOM_FIT } from '@domain/sizing/constants';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import { isFiltered, type ReviewsView, type ReviewsViewAction } from './reviews-view-state';

const selectClass = 'min-h-11 w-full rounded-lg border border-ink/20 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-emerald sm:min-h-10';

/** Sort and filters as native selects: keyboard and screen readers get them for free, phones their own pickers. */
export function ReviewsControls({ view, dispatch, sizes }: { view: ReviewsView; dispatch: Dispatch<ReviewsViewAction>; sizes: string[] }) {
  const { t } = useTranslation('reviews');
  const sizeLabel = (s: string) => (s === CUSTOM_FIT ? t('item.customFit') : s);
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="reviews-controls">
      <label className="col-span-2 text-xs font-semibold text-ink-soft sm:col-span-1">
        {t('controls.sort')}
        <select className={selectClass} value={view.sort} onChange={(e) => dispatch({ type: 'sort', sort: e.target.value as ReviewSort })} data-testid="reviews-sort">
          {REVIEW_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sorts.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-xs font-semibold text-ink-soft">
        {t('controls.stars')}
        <select className={selectClass} value={view.stars ?? ''} onChange={(e) => dispatch({ type: 'stars', stars: e.target.value ? Number(e.target.value) : null })} data-testid="reviews-filter-stars">
          <option value="">{t('controls.allStars')}</option>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {t('stars', { count: n })}
            </option>
          ))}
        </select>
      </label>
      <label className="text-xs font-semibold text-ink-soft">
        {t('controls.size')}
        <select className={selectClass} value={view.size ?? ''} onChange={(e) => dispatch({ type: 'size', size: e.target.value || null })} data-testid="reviews-filter-size" disabled={sizes.length === 0 && view.size === null}>
          <option value="">{t('controls.allSizes')}</option>
          {(view.size && !sizes.includes(view.size) ? [...sizes, view.size] : sizes).map((s) => (
            <option key={s} value={s}>
              {sizeLabel(s)}
            </option>
          ))}
        </select>
      </label>
      <label className="col-span-2 text-xs font-semibold text-ink-soft sm:col-span-1">
        {t('controls.fit')}
        <select className={selectClass} value={view.fit ?? ''} onChange={(e) => dispatch({ type: 'fit', fit: (e.target.value || null) as FitVerdict | null })} data-testid="reviews-filter-fit">
          <option value="">{t('controls.allFits')}</option>
          {FIT_VERDICTS.map((v) => (
            <option key={v} value={v}>
              {t(`verdicts.${v}`)}
            </option>
          ))}
        </select>
      </label>
      {isFiltered(view) ? (
        <div className="col-span-2 sm:col-span-4">
          <Button variant="link" size="sm" className="px-0" onClick={() => dispatch({ type: 'clear' })} data-testid="reviews-clear">
            {t('controls.clear')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
