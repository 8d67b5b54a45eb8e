import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { REGIONS, SEARCH_MAX_LENGTH } from '@domain/catalog';
import { DISCOUNT_RANGES, SALE_PRICE_RANGES, type SaleParams } from '@domain/catalog/sale';
import { UrlSearchBox, type CommitSearch } from '../../components/ui/url-search-box';
import { cn } from '../../lib/cn';
import { useCategories, useDesigners, useLocalizedName, usePriceRangeLabel } from '../catalog';

export type SetParam = (key: string, value: string | null, options?: { replace?: boolean }) => void;

const SELECT = 'min-h-11 w-full rounded-lg border border-line bg-white px-3 text-sm focus:border-emerald focus:outline-none focus:ring-2 focus:ring-emerald/20';

/** A radio group drawn as chips: one choice, keyboard arrows move between them, 44 px tall. */
function ChipGroup({ legend, name, options, value, onChange, testId }: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <fieldset data-testid={testId}>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={o.value || 'all'} className="relative">
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0" />
            <span
              className={cn(
                'inline-flex min-h-11 items-center rounded-full border px-3.5 text-sm font-semibold transition-colors',
                'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-saffron',
                value === o.value ? 'border-ink bg-ink text-cotton' : 'border-line bg-white text-ink hover:border-ink/50',
              )}
            >
              {o.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Category, designer, region, price and discount (docs/requirements/shop.md §2), all read from and written to the URL. */
export function SaleFilters({ params, set, idPrefix }: { params: SaleParams; set: SetParam; idPrefix: string }) {
  const { t } = useTranslation('sale');
  const priceLabel = usePriceRangeLabel();
  const categories = useCategories();
  const designers = useDesigners();
  const name = useLocalizedName();
  return (
    <div className="grid gap-6" data-testid={`${idPrefix}-filters`}>
      <label className="grid gap-1.5 text-sm font-semibold">
        {t('common:filters.category')}
        <select className={SELECT} value={params.category ?? ''} onChange={(e) => set('category', e.target.value || null)} data-testid="sale-filter-category">
          <option value="">{t('common:filters.allCategories')}</option>
          {categories.data?.map((c) => (
            <option key={c.slug} value={c.slug}>
              {name(c.name, c.nameAm)}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1.5 text-sm font-semibold">
        {t('filters.designer')}
        <select className={SELECT} value={params.designer ?? ''} onChange={(e) => set('designer', e.target.value || null)} data-testid="sale-filter-designer">
          <option value="">{t('filters.allDesigners')}</option>
          {designers.data
            ?.filter((d) => d.slug)
            .map((d) => (
              <option key={d.id} value={d.slug ?? ''}>
                {d.fullName}
              </option>
            ))}
        </select>
      </label>
      <label className="grid gap-1.5 text-sm font-semibold">
        {t('common:filters.region')}
        <select className={SELECT} value={params.region ?? ''} onChange={(e) => set('region', e.target.value || null)} data-testid="sale-filter-region">
          <option value="">{t('common:filters.allRegions')}</option>
          {REGIONS.map((r) => (
            <option key={r} value={r}>
              {t('common:filters.regionCulture', { region: t(`common:regions.${r}`) })}
            </option>
          ))}
        </select>
      </label>
      <ChipGroup
        legend={t('filters.discount')}
        name={`${idPrefix}-discount`}
        testId={`${idPrefix}-discount`}
        value={params.discount ?? ''}
        onChange={(v) => set('discount', v || null)}
        options={['', ...DISCOUNT_RANGES].map((r) => ({ value: r, label: t(`filters.discountRanges.${r || 'all'}`) }))}
      />
      <ChipGroup
        legend={t('common:filters.price')}
        name={`${idPrefix}-price`}
        testId={`${idPrefix}-price`}
        value={params.price ?? ''}
        onChange={(v) => set('price', v || null)}
        options={['', ...SALE_PRICE_RANGES].map((r) => ({ value: r, label: priceLabel(r) }))}
      />
    </div>
  );
}

/** The sale search, driving `search` in the address like the products page's. */
export function SaleSearch({ value, set }: { value: string | undefined; set: SetParam }) {
  const { t } = useTranslation('sale');
  const commit = useCallback<CommitSearch>((next, options) => set('search', next, options), [set]);
  return (
    <UrlSearchBox
      value={value}
      onCommit={commit}
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      clearLabel={t('search.clear')}
      maxLength={SEARCH_MAX_LENGTH}
      testId="sale-search"
    />
  );
}
