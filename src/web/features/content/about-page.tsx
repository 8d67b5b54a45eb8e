import { Globe2, HeartHandshake, Landmark, Sparkles } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Container, PageHero, PageRoot } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { useBecomeDesigner } from '../accounts';
import { usePage } from './get-page';

interface AboutContent {
  hero?: { badge?: string; title?: string; subtitle?: string };
  mission?: { title?: string; description?: string };
  story?: { title?: string; paragraphs?: string[] };
  cta?: { title?: string; subtitle?: string };
}

export function AboutPage() {
  const { t, i18n } = useTranslation('about');
  const { data, isPending, isError } = usePage('about', i18n.language);
  const becomeDesigner = useBecomeDesigner();
  const c = (data?.content ?? {}) as AboutContent;
  const values = [
    { Icon: Landmark, key: 'heritage' },
    { Icon: HeartHandshake, key: 'community' },
    { Icon: Sparkles, key: 'quality' },
    { Icon: Globe2, key: 'reach' },
  ] as const;
  return (
    <PageRoot name="about" title={t('about.title')}>
      <PageHero eyebrow={c.hero?.badge || t('about.badge')} title={c.hero?.title || t('about.title')} subtitle={c.hero?.subtitle || t('about.subtitle')} />
      <Container className="grid gap-12 py-12 lg:grid-cols-[1fr_1.3fr]">
        <section>
          <h2 className="font-display text-2xl font-bold">{c.mission?.title || t('about.missionTitle')}</h2>
          <p className="mt-3 text-lg leading-relaxed text-ink-soft">{c.mission?.description || t('about.missionBody')}</p>
          {isError ? <p className="mt-4 text-sm text-crimson">{t('about.loadError')}</p> : null}
        </section>
        <section>
          <h2 className="font-display text-2xl font-bold">{c.story?.title || t('about.storyTitle')}</h2>
          {isPending ? (
            <div className="mt-4 space-y-3">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-11/12" />
              <Skeleton className="h-4 w-4/5" />
            </div>
          ) : (
            (c.story?.paragraphs?.length ? c.story.paragraphs : [t('about.storyBody')]).map((p, i) => (
              <p key={i} className="mt-3 leading-relaxed">
                {p}
              </p>
            ))
          )}
        </section>
      </Container>
      <section className="bg-white py-12">
        <Container>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {values.map(({ Icon, key }) => (
              <li key={key} className="rounded-card border border-line bg-cotton p-5">
                <Icon aria-hidden className="h-7 w-7 text-emerald" />
                <h3 className="mt-3 font-display text-lg font-semibold">{t(`about.values.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-ink-soft">{t(`about.values.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <Container className="py-12 text-center">
        <h2 className="font-display text-2xl font-bold">{c.cta?.title || t('about.joinTitle')}</h2>
        <p className="mx-auto mt-2 max-w-xl text-ink-soft">{c.cta?.subtitle || t('about.joinBody')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/products">{t('actions.shopNow')}</Link>
          </Button>
          <Button size="lg" variant="outline" onClick={becomeDesigner}>
            {t('nav.becomeDesigner')}
          </Button>
        </div>
      </Container>
    </PageRoot>
  );
}
