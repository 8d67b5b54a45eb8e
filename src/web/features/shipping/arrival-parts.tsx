import { countryName } from '@domain/orders/countries';
import { formatArrivalWindow, type ArrivalLang } from '@domain/shipping/arrival-text';
import type { ShopperDestination } from '@domain/shipping/destination';
import { useTranslation } from '../../lib/use-translation';

/** The reader's calendar: Ethiopian for Amharic readers, Gregorian otherwise (domain/shipping arrival-text). */
export const arrivalLang = (language: string): ArrivalLang => (language === 'am-ET' ? 'am-ET' : 'en');

/** "Addis Ababa, Ethiopia" / "United Kingdom" in the reader's language (only rendered after hydration). */
export function usePlaceName() {
  const { i18n } = useTranslation();
  return (destination: ShopperDestination) => {
    const country = countryName(destination.country, i18n.language);
    return destination.city ? `${destination.city}, ${country}` : country;
  };
}

export const zoneName = (zone: { nameEn: string; nameAm: string }, language: string) => (language === 'am-ET' && zone.nameAm) || zone.nameEn;

/** "Arrives between Mon 19 Jan and Sat 24 Jan" (or "ጥር 11"…), one day when both ends agree. */
export function ArrivalWindowText({ window }: { window: { earliest: string; latest: string } }) {
  const { t, i18n } = useTranslation('shipping');
  const text = formatArrivalWindow(window, arrivalLang(i18n.language));
  return <>{text.sameDay ? t('arrival.on', { day: text.from }) : t('arrival.between', { from: text.from, to: text.to })}</>;
}
