import { PRODUCT_LIMITS } from '@domain/catalog/product-input';
import { defaultWeightGrams } from '@domain/shipping';
import { Field } from '../../components/ui/field';
import { useTranslation } from '../../lib/use-translation';

/**
 * The piece's packed weight in grams (issue 40): what its parcel is priced by. A new product may
 * leave it empty and take its category's usual weight, shown as the placeholder so the designer
 * sees what will be used.
 */
export function ShippingWeightField({ id, value, onChange, categorySlug, isNew, error }: { id: string; value: string; onChange: (text: string) => void; categorySlug: string | null; isNew: boolean; error: string | null }) {
  const { t, i18n } = useTranslation('studio-product');
  const usual = defaultWeightGrams(categorySlug);
  const grams = new Intl.NumberFormat(i18n.language === 'am-ET' ? 'am-ET' : 'en').format(usual);
  const max = new Intl.NumberFormat(i18n.language === 'am-ET' ? 'am-ET' : 'en').format(PRODUCT_LIMITS.shippingWeightMaxGrams);
  return (
    <Field
      id={id}
      label={t('form.shippingWeight')}
      hint={isNew ? t('form.shippingWeightHintNew', { grams, max }) : t('form.shippingWeightHint', { grams, max })}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      type="number"
      inputMode="numeric"
      min={1}
      max={PRODUCT_LIMITS.shippingWeightMaxGrams}
      step={1}
      placeholder={String(usual)}
      className="sm:max-w-56"
      error={error}
      data-testid="product-shipping-weight"
    />
  );
}
