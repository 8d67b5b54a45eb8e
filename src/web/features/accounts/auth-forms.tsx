import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from 'radix-ui';
import { passwordIssues } from '@domain/security';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { signInSchema, useSignIn } from './sign-in';
import { signUpSchema, useSignUp } from './sign-up';
import { useErrorText } from './use-error-text';

type FieldErrors = Record<string, string | undefined>;

function firstIssues(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '_');
    out[key] ??= issue.message;
  }
  return out;
}

function useRateLimitToasts() {
  const { t } = useTranslation('auth');
  return (err: unknown) => {
    if (!(err instanceof ApiError)) return false;
    if (err.status === 429) {
      toast({ title: t('security.tooManyTitle'), description: t('security.tooManyBody'), variant: 'destructive' });
      return true;
    }
    const remaining = Number(err.headers?.get('x-ratelimit-remaining') ?? NaN);
    if (Number.isFinite(remaining) && remaining <= 2) {
      toast({ title: t('security.warningTitle'), description: t('security.warningBody', { count: remaining }), variant: 'warning' });
    }
    return false;
  };
}

export function SignInForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const signIn = useSignIn();
  const rateLimited = useRateLimitToasts();
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = signInSchema.safeParse({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') });
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    signIn.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: t('auth.signInSuccess'), variant: 'success' });
        onDone?.();
      },
      onError: (err) => {
        if (rateLimited(err)) return;
        toast({ title: t('auth.signInFailed'), description: errorText(err), variant: 'destructive' });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="sign-in-form">
      <Field name="email" type="email" autoComplete="email" label={t('auth.email')} error={errors.email ? errorText(errors.email) : null} />
      <Field name="password" type="password" autoComplete="current-password" label={t('auth.password')} error={errors.password ? errorText(errors.password) : null} />
      <Button type="submit" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </form>
  );
}

const RULES = ['PASSWORD_TOO_SHORT', 'PASSWORD_NEEDS_UPPERCASE', 'PASSWORD_NEEDS_LOWERCASE', 'PASSWORD_NEEDS_DIGIT', 'PASSWORD_NEEDS_SPECIAL'] as const;

export function SignUpForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const signUp = useSignUp();
  const rateLimited = useRateLimitToasts();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [password, setPassword] = useState('');
  const broken = new Set(password ? passwordIssues(password) : RULES);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = signUpSchema.safeParse({
      fullName: String(data.get('fullName') ?? ''),
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      confirmPassword: String(data.get('confirmPassword') ?? ''),
    });
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    signUp.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: t('auth.signUpSuccessTitle'), description: t('auth.signUpSuccessBody'), variant: 'success' });
        onDone?.();
      },
      onError: (err) => {
        if (rateLimited(err)) return;
        if (err instanceof ApiError && err.fields) {
          setErrors(Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, v[0]])));
        }
        toast({ title: t('auth.signUpFailed'), description: errorText(err), variant: 'destructive' });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="sign-up-form">
      <Field name="fullName" autoComplete="name" label={t('auth.fullName')} error={errors.fullName ? errorText(errors.fullName) : null} />
      <Field name="email" type="email" autoComplete="email" label={t('auth.email')} error={errors.email ? errorText(errors.email) : null} />
      <Field
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('auth.password')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password ? errorText(errors.password) : null}
      />
      <ul className="grid gap-1 text-sm" aria-label={t('auth.passwordRules')}>
        {RULES.map((rule) => (
          <li key={rule} className={cn('flex items-center gap-2', broken.has(rule) ? 'text-muted' : 'text-emerald-dark')}>
            <span aria-hidden className={cn('h-2 w-2 rounded-full', broken.has(rule) ? 'bg-line' : 'bg-emerald')} />
            {t(`auth.rules.${rule}`)}
          </li>
        ))}
      </ul>
      <Field
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t('auth.confirmPassword')}
        error={errors.confirmPassword ? errorText(errors.confirmPassword) : null}
      />
      <Button type="submit" size="lg" variant="accent" disabled={signUp.isPending}>
        {signUp.isPending ? t('auth.creatingAccount') : t('auth.createAccount')}
      </Button>
    </form>
  );
}

export function AuthTabs({ onDone, defaultTab = 'sign-in' }: { onDone?: () => void; defaultTab?: 'sign-in' | 'sign-up' }) {
  const { t } = useTranslation('auth');
  return (
    <Tabs.Root defaultValue={defaultTab}>
      <Tabs.List className="mb-6 grid grid-cols-2 rounded-full bg-linen p-1" aria-label={t('auth.title')}>
        {(['sign-in', 'sign-up'] as const).map((tab) => (
          <Tabs.Trigger
            key={tab}
            value={tab}
            className="min-h-10 rounded-full text-sm font-semibold text-ink-soft data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm"
          >
            {tab === 'sign-in' ? t('auth.signIn') : t('auth.signUp')}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="sign-in">
        <SignInForm onDone={onDone} />
      </Tabs.Content>
      <Tabs.Content value="sign-up">
        <SignUpForm onDone={onDone} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
