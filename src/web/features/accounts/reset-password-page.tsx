import { KeyRound, LinkIcon, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Container, PageRoot } from '../../components/ui/page';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../../lib/error-text';
import { PasswordRules } from './auth-forms';
import { firstIssues, useRateLimitToasts, type FieldErrors } from './form-helpers';
import { resetPasswordSchema, useResetPassword } from './reset-password';

function Card({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto w-full max-w-md rounded-card border border-line bg-white p-6 shadow-card sm:p-8">{children}</div>;
}

/** /reset-password?token=…: the page a reset mail links to. */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const errorText = useErrorText();
  const rateLimited = useRateLimitToasts();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [linkDead, setLinkDead] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = resetPasswordSchema.safeParse({ token, password, confirmPassword: String(data.get('confirmPassword') ?? '') });
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    reset.mutate(parsed.data, {
      onError: (err) => {
        if (rateLimited(err)) return;
        if (err instanceof ApiError && err.code === 'RESET_LINK_INVALID') setLinkDead(true);
        if (err instanceof ApiError && err.fields) setErrors(Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, v[0]])));
        toast({ title: t('reset.title'), description: errorText(err), variant: 'destructive' });
      },
    });
  };

  let body;
  if (reset.isSuccess) {
    body = (
      <div className="flex flex-col gap-4" role="status" data-testid="reset-password-done">
        <ShieldCheck aria-hidden className="h-10 w-10 text-emerald" />
        <h1 className="font-display text-2xl font-bold">{t('reset.doneTitle')}</h1>
        <p className="text-ink-soft">{t('reset.doneBody')}</p>
        <Button asChild size="lg">
          <Link to="/login">{t('reset.signIn')}</Link>
        </Button>
      </div>
    );
  } else if (!token || linkDead) {
    body = (
      <div className="flex flex-col gap-4" data-testid="reset-password-missing">
        <LinkIcon aria-hidden className="h-10 w-10 text-muted" />
        <h1 className="font-display text-2xl font-bold">{linkDead ? t('reset.title') : t('reset.missingTitle')}</h1>
        <p className="text-ink-soft">{linkDead ? errorText('RESET_LINK_INVALID') : t('reset.missingBody')}</p>
        <Button asChild size="lg">
          <Link to="/login?forgot=1">{t('reset.askAgain')}</Link>
        </Button>
      </div>
    );
  } else {
    body = (
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="reset-password-form">
        <KeyRound aria-hidden className="h-10 w-10 text-emerald" />
        <div>
          <h1 className="font-display text-2xl font-bold">{t('reset.title')}</h1>
          <p className="mt-1 text-sm text-ink-soft">{t('reset.body')}</p>
        </div>
        <Field
          name="password"
          type="password"
          autoComplete="new-password"
          label={t('reset.password')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password ? errorText(errors.password) : null}
        />
        <PasswordRules password={password} />
        <Field name="confirmPassword" type="password" autoComplete="new-password" label={t('reset.confirmPassword')} error={errors.confirmPassword ? errorText(errors.confirmPassword) : null} />
        <Button type="submit" size="lg" disabled={reset.isPending}>
          {reset.isPending ? t('reset.saving') : t('reset.submit')}
        </Button>
      </form>
    );
  }

  return (
    <PageRoot name="reset-password" title={t('reset.title')}>
      <Container className="py-10 md:py-16">
        <Card>{body}</Card>
      </Container>
    </PageRoot>
  );
}
