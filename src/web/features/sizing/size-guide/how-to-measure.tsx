import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { GUIDE_SECTIONS, guideItemsIn, type GuideItem } from '@domain/sizing/guide-items';
import type { SizeCategory } from '@domain/sizing/types';
import { MeasureDiagram } from '../measure-diagram';
import { useGuideText } from './guide-text';
import { formatRange, unitKey, type LengthUnit } from './units';

function GuideItemCard({ item, category, unit }: { item: GuideItem; category: SizeCategory; unit: LengthUnit }) {
  const { t, i18n } = useTranslation('sizing-guide');
  const { itemText } = useGuideText();
  const text = itemText(category, item.key);
  const range = `${formatRange(item.key, item.typicalCm, unit, i18n.language)} ${t(`sizing-guide:page.chart.${unitKey(item.key, unit)}`)}`;
  return (
    <li className="flex gap-4 rounded-card border border-line bg-white p-4 sm:p-5" data-testid={`guide-item-${item.key}`}>
      <MeasureDiagram measurement={item.key} category={category} className="h-32 w-20 shrink-0 sm:h-36 sm:w-[5.4rem]" />
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h4 className="font-display text-lg font-semibold">{text.title}</h4>
          {item.required ? (
            <span className="rounded-full bg-saffron-tint px-2 py-0.5 text-xs font-semibold text-ink">{t('sizing-guide:page.howTo.required')}</span>
          ) : null}
        </div>
        <p className="mt-1 text-sm leading-relaxed text-ink-soft">{text.description}</p>
        <ul className="mt-2 grid gap-1.5 text-sm">
          {text.tips.map((tip) => (
            <li key={tip} className="flex gap-2">
              <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-emerald" />
              <span>{tip}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-muted">{t('sizing-guide:page.howTo.typical', { range })}</p>
      </div>
    </li>
  );
}

/** "How to Measure": the category's guide items by section, each with its drawing, text and tips. */
export function HowToMeasure({ category, unit }: { category: SizeCategory; unit: LengthUnit }) {
  const { t } = useTranslation('sizing-guide');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-2xl font-bold">
        {t('sizing-guide:page.howTo.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-ink-soft">{t('sizing-guide:page.howTo.intro')}</p>
      {GUIDE_SECTIONS[category].map((section) => (
        <div key={section} className="mt-8">
          <h3 className="flex items-center gap-3 text-sm font-semibold tracking-wider text-emerald uppercase">
            {t(`sizing-guide:sections.${section}`)}
            <span aria-hidden className="h-px flex-1 bg-line" />
          </h3>
          <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {guideItemsIn(category, section).map((item) => (
              <GuideItemCard key={item.key} item={item} category={category} unit={unit} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
