import { CircleCheck, CircleX, Clock, PackageCheck, Scissors, Truck, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@domain/orders/constants';
import { cn } from '../../lib/cn';
import { PAYMENT_STATUS_STYLES, paymentStatusLabelKey, STATUS_STYLES, statusLabelKey, type StatusIcon as StatusIconName } from './order-status';

const ICONS: Readonly<Record<StatusIconName, LucideIcon>> = {
  clock: Clock,
  check: CircleCheck,
  scissors: Scissors,
  truck: Truck,
  package: PackageCheck,
  cross: CircleX,
};

export function StatusIcon({ status, className }: { status: OrderStatus; className?: string }) {
  const Icon = ICONS[STATUS_STYLES[status].icon];
  return <Icon aria-hidden className={cn('h-3.5 w-3.5 shrink-0', className)} />;
}

const BADGE = 'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** An order or line status: icon, colour and the word, so it never rests on colour alone. */
export function StatusBadge({ status, testId, className }: { status: OrderStatus; testId?: string; className?: string }) {
  const { t } = useTranslation('orders');
  return (
    <span data-testid={testId} data-status={status} className={cn(BADGE, STATUS_STYLES[status].className, className)}>
      <StatusIcon status={status} />
      {t(statusLabelKey(status))}
    </span>
  );
}

/** A payment status; a pay-on-delivery order whose cash was recorded reads "Paid (cash)". */
export function PaymentBadge({ status, method }: { status: PaymentStatus; method?: PaymentMethod }) {
  const { t } = useTranslation('orders');
  return (
    <span data-payment-status={status} data-testid="payment-badge" className={cn(BADGE, PAYMENT_STATUS_STYLES[status])}>
      {t(paymentStatusLabelKey(status, method))}
    </span>
  );
}
