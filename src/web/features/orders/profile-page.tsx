import { LogIn, PackageOpen, Ruler } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { useErrorText } from '../../lib/error-text';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Container, EmptyState, PageHero, PageRoot } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { AccountSettings, ApplicationStatusCard, ConfirmEmailReminder, useMe } from '../accounts';
import { NotificationSettings } from '../notifications';
import { useOrders } from './get-orders';
import { OrderCard } from './order-card';
import { OrderCardSkeleton } from './order-card-skeleton';
import { useOrderFormat } from './use-order-format';
import { AwaitingReviews } from '../reviews';

// The login page reads `next`; `redirect` is the documented name, so both carry the way back.
const LOGIN_HREF = '/login?redirect=/profile&next=/profile';

/** /profile: the signed-in shopper, a way to their saved measurements, and their orders. */
export function ProfilePage() {
  const { t } = useTranslation('orders');
  const me = useMe();
  const user = me.data ?? null;

  let body;
  if (me.isPending) {
    body = (
      <div className="space-y-4" aria-busy>
        <Skeleton className="h-24 w-full max-w-sm rounded-card" />
        <OrderCardSkeleton />
      </div>
    );
  } else if (me.isError && !user) {
    body = <ErrorPanel message={t('profile.loadError')} onRetry={() => void me.refetch()} />;
  } else if (!user) {
    body = (
      <EmptyState
        icon={<LogIn aria-hidden className="mx-auto h-10 w-10" />}
        title={t('profile.signIn.title')}
        description={t('profile.signIn.body')}
        actions={
          <Button asChild>
            <Link to={LOGIN_HREF}>{t('profile.signIn.action')}</Link>
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <ConfirmEmailReminder me={user} />
        <ApplicationStatusCard enabled={user.role === 'customer'} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
          {/* The lines waiting for a review (issue 43) sit with the measurements beside the orders. */}
          <div className="grid gap-4 lg:order-2">
            <MeasurementProfilesLink />
            <AwaitingReviews />
          </div>
          <MyOrders />
        </div>
        <NotificationSettings />
        <AccountSettings me={user} />
      </>
    );
  }

  return (
    <PageRoot name="profile" title={t('profile.title')}>
      {user ? (
        <PageHero eyebrow={t('profile.title')} title={<span data-testid="profile-name">{user.fullName}</span>} subtitle={<span data-testid="profile-email">{user.email}</span>}>
          <MemberSince createdAt={user.createdAt} />
        </PageHero>
      ) : (
        <PageHero title={t('profile.title')} subtitle={t('profile.subtitle')} />
      )}
      <Container className="py-8 sm:py-10">{body}</Container>
    </PageRoot>
  );
}

function MemberSince({ createdAt }: { createdAt: string }) {
  const { t } = useTranslation('orders');
  const { date } = useOrderFormat();
  const since = date(createdAt);
  return since ? <p className="mt-2 text-sm text-muted">{t('profile.memberSince', { date: since })}</p> : null;
}

/** The way to the shopper's saved measurement profiles (they live in the AI Size Guide). */
function MeasurementProfilesLink() {
  const { t } = useTranslation('orders');
  return (
    <aside>
      <Link
        to="/size-guide"
        data-testid="profile-measurement-profiles"
        className="flex min-h-11 items-start gap-3 rounded-card border border-line bg-white p-4 shadow-card hover:border-emerald hover:bg-emerald-tint"
      >
        <Ruler aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-emerald" />
        <span>
          <span className="block font-semibold text-emerald-dark">{t('profile.measurementProfiles')}</span>
          <span className="mt-0.5 block text-sm text-ink-soft">{t('profile.measurementProfilesHint')}</span>
        </span>
      </Link>
    </aside>
  );
}

function MyOrders() {
  const { t } = useTranslation('orders');
  const orders = useOrders(true);
  const errorText = useErrorText(['orders'], { refusalsOnly: true });

  let content;
  if (orders.data === undefined) {
    content = orders.isError ? (
      <ErrorPanel message={`${t('orders.loadError')} ${errorText(orders.error)}`} onRetry={() => void orders.refetch()} />
    ) : (
      <div className="space-y-4" aria-busy>
        <OrderCardSkeleton />
        <OrderCardSkeleton />
      </div>
    );
  } else if (orders.data.length === 0) {
    content = (
      <EmptyState
        icon={<PackageOpen aria-hidden className="mx-auto h-10 w-10" />}
        title={t('orders.emptyTitle')}
        description={t('orders.emptyBody')}
        actions={
          <Button asChild>
            <Link to="/products">{t('common:actions.shopNow')}</Link>
          </Button>
        }
      />
    );
  } else {
    content = (
      <ul className="space-y-4">
        {orders.data.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section data-testid="profile-orders" aria-labelledby="profile-orders-title" className="min-w-0 lg:order-1">
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h2 id="profile-orders-title" className="font-display text-2xl font-semibold">
          {t('orders.title')}
        </h2>
        {orders.data && orders.data.length > 0 ? <p className="text-sm text-muted">{t('orders.count', { count: orders.data.length })}</p> : null}
      </div>
      {content}
    </section>
  );
}
