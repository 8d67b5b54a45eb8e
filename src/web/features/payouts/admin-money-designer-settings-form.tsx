import { useState, type FormEvent } from 'react';
import { PAYOUT_CURRENCIES, type PayoutCurrency } from '@domain/payouts/settings';
import type { DesignerPayoutSettings } from '@domain/payouts/api';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { SelectField } from '../../components/ui/form-fields';
import { toast } from '../../components/ui/toast';
import { useErrorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { parsePercentBp, percentText } from './admin-money-amount';
import { designerPayoutSettingsSchema, useSaveDesignerPayoutSettings } from './admin-money-designer-settings';
import { refusalCode } from './admin-money-form-errors';
import { useMoneyFormat } from './admin-money-format';
import { useMoneySettings } from './admin-money-settings';

/** A designer's rate (the platform's, or their own) and payout currency; the server audits the change. */
export function DesignerSettingsForm({ settings }: { settings: DesignerPayoutSettings }) {
  const { t } = useTranslation('admin-money');
  const errorText = useErrorText(['admin-money']);
  const { percent } = useMoneyFormat();
  const platform = useMoneySettings();
  const save = useSaveDesignerPayoutSettings();
  const [own, setOwn] = useState(settings.commissionRateBp !== null);
  const [rate, setRate] = useState(percentText(settings.commissionRateBp));
  const [currency, setCurrency] = useState<PayoutCurrency>(settings.payoutCurrency);
  const [error, setError] = useState<string | null>(null);
  const changed = own !== (settings.commissionRateBp !== null) || (own && parsePercentBp(rate) !== settings.commissionRateBp) || currency !== settings.payoutCurrency;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = designerPayoutSettingsSchema.safeParse({ commissionRateBp: own ? (parsePercentBp(rate) ?? Number.NaN) : null, payoutCurrency: currency });
    if (!checked.success) return setError('RATE_INVALID');
    setError(null);
    save.mutate(
      { designerId: settings.designerId, ...checked.data },
      {
        onSuccess: () => toast({ title: t('designerSettings.saved'), description: t('designerSettings.savedBody'), variant: 'success', key: 'designer-settings' }),
        onError: (err) => setError(refusalCode(err)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-4" data-testid="money-designer-settings">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">{t('designerSettings.rate')}</legend>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input type="radio" name="rate-kind" className="h-5 w-5 accent-emerald" checked={!own} onChange={() => setOwn(false)} data-testid="money-designer-rate-platform" />
          {platform.data ? t('designerSettings.platformRate', { rate: percent(platform.data.platformRateBp) }) : t('designerSettings.platformRateUnknown')}
        </label>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input type="radio" name="rate-kind" className="h-5 w-5 accent-emerald" checked={own} onChange={() => setOwn(true)} data-testid="money-designer-rate-own" />
          {t('designerSettings.ownRate')}
        </label>
        {own ? (
          <Field label={t('designerSettings.ownRateField')} inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} hint={t('designerSettings.ownRateHint')} className="max-w-48" data-testid="money-designer-rate" />
        ) : null}
      </fieldset>
      <SelectField label={t('designerSettings.currency')} hint={t('designerSettings.currencyHint')} value={currency} onChange={(e) => setCurrency(e.target.value as PayoutCurrency)} data-testid="money-designer-currency">
        {PAYOUT_CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {t(`currencies.${c}`)}
          </option>
        ))}
      </SelectField>
      {error ? (
        <p role="alert" className="text-sm text-crimson">
          {errorText(error)}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="outline" disabled={!changed || save.isPending} aria-busy={save.isPending || undefined} data-testid="money-designer-settings-save">
          {save.isPending ? t('actions.saving') : t('actions.save')}
        </Button>
      </div>
    </form>
  );
}
