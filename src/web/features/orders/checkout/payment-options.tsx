import { Banknote, CreditCard, Smartphone, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { formatMoney, moneyLocale, type CurrencyCode } from '@domain/money/currency';
import { PAYMENT_METHODS, type PaymentMethod } from '@domain/orders/constants';
import type { PaymentMethodOption } from '@domain/orders/types';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { fieldId } from './checkout-form';
import { chargeFor } from './checkout-money';

const ICONS: Record<PaymentMethod, LucideIcon> = { cod: Banknote, chapa: Smartphone, stripe: CreditCard };

export interface PaymentOptionsProps {
  methods: PaymentMethodOption[] | undefined;
  loading: boolean;
  /** The list could not be loaded: pay on delivery (always offered) stands alone, with a retry. */
  failed: boolean;
  onRetry: () => void;
  value: PaymentMethod | '';
  onChange: (method: PaymentMethod) => void;
  error: string | undefined;
  totalUsdMinor: number;
  currency: CurrencyCode;
  /** Where the parcel goes: pay on delivery inside Ethiopia is in birr. */
  country: string;
  rates: readonly { code: string; rate: number }[] | undefined;
}

/** Radio cards, each with the amount it will charge in its own currency (Chapa in birr). */
export function PaymentOptions({ methods, loading, failed, onRetry, value, onChange, error, totalUsdMinor, currency, country, rates }: PaymentOptionsProps) {
  const { t, i18n } = useTranslation('checkout');
  if (loading)
    return (
      <div className="grid gap-3" aria-busy>
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-20 rounded-card" />
        ))}
      </div>
    );
  const offered = (failed || !methods ? [{ id: 'cod', chargeCurrencies: [currency] } as PaymentMethodOption] : methods)
    .filter((m) => (PAYMENT_METHODS as readonly string[]).includes(m.id))
    .sort((a, b) => PAYMENT_METHODS.indexOf(a.id) - PAYMENT_METHODS.indexOf(b.id));
  const errorId = 'checkout-payment-error';
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="sr-only">{t('payment.legend')}</legend>
      <div className="grid gap-3">
        {offered.map((method) => {
          const Icon = ICONS[method.id];
          const charge = chargeFor(method.id, currency, country, totalUsdMinor, rates);
          const checked = value === method.id;
          const id = fieldId('paymentMethod', method.id);
          return (
            <label
              key={method.id}
              htmlFor={id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-card border-2 bg-white p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald/40',
                checked ? 'border-emerald bg-emerald-tint/40' : error ? 'border-crimson/60' : 'border-line hover:border-ink/30',
              )}
            >
              <input
                id={id}
                type="radio"
                name="paymentMethod"
                value={method.id}
                checked={checked}
                onChange={() => onChange(method.id)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : `${id}-desc`}
                className="mt-1 h-5 w-5 shrink-0 accent-emerald"
                data-testid={id}
              />
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2 font-semibold">
                  <Icon aria-hidden className="h-5 w-5 text-emerald" />
                  {t(`payment.methods.${method.id}.name`)}
                </span>
                <span id={`${id}-desc`} className="mt-0.5 block text-sm text-ink-soft">
                  {t(`payment.methods.${method.id}.description`)}
                </span>
                <span className="mt-2 block text-sm">
                  {t(`payment.methods.${method.id}.charge`, { amount: formatMoney(charge.minor, charge.currency, moneyLocale(i18n.language)) })}
                  {charge.currency !== currency ? <span className="block text-xs text-muted">{t('payment.convertedNote', { currency: charge.currency })}</span> : null}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {failed ? (
        <div className="mt-3 flex flex-wrap items-center gap-2 rounded-lg bg-saffron-tint p-3 text-sm" role="status">
          <span>{t('payment.loadFailed')}</span>
          <Button variant="link" size="sm" className="min-h-11 px-1" onClick={onRetry}>
            {t('common:actions.tryAgain')}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-crimson">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
