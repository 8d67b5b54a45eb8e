import { Construction, RotateCcw, Save } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { MAINTENANCE_LIMITS } from '@domain/maintenance';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Field } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/form-fields';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useErrorText } from '../../../lib/error-text';
import { useMaintenanceSettings, type MaintenanceSettingsView } from './get-maintenance';
import { maintenanceSettingsSchema, useSaveMaintenance } from './save-maintenance';

type Texts = Pick<MaintenanceSettingsView, 'title' | 'message' | 'titleAm' | 'messageAm'>;
type Draft = Record<keyof Texts, string>;

const toDraft = (s: Texts): Draft => ({ title: s.title ?? '', message: s.message ?? '', titleAm: s.titleAm ?? '', messageAm: s.messageAm ?? '' });
const sameDraft = (a: Draft, b: Draft) => a.title === b.title && a.message === b.message && a.titleAm === b.titleAm && a.messageAm === b.messageAm;

const dateTime = (iso: string, language: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : new Intl.DateTimeFormat(language === 'am-ET' ? 'am-ET' : 'en', { dateStyle: 'medium', timeStyle: 'short' }).format(d);
};

/** Admin console section: the maintenance switch (with a confirm before closing the shop) and its texts in both languages. */
export function MaintenanceSection() {
  const { t } = useTranslation('admin-ops');
  const settings = useMaintenanceSettings();
  return (
    <section aria-labelledby="maintenance-title" data-testid="admin-maintenance">
      <h2 id="maintenance-title" className="font-display text-2xl font-semibold">
        {t('maintenance.title')}
      </h2>
      <p className="mt-1 max-w-prose text-ink-soft">{t('maintenance.subtitle')}</p>
      <div className="mt-5">
        {settings.isPending ? (
          <div className="grid gap-4" aria-busy aria-label={t('maintenance.loading')}>
            <Skeleton className="h-24 w-full rounded-card" />
            <Skeleton className="h-80 w-full rounded-card" />
          </div>
        ) : settings.isError ? (
          <ErrorPanel message={t('maintenance.loadError')} onRetry={() => void settings.refetch()} />
        ) : (
          <MaintenanceForms settings={settings.data} />
        )}
      </div>
    </section>
  );
}

function MaintenanceForms({ settings }: { settings: MaintenanceSettingsView }) {
  const { t, i18n } = useTranslation('admin-ops');
  const errorText = useErrorText(['admin-ops']);
  const save = useSaveMaintenance();
  const [confirming, setConfirming] = useState(false);
  const [pendingSwitch, setPendingSwitch] = useState<boolean | null>(null);
  const saved = toDraft(settings);
  const [draft, setDraft] = useState<Draft>(saved);
  const [base, setBase] = useState<Draft>(saved);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [conflict, setConflict] = useState(false);
  const dirty = !sameDraft(draft, base);

  // Texts saved elsewhere (another admin, after a reload) replace the form only when it holds no edits.
  useEffect(() => {
    const next = toDraft(settings);
    if (!dirty) {
      setDraft(next);
      setBase(next);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new saved version may reset the form
  }, [settings.version]);

  const failed = (title: string) => (err: unknown) => {
    if (err instanceof ApiError && err.code === 'VERSION_CONFLICT') setConflict(true);
    if (err instanceof ApiError && err.fields) {
      const next: Partial<Record<keyof Draft, string>> = {};
      for (const key of ['title', 'message', 'titleAm', 'messageAm'] as const) {
        const code = err.fields[key]?.[0];
        if (code) next[key] = errorText(code);
      }
      setErrors(next);
    }
    toast({ title, description: errorText(err), variant: 'destructive' });
  };

  const setSwitch = (enabled: boolean) => {
    setPendingSwitch(enabled);
    save.mutate(
      { enabled, title: settings.title, message: settings.message, titleAm: settings.titleAm, messageAm: settings.messageAm, version: settings.version },
      {
        onSuccess: () => {
          setConfirming(false);
          toast(
            enabled
              ? { title: t('maintenance.turnedOn'), description: t('maintenance.turnedOnBody'), variant: 'warning', key: 'maintenance' }
              : { title: t('maintenance.turnedOff'), description: t('maintenance.turnedOffBody'), variant: 'success', key: 'maintenance' },
          );
        },
        onError: (err) => {
          setConfirming(false);
          failed(t('maintenance.toggleFailed'))(err);
        },
        onSettled: () => setPendingSwitch(null),
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = maintenanceSettingsSchema.safeParse({ ...draft, enabled: settings.enabled, version: settings.version });
    if (!parsed.success) {
      const next: Partial<Record<keyof Draft, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (typeof key === 'string' && key in draft) next[key as keyof Draft] = errorText(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (next) => {
        const d = toDraft(next);
        setDraft(d);
        setBase(d);
        setConflict(false);
        toast({ title: t('maintenance.saved'), description: t('maintenance.savedBody'), variant: 'success' });
      },
      onError: failed(t('maintenance.saveFailed')),
    });
  };

  const loadLatest = () => {
    const d = toDraft(settings);
    setDraft(d);
    setBase(d);
    setConflict(false);
    toast({ title: t('maintenance.reloaded'), variant: 'default' });
  };

  const field = (key: keyof Draft) => ({
    value: draft[key],
    error: errors[key] ?? null,
    onChange: (e: { target: { value: string } }) => {
      setDraft((d) => ({ ...d, [key]: e.target.value }));
      setErrors((old) => ({ ...old, [key]: undefined }));
    },
  });

  const switching = pendingSwitch !== null;
  return (
    <div className="grid gap-6">
      <SwitchCard
        enabled={settings.enabled}
        busy={switching}
        busyLabel={pendingSwitch ? t('maintenance.turningOn') : t('maintenance.turningOff')}
        onToggle={() => (settings.enabled ? setSwitch(false) : setConfirming(true))}
        updated={t('maintenance.updated', { date: dateTime(settings.updatedAt, i18n.language) })}
      />

      <form onSubmit={submit} noValidate className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6" data-testid="maintenance-texts-form" aria-labelledby="maintenance-texts-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="maintenance-texts-title" className="font-display text-xl font-semibold">
            {t('maintenance.textsTitle')}
          </h3>
          {dirty ? <Badge tone="saffron">{t('maintenance.unsaved')}</Badge> : null}
        </div>
        <p className="mt-1 text-sm text-muted">{t('maintenance.textsHint')}</p>
        {conflict ? (
          <div role="alert" className="mt-4 flex flex-col gap-3 rounded-lg border border-crimson/30 bg-crimson-tint/60 p-3 text-sm sm:flex-row sm:items-center sm:justify-between" data-testid="maintenance-conflict">
            <p>
              <strong className="font-semibold">{t('maintenance.conflictTitle')}.</strong> {errorText('VERSION_CONFLICT')}
            </p>
            <Button type="button" variant="outline" size="sm" onClick={loadLatest}>
              <RotateCcw aria-hidden className="h-4 w-4" />
              {t('maintenance.reload')}
            </Button>
          </div>
        ) : null}
        <div className="mt-5 grid gap-6 lg:grid-cols-2">
          <fieldset className="grid content-start gap-4">
            <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">{t('maintenance.english')}</legend>
            <Field label={t('maintenance.fieldTitle')} name="title" maxLength={MAINTENANCE_LIMITS.titleMax} placeholder={t('page.defaultTitle', { lng: 'en' })} {...field('title')} />
            <TextAreaField
              label={t('maintenance.fieldMessage')}
              name="message"
              rows={4}
              maxLength={MAINTENANCE_LIMITS.messageMax}
              placeholder={t('page.defaultMessage', { lng: 'en' })}
              counter={t('maintenance.counter', { count: draft.message.length, max: MAINTENANCE_LIMITS.messageMax })}
              {...field('message')}
            />
          </fieldset>
          <fieldset className="grid content-start gap-4" lang="am">
            <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">{t('maintenance.amharic')}</legend>
            <Field label={t('maintenance.fieldTitle')} name="titleAm" maxLength={MAINTENANCE_LIMITS.titleMax} placeholder={t('page.defaultTitle', { lng: 'am-ET' })} {...field('titleAm')} />
            <TextAreaField
              label={t('maintenance.fieldMessage')}
              name="messageAm"
              rows={4}
              maxLength={MAINTENANCE_LIMITS.messageMax}
              placeholder={t('page.defaultMessage', { lng: 'am-ET' })}
              counter={t('maintenance.counter', { count: draft.messageAm.length, max: MAINTENANCE_LIMITS.messageMax })}
              {...field('messageAm')}
            />
          </fieldset>
        </div>
        <div className="mt-5 flex justify-end border-t border-line pt-4">
          <Button type="submit" variant="accent" disabled={save.isPending} className="w-full sm:w-auto" data-testid="maintenance-save">
            <Save aria-hidden className="h-4 w-4" />
            {save.isPending && !switching ? t('maintenance.saving') : t('maintenance.save')}
          </Button>
        </div>
      </form>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('maintenance.confirmTitle')}
        description={t('maintenance.confirmBody')}
        confirmLabel={switching ? t('maintenance.turningOn') : t('maintenance.confirm')}
        cancelLabel={t('maintenance.cancel')}
        onConfirm={() => setSwitch(true)}
        pending={switching}
        testId="maintenance-confirm"
      />
    </div>
  );
}

function SwitchCard({ enabled, busy, busyLabel, onToggle, updated }: { enabled: boolean; busy: boolean; busyLabel: string; onToggle: () => void; updated: string }) {
  const { t } = useTranslation('admin-ops');
  const labelId = useId();
  const stateId = useId();
  return (
    <div className={cn('flex flex-col gap-4 rounded-card border p-4 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-6', enabled ? 'border-saffron bg-saffron-tint/50' : 'border-line bg-white')}>
      <div className="flex min-w-0 items-start gap-3">
        <Construction aria-hidden className={cn('mt-0.5 h-6 w-6 shrink-0', enabled ? 'text-[#7a5a00]' : 'text-muted')} />
        <div className="min-w-0">
          <p id={labelId} className="font-semibold">
            {t('maintenance.switchLabel')}
          </p>
          <p id={stateId} className="text-sm text-ink-soft" data-testid="maintenance-state">
            {busy ? busyLabel : enabled ? t('maintenance.stateOn') : t('maintenance.stateOff')}
          </p>
          <p className="mt-1 text-xs text-muted">{updated}</p>
        </div>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        aria-labelledby={labelId}
        aria-describedby={stateId}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={onToggle}
        data-testid="maintenance-switch"
        className={cn(
          'relative inline-flex h-11 w-20 shrink-0 items-center self-end rounded-full border-2 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald focus-visible:ring-offset-2 disabled:opacity-60 sm:self-auto',
          enabled ? 'border-[#7a5a00] bg-[#7a5a00]' : 'border-line bg-linen',
        )}
      >
        <span aria-hidden className={cn('inline-block h-8 w-8 rounded-full bg-white shadow transition-transform', enabled ? 'translate-x-10' : 'translate-x-1')} />
      </button>
    </div>
  );
}
