import { Laptop, LogOut, Smartphone, Trash2 } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { CURRENCY_CODES, type CurrencyCode } from '@domain/money';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { SelectField } from '../../components/ui/form-fields';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { changeLanguage, LANGUAGES, type LanguageCode } from '../../lib/i18n';
import { useCountryOptions } from '../../lib/use-country-options';
import { useErrorText } from '../../lib/error-text';
import { useCurrencyStore } from '../currency';
import { PasswordRules } from './auth-forms';
import { changeEmailSchema, useChangeEmail } from './change-email';
import { changePasswordSchema, useChangePassword } from './change-password';
import { deleteAccountSchema, useDeleteAccount } from './delete-account';
import { describeDevice } from './describe-device';
import { firstIssues, useRateLimitToasts, type FieldErrors } from './form-helpers';
import { useSessions, type DeviceSession } from './get-sessions';
import { useSignOutOthers } from './sign-out-others';
import type { Me } from '@domain/accounts/api';
import { updateMeSchema, useUpdateMe } from './update-me';

const fieldErrors = (err: unknown): FieldErrors =>
  err instanceof ApiError && err.fields ? Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, v[0]])) : {};

/**
 * A settings form's errors: rules broken in the browser by field, the server's answer by field too,
 * and a toast with its text (or the rate-limit toasts).
 */
function useFormFailure(title: string) {
  const errorText = useErrorText();
  const rateLimited = useRateLimitToasts();
  const [errors, setErrors] = useState<FieldErrors>({});
  const fail = (err: unknown) => {
    if (rateLimited(err)) return;
    setErrors(fieldErrors(err));
    toast({ title, description: errorText(err), variant: 'destructive' });
  };
  const message = (field: string) => (errors[field] ? errorText(errors[field]) : null);
  return { setErrors, fail, message };
}

function Section({ id, title, description, children, tone = 'plain' }: { id: string; title: string; description?: string; children: ReactNode; tone?: 'plain' | 'danger' }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={id}
      className={tone === 'danger' ? 'rounded-card border border-crimson/30 bg-white p-4 shadow-card sm:p-6' : 'rounded-card border border-line bg-white p-4 shadow-card sm:p-6'}
    >
      <h3 id={`${id}-title`} className={tone === 'danger' ? 'font-display text-lg font-semibold text-crimson' : 'font-display text-lg font-semibold'}>
        {title}
      </h3>
      {description ? <p className="mt-1 text-sm text-ink-soft">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Everything a shopper changes about their own account, on /profile. */
export function AccountSettings({ me }: { me: Me }) {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="account-settings-title" className="mt-10" data-testid="account-settings">
      <h2 id="account-settings-title" className="mb-4 font-display text-2xl font-semibold">
        {t('settings.title')}
      </h2>
      <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
        <DetailsSection me={me} />
        <div className="grid gap-5">
          <EmailSection me={me} />
          <PasswordSection />
        </div>
        <DevicesSection />
        <DeleteSection />
      </div>
    </section>
  );
}

function DetailsSection({ me }: { me: Me }) {
  const { t, i18n } = useTranslation('account');
  const errorText = useErrorText();
  const update = useUpdateMe();
  const countries = useCountryOptions(i18n.language);
  const setCurrency = useCurrencyStore((s) => s.setCurrency);
  const [errors, setErrors] = useState<FieldErrors>({});
  const knownCountry = !me.country || [...countries.first, ...countries.rest].some((c) => c.code === me.country);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (key: string) => String(data.get(key) ?? '').trim();
    const parsed = updateMeSchema.safeParse({
      fullName: text('fullName'),
      country: text('country') || null,
      phone: text('phone') || null,
      preferredLanguage: text('preferredLanguage'),
      preferredCurrency: text('preferredCurrency'),
    });
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (user) => {
        toast({ title: t('settings.details.updatedTitle'), description: t('settings.details.updatedBody'), variant: 'success' });
        // The shop follows the choices at once, on this device too.
        if (user.preferredLanguage !== i18n.language) void changeLanguage(user.preferredLanguage as LanguageCode);
        setCurrency(user.preferredCurrency as CurrencyCode);
      },
      onError: (err) => {
        setErrors(fieldErrors(err));
        const description = err instanceof ApiError && err.status === 401 ? t('noUser') : errorText(err);
        toast({ title: t('settings.details.failedTitle'), description, variant: 'destructive' });
      },
    });
  };

  return (
    <Section id="settings-details" title={t('settings.details.title')}>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Field name="fullName" autoComplete="name" label={t('settings.details.fullName')} defaultValue={me.fullName} maxLength={120} className="sm:col-span-2" error={errors.fullName ? errorText(errors.fullName) : null} />
        <SelectField name="country" autoComplete="country" label={t('settings.details.country')} defaultValue={me.country ?? ''} className="sm:col-span-2">
          <option value="">—</option>
          {knownCountry ? null : <option value={me.country ?? ''}>{me.country}</option>}
          {[...countries.first, ...countries.rest].map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <Field
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          label={t('settings.details.phone')}
          hint={t('settings.details.phoneHint')}
          defaultValue={me.phone ?? ''}
          maxLength={32}
          className="sm:col-span-2"
          error={errors.phone ? errorText(errors.phone) : null}
        />
        <SelectField name="preferredLanguage" label={t('settings.details.language')} defaultValue={me.preferredLanguage}>
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code}>
              {l.label}
            </option>
          ))}
        </SelectField>
        <SelectField name="preferredCurrency" label={t('settings.details.currency')} defaultValue={me.preferredCurrency}>
          {CURRENCY_CODES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={update.isPending} data-testid="settings-details-save">
            {update.isPending ? t('settings.details.saving') : t('settings.details.save')}
          </Button>
        </div>
      </form>
    </Section>
  );
}

function EmailSection({ me }: { me: Me }) {
  const { t } = useTranslation('account');
  const change = useChangeEmail();
  const [open, setOpen] = useState(false);
  const { setErrors, fail, message } = useFormFailure(t('settings.details.failedTitle'));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = changeEmailSchema.safeParse({ newEmail: String(data.get('newEmail') ?? ''), currentPassword: String(data.get('currentPassword') ?? '') });
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: t('settings.email.sentTitle'), description: t('settings.email.sentBody', { email: parsed.data.newEmail }), variant: 'success' });
        form.reset();
        setOpen(false);
      },
      onError: fail,
    });
  };

  return (
    <Section id="settings-email" title={t('settings.email.title')}>
      <p className="text-sm text-muted">{t('settings.email.current')}</p>
      <p className="mt-0.5 flex flex-wrap items-center gap-2 break-all font-semibold">
        {me.email}
        <span
          className={me.emailVerified ? 'rounded-full bg-emerald-tint px-2 py-0.5 text-xs font-semibold text-emerald-dark' : 'rounded-full bg-saffron/20 px-2 py-0.5 text-xs font-semibold text-ink'}
          data-testid="settings-email-status"
        >
          {me.emailVerified ? t('settings.email.confirmed') : t('settings.email.unconfirmed')}
        </span>
      </p>
      {open ? (
        <form onSubmit={submit} noValidate className="mt-4 grid gap-4" data-testid="change-email-form">
          <Field name="newEmail" type="email" autoComplete="email" label={t('settings.email.newEmail')} error={message('newEmail')} autoFocus />
          <Field name="currentPassword" type="password" autoComplete="current-password" label={t('settings.email.currentPassword')} error={message('currentPassword')} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? t('settings.email.sending') : t('settings.email.submit')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t('settings.email.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" className="mt-4" onClick={() => setOpen(true)}>
          {t('settings.email.change')}
        </Button>
      )}
    </Section>
  );
}

function PasswordSection() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const [password, setPassword] = useState('');
  const { setErrors, fail, message } = useFormFailure(t('settings.details.failedTitle'));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = changePasswordSchema.safeParse({
      currentPassword: String(data.get('currentPassword') ?? ''),
      password,
      confirmPassword: String(data.get('confirmPassword') ?? ''),
    });
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: t('settings.password.changedTitle'), description: t('settings.password.changedBody'), variant: 'success' });
        form.reset();
        setPassword('');
      },
      onError: fail,
    });
  };

  return (
    <Section id="settings-password" title={t('settings.password.title')} description={t('settings.password.body')}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <Field name="currentPassword" type="password" autoComplete="current-password" label={t('settings.password.current')} error={message('currentPassword')} />
        <Field
          name="password"
          type="password"
          autoComplete="new-password"
          label={t('settings.password.new')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={message('password')}
        />
        <PasswordRules password={password} />
        <Field name="confirmPassword" type="password" autoComplete="new-password" label={t('settings.password.confirm')} error={message('confirmPassword')} />
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('settings.password.saving') : t('settings.password.submit')}
          </Button>
        </div>
      </form>
    </Section>
  );
}

function DevicesSection() {
  const { t } = useTranslation('account');
  const sessions = useSessions();
  const signOut = useSignOutOthers();
  const errorText = useErrorText();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  let list;
  if (sessions.isPending) {
    list = (
      <div className="grid gap-3" aria-busy>
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  } else if (sessions.isError) {
    list = (
      <p className="text-sm text-crimson" role="alert">
        {t('settings.devices.loadError')}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void sessions.refetch()}>
          {t('common:actions.tryAgain')}
        </button>
      </p>
    );
  } else {
    list = (
      <ul className="grid gap-3" data-testid="settings-devices-list">
        {sessions.data.map((s) => (
          <DeviceRow key={s.id} session={s} />
        ))}
      </ul>
    );
  }

  return (
    <Section id="settings-devices" title={t('settings.devices.title')} description={t('settings.devices.body')}>
      {list}
      {sessions.data && others === 0 ? <p className="mt-3 text-sm text-muted">{t('settings.devices.onlyThis')}</p> : null}
      <Button
        variant="outline"
        className="mt-4"
        disabled={others === 0 || signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onSuccess: ({ signedOut }) => toast({ title: t('settings.devices.signedOutTitle'), description: t('settings.devices.signedOutBody', { count: signedOut }), variant: 'success' }),
            onError: (err) => toast({ title: t('settings.details.failedTitle'), description: errorText(err), variant: 'destructive' }),
          })
        }
      >
        <LogOut aria-hidden className="h-4 w-4" />
        {signOut.isPending ? t('settings.devices.signingOut') : t('settings.devices.signOutOthers')}
      </Button>
    </Section>
  );
}

function DeviceRow({ session }: { session: DeviceSession }) {
  const { t, i18n } = useTranslation('account');
  const { browser, os } = describeDevice(session.userAgent);
  const name = browser && os ? t('settings.devices.browserOn', { browser, os }) : (browser ?? os ?? t('settings.devices.unknown'));
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language === 'am-ET' ? 'am-ET' : 'en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const Icon = os === 'Android' || os === 'iOS' ? Smartphone : Laptop;
  return (
    <li className="flex items-start gap-3 rounded-lg border border-line p-3" data-current={session.current || undefined}>
      <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-emerald" />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {name}
          {session.current ? <span className="rounded-full bg-emerald-tint px-2 py-0.5 text-xs text-emerald-dark">{t('settings.devices.thisDevice')}</span> : null}
        </p>
        <p className="text-sm text-muted">{t('settings.devices.lastActive', { when: when(session.lastActiveAt) })}</p>
        <p className="text-sm text-muted">{t('settings.devices.since', { when: when(session.createdAt) })}</p>
      </div>
    </li>
  );
}

function DeleteSection() {
  const { t } = useTranslation('account');
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { setErrors, fail, message } = useFormFailure(t('settings.delete.failedTitle'));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = deleteAccountSchema.safeParse({ currentPassword: String(new FormData(event.currentTarget).get('currentPassword') ?? '') });
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    remove.mutate(parsed.data, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: t('settings.delete.doneTitle'), description: t('settings.delete.doneBody'), variant: 'success' });
        void navigate('/', { replace: true });
      },
      onError: fail,
    });
  };

  return (
    <Section id="settings-delete" tone="danger" title={t('settings.delete.title')} description={t('settings.delete.body')}>
      <Button variant="outline" className="border-crimson/40 text-crimson hover:bg-crimson/5" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden className="h-4 w-4" />
        {t('settings.delete.open')}
      </Button>
      <Dialog open={open} onOpenChange={(next) => (remove.isPending ? undefined : setOpen(next))} title={t('settings.delete.dialogTitle')} description={t('settings.delete.dialogBody')}>
        <form onSubmit={submit} noValidate className="grid gap-4" data-testid="delete-account-form">
          <Field name="currentPassword" type="password" autoComplete="current-password" label={t('settings.delete.password')} error={message('currentPassword')} autoFocus />
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)} disabled={remove.isPending}>
              {t('settings.delete.cancel')}
            </Button>
            <Button type="submit" variant="danger" disabled={remove.isPending}>
              {remove.isPending ? t('settings.delete.deleting') : t('settings.delete.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </Section>
  );
}
