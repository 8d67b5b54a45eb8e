import { AlertTriangle, RefreshCw } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { PAYOUT_SCHEDULES, type PayoutSchedule } from '@domain/payouts/settings';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Field } from '../../components/ui/field';
import { SelectField } from '../../components/ui/form-fields';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { refusalCode } from './admin-money-form-errors';
import { useMoneyFormat } from './admin-money-format';
import { QueryState } from './admin-money-parts';
import { useSaveMoneySettings, type CommissionSettingsUpdate } from './admin-money-save-settings';
import { useMoneySettings, type CommissionSettingsAnswer } from './admin-money-settings';
import { readSettingsForm, settingsFieldOf, toSettingsForm, type SettingsField, type SettingsFormValues } from './admin-money-settings-form';

/** Money › Commission settings. */
export function AdminMoneySettingsPanel() {
  const { t } = useTranslation('admin-money');
  const settings = useMoneySettings();
  if (!settings.data) return <QueryState pending={settings.isPending} error={settings.error} onRetry={() => void settings.refetch()} label={t('settings.loading')} />;
  // A new version (saved here, or read again after a conflict) starts the form again from it.
  return <SettingsForm key={settings.data.version} saved={settings.data} onReload={() => void settings.refetch()} />;
}

function SettingsForm({ saved, onReload }: { saved: CommissionSettingsAnswer; onReload: () => void }) {
  const { t, i18n } = useTranslation('admin-money');
  const errorText = useErrorText(['admin-money']);
  const { percent, dateTime } = useMoneyFormat();
  const save = useSaveMoneySettings();
  const [values, setValues] = useState<SettingsFormValues>(() => toSettingsForm(saved));
  const [errors, setErrors] = useState<Partial<Record<SettingsField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<CommissionSettingsUpdate | null>(null);
  const set = <K extends SettingsField>(key: K, value: SettingsFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const weekdays = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language === 'am-ET' ? 'am-ET' : 'en', { weekday: 'long', timeZone: 'UTC' });
    // 1 January 2024 was a Monday (ISO weekday 1).
    return [1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: format.format(Date.UTC(2024, 0, d)) }));
  }, [i18n.language]);

  const send = (update: CommissionSettingsUpdate) =>
    save.mutate(update, {
      onSuccess: () => {
        setConfirming(null);
        toast({ title: t('settings.saved'), description: t('settings.savedBody'), variant: 'success', key: 'money-settings' });
      },
      onError: (error) => {
        setConfirming(null);
        const fields: Partial<Record<SettingsField, string>> = {};
        if (error instanceof ApiError)
          for (const [path, codes] of Object.entries(error.fields ?? {})) {
            const field = settingsFieldOf(path);
            if (field) fields[field] = codes[0] ?? error.code;
          }
        if (refusalCode(error) === 'COMMISSION_LIMITS_INVALID') fields.lineMax = 'COMMISSION_LIMITS_INVALID';
        setErrors(fields);
        if (Object.keys(fields).length === 0) setRefusal(refusalCode(error));
      },
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const read = readSettingsForm(values, saved.version);
    if (!read.ok) return setErrors(read.errors);
    setErrors({});
    // A new rate applies to every order placed from now on: asked first.
    if (read.value.platformRateBp !== saved.platformRateBp) setConfirming(read.value);
    else send(read.value);
  };

  const err = (field: SettingsField) => (errors[field] ? errorText(errors[field]) : null);
  const conflict = refusal === 'SETTINGS_CHANGED';

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" data-testid="money-settings" data-version={saved.version}>
      {conflict ? (
        <div role="alert" className="flex flex-col gap-3 rounded-lg border border-saffron/50 bg-saffron-tint/60 p-4 text-sm sm:flex-row sm:items-center sm:justify-between" data-testid="money-settings-conflict">
          <p className="flex gap-2">
            <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            {t('settings.conflict')}
          </p>
          <Button variant="outline" size="sm" onClick={onReload} className="shrink-0" data-testid="money-settings-reload">
            <RefreshCw aria-hidden className="h-4 w-4" />
            {t('settings.reload')}
          </Button>
        </div>
      ) : null}
      <fieldset className="grid gap-4 rounded-card border border-line bg-white p-4 shadow-card sm:grid-cols-2">
        <legend className="float-left w-full font-semibold sm:col-span-2">{t('settings.commission')}</legend>
        <Field label={t('settings.rate')} hint={t('settings.rateHint')} inputMode="decimal" value={values.rate} onChange={(e) => set('rate', e.target.value)} error={err('rate')} data-testid="money-settings-rate" />
        <div className="hidden sm:block" />
        <Field label={t('settings.lineMin')} hint={t('settings.limitHint')} inputMode="decimal" value={values.lineMin} onChange={(e) => set('lineMin', e.target.value)} error={err('lineMin')} data-testid="money-settings-line-min" />
        <Field label={t('settings.lineMax')} hint={t('settings.limitHint')} inputMode="decimal" value={values.lineMax} onChange={(e) => set('lineMax', e.target.value)} error={err('lineMax')} data-testid="money-settings-line-max" />
        <label className="flex min-h-11 items-center gap-3 sm:col-span-2">
          <input type="checkbox" className="h-5 w-5 accent-emerald" checked={values.feesPassedOn} onChange={(e) => set('feesPassedOn', e.target.checked)} data-testid="money-settings-fees" />
          <span className="text-sm">
            <span className="font-semibold">{t('settings.feesPassedOn')}</span>
            <span className="block text-muted">{values.feesPassedOn ? t('settings.feesYes') : t('settings.feesNo')}</span>
          </span>
        </label>
      </fieldset>
      <fieldset className="grid gap-4 rounded-card border border-line bg-white p-4 shadow-card sm:grid-cols-2">
        <legend className="float-left w-full font-semibold sm:col-span-2">{t('settings.payouts')}</legend>
        <Field label={t('settings.holdDays')} hint={t('settings.holdDaysHint')} inputMode="numeric" value={values.holdDays} onChange={(e) => set('holdDays', e.target.value)} error={err('holdDays')} data-testid="money-settings-hold" />
        <Field label={t('settings.minimum')} hint={t('settings.minimumHint')} inputMode="decimal" value={values.payoutMinimum} onChange={(e) => set('payoutMinimum', e.target.value)} error={err('payoutMinimum')} data-testid="money-settings-minimum" />
        <SelectField label={t('settings.schedule')} value={values.schedule} onChange={(e) => set('schedule', e.target.value as PayoutSchedule)} error={err('schedule')} data-testid="money-settings-schedule">
          {PAYOUT_SCHEDULES.map((s) => (
            <option key={s} value={s}>
              {t(`schedules.${s}`)}
            </option>
          ))}
        </SelectField>
        {values.schedule === 'weekly' ? (
          <SelectField label={t('settings.weekday')} value={String(values.weekday)} onChange={(e) => set('weekday', Number(e.target.value))} error={err('weekday')} data-testid="money-settings-weekday">
            {weekdays.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </SelectField>
        ) : (
          <p className="self-end pb-3 text-sm text-muted">{t(`settings.scheduleHint.${values.schedule}`)}</p>
        )}
        <Field label={t('settings.accountHoldDays')} hint={t('settings.accountHoldDaysHint')} inputMode="numeric" value={values.accountHoldDays} onChange={(e) => set('accountHoldDays', e.target.value)} error={err('accountHoldDays')} data-testid="money-settings-account-hold" />
      </fieldset>
      {refusal && !conflict ? (
        <p role="alert" className="text-sm text-crimson" data-testid="money-settings-refusal">
          {errorText(refusal)}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        {/* Settings never saved are the defaults, dated nowhere. */}
        <p className="text-xs text-muted">{saved.version > 0 && Date.parse(saved.updatedAt) > 0 ? t('settings.updated', { when: dateTime(saved.updatedAt) }) : t('settings.defaults')}</p>
        <Button type="submit" disabled={save.isPending || conflict} aria-busy={save.isPending || undefined} data-testid="money-settings-save" className="w-full sm:w-auto">
          {save.isPending ? t('actions.saving') : t('settings.save')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('settings.rateConfirmTitle')}
        description={t('settings.rateConfirmBody', { from: percent(saved.platformRateBp), to: percent(confirming?.platformRateBp ?? saved.platformRateBp) })}
        confirmLabel={t('settings.rateConfirm')}
        cancelLabel={t('actions.cancel')}
        onConfirm={() => confirming && send(confirming)}
        pending={save.isPending}
        tone="default"
        testId="money-settings-rate-confirm"
      />
    </form>
  );
}
