import { MessageCircleHeart } from 'lucide-react';
import type { TFunction } from '../../lib/translator';
import { useTranslation } from '../../lib/use-translation';
import type { Headline } from '@domain/fit-feedback/summary';
import { ErrorPanel } from '../../components/ui/error-panel';
import { EmptyState } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useDesignerFitReviews, type DesignerFitArea, type DesignerFitProduct, type DesignerFitReview } from './get-designer-fit-reviews';

const percent = (share: number, language: string) => new Intl.NumberFormat(language === 'am-ET' ? 'am-ET' : 'en', { style: 'percent', maximumFractionDigits: 0 }).format(share);

const day = (iso: string, language: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : new Intl.DateTimeFormat(language === 'am-ET' ? 'am-ET' : 'en', { dateStyle: 'medium' }).format(d);
};

const headlineText = (headline: Headline, t: TFunction) =>
  headline.kind === 'true_to_size'
    ? t('product.trueToSize')
    : headline.kind === 'mixed'
      ? t('product.mixed')
      : t(headline.kind === 'runs_small' ? 'designer.headlineSmall' : 'designer.headlineLarge', { area: t(`areas.${headline.area}`) });

/** The designer's dashboard: per product, how shoppers say it fits, and what to change in the chart. */
export function DesignerFitPanel() {
  const { t } = useTranslation('fit-reviews');
  const query = useDesignerFitReviews();
  let body;
  if (query.isPending) {
    body = (
      <div className="grid gap-4" aria-busy aria-label={t('designer.loading')}>
        <Skeleton className="h-48 w-full rounded-card" />
      </div>
    );
  } else if (query.isError) {
    body = <ErrorPanel message={t('designer.loadError')} onRetry={() => void query.refetch()} />;
  } else if (query.data.length === 0) {
    body = (
      <div data-testid="designer-fit-empty">
        <EmptyState icon={<MessageCircleHeart aria-hidden className="mx-auto h-10 w-10" />} title={t('designer.emptyTitle')} description={t('designer.emptyBody')} />
      </div>
    );
  } else {
    body = (
      <ul className="grid gap-4">
        {query.data.map((product) => (
          <li key={product.productId}>
            <ProductFitCard product={product} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section id="fit-feedback" aria-labelledby="designer-fit-title" className="scroll-mt-24" data-testid="designer-fit-panel">
      <h2 id="designer-fit-title" className="font-display text-2xl font-semibold">
        {t('designer.title')}
      </h2>
      <p className="mt-1 max-w-prose text-ink-soft">{t('designer.subtitle')}</p>
      <div className="mt-5">{body}</div>
    </section>
  );
}

function ProductFitCard({ product }: { product: DesignerFitProduct }) {
  // The headlines' texts are the product page's (fit-summary).
  const { t, i18n } = useTranslation(['fit-reviews', 'fit-summary']);
  const { summary } = product;
  const area = (a: string) => t(`areas.${a}`);
  return (
    <article className="rounded-card border border-line bg-white p-4 sm:p-6" data-testid="designer-fit-product" aria-labelledby={`fit-${product.productId}`}>
      <h3 id={`fit-${product.productId}`} className="text-lg font-semibold break-words">
        {product.productName}
      </h3>
      {summary.headline ? (
        <p className="mt-1 text-sm font-semibold text-emerald-dark" data-testid="designer-fit-headline">
          {headlineText(summary.headline, t)}
        </p>
      ) : null}
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:max-w-md">
        <div className="rounded-lg bg-linen p-3">
          <dt className="text-xs font-semibold text-ink-soft uppercase">{t('designer.reviews')}</dt>
          <dd className="text-2xl font-semibold" data-testid="designer-fit-count">
            {summary.reviewCount}
          </dd>
        </div>
        <div className="rounded-lg bg-linen p-3">
          <dt className="text-xs font-semibold text-ink-soft uppercase">{t('designer.fitShare')}</dt>
          <dd className="text-2xl font-semibold" data-testid="designer-fit-share">
            {percent(summary.fitShare, i18n.language)}
          </dd>
        </div>
      </dl>

      {summary.areas.length > 0 ? (
        <div className="mt-5">
          <h4 className="text-sm font-semibold">{t('designer.areasTitle')}</h4>
          {/* The legend sits over the bars' column, so "small" and "large" line up with their ends. */}
          <p className="mt-0.5 grid max-w-3xl grid-cols-[5.5rem_minmax(0,1fr)] gap-2 text-xs text-ink-soft sm:grid-cols-[7rem_minmax(0,1fr)_11rem]" aria-hidden>
            <span className="col-start-2 flex justify-between">
              <span>← {t('designer.small')}</span>
              <span>{t('designer.large')} →</span>
            </span>
          </p>
          <ul className="mt-2 grid max-w-3xl gap-2" data-testid="designer-fit-areas">
            {summary.areas.map((a) => (
              <AreaBar key={a.area} item={a} label={area(a.area)} />
            ))}
          </ul>
        </div>
      ) : null}

      {summary.suggestions.length > 0 ? (
        <ul className="mt-5 grid gap-2">
          {summary.suggestions.map((s) => (
            <li key={`${s.area}-${s.direction}`} className="rounded-lg border border-saffron/50 bg-saffron-tint p-3 text-sm" data-testid="designer-fit-suggestion">
              {t(s.direction === 'small' ? 'designer.suggestSmall' : 'designer.suggestLarge', {
                area: area(s.area),
                cm: s.cm,
                sizes: s.sizeFrom === s.sizeTo ? t('designer.sizeOne', { size: s.sizeFrom }) : t('designer.sizeRange', { from: s.sizeFrom, to: s.sizeTo }),
                count: s.reviews,
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-5 text-sm text-ink-soft">{t('designer.noSuggestion')}</p>
      )}

      {product.reviews.length > 0 ? (
        <div className="mt-5">
          <h4 className="text-sm font-semibold">{t('designer.latest')}</h4>
          <ul className="mt-2 divide-y divide-line">
            {product.reviews.map((r) => (
              <ReviewRow key={r.id} review={r} />
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}

/** A bar from the centre: left when shoppers say small, right when large; the text says the same for screen readers. */
function AreaBar({ item, label }: { item: DesignerFitArea; label: string }) {
  const { t } = useTranslation('fit-reviews');
  const width = Math.min(Math.abs(item.meanVerdict) / 2, 1) * 50;
  // The server calls an area small or large only on enough evidence; a lean below that is still worth a word.
  const lean = item.runs === 'true_to_size' && Math.abs(item.meanVerdict) >= 0.5 ? (item.meanVerdict < 0 ? 'leansSmall' : 'leansLarge') : null;
  const runs = lean ? t(`designer.${lean}`) : t(`designer.runs.${item.runs}`);
  const tone = Math.abs(item.meanVerdict) < 0.25 ? 'bg-emerald' : item.meanVerdict < 0 ? 'bg-saffron' : 'bg-[#8f1b2a]';
  return (
    <li className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-2 text-sm sm:grid-cols-[7rem_minmax(0,1fr)_11rem]" data-testid="designer-fit-area">
      <span className="font-medium">{label}</span>
      <span className="relative h-3 rounded-full bg-linen" aria-hidden>
        <span className="absolute inset-y-0 left-1/2 w-px bg-ink/40" />
        <span
          className={cn('absolute inset-y-0 rounded-full', tone)}
          style={item.meanVerdict < 0 ? { right: '50%', width: `${width}%` } : { left: '50%', width: `${Math.max(width, 1)}%` }}
        />
      </span>
      <span className="col-span-2 text-ink-soft sm:col-span-1">{t('designer.areaText', { runs, count: item.count })}</span>
    </li>
  );
}

function ReviewRow({ review }: { review: DesignerFitReview }) {
  const { t, i18n } = useTranslation('fit-reviews');
  const who = review.reviewer.city ? t('designer.reviewerCity', { name: review.reviewer.firstName, city: review.reviewer.city }) : review.reviewer.firstName;
  return (
    <li className="py-3 text-sm" data-testid="designer-fit-review">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold break-words">{who}</span>
        <span className="text-ink-soft">{t('designer.size', { size: review.size })}</span>
        <span className="text-ink-soft">{day(review.updatedAt, i18n.language)}</span>
      </p>
      <p className="mt-0.5">
        <span className="font-medium">{t(`verdicts.${review.overall}`)}</span>
        {review.kept === 'returning' ? <span className="text-ink-soft"> · {t('designer.returning')}</span> : null}
      </p>
      {review.note ? (
        <p className="mt-1 whitespace-pre-line break-words text-ink-soft" data-testid="designer-fit-note">
          “{review.note}”
        </p>
      ) : review.noteHidden ? (
        <p className="mt-1 text-xs text-ink-soft italic">{t('designer.noteHidden')}</p>
      ) : null}
    </li>
  );
}
