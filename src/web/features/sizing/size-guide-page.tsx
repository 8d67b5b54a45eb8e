import { ArrowRight, Hand, Info, PersonStanding, Repeat, Ruler, Shirt, Sparkles, Users, type LucideIcon } from 'lucide-react';
import { Tabs } from '../../components/ui/tabs';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_SIZE_CHARTS } from '@domain/sizing/default-size-charts';
import { SIZE_CATEGORIES, type SizeCategory } from '@domain/sizing/types';
import { Button } from '../../components/ui/button';
import { Container, PageHero, PageRoot } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useSizeChart } from './get-size-chart';
import { HowToMeasure } from './size-guide/how-to-measure';
import { SizeChartTable } from './size-guide/size-chart-table';
import type { LengthUnit } from './size-guide/units';
import { useUnitPreference } from './use-unit-preference';

/** docs/requirements/sizing.md §2: tabs in this order; women is the default category (§3 preferences). */
const TAB_ORDER: readonly SizeCategory[] = ['men', 'women', 'children'];
const DEFAULT_CATEGORY: SizeCategory = 'women';

const TOOLS: readonly { key: string; Icon: LucideIcon }[] = [
  { key: 'tape', Icon: Ruler },
  { key: 'helper', Icon: Users },
  { key: 'clothing', Icon: Shirt },
  { key: 'snug', Icon: Hand },
  { key: 'twice', Icon: Repeat },
  { key: 'posture', Icon: PersonStanding },
];
const GENERAL_TIPS = ['between', 'fabric', 'tailored', 'children', 'save'] as const;

const isCategory = (value: string | null): value is SizeCategory => SIZE_CATEGORIES.some((c) => c === value);

function UnitSwitch({ unit, onChange }: { unit: LengthUnit; onChange: (unit: LengthUnit) => void }) {
  const { t } = useTranslation('sizing-guide');
  return (
    <div role="group" aria-label={t('sizing-guide:page.chart.unitsLabel')} className="inline-flex rounded-full border border-line bg-white p-1">
      {(['cm', 'in'] as const).map((u) => (
        <button
          key={u}
          type="button"
          aria-pressed={unit === u}
          onClick={() => onChange(u)}
          data-testid={`size-guide-unit-${u}`}
          className={cn('min-h-9 min-w-12 rounded-full px-3 text-sm font-semibold', unit === u ? 'bg-ink text-cotton' : 'text-ink-soft hover:bg-linen')}
        >
          {t(`sizing-guide:page.chart.${u}`)}
        </button>
      ))}
    </div>
  );
}

/** The chart of one category: from the API, or our standard chart when the API cannot be reached. */
function ChartSection({ category, unit, onUnitChange }: { category: SizeCategory; unit: LengthUnit; onUnitChange: (unit: LengthUnit) => void }) {
  const { t } = useTranslation('sizing-guide');
  const headingId = useId();
  const { data, isPending, isError } = useSizeChart(category);
  const chart = data ?? (isError ? DEFAULT_SIZE_CHARTS[category] : null);
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h2 id={headingId} className="font-display text-2xl font-bold">
            {t(`sizing-guide:page.chart.titles.${category}`)}
          </h2>
          <p className="mt-2 text-ink-soft">{t('sizing-guide:page.chart.intro')}</p>
        </div>
        <UnitSwitch unit={unit} onChange={onUnitChange} />
      </div>
      <div className="mt-5">
        {chart ? (
          <SizeChartTable chart={chart} unit={unit} />
        ) : isPending ? (
          <div role="status" className="grid gap-2 rounded-card border border-line bg-white p-4">
            <span className="sr-only">{t('sizing-guide:page.chart.loading')}</span>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-9 w-full" />
            ))}
          </div>
        ) : null}
        {isError ? <p className="mt-2 text-sm text-muted">{t('sizing-guide:page.chart.fallback')}</p> : null}
      </div>
      <aside className="mt-5 flex gap-3 rounded-card border border-emerald/25 bg-emerald-tint p-4">
        <Info aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-emerald" />
        <div>
          <h3 className="font-semibold">{t('sizing-guide:page.waistNote.title')}</h3>
          <p className="mt-1 text-sm text-ink-soft">{t('sizing-guide:page.waistNote.body')}</p>
        </div>
      </aside>
    </section>
  );
}

export function SizeGuidePage() {
  const { t } = useTranslation('sizing-guide');
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('category');
  const urlCategory = isCategory(fromUrl) ? fromUrl : DEFAULT_CATEGORY;
  // The tab answers at once; the URL follows (a router navigation is a transition and lags a
  // few hundred ms). A URL changed from elsewhere (back button, a link) still wins.
  const [category, setCategory] = useState(urlCategory);
  const [seenUrlCategory, setSeenUrlCategory] = useState(urlCategory);
  if (urlCategory !== seenUrlCategory) {
    setSeenUrlCategory(urlCategory);
    setCategory(urlCategory);
  }
  const units = useUnitPreference();
  const unit: LengthUnit = units.unit === 'metric' ? 'cm' : 'in';
  const setUnit = (next: LengthUnit) => units.choose(next === 'cm' ? 'metric' : 'inches');
  const toolsId = useId();
  const tipsId = useId();
  const ctaId = useId();
  // The tab is in the URL, so a product page can link straight to its category's chart.
  const selectCategory = (value: string) => {
    if (!isCategory(value)) return;
    setCategory(value);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('category', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return (
    <PageRoot name="size-guide" title={t('sizing-guide:page.title')}>
      <PageHero eyebrow={t('sizing-guide:page.eyebrow')} title={t('sizing-guide:page.title')} subtitle={t('sizing-guide:page.subtitle')} />
      <Container className="py-8 sm:py-12">
        <Tabs.Root value={category} onValueChange={selectCategory}>
          <Tabs.List aria-label={t('sizing-guide:page.tabsLabel')} className="grid max-w-md grid-cols-3 rounded-full bg-linen p-1">
            {TAB_ORDER.map((c) => (
              <Tabs.Trigger
                key={c}
                value={c}
                data-testid={`size-guide-tab-${c}`}
                className="min-h-11 rounded-full px-3 text-sm font-semibold text-ink-soft data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm"
              >
                {t(`sizing-guide:page.tabs.${c}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TAB_ORDER.map((c) => (
            <Tabs.Content key={c} value={c} className="mt-8 space-y-14 focus-visible:outline-offset-8">
              <ChartSection category={c} unit={unit} onUnitChange={setUnit} />
              <HowToMeasure category={c} unit={unit} />
            </Tabs.Content>
          ))}
        </Tabs.Root>

        <section aria-labelledby={toolsId} className="mt-16">
          <h2 id={toolsId} className="font-display text-2xl font-bold">
            {t('sizing-guide:page.tools.title')}
          </h2>
          <p className="mt-2 text-ink-soft">{t('sizing-guide:page.tools.intro')}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {TOOLS.map(({ key, Icon }) => (
              <li key={key} className="flex gap-4 rounded-card border border-line bg-white p-5">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-saffron-tint text-ink">
                  <Icon aria-hidden className="h-5 w-5" />
                </span>
                <div>
                  <h3 className="font-semibold">{t(`sizing-guide:page.tools.items.${key}.title`)}</h3>
                  <p className="mt-1 text-sm text-ink-soft">{t(`sizing-guide:page.tools.items.${key}.body`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby={tipsId} className="mt-16 rounded-card border border-line bg-linen/50 p-6 sm:p-8">
          <h2 id={tipsId} className="font-display text-2xl font-bold">
            {t('sizing-guide:page.general.title')}
          </h2>
          <ul className="mt-4 grid gap-3 lg:grid-cols-2 lg:gap-x-10">
            {GENERAL_TIPS.map((key) => (
              <li key={key} className="flex gap-3 leading-relaxed">
                {/* A small tibeb diamond as the bullet. */}
                <span aria-hidden className="mt-2 h-2.5 w-2.5 shrink-0 rotate-45 bg-saffron" />
                <span>{t(`sizing-guide:page.general.items.${key}`)}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby={ctaId} className="mt-16 overflow-hidden rounded-card border border-line bg-white text-center">
          <div className="tibeb-band tibeb-band-thin" />
          <div className="px-6 py-10">
            <Sparkles aria-hidden className="mx-auto h-8 w-8 text-emerald" />
            <h2 id={ctaId} className="mt-3 font-display text-2xl font-bold">
              {t('sizing-guide:page.cta.title')}
            </h2>
            <p className="mx-auto mt-2 max-w-xl text-ink-soft">{t('sizing-guide:page.cta.body')}</p>
            <Button asChild variant="accent" size="lg" className="mt-6">
              <Link to="/products">
                {t('sizing-guide:page.cta.button')}
                <ArrowRight aria-hidden className="h-4 w-4" />
              </Link>
            </Button>
          </div>
        </section>
      </Container>
    </PageRoot>
  );
}
