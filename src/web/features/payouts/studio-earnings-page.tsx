import { ArrowLeft, ShieldCheck, Store } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Container, EmptyState, PageHero, PageRoot } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { useEditUrlParams } from '../../lib/use-edit-url-params';
import { useTranslation } from '../../lib/use-translation';
import { SignInRequired, useMe } from '../accounts';
import { EarningsBalanceCard } from './earnings-balance-card';
import { monthOf, statementMonth } from './earnings-month';
import { EarningsPayoutsList } from './earnings-payouts-list';
import { EarningsStatement } from './earnings-statement';
import { usePayoutTerms } from './get-payout-terms';
import { useStudioEarnings } from './get-studio-earnings';
import { useStudioPayoutAccount } from './get-studio-payout-account';
import { PayoutAccountCard } from './payout-account-card';

const LOGIN_HREF = '/login?next=/designer/earnings';

/** /designer/earnings: the studio's Earnings, a designer's own money (docs/features/payouts.md, "Screens"). */
export function StudioEarningsPage() {
  const { t } = useTranslation('payouts');
  const me = useMe();
  const user = me.data ?? null;

  let body: ReactNode;
  if (me.isPending) {
    body = <EarningsSkeleton />;
  } else if (me.isError && !user) {
    body = <ErrorPanel onRetry={() => void me.refetch()} />;
  } else if (!user) {
    body = <SignInRequired title={t('gate.signInTitle')} description={t('gate.signInBody')} action={t('gate.signIn')} href={LOGIN_HREF} />;
  } else if (user.role === 'admin') {
    body = (
      <div data-testid="earnings-admin">
        <EmptyState
          icon={<ShieldCheck aria-hidden className="mx-auto h-10 w-10" />}
          title={t('gate.adminTitle')}
          description={t('gate.adminBody')}
          actions={
            <Button asChild>
              <Link to="/admin">{t('gate.adminAction')}</Link>
            </Button>
          }
        />
      </div>
    );
  } else if (user.role !== 'designer') {
    body = (
      <div data-testid="earnings-designers-only">
        <EmptyState
          icon={<Store aria-hidden className="mx-auto h-10 w-10" />}
          title={t('gate.title')}
          description={t('gate.body')}
          actions={
            <>
              <Button asChild>
                <Link to="/designer-register">{t('gate.apply')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/products">{t('gate.shop')}</Link>
              </Button>
            </>
          }
        />
      </div>
    );
  } else {
    body = <Earnings />;
  }

  return (
    <PageRoot name="designer-earnings" title={t('title')}>
      <PageHero title={t('title')} subtitle={t('subtitle')}>
        {user?.role === 'designer' ? (
          <Link to="/designer-dashboard" className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-emerald underline-offset-4 hover:underline" data-testid="earnings-back">
            <ArrowLeft aria-hidden className="h-4 w-4 rtl:rotate-180" />
            {t('backToStudio')}
          </Link>
        ) : null}
      </PageHero>
      <Container className="py-6 sm:py-10">{body}</Container>
    </PageRoot>
  );
}

function Earnings() {
  const { t } = useTranslation('payouts');
  const [params] = useSearchParams();
  const editParams = useEditUrlParams();
  const balance = useStudioEarnings();
  const terms = usePayoutTerms();
  const account = useStudioPayoutAccount();
  // Statement months are UTC months, as the server counts them.
  const currentMonth = useMemo(() => monthOf(new Date()), []);
  const month = statementMonth(params.get('month'), new Date());
  const requestedPage = Number(params.get('page'));
  const page = Number.isInteger(requestedPage) && requestedPage >= 1 ? requestedPage : 1;
  const hasEarnings = (balance.data?.balances ?? []).some((b) => b.availableMinor !== 0 || b.pendingMinor !== 0 || b.paidThisMonthMinor !== 0);

  const show = (nextMonth: string, nextPage: number) =>
    editParams(
      (out) => {
        if (nextMonth === currentMonth) out.delete('month');
        else out.set('month', nextMonth);
        if (nextPage > 1) out.set('page', String(nextPage));
        else out.delete('page');
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="grid gap-6">
      <nav aria-label={t('sections.label')} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0 lg:hidden" data-testid="earnings-sections">
        {(
          [
            ['#earnings-balance', 'sections.balance'],
            ['#payout-account', 'sections.account'],
            ['#earnings-statement', 'sections.statement'],
            ['#earnings-payouts', 'sections.payouts'],
          ] as const
        ).map(([href, key]) => (
          <a key={href} href={href} className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold whitespace-nowrap hover:border-ink/50">
            {t(key)}
          </a>
        ))}
      </nav>
      <EarningsBalanceCard
        balance={balance.data}
        error={balance.error}
        onRetry={() => void balance.refetch()}
        terms={terms.data}
        account={account.data ? account.data.account : undefined}
      />
      {/* Phones read them in this order; wide screens put the statement on the left, beside both cards. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <PayoutAccountCard className="lg:col-start-2 lg:row-start-1" />
        <EarningsStatement
          className="lg:col-start-1 lg:row-span-2 lg:row-start-1"
          month={month}
          currentMonth={currentMonth}
          page={page}
          onMonth={(next) => show(next, 1)}
          onPage={(next) => show(month, next)}
          hasEarnings={hasEarnings}
        />
        <EarningsPayoutsList className="lg:col-start-2 lg:row-start-2" />
      </div>
    </div>
  );
}

function EarningsSkeleton() {
  return (
    <div className="grid gap-6" aria-busy>
      <Skeleton className="h-56 rounded-card" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Skeleton className="h-96 rounded-card" />
        <Skeleton className="h-64 rounded-card" />
      </div>
    </div>
  );
}
