import { CircleAlert, MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useErrorText } from '../../lib/error-text';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Container, PageRoot } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { useConfirmEmail } from './confirm-email';

/** /confirm-email?token=…: confirms an address, or finishes an e-mail change, as soon as it opens. */
export function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const errorText = useErrorText();
  const confirm = useConfirmEmail();
  const sent = useRef(false);

  useEffect(() => {
    // Once per visit: a second call with the same link would only say it was already used.
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  let body;
  if (!token) {
    body = <Outcome failed title={t('confirm.failedTitle')} text={t('confirm.missingBody')} />;
  } else if (confirm.isSuccess) {
    const changed = confirm.data.outcome === 'email-changed';
    body = (
      <Outcome
        title={changed ? t('confirm.changedTitle') : t('confirm.confirmedTitle')}
        text={changed ? t('confirm.changedBody', { email: confirm.data.email }) : t('confirm.confirmedBody', { email: confirm.data.email })}
      />
    );
  } else if (confirm.isError) {
    body = <Outcome failed title={t('confirm.failedTitle')} text={errorText(confirm.error)} />;
  } else {
    body = (
      <div className="flex flex-col items-center gap-4 py-6 text-center" role="status" aria-live="polite">
        <Spinner />
        <p className="text-ink-soft">{t('confirm.working')}</p>
      </div>
    );
  }

  return (
    <PageRoot name="confirm-email" title={t('confirm.title')}>
      <Container className="py-10 md:py-16">
        <div className="mx-auto w-full max-w-md rounded-card border border-line bg-white p-6 shadow-card sm:p-8">{body}</div>
      </Container>
    </PageRoot>
  );
}

function Outcome({ title, text, failed = false }: { title: string; text: string; failed?: boolean }) {
  const { t } = useTranslation('account');
  const Icon = failed ? CircleAlert : MailCheck;
  return (
    <div className="flex flex-col gap-4" role={failed ? 'alert' : 'status'} data-testid={failed ? 'confirm-email-failed' : 'confirm-email-done'}>
      <Icon aria-hidden className={failed ? 'h-10 w-10 text-crimson' : 'h-10 w-10 text-emerald'} />
      <h1 className="font-display text-2xl font-bold">{title}</h1>
      <p className="text-ink-soft">{text}</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/profile">{t('confirm.toProfile')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/products">{t('confirm.continue')}</Link>
        </Button>
      </div>
    </div>
  );
}
