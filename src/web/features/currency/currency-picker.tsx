import { DropdownMenu } from 'radix-ui';
import { Check } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { CURRENCIES, CURRENCY_CODES, shouldWarnAboutRates } from '@domain/money';
import { useCurrencyStore } from './currency-store';
import { CurrencyTrigger } from './currency-trigger';
import { useExchangeRates } from './get-exchange-rates';

export function CurrencyPicker() {
  const { t } = useTranslation();
  const { currency, setCurrency } = useCurrencyStore();
  const rates = useExchangeRates();
  const freshness = rates.data?.rates.find((r) => r.code === currency)?.freshness;
  const warn = shouldWarnAboutRates(currency, freshness, rates.isError);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <CurrencyTrigger />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-52 max-w-72 rounded-card border border-line bg-white p-1 shadow-card">
          {warn ? (
            <p role="note" className="m-1 rounded-lg bg-saffron-tint p-2 text-xs text-ink">
              <span className="font-semibold">{t('currency.staleTitle')}</span> {t('currency.staleBody')}
            </p>
          ) : null}
          {CURRENCY_CODES.map((code) => (
            <DropdownMenu.Item
              key={code}
              onSelect={() => setCurrency(code)}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-linen"
            >
              <span aria-hidden>{CURRENCIES[code].flag}</span>
              <span className="flex-1">
                {code} · {t(`currency.names.${code}`)}
              </span>
              {code === currency ? <Check aria-hidden className="h-4 w-4 text-emerald" /> : null}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
