import type { ReturnRequestView } from '@domain/returns/api';
import { formatMoney, moneyLocale, type CurrencyCode } from '@domain/money/currency';
import { Badge } from '../../components/ui/badge';
import { useTranslation } from '../../lib/use-translation';

const TONE = {
  awaiting_designer: 'saffron',
  proposed: 'saffron',
  declined: 'neutral',
  escalated: 'saffron',
  awaiting_return: 'emerald',
  awaiting_receipt: 'emerald',
  resolved: 'emerald',
  rejected: 'neutral',
} as const;

/** Where a request stands, and what it has given back so far. */
export function RequestStatus({ request }: { request: ReturnRequestView }) {
  const { t, i18n } = useTranslation('returns');
  const money = (minor: number) => formatMoney(minor, request.currency as CurrencyCode, moneyLocale(i18n.language));
  return (
    <div className="grid gap-1 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{t(`kinds.${request.kind}`)}</span>
        <Badge tone={TONE[request.state]}>
          <span data-testid="return-state" data-state={request.state}>
            {t(`states.${request.state}`)}
          </span>
        </Badge>
      </div>
      <p className="text-ink-soft">
        {t('wished', { remedy: t(`remedies.${request.remedyWished}`) })}
        {request.remedy && request.remedy !== request.remedyWished ? ` · ${t(request.state === 'proposed' ? 'onTable' : 'agreed', { remedy: t(`remedies.${request.remedy}`) })}` : null}
      </p>
      {request.refundedMinor > 0 ? <p>{t('refunded', { amount: money(request.refundedMinor) })}</p> : null}
      {request.reimbursedMinor > 0 ? <p>{t('reimbursed', { amount: money(request.reimbursedMinor) })}</p> : null}
    </div>
  );
}
