import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Tabs } from '../../components/ui/tabs';
import { passwordIssues } from '@domain/security';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useErrorText } from '../../lib/error-text';
import { signInSchema, useSignIn } from './sign-in';
import { signUpSchema, useSignUp } from './sign-up';
import { ForgotPasswordForm } from './forgot-password-form';
import { firstIssues, useRateLimitToasts, type FieldErrors } from './form-helpers';

export function SignInForm({ onDone, startWithForgot = false }: { onDone?: () => void; startWithForgot?: boolean }) {
  const [forgot, setForgot] = useState(startWithForgot);
  if (forgot) return <ForgotPasswordForm onBack={() => setForgot(false)} />;
  return <PasswordSignIn onDone={onDone} onForgot={() => setForgot(true)} />;
}

function PasswordSignIn({ onDone, onForgot }: { onDone?: (() => void) | undefined; onForgot: () => void }) {
  const { t } = useTranslation('auth');
  const { t: ta } = useTranslation('account');
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
      <button type="button" onClick={onForgot} className="-mt-2 self-end text-sm font-semibold text-emerald hover:underline" data-testid="forgot-password-link">
        {ta('forgot.link')}
      </button>
      <Button type="submit" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </form>
  );
}

const RULES = ['PASSWORD_TOO_SHORT', 'PASSWORD_NEEDS_UPPERCASE', 'PASSWORD_NEEDS_LOWERCASE', 'PASSWORD_NEEDS_DIGIT', 'PASSWORD_NEEDS_SPECIAL'] as const;

/** The §5 rules under a new-password field, each ticked as the password meets it. */
export function PasswordRules({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const broken = new Set<string>(password ? passwordIssues(password) : RULES);
  return (
    <ul className="grid gap-1 text-sm" aria-label={t('auth.passwordRules')}>
      {RULES.map((rule) => (
        <li key={rule} className={cn('flex items-center gap-2', broken.has(rule) ? 'text-muted' : 'text-emerald-dark')}>
          <span aria-hidden className={cn('h-2 w-2 rounded-full', broken.has(rule) ? 'bg-line' : 'bg-emerald')} />
          {t(`auth.rules.${rule}`)}
        </li>
      ))}
    </ul>
  );
}

export function SignUpForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const signUp = useSignUp();
  const rateLimited = useRateLimitToasts();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [password, setPassword] = useState('');

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
      <PasswordRules password={password} />
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

export function AuthTabs({ onDone, defaultTab = 'sign-in', startWithForgot = false }: { onDone?: () => void; defaultTab?: 'sign-in' | 'sign-up'; startWithForgot?: boolean }) {
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
        <SignInForm onDone={onDone} startWithForgot={startWithForgot} />
      </Tabs.Content>
      <Tabs.Content value="sign-up">
        <SignUpForm onDone={onDone} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
