import { Clock, Tag } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { Container } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';

/** Tibeb diamonds in saffron and crimson outline, laid very faintly over the ink ground. */
const WEAVE = `url("data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' width='56' height='56' viewBox='0 0 56 56'><g fill='none' stroke-width='2'><path d='M28 4 L52 28 L28 52 L4 28 Z' stroke='#D4A017'/><path d='M28 16 L40 28 L28 40 L16 28 Z' stroke='#B22234'/></g><circle cx='28' cy='28' r='3' fill='#FAF7F2'/></svg>",
)}")`;

/**
 * 'MEGA SALE EVENT' (docs/requirements/shop.md §2): woven bands top and bottom, the badges, and a crimson seal with
 * the biggest discount on sale. The spec's fixed 'Up to 70% OFF' becomes the real highest
 * discount, as the shop does with every other number it shows.
 */
/** `count` is undefined while loading (a placeholder shows) and null when it could not be loaded. */
export function SaleBanner({ upTo, count }: { upTo: number | undefined; count: number | null | undefined }) {
  const { t } = useTranslation('sale');
  return (
    <section data-testid="sale-banner" aria-labelledby="sale-title" className="relative overflow-hidden bg-ink text-cotton">
      <div className="tibeb-band" />
      <div aria-hidden className="absolute inset-0 opacity-[0.09]" style={{ backgroundImage: WEAVE, backgroundSize: '56px 56px' }} />
      <div aria-hidden className="absolute -right-24 -top-24 h-72 w-72 rounded-full bg-crimson/25 blur-3xl" />
      <Container className="relative grid items-center gap-8 py-10 sm:grid-cols-[1fr_auto] sm:py-14">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-saffron [:lang(am-ET)_&]:tracking-normal">{t('banner.eyebrow')}</p>
          <h1 id="sale-title" className="mt-3 font-display text-4xl font-bold leading-[1.05] tracking-tight sm:text-5xl lg:text-6xl">
            {t('banner.title')}
          </h1>
          <p className="mt-4 max-w-xl text-base text-cotton/85 sm:text-lg">{t('banner.subtitle')}</p>
          <ul className="mt-6 flex flex-wrap items-center gap-2" aria-label={t('banner.badges')}>
            {upTo ? (
              <li data-testid="sale-badge-upto" className="rounded-full bg-crimson px-4 py-2 text-sm font-bold uppercase tracking-wide text-white shadow-lg shadow-crimson/30">
                {t('banner.upTo', { percent: upTo })}
              </li>
            ) : null}
            <li data-testid="sale-badge-limited" className="inline-flex items-center gap-1.5 rounded-full bg-saffron px-4 py-2 text-sm font-bold uppercase tracking-wide text-ink">
              <Clock aria-hidden className="h-4 w-4" />
              {t('banner.limitedTime')}
            </li>
            {count === null ? null : (
              <li data-testid="sale-badge-count" className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-cotton/40 px-4 py-2 text-sm font-semibold">
                <Tag aria-hidden className="h-4 w-4 text-saffron" />
                {count === undefined ? <Skeleton className="h-4 w-24 bg-cotton/20" /> : t('banner.count', { count })}
              </li>
            )}
          </ul>
        </div>
        {upTo ? (
          <div aria-hidden className="hidden sm:block">
            <div className="grid h-44 w-44 -rotate-6 place-items-center rounded-full bg-crimson shadow-2xl shadow-black/40 ring-4 ring-saffron ring-offset-4 ring-offset-ink lg:h-52 lg:w-52">
              <div className="grid h-[86%] w-[86%] place-items-center rounded-full border-2 border-dashed border-saffron/80 text-center">
                <div className="leading-none">
                  <p className="text-xs font-bold uppercase tracking-[0.25em] text-cotton/90 [:lang(am-ET)_&]:tracking-normal">{t('banner.sealTop')}</p>
                  <p className="mt-1 font-display text-6xl font-bold text-white lg:text-7xl">{upTo}%</p>
                  <p className="mt-1 text-sm font-bold uppercase tracking-[0.3em] text-white [:lang(am-ET)_&]:tracking-normal">{t('banner.sealBottom')}</p>
                </div>
              </div>
            </div>
          </div>
        ) : null}
      </Container>
      <div className="tibeb-band" />
    </section>
  );
}
