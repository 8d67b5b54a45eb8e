import { AlertTriangle, ChevronDown } from 'lucide-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { CURRENCIES, shouldWarnAboutRates } from '@domain/money';
import { useCurrencyStore } from './currency-store';
import { useExchangeRates } from './get-exchange-rates';

/**
 * The currency picker's button (flag, code, stale-rates warning), shared by the real picker (as
 * Radix's trigger, `asChild`) and by the header's closed stand-in that loads the picker on first use.
 */
export const CurrencyTrigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function CurrencyTrigger(props, ref) {
  const { t } = useTranslation();
  const currency = useCurrencyStore((s) => s.currency);
  const info = CURRENCIES[currency];
  const rates = useExchangeRates();
  const freshness = rates.data?.rates.find((r) => r.code === currency)?.freshness;
  const warn = shouldWarnAboutRates(currency, freshness, rates.isError);
  return (
    <button
      ref={ref}
      type="button"
      className="flex h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold hover:bg-linen"
      aria-label={t('currency.choose', { currency: info.code })}
      data-testid="currency-picker"
      {...props}
    >
      <span aria-hidden>{info.flag}</span>
      <span>{info.code}</span>
      {warn ? <AlertTriangle aria-label={t('currency.staleTitle')} data-testid="rates-stale" className="h-4 w-4 text-[#8a6400]" /> : null}
      <ChevronDown aria-hidden className="h-4 w-4" />
    </button>
  );
});
