import { MailWarning } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { useErrorText } from '../../lib/error-text';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { useRateLimitToasts } from './form-helpers';
import { useResendConfirmation } from './resend-confirmation';
import type { Me } from '@domain/accounts/api';

/** An unconfirmed account can shop; it is reminded, with a way to have the link sent again. */
export function ConfirmEmailReminder({ me }: { me: Me }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const rateLimited = useRateLimitToasts();
  const resend = useResendConfirmation();
  if (me.emailVerified) return null;
  return (
    <div className="mb-6 flex flex-col gap-3 rounded-card border border-saffron/50 bg-saffron/10 p-4 sm:flex-row sm:items-center" role="region" aria-label={t('reminder.title')} data-testid="confirm-email-reminder">
      <MailWarning aria-hidden className="h-6 w-6 shrink-0 text-ink" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('reminder.title')}</p>
        <p className="text-sm text-ink-soft">{t('reminder.body', { email: me.email })}</p>
      </div>
      <Button
        variant="outline"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () => toast({ title: t('reminder.sentTitle'), description: t('reminder.sentBody', { email: me.email }), variant: 'success' }),
            onError: (err) => {
              if (rateLimited(err)) return;
              toast({ title: t('reminder.title'), description: errorText(err), variant: 'destructive' });
            },
          })
        }
      >
        {resend.isPending ? t('reminder.resending') : resend.isSuccess ? t('reminder.sentTitle') : t('reminder.resend')}
      </Button>
    </div>
  );
}
