import { useTranslation } from '../../lib/use-translation';

/** The product page's manual size choice (docs/requirements/sizing.md §4), shown once the shopper chooses manually or must choose. */
export function ManualSizeSelect({ sizes, size, onSize, disabled }: { sizes: readonly string[]; size: string | null; onSize(size: string | null): void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <label className="mt-4 grid gap-1.5 text-sm font-semibold">
      {t('fit.manualSize')}
      <select data-testid="size-select" className="min-h-11 rounded-lg border border-line bg-white px-3" value={size ?? ''} onChange={(e) => onSize(e.target.value || null)} disabled={disabled}>
        <option value="">{t('fit.chooseSize')}</option>
        {sizes.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
    </label>
  );
}
