import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useErrorText } from '../../lib/error-text';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { toast } from '../../components/ui/toast';
import { firstIssues, useRateLimitToasts, type FieldErrors } from './form-helpers';
import { forgotPasswordSchema, useForgotPassword } from './forgot-password';

/** Asks for the address and says the same thing whether or not it has an account. */
export function ForgotPasswordForm({ onBack, initialEmail = '' }: { onBack?: () => void; initialEmail?: string }) {
  const { t } = useTranslation(['account', 'auth']);
  const errorText = useErrorText();
  const rateLimited = useRateLimitToasts();
  const forgot = useForgotPassword();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email: String(new FormData(event.currentTarget).get('email') ?? '') });
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    forgot.mutate(parsed.data, {
      onSuccess: () => setSentTo(parsed.data.email),
      onError: (err) => {
        if (rateLimited(err)) return;
        toast({ title: t('forgot.title'), description: errorText(err), variant: 'destructive' });
      },
    });
  };

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4" role="status" data-testid="forgot-password-sent">
        <MailCheck aria-hidden className="h-10 w-10 text-emerald" />
        <h2 className="font-display text-xl font-bold">{t('forgot.sentTitle')}</h2>
        <p className="text-ink-soft">{t('forgot.sentBody', { email: sentTo })}</p>
        {onBack ? (
          <Button variant="outline" onClick={onBack}>
            {t('forgot.back')}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="forgot-password-form">
      <div>
        <h2 className="font-display text-xl font-bold">{t('forgot.title')}</h2>
        <p className="mt-1 text-sm text-ink-soft">{t('forgot.body')}</p>
      </div>
      <Field name="email" type="email" autoComplete="email" defaultValue={initialEmail} label={t('auth:auth.email')} error={errors.email ? errorText(errors.email) : null} autoFocus />
      <Button type="submit" size="lg" disabled={forgot.isPending}>
        {forgot.isPending ? t('forgot.sending') : t('forgot.submit')}
      </Button>
      {onBack ? (
        <button type="button" onClick={onBack} className="text-sm font-semibold text-emerald hover:underline">
          {t('forgot.back')}
        </button>
      ) : null}
    </form>
  );
}
