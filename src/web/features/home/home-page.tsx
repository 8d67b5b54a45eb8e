import { ArrowRight, Globe2, Package, Palette, Sparkles } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { categoryEmoji, REGIONS } from '@domain/catalog';
import { imageSrcSet, imageVariantUrl } from '@domain/media/image-variants';
import { Button } from '../../components/ui/button';
import { Container, PageRoot } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { useHydrated } from '../../components/ui/use-hydrated';
import { useNearViewport } from '../../components/ui/use-near-viewport';
import { useBecomeDesigner } from '../accounts';
import { BLANK_IMAGE, DesignerCard, NEAR_SCREEN_MARGIN, ProductCard, useCategories, useLocalizedName } from '../catalog';
import { useSite } from '../content';
import { localized } from '../../lib/localized';
import { useHome } from './get-home';

// Its own chunk (and its texts' namespace): the rest of the home page does not wait for it.
const ImageGeneratorSection = lazy(() => import('../image-tools').then((m) => ({ default: m.ImageGeneratorSection })));

function GeneratorPlaceholder() {
  return (
    <section className="border-y border-line bg-white py-14" aria-busy data-testid="image-generator-loading">
      <Container className="grid gap-8 lg:grid-cols-2">
        <div className="grid content-start gap-3">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-24" />
          <Skeleton className="h-11 w-48" />
        </div>
        <Skeleton className="aspect-square w-full rounded-card" />
      </Container>
    </section>
  );
}

function Hero() {
  const { t, i18n } = useTranslation('home');
  const { data: site } = useSite();
  const becomeDesigner = useBecomeDesigner();
  const hero = site?.hero;
  const lang = i18n.language;
  return (
    <section className="relative overflow-hidden bg-linen">
      <Container className="grid items-center gap-8 py-10 md:grid-cols-2 md:py-16">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-emerald-dark">{t('home.eyebrow')}</p>
          <h1 className="mt-3 font-display text-4xl font-bold leading-tight sm:text-5xl">{localized(lang, hero?.title, hero?.titleAm) || t('home.heroTitle')}</h1>
          <p className="mt-4 max-w-xl text-lg text-ink-soft">{localized(lang, hero?.subtitle, hero?.subtitleAm) || t('home.heroSubtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={hero?.ctaLink ?? '/products'} data-testid="shop-now">
                {localized(lang, hero?.ctaText, hero?.ctaTextAm) || t('actions.shopNow')} <ArrowRight aria-hidden className="h-4 w-4" />
              </Link>
            </Button>
            <Button size="lg" variant="outline" onClick={becomeDesigner}>
              {t('nav.becomeDesigner')}
            </Button>
          </div>
        </div>
        <div className="relative">
          {hero?.imageUrl ? (
            <img
              src={hero.imageUrl}
              srcSet={imageSrcSet(hero.imageUrl, [480, 960], 1600)}
              sizes="(min-width: 768px) 50vw, 100vw"
              alt={t('home.heroImageAlt')}
              width={1600}
              height={900}
              fetchPriority="high"
              className="aspect-[16/10] w-full rounded-card object-cover shadow-card" />
          ) : site ? null : (
            // A skeleton only while the site loads: an admin may have taken the hero image off (issue 41).
            <Skeleton className="aspect-[16/10] w-full rounded-card" />
          )}
        </div>
      </Container>
      <div className="tibeb-band" />
    </section>
  );
}

function Stats({ products, designers, countries }: { products?: number; designers?: number; countries?: number }) {
  const { t } = useTranslation('home');
  const tiles = [
    { Icon: Palette, value: designers, label: t('home.stats.designers') },
    { Icon: Package, value: products, label: t('home.stats.products') },
    { Icon: Sparkles, value: REGIONS.length, label: t('home.stats.regions') },
    { Icon: Globe2, value: countries, label: t('home.stats.countries') },
  ];
  return (
    <Container className="-mt-6 relative z-10">
      <ul className="grid grid-cols-2 gap-3 rounded-card border border-line bg-white p-4 shadow-card md:grid-cols-4">
        {tiles.map(({ Icon, value, label }) => (
          <li key={label} className="flex items-center gap-3 p-2">
            <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-emerald-tint text-emerald">
              <Icon aria-hidden className="h-5 w-5" />
            </span>
            <div>
              <p className="font-display text-2xl font-bold">{value ?? '—'}</p>
              <p className="text-sm text-muted">{label}</p>
            </div>
          </li>
        ))}
      </ul>
    </Container>
  );
}

function SectionHeader({ title, subtitle, link, linkLabel }: { title: string; subtitle?: string; link?: string; linkLabel?: string }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 className="font-display text-2xl font-bold sm:text-3xl">{title}</h2>
        {subtitle ? <p className="mt-1 text-ink-soft">{subtitle}</p> : null}
      </div>
      {link ? (
        <Link to={link} className="inline-flex min-h-11 items-center gap-1 font-semibold text-emerald hover:underline">
          {linkLabel} <ArrowRight aria-hidden className="h-4 w-4" />
        </Link>
      ) : null}
    </div>
  );
}

/**
 * Mounted after hydration: rendered on the server once its chunk had loaded there, its prompt box
 * showed while its boundary waited for the chunk in the browser, and what a visitor typed or tapped
 * in that time was lost. The placeholder holds its place until it is live. Its chunk (with zod and
 * the generator's texts, ~30 KB gzipped) loads as the shopper scrolls towards it.
 *
 * A component of its own because the hydrated flag and the scroll watch change right after
 * hydration: in the page they re-rendered the page, and a re-render reaching product cards still
 * waiting to hydrate makes React hydrate all of them at once, synchronously (a 130 ms task on this
 * machine, ~500 ms of blocking time in Lighthouse's 4x simulation; issue 24).
 */
function GeneratorSlot() {
  const hydrated = useHydrated();
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  return (
    <div ref={slot} data-testid="image-generator-slot">
      {hydrated && near ? (
        <Suspense fallback={<GeneratorPlaceholder />}>
          <ImageGeneratorSection />
        </Suspense>
      ) : (
        <GeneratorPlaceholder />
      )}
    </div>
  );
}

export function HomePage() {
  const { t, i18n } = useTranslation('home');
  const home = useHome();
  const categories = useCategories();
  const { data: site } = useSite();
  const name = useLocalizedName();
  const becomeDesigner = useBecomeDesigner();
  const designers = home.data?.featuredDesigners;
  const stats = home.data?.stats;
  const featured = site?.featuredSection;

  return (
    <PageRoot name="home" title={t('home.title')}>
      <Hero />
      <Stats products={stats?.products} designers={stats?.designers} countries={stats?.countries} />

      <Container className="py-14">
        <SectionHeader title={t('home.shopByCategory')} subtitle={t('home.shopByCategoryBody')} link="/categories" linkLabel={t('home.allCategories')} />
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {categories.isPending
            ? Array.from({ length: 8 }, (_, i) => <Skeleton key={i} className="h-28 rounded-card" />)
            : categories.data?.map((c) => (
                <li key={c.slug}>
                  <Link
                    to={`/products?category=${c.slug}`}
                    className="group flex h-full items-center gap-2 overflow-hidden rounded-card border border-line bg-white p-2 shadow-card transition-shadow hover:shadow-lg sm:gap-3 sm:p-3"
                  >
                    {c.imageUrl ? (
                      <CategoryThumb src={imageVariantUrl(c.imageUrl, 160)} />
                    ) : (
                      <span aria-hidden className="grid h-16 w-12 shrink-0 place-items-center rounded-lg bg-linen text-3xl sm:h-20 sm:w-16">
                        {categoryEmoji(c.slug)}
                      </span>
                    )}
                    <span className="min-w-0 break-words text-sm font-semibold leading-tight [hyphens:auto] sm:text-base">{name(c.name, c.nameAm)}</span>
                  </Link>
                </li>
              ))}
        </ul>
      </Container>

      {home.isPending || (home.data && home.data.featuredProducts.length > 0) ? (
        <section className="bg-white py-14">
          <Container>
            <SectionHeader
              title={localized(i18n.language, featured?.title, featured?.titleAm) || t('home.featuredProducts')}
              subtitle={localized(i18n.language, featured?.subtitle, featured?.subtitleAm) || t('home.featuredProductsBody')}
              link="/products?featured=true"
              linkLabel={t('home.viewAllFeatured')}
            />
            <div className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
              {home.isPending
                ? Array.from({ length: 8 }, (_, i) => <Skeleton key={i} className="aspect-[4/7] rounded-card" />)
                : home.data?.featuredProducts.map((p) => <ProductCard key={p.id} product={p} />)}
            </div>
          </Container>
        </section>
      ) : null}

      <Container className="py-14">
        <SectionHeader title={t('home.featuredDesigners')} subtitle={t('home.featuredDesignersBody')} link="/designers" linkLabel={t('home.allDesigners')} />
        {home.isPending ? (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="designers-skeleton">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-80 rounded-card" />
            ))}
          </div>
        ) : designers && designers.length > 0 ? (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {designers.map((d) => (
              <DesignerCard key={d.id} designer={d} />
            ))}
          </div>
        ) : (
          <p className="rounded-card border border-dashed border-line bg-white p-8 text-center text-ink-soft">{t('home.noFeaturedDesigners')}</p>
        )}
      </Container>

      <GeneratorSlot />

      <section className="bg-ink text-cotton">
        <div className="tibeb-band" />
        <Container className="flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="font-display text-3xl font-bold">{t('home.ctaTitle')}</h2>
            <p className="mt-2 max-w-xl text-cotton/80">{t('home.ctaBody')}</p>
          </div>
          <Button size="lg" variant="accent" onClick={becomeDesigner}>
            {t('home.ctaButton')}
          </Button>
        </Container>
      </section>
    </PageRoot>
  );
}

/** A category tile's picture, loaded once the tile nears the screen (ProductImage says why). */
function CategoryThumb({ src }: { src: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const near = useNearViewport(ref, NEAR_SCREEN_MARGIN);
  return <img ref={ref} src={near ? src : BLANK_IMAGE} alt="" loading="lazy" width={64} height={80} className="h-16 w-12 shrink-0 rounded-lg bg-linen object-cover sm:h-20 sm:w-16" />;
}
