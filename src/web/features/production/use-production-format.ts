import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation';

/** Dates in the active language (Intl writes Amharic month names); null for text that is not a date. */
export function useProductionFormat() {
  const { i18n } = useTranslation('production');
  const language = i18n.language;
  const formats = useMemo(() => {
    const locale = language === 'am-ET' ? 'am-ET' : 'en-US';
    return {
      day: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
      moment: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    };
  }, [language]);
  /** An instant (an ISO time), or a calendar day (YYYY-MM-DD, read as that day wherever the reader is). */
  const date = useCallback(
    (iso: string | null | undefined, kind: 'moment' | 'day' = 'moment') => {
      const ms = iso ? Date.parse(kind === 'day' ? `${iso}T00:00:00Z` : iso) : Number.NaN;
      return Number.isNaN(ms) ? null : formats[kind].format(ms);
    },
    [formats],
  );
  return { date };
}
