import { useTranslation } from '../../lib/use-translation';
import type { OrderHistoryEntry } from '@domain/orders/types';
import { cn } from '../../lib/cn';
import { isWholeOrderChange, STATUS_STYLES } from './order-status';
import { StatusIcon } from './status-badge';
import { useOrderFormat } from './use-order-format';

export interface StatusTimelineProps {
  entries: readonly OrderHistoryEntry[];
  /** Whose page it is: the shopper reads "by you", the designer "by the customer". */
  viewer: 'shopper' | 'designer';
  /** Product names by line id, to say which garment an entry is about (order-wide timelines). */
  lineNames?: ReadonlyMap<string, string>;
  className?: string;
}

/** A small vertical timeline, oldest first; each step names its status in words next to its icon. */
export function StatusTimeline({ entries, viewer, lineNames, className }: StatusTimelineProps) {
  const { t } = useTranslation('orders');
  const { date } = useOrderFormat();
  if (entries.length === 0) return <p className={cn('text-sm text-muted', className)}>{t('timeline.empty')}</p>;
  return (
    <ol className={cn('relative space-y-3 border-l-2 border-line pl-5', className)}>
      {entries.map((entry, i) => {
        const when = date(entry.at, true);
        const actor = entry.actor === 'shopper' && viewer === 'designer' ? 'customer' : entry.actor;
        const lineName = entry.lineId ? lineNames?.get(entry.lineId) : undefined;
        return (
          <li key={`${entry.at}-${entry.lineId ?? 'order'}-${entry.to}-${i}`} className="relative">
            <span
              aria-hidden
              className={cn('absolute -left-[1.95rem] top-0.5 grid h-5 w-5 place-items-center rounded-full border', STATUS_STYLES[entry.to].className)}
            >
              <StatusIcon status={entry.to} className="h-3 w-3" />
            </span>
            <p className="text-sm font-semibold">
              {entry.from === null
                ? t('timeline.placed')
                : lineNames && isWholeOrderChange(entry)
                  ? t('timeline.wholeOrder', { status: t(`status.${entry.to}`) })
                  : t(`status.${entry.to}`)}
              {lineName ? <span className="font-normal text-ink-soft"> · {lineName}</span> : null}
            </p>
            <p className="text-xs text-muted">
              {when ? <time dateTime={entry.at}>{when}</time> : null}
              {when ? ' · ' : null}
              {t(`timeline.by.${actor}`)}
            </p>
            {entry.note ? <p className="mt-1 text-sm text-ink-soft break-words">{t('timeline.note', { note: entry.note })}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
