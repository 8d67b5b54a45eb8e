import { useCallback, useMemo } from 'react';
import type { MeasurementKey } from '@domain/sizing/types';
import { useTranslation } from '../../lib/use-translation';

/** The measurement review's texts: its own namespace, then the orders' measurement names and units. */
export const FITTING_NAMESPACES = ['fitting', 'orders'] as const;

/** Dates and measurement values in the active language (Intl writes Amharic month names). */
export function useFittingFormat() {
  const { t, i18n } = useTranslation(['fitting', 'orders']);
  const language = i18n.language;
  const formats = useMemo(() => {
    const locale = language === 'am-ET' ? 'am-ET' : 'en-GB';
    return {
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
      one: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
      two: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
    };
  }, [language]);
  const date = useCallback((iso: string | null | undefined) => {
    const ms = iso ? Date.parse(iso) : Number.NaN;
    return Number.isNaN(ms) ? '' : formats.date.format(ms);
  }, [formats]);
  /** `100 cm` / `39.37 in` (kg and lb for the weight). */
  const value = useCallback(
    (key: string, amount: number | null, system: 'metric' | 'imperial') => {
      if (amount === null) return '—';
      const weight = key === 'weight_kg';
      const unit = system === 'metric' ? (weight ? 'kg' : 'cm') : weight ? 'lb' : 'in';
      return t('orders:measurements.value', { value: (system === 'metric' ? formats.one : formats.two).format(amount), unit: t(`orders:measurements.units.${unit}`) });
    },
    [formats, t],
  );
  const name = useCallback((key: MeasurementKey | string) => t(`orders:measurements.names.${key.replace(/_(cm|kg)$/, '')}`, { defaultValue: key }), [t]);
  const source = useCallback((s: string | null | undefined) => (s ? t(`sources.${s}`, { defaultValue: s }) : '—'), [t]);
  return { language, date, value, name, source };
}
