import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { MeasurementKey, UnitSystem } from '@domain/sizing/types';
import { displayMeasurement, type DisplayUnit } from './profile-input';

/**
 * Numbers, dates and measurements in the active language. Intl does the digits and month names
 * (am-ET writes months in Amharic); the unit abbreviations come from `sizing-profiles:units`.
 */
export function useMeasureFormat() {
  const { t, i18n } = useTranslation('sizing-profiles');
  const lang = i18n.language;
  const formats = useMemo(
    () => ({
      one: new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }),
      two: new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }),
      date: new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }),
      dateTime: new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }),
    }),
    [lang],
  );
  const quantity = useCallback(
    (value: number, unit: DisplayUnit | 'm' | 'ft', decimals: 1 | 2 = 1) => t('sizing-profiles:value', { value: (decimals === 2 ? formats.two : formats.one).format(value), unit: t(`sizing-profiles:units.${unit}`) }),
    [t, formats],
  );
  const measurement = useCallback(
    (key: MeasurementKey, cm: number, unit: UnitSystem, decimals: 1 | 2 = 1) => {
      const shown = displayMeasurement(key, cm, unit, decimals);
      return quantity(shown.value, shown.unit, decimals);
    },
    [quantity],
  );
  /** A date, or null when the text is not one (the caller shows its own placeholder). */
  const date = useCallback(
    (iso: string, withTime = false) => {
      const ms = Date.parse(iso);
      return Number.isNaN(ms) ? null : (withTime ? formats.dateTime : formats.date).format(ms);
    },
    [formats],
  );
  return { quantity, measurement, date };
}
