import { CalendarClock, Hourglass, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { moneyLocale, type CurrencyCode } from '@domain/money';
import type { PayoutAccount, PayoutBalance, PayoutTerms } from '@domain/payouts/api';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { useEarningsFormat } from './earnings-format';
import { EarningsSectionError } from './earnings-section-error';
import { payoutScheduleText } from './payout-terms-vars';

export const EARNINGS_CARD = 'rounded-card border border-line bg-white p-4 shadow-card sm:p-6';

type CurrencyBalance = PayoutBalance['balances'][number];

/** A designer with no entry yet still sees her balance, at zero in her payout currency. */
function balancesOf(balance: PayoutBalance): CurrencyBalance[] {
  if (balance.balances.length > 0) return balance.balances;
  return [{ currency: balance.payoutCurrency, availableMinor: 0, pendingMinor: 0, pending: [], paidThisMonthMinor: 0 }];
}

export interface EarningsBalanceProps {
  balance: PayoutBalance | undefined;
  error: unknown;
  onRetry: () => void;
  /** Absent while loading or when they could not be read: the sentences that need them are shorter then. */
  terms: PayoutTerms | undefined;
  account: PayoutAccount | null | undefined;
}

/** Available (big), pending with the date each part becomes available, paid this month, and the next payout. */
export function EarningsBalanceCard({ balance, error, onRetry, terms, account }: EarningsBalanceProps) {
  const { t } = useTranslation('payouts');
  let body: ReactNode;
  if (balance) body = <Balances balance={balance} terms={terms} account={account} />;
  else if (error) body = <EarningsSectionError message={t('balance.loadError')} error={error} onRetry={onRetry} />;
  else body = <BalanceSkeleton />;
  return (
    <section id="earnings-balance" aria-labelledby="earnings-balance-title" className={cn(EARNINGS_CARD, 'scroll-mt-24')} data-testid="earnings-balance">
      <h2 id="earnings-balance-title" className="font-display text-xl font-semibold">
        {t('balance.title')}
      </h2>
      {body}
    </section>
  );
}

function Balances({ balance, terms, account }: { balance: PayoutBalance; terms: PayoutTerms | undefined; account: PayoutAccount | null | undefined }) {
  const { t, i18n } = useTranslation('payouts');
  const f = useEarningsFormat();
  const minimumCurrency: CurrencyCode = terms?.payoutMinimumCurrency ?? 'ETB';
  const minimum = f.money(balance.payoutMinimumMinor, minimumCurrency);
  const rule = terms
    ? t('balance.rule', { schedule: payoutScheduleText(t, terms, moneyLocale(i18n.language)), minimum })
    : t('balance.ruleShort', { minimum });
  return (
    <>
      {balancesOf(balance).map((b) => (
        <CurrencyFigures key={b.currency} b={b} minimumMinor={b.currency === minimumCurrency ? balance.payoutMinimumMinor : null} />
      ))}
      <div className="mt-5 grid gap-3 rounded-lg bg-linen/60 p-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start sm:gap-4">
        <div className="flex items-center gap-3">
          <CalendarClock aria-hidden className="h-6 w-6 shrink-0 text-emerald" />
          <div>
            <p className="text-sm text-ink-soft">{t('balance.nextPayout')}</p>
            <p className="font-display text-lg font-semibold" data-testid="earnings-next-payout">
              {f.day(balance.nextPayoutDate)}
            </p>
          </div>
        </div>
        <div className="grid gap-1 text-sm text-ink-soft sm:border-l sm:border-line sm:pl-4">
          <p data-testid="earnings-payout-rule">{rule}</p>
          {account === null ? (
            <p className="font-semibold text-ink">
              <a href="#payout-account" className="text-emerald underline underline-offset-4">
                {t('balance.noAccount')}
              </a>
            </p>
          ) : account?.onHold ? (
            <p className="font-semibold text-[#7a5a00]">{t('balance.accountOnHold', { date: f.date(account.heldUntil) })}</p>
          ) : null}
        </div>
      </div>
      <p className="mt-4 flex gap-2 text-sm text-ink-soft">
        <Hourglass aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-muted" />
        <span>
          {terms ? t('balance.hold', { days: terms.holdDays }) : t('balance.holdShort')}{' '}
          <Link to="/designers/terms" className="font-semibold text-emerald underline underline-offset-4 hover:text-emerald-dark" data-testid="earnings-terms-link">
            {t('balance.terms')}
          </Link>
        </span>
      </p>
    </>
  );
}

function CurrencyFigures({ b, minimumMinor }: { b: CurrencyBalance; minimumMinor: number | null }) {
  const { t } = useTranslation('payouts');
  const f = useEarningsFormat();
  const toGo = minimumMinor !== null && b.availableMinor > 0 && b.availableMinor < minimumMinor ? minimumMinor - b.availableMinor : null;
  const pending = [...b.pending].sort((x, y) => (x.availableAt ?? '9999').localeCompare(y.availableAt ?? '9999'));
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-3 sm:gap-6" data-testid={`earnings-balance-${b.currency}`}>
      <div className="sm:border-r sm:border-line sm:pr-6">
        <p className="flex items-center gap-2 text-sm font-semibold text-ink-soft">
          <Wallet aria-hidden className="h-4 w-4 text-emerald" />
          {t('balance.available')}
        </p>
        <p className={cn('mt-1 font-display text-4xl font-bold tabular-nums break-words', b.availableMinor < 0 && 'text-crimson')} data-testid="earnings-available">
          {f.money(b.availableMinor, b.currency)}
        </p>
        <p className="mt-1 text-sm text-muted">{b.availableMinor < 0 ? t('balance.owed') : t('balance.availableHint')}</p>
        {toGo !== null ? <p className="mt-1 text-sm text-ink-soft">{t('balance.belowMinimum', { amount: f.money(toGo, b.currency) })}</p> : null}
      </div>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-ink-soft">{t('balance.pending')}</p>
        <p className="mt-1 font-display text-2xl font-semibold tabular-nums" data-testid="earnings-pending">
          {f.money(b.pendingMinor, b.currency)}
        </p>
        {pending.length === 0 ? (
          <p className="mt-1 text-sm text-muted">{t('balance.pendingNone')}</p>
        ) : (
          <ul className="mt-2 grid gap-1 text-sm" data-testid="earnings-pending-parts">
            {pending.map((part, i) => (
              <li key={`${part.availableAt ?? 'undelivered'}-${i}`} className="flex items-baseline justify-between gap-3">
                <span className="text-ink-soft">{part.availableAt ? t('balance.pendingOn', { date: f.date(part.availableAt) }) : t('balance.pendingUndelivered')}</span>
                <span className="shrink-0 font-semibold tabular-nums">{f.money(part.amountMinor, b.currency)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="min-w-0 sm:border-l sm:border-line sm:pl-6">
        <p className="text-sm font-semibold text-ink-soft">{t('balance.paidThisMonth')}</p>
        <p className="mt-1 font-display text-2xl font-semibold tabular-nums" data-testid="earnings-paid-this-month">
          {f.money(b.paidThisMonthMinor, b.currency)}
        </p>
      </div>
    </div>
  );
}

function BalanceSkeleton() {
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-3" aria-busy>
      <div className="grid gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-10 w-40" />
      </div>
      <div className="grid gap-2">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-8 w-32" />
      </div>
      <div className="grid gap-2">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-8 w-32" />
      </div>
      <Skeleton className="h-20 sm:col-span-3" />
    </div>
  );
}
