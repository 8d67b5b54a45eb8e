import { BadgeCheck, Banknote, Landmark, ShieldAlert, Smartphone } from 'lucide-react';
import { useReducer, type ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { EARNINGS_CARD } from './earnings-balance-card';
import { useEarningsFormat } from './earnings-format';
import { EarningsSectionError } from './earnings-section-error';
import { useStudioPayoutAccount, type PayoutAccount } from './get-studio-payout-account';
import { initialPayoutAccountForm, payoutAccountFormReducer } from './payout-account-form-state';
import { PayoutAccountForm } from './payout-account-form';

/**
 * Where the designer is paid: none yet ("Add where to be paid"), on hold until a date after a
 * change, or active; and the form that adds or changes it.
 */
export function PayoutAccountCard({ className }: { className?: string }) {
  const { t } = useTranslation('payouts');
  const f = useEarningsFormat();
  const query = useStudioPayoutAccount();
  const [state, dispatch] = useReducer(payoutAccountFormReducer, initialPayoutAccountForm);
  const data = query.data;

  let body: ReactNode;
  if (!data) {
    body = query.isError ? (
      <EarningsSectionError message={t('account.loadError')} error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <div className="mt-4 grid gap-2" aria-busy>
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-56" />
        <Skeleton className="h-11 w-44 rounded-full" />
      </div>
    );
  } else if (state.editing) {
    body = (
      <PayoutAccountForm
        state={state}
        dispatch={dispatch}
        banks={data.banks}
        accountHoldDays={data.accountHoldDays}
        onSaved={(account) => toast({ title: t('account.savedTitle'), description: t('account.savedBody', { date: f.date(account.heldUntil) }), variant: 'success' })}
      />
    );
  } else if (!data.account) {
    body = (
      <div className="mt-3" data-testid="payout-account-none">
        <p className="font-semibold">{t('account.noneTitle')}</p>
        <p className="mt-1 text-sm text-ink-soft">{t('account.noneBody')}</p>
        <Button variant="accent" className="mt-4 w-full sm:w-auto" onClick={() => dispatch({ type: 'edit', account: null })} data-testid="payout-account-add">
          <Banknote aria-hidden className="h-4 w-4" />
          {t('account.add')}
        </Button>
      </div>
    );
  } else {
    body = <AccountShown account={data.account} days={data.accountHoldDays} saved={state.saved} onChange={() => dispatch({ type: 'edit', account: data.account })} />;
  }

  return (
    <section id="payout-account" aria-labelledby="payout-account-title" className={cn(EARNINGS_CARD, 'scroll-mt-24', className)} data-testid="payout-account">
      <h2 id="payout-account-title" className="font-display text-xl font-semibold">
        {t('account.title')}
      </h2>
      {body}
    </section>
  );
}

function AccountShown({ account, days, saved, onChange }: { account: PayoutAccount; days: number; saved: boolean; onChange: () => void }) {
  const { t } = useTranslation('payouts');
  const f = useEarningsFormat();
  const Icon = account.kind === 'bank' ? Landmark : Smartphone;
  return (
    <div className="mt-3" data-testid="payout-account-shown" data-state={account.onHold ? 'on-hold' : 'active'}>
      <div className="flex items-start gap-3 rounded-lg border border-line bg-linen/40 p-3">
        <Icon aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-emerald" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words">{account.institutionName}</p>
          <p className="font-mono text-lg tracking-wider tabular-nums" dir="ltr" data-testid="payout-account-number">
            {account.maskedNumber}
          </p>
          <p className="text-sm break-words text-ink-soft">
            {t('account.holder')}: {account.accountName}
          </p>
        </div>
      </div>
      <div className="mt-3">
        {account.onHold ? (
          <>
            <Badge tone="saffron" className="text-sm">
              <ShieldAlert aria-hidden className="h-4 w-4" />
              <span data-testid="payout-account-hold">{t('account.onHold', { date: f.date(account.heldUntil) })}</span>
            </Badge>
            <p className="mt-2 text-sm text-ink-soft">{t('account.onHoldBody', { days })}</p>
          </>
        ) : (
          <>
            <Badge tone="emerald" className="text-sm">
              <BadgeCheck aria-hidden className="h-4 w-4" />
              <span data-testid="payout-account-active">{t('account.active')}</span>
            </Badge>
            <p className="mt-2 text-sm text-ink-soft">{t('account.activeBody')}</p>
          </>
        )}
      </div>
      {saved ? (
        <p role="status" className="mt-3 text-sm font-semibold text-emerald-dark" data-testid="payout-account-saved">
          {t('account.savedTitle')}
        </p>
      ) : null}
      <Button variant="outline" className="mt-4 w-full sm:w-auto" onClick={onChange} data-testid="payout-account-change">
        {t('account.change')}
      </Button>
    </div>
  );
}
