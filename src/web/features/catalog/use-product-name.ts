import { useTranslation } from '../../lib/use-translation';
import { localized } from '../../lib/localized';

/** Product and category names in the shopper's language when the designer provided one. */
export function useLocalizedName() {
  const { i18n } = useTranslation();
  return (en: string, am: string | null | undefined) => localized(i18n.language, en, am) ?? en;
}
