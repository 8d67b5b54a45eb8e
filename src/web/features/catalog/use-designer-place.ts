import { useTranslation } from '../../lib/use-translation';
import { localized } from '../../lib/localized';

export interface DesignerPlace {
  city?: string | null;
  cityAm?: string | null;
  /** English name, or the stored text of a country without a known code. */
  country: string | null;
  /** Amharic name; missing from data stored offline before the API sent it. */
  countryAm?: string | null;
  countryCode: string | null;
}

/**
 * Where a designer works, in the reader's language: the Amharic city when the designer wrote one,
 * the country as the API names it in both languages (English for data stored before it did). Not
 * Intl.DisplayNames: the first region-name lookup a tab makes loads locale data while the page
 * hydrates, and the country list would come with it.
 */
export function useDesignerPlace() {
  const { t, i18n } = useTranslation();
  return (d: DesignerPlace): string => {
    const country = (i18n.language === 'am-ET' ? d.countryAm : null) ?? d.country ?? '';
    const city = localized(i18n.language, d.city, d.cityAm);
    return city && country ? t('designers.place', { city, country }) : city || country;
  };
}
