import { Archive, Banknote, Bell, Star, Construction, FileText, Flag, Search, History, Home, Landmark, LayoutDashboard, Mail, Menu, MessageCircleHeart, Package, ReceiptText, Ruler, Scissors, Undo2, ShieldAlert, Truck, UserCheck, Users, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Container, EmptyState, PageHero, PageRoot } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useMe, SignInRequired } from '../accounts';
import { AdminFitReviewsSection } from '../fit-feedback';
import { AdminFittingSettings } from '../fitting';
import { AdminReportedMessages } from '../messages';
import { AdminReturns } from '../returns';
import { AdminMoneySection } from '../payouts';
import { AdminBackups } from '../backups';
import { AdminNotifications } from '../notifications';
import { AdminReviewsSection } from '../reviews';
import { SearchAdminSection } from '../search';
import { AuditSection } from './people/audit-section';
import { ContentSection } from './content/content-section';
import { DesignerApplications } from './people/designer-applications';
import { DesignersSection } from './people/designers-section';
import { ExchangeRatesSection } from './operations/exchange-rates-section';
import { HomepageSection } from './content/homepage-section';
import { MaintenanceSection } from './operations/maintenance-section';
import { MessagesSection } from './people/messages-section';
import { NavigationSection } from './content/navigation-section';
import { OrdersSection } from './commerce/orders-section';
import { OverviewSection } from './operations/overview-section';
import { ProductsSection } from './commerce/products-section';
import { ShippingSection } from './shipping/shipping-section';
import { UsersSection } from './people/users-section';

const LOGIN_HREF = '/login?next=/admin';

/**
 * The console's sections: each is its own module, listed here once (its entry in the nav and
 * what `?section=` shows), so the console grows by adding a line.
 */
const SECTIONS: readonly { id: string; labelKey: string; icon: LucideIcon; Component: ComponentType }[] = [
  { id: 'overview', labelKey: 'nav.overview', icon: LayoutDashboard, Component: OverviewSection },
  { id: 'designer-applications', labelKey: 'nav.designerApplications', icon: UserCheck, Component: DesignerApplications },
  { id: 'designers', labelKey: 'nav.designers', icon: Scissors, Component: DesignersSection },
  { id: 'products', labelKey: 'nav.products', icon: Package, Component: ProductsSection },
  { id: 'orders', labelKey: 'nav.orders', icon: ReceiptText, Component: OrdersSection },
  { id: 'money', labelKey: 'admin-money:nav.money', icon: Banknote, Component: AdminMoneySection },
  { id: 'content', labelKey: 'admin-content:nav.content', icon: FileText, Component: ContentSection },
  { id: 'navigation', labelKey: 'admin-content:nav.navigation', icon: Menu, Component: NavigationSection },
  { id: 'homepage', labelKey: 'admin-content:nav.homepage', icon: Home, Component: HomepageSection },
  { id: 'maintenance', labelKey: 'admin-ops:nav.maintenance', icon: Construction, Component: MaintenanceSection },
  { id: 'exchange-rates', labelKey: 'admin-ops:nav.exchangeRates', icon: Landmark, Component: ExchangeRatesSection },
  { id: 'shipping', labelKey: 'admin-shipping:nav.shipping', icon: Truck, Component: ShippingSection },
  { id: 'backups', labelKey: 'backups:nav', icon: Archive, Component: AdminBackups },
  { id: 'notifications', labelKey: 'notifications:admin.nav', icon: Bell, Component: AdminNotifications },
  { id: 'search', labelKey: 'admin-search:nav.search', icon: Search, Component: SearchAdminSection },
  { id: 'reviews', labelKey: 'review-moderation:admin.nav', icon: Star, Component: AdminReviewsSection },
  { id: 'fit-reviews', labelKey: 'fit-reviews:admin.nav', icon: MessageCircleHeart, Component: AdminFitReviewsSection },
  { id: 'measurement-review', labelKey: 'fitting:admin.nav', icon: Ruler, Component: AdminFittingSettings },
  { id: 'returns', labelKey: 'returns:admin.nav', icon: Undo2, Component: AdminReturns },
  { id: 'messages', labelKey: 'admin-people:nav.messages', icon: Mail, Component: MessagesSection },
  { id: 'reported-messages', labelKey: 'messages:admin.nav', icon: Flag, Component: AdminReportedMessages },
  { id: 'users', labelKey: 'admin-people:nav.users', icon: Users, Component: UsersSection },
  { id: 'audit', labelKey: 'admin-people:nav.audit', icon: History, Component: AuditSection },
];

/** A section's label may live in its own namespace ('admin-ops:nav.maintenance'): those load with the nav. */
const NAV_NAMESPACES = ['admin', ...new Set(SECTIONS.map((s) => s.labelKey.split(':')).filter((p) => p.length === 2).map((p) => p[0] as string))];

/** /admin: the admin console (admin role only). */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const me = useMe();
  const user = me.data ?? null;

  let body: ReactNode;
  if (me.isPending) {
    // The shell the server renders (the account is not known there): the console's navigation and
    // a skeleton, so an admin's first paint is already the console (docs/decisions/039).
    body = (
      <ConsoleFrame>
        <SectionSkeleton />
      </ConsoleFrame>
    );
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
    // The same frame as the shell above, so the navigation stays in place when the section arrives.
    body = (
      <ConsoleFrame>
        <ActiveSection />
      </ConsoleFrame>
    );
  }

  return (
    <PageRoot name="admin" title={t('title')}>
      <PageHero title={t('title')} subtitle={t('subtitle')} />
      <Container className="py-6 sm:py-10">{body}</Container>
    </PageRoot>
  );
}

function SectionSkeleton() {
  return (
    <div className="grid gap-4" aria-busy data-testid="admin-section-skeleton">
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-48 w-full rounded-card" />
    </div>
  );
}

function ActiveSection() {
  const [params] = useSearchParams();
  const active = SECTIONS.find((s) => s.id === params.get('section')) ?? SECTIONS[0];
  if (!active) return null;
  const { Component } = active;
  return <Component />;
}

/** The sections' navigation (chips on a phone, a side list on a wide screen) beside what is open. */
function ConsoleFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NAV_NAMESPACES);
  const [params] = useSearchParams();
  const active = SECTIONS.find((s) => s.id === params.get('section')) ?? SECTIONS[0];
  const currentRef = useRef<HTMLAnchorElement>(null);
  // On a phone the sections scroll sideways: the open one is brought into view, not left off-screen.
  // A block body: Chromium's scrollIntoView now returns a promise, which React would take for a cleanup.
  useEffect(() => {
    currentRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active?.id]);
  return (
    <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start">
      <nav aria-label={t('nav.label')} className="-mx-4 overflow-x-auto px-4 lg:sticky lg:top-24 lg:mx-0 lg:px-0" data-testid="admin-nav">
        <ul className="flex gap-2 lg:flex-col">
          {SECTIONS.map(({ id, labelKey, icon: Icon }) => {
            const current = id === active?.id;
            return (
              <li key={id} className="shrink-0">
                <Link
                  ref={current ? currentRef : undefined}
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
      <div className="min-w-0">{children}</div>
    </div>
  );
}
