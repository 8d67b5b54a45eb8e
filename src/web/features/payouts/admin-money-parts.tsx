import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PayoutAccount } from '@domain/payouts/api';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useErrorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { useMoneyFormat } from './admin-money-format';

/** A query's loading and error states, the same in every Money panel. */
export function QueryState({ pending, error, onRetry, rows = 3, label }: { pending: boolean; error: unknown; onRetry: () => void; rows?: number; label: string }) {
  const { t } = useTranslation('admin-money');
  const errorText = useErrorText(['admin-money']);
  if (pending)
    return (
      <div className="grid gap-3" aria-busy aria-label={label}>
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} className="h-16 w-full rounded-lg" />
        ))}
      </div>
    );
  if (error) return <ErrorPanel message={`${t('loadError')} ${errorText(error)}`} onRetry={onRetry} />;
  return null;
}

export function SubHeading({ id, children, actions }: { id: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h3 id={id} className="font-display text-xl font-semibold">
        {children}
      </h3>
      {actions}
    </div>
  );
}

/** A figure with its label, on a card. */
export function Figure({ label, value, testId, hint, className }: { label: ReactNode; value: ReactNode; testId?: string; hint?: ReactNode; className?: string }) {
  return (
    <div className={cn('rounded-card border border-line bg-white p-4 shadow-card', className)} data-testid={testId}>
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 text-lg font-semibold tabular-nums">{value}</p>
      {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
    </div>
  );
}

/** A list's page: previous, "page of pages", next; nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage, testId }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; testId: string }) {
  const { t } = useTranslation('admin-money');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="mt-4 flex items-center justify-between gap-3" aria-label={t('pager.label')} data-testid={testId}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden className="h-4 w-4" />
        {t('pager.previous')}
      </Button>
      <span className="text-sm text-muted">{t('pager.position', { page, pages })}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
        <ChevronRight aria-hidden className="h-4 w-4" />
      </Button>
    </nav>
  );
}

/** A payout account as admins see it: the institution, the masked number, the name, and the hold. */
export function AccountSummary({ account }: { account: PayoutAccount | null }) {
  const { t } = useTranslation('admin-money');
  const { date } = useMoneyFormat();
  if (!account) return <span className="text-sm text-muted">{t('account.none')}</span>;
  return (
    <span className="flex flex-col gap-1 text-sm">
      <span>
        <span className="font-semibold">{account.institutionName}</span>{' '}
        <span className="whitespace-nowrap tabular-nums" dir="ltr">
          {account.maskedNumber}
        </span>
      </span>
      <span className="text-muted">{account.accountName}</span>
      {account.onHold ? (
        <span>
          <Badge tone="saffron">{t('account.heldUntil', { date: date(account.heldUntil) })}</Badge>
        </span>
      ) : null}
    </span>
  );
}
