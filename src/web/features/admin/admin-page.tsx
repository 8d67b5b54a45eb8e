import { History, Mail, ShieldAlert, UserCheck, Users, type LucideIcon } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Container, EmptyState, PageHero, PageRoot } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useMe, SignInRequired } from '../accounts';
import { AuditSection } from './audit-section';
import { DesignerApplications } from './designer-applications';
import { MessagesSection } from './messages-section';
import { UsersSection } from './users-section';

const LOGIN_HREF = '/login?next=/admin';

/**
 * The console's sections: each is its own module, listed here once (its entry in the nav and
 * what `?section=` shows), so the console grows by adding a line.
 */
const SECTIONS: readonly { id: string; labelKey: string; icon: LucideIcon; Component: ComponentType }[] = [
  { id: 'designer-applications', labelKey: 'nav.designerApplications', icon: UserCheck, Component: DesignerApplications },
  { id: 'messages', labelKey: 'admin-people:nav.messages', icon: Mail, Component: MessagesSection },
  { id: 'users', labelKey: 'admin-people:nav.users', icon: Users, Component: UsersSection },
  { id: 'audit', labelKey: 'admin-people:nav.audit', icon: History, Component: AuditSection },
];

/** /admin: the admin console (admin role only). */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const me = useMe();
  const user = me.data ?? null;

  let body: ReactNode;
  if (me.isPending) {
    body = <ConsoleSkeleton />;
  } else if (me.isError && !user) {
    body = <ErrorPanel onRetry={() => void me.refetch()} />;
  } else if (!user) {
    body = (
      <SignInRequired title={t('gate.signInTitle')} description={t('gate.signInBody')} action={t('gate.signIn')} href={LOGIN_HREF} />
    );
  } else if (user.role !== 'admin') {
    body = (
      <div data-testid="admin-not-allowed">
        <EmptyState
          icon={<ShieldAlert aria-hidden className="mx-auto h-10 w-10" />}
          title={t('gate.title')}
          description={t('gate.body')}
          actions={
            <Button asChild variant="outline">
              <Link to="/">{t('gate.home')}</Link>
            </Button>
          }
        />
      </div>
    );
  } else {
    body = <Console />;
  }

  return (
    <PageRoot name="admin" title={t('title')}>
      <PageHero title={t('title')} subtitle={t('subtitle')} />
      <Container className="py-6 sm:py-10">{body}</Container>
    </PageRoot>
  );
}

function ConsoleSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]" aria-busy>
      <Skeleton className="h-11 w-full rounded-card lg:h-32" />
      <div className="grid gap-4">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-48 w-full rounded-card" />
      </div>
    </div>
  );
}

function Console() {
  // The people sections' labels live in their own namespace, loaded with the console's.
  const { t } = useTranslation(['admin', 'admin-people']);
  const [params] = useSearchParams();
  const active = SECTIONS.find((s) => s.id === params.get('section')) ?? SECTIONS[0];
  if (!active) return null;
  const { Component } = active;
  return (
    <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start">
      <nav aria-label={t('nav.label')} className="-mx-4 overflow-x-auto px-4 lg:sticky lg:top-24 lg:mx-0 lg:px-0">
        <ul className="flex gap-2 lg:flex-col">
          {SECTIONS.map(({ id, labelKey, icon: Icon }) => {
            const current = id === active.id;
            return (
              <li key={id} className="shrink-0">
                <Link
                  to={`/admin?section=${id}`}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors lg:rounded-lg',
                    current ? 'bg-ink text-cotton' : 'border border-line bg-white text-ink hover:bg-linen',
                  )}
                >
                  <Icon aria-hidden className="h-4 w-4" />
                  {t(labelKey)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="min-w-0">
        <Component />
      </div>
    </div>
  );
}
