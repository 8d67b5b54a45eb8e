import { useTranslation } from '../../lib/use-translation';
import { countryName } from '@domain/orders/countries';
import { localized } from '../content';

export interface DesignerPlace {
  city?: string | null;
  cityAm?: string | null;
  /** English name, for a country stored without a known code. */
  country: string | null;
  countryCode: string | null;
}

/**
 * Where a designer works, in the reader's language: the Amharic city when the designer wrote one,
 * the country named from its code (Intl has Amharic names, in Node and in browsers alike).
 */
export function useDesignerPlace() {
  const { t, i18n } = useTranslation();
  return (d: DesignerPlace): string => {
    const country = d.countryCode ? countryName(d.countryCode, i18n.language) : (d.country ?? '');
    const city = localized(i18n.language, d.city, d.cityAm);
    return city && country ? t('designers.place', { city, country }) : city || country;
  };
}
