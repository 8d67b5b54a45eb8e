import type { ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Field } from '../../../components/ui/field';
import { useCountryOptions } from '../../../lib/use-country-options';
import { SelectField } from '../../../components/ui/form-fields';
import { isEthiopia, type TextField } from './checkout-form';

export interface BoundField {
  id: string;
  name: string;
  value: string;
  'data-testid': string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  error: string | undefined;
}
export type Bind = (field: TextField) => BoundField;

/** Cities most orders go to in Ethiopia; any other can be typed. */
const ETHIOPIAN_CITIES = ['addisAbaba', 'adama', 'bahirDar', 'hawassa', 'mekelle', 'direDawa', 'gondar', 'jimma'] as const;

/** Full name, country, then Ethiopia's address (city to landmark) or an international one. */
export function AddressFields({ bind, country }: { bind: Bind; country: string }) {
  const { t, i18n } = useTranslation('checkout');
  const countries = useCountryOptions(i18n.language);
  const { error: countryError, ...countryProps } = bind('country');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field {...bind('fullName')} autoComplete="name" label={t('address.fullName')} hint={t('address.fullNameHint')} className="sm:col-span-2" />
      <SelectField {...countryProps} error={countryError} autoComplete="country" label={t('address.country')} className="sm:col-span-2">
        <optgroup label={t('address.commonCountries')}>
          {countries.first.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('address.allCountries')}>
          {countries.rest.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </optgroup>
      </SelectField>
      {isEthiopia(country) ? (
        <>
          <Field {...bind('city')} autoComplete="address-level2" list="checkout-city-options" label={t('address.city')} />
          <datalist id="checkout-city-options">
            {ETHIOPIAN_CITIES.map((c) => (
              <option key={c} value={t(`address.cities.${c}`)} />
            ))}
          </datalist>
          <Field {...bind('subCity')} autoComplete="address-level3" label={t('address.subCity')} hint={t('address.subCityHint')} />
          <Field {...bind('woreda')} autoComplete="off" label={t('address.woreda')} />
          <Field {...bind('kebele')} autoComplete="off" label={t('address.kebele')} />
          <Field {...bind('houseNumber')} autoComplete="off" label={t('address.houseNumber')} />
          <Field {...bind('landmark')} autoComplete="off" label={t('address.landmark')} placeholder={t('address.landmarkPlaceholder')} hint={t('address.landmarkHint')} className="sm:col-span-2" />
        </>
      ) : (
        <>
          <Field {...bind('addressLine1')} autoComplete="address-line1" label={t('address.line1')} placeholder={t('address.line1Placeholder')} className="sm:col-span-2" />
          <Field {...bind('addressLine2')} autoComplete="address-line2" label={t('address.line2')} className="sm:col-span-2" />
          <Field {...bind('city')} autoComplete="address-level2" label={t('address.cityAbroad')} />
          <Field {...bind('region')} autoComplete="address-level1" label={t('address.region')} />
          <Field {...bind('postalCode')} autoComplete="postal-code" label={t('address.postalCode')} />
        </>
      )}
    </div>
  );
}
