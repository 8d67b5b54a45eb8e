import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Container, PageRoot } from '../../components/ui/page';
import { AuthTabs } from './auth-forms';
import { useMe } from './get-me';
import { isInternalPath } from '@domain/security';

/** Only same-site paths are followed after sign-in, never another host. */
function safeNext(next: string | null): string {
  return next && isInternalPath(next) ? next : '/';
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const next = safeNext(params.get('next'));

  useEffect(() => {
    if (me) void navigate(next, { replace: true });
  }, [me, navigate, next]);

  return (
    <PageRoot name="login" title={t('auth.title')}>
      <Container className="grid gap-10 py-10 md:grid-cols-2 md:items-center md:py-16">
        <div className="hidden md:block">
          <p className="text-sm font-semibold uppercase tracking-wider text-emerald">{t('brand.name')}</p>
          <h1 className="mt-2 font-display text-4xl font-bold">{t('auth.welcomeTitle')}</h1>
          <p className="mt-4 max-w-md text-lg text-ink-soft">{t('auth.welcomeBody')}</p>
          <div className="tibeb-band mt-8 max-w-xs rounded" />
        </div>
        <div className="mx-auto w-full max-w-md rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
          <h1 className="mb-6 font-display text-2xl font-bold md:hidden">{t('auth.title')}</h1>
          <AuthTabs defaultTab={params.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in'} startWithForgot={params.get('forgot') === '1'} onDone={() => void navigate(next, { replace: true })} />
          <p className="mt-6 text-center text-sm text-muted">
            {t('auth.designerPrompt')}{' '}
            <Link className="font-semibold text-emerald hover:underline" to="/designer-register">
              {t('nav.becomeDesigner')}
            </Link>
          </p>
        </div>
      </Container>
    </PageRoot>
  );
}
