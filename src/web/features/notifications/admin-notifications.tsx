import { AlertTriangle, CheckCircle2, Mail, MessageSquareText, RefreshCw, Send, type LucideIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Channel } from '@domain/notifications/kinds';
import type { ChannelStats, DeliveryFailure, NotificationStats } from '@domain/notifications/api';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { SelectField } from '../../components/ui/form-fields';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useErrorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { useNotificationStats } from './get-notification-stats';
import { nothingInPeriod, rateTone, STATS_PERIODS, statsPeriodOf, type RateTone } from './notification-stats-view';

const CARD = 'rounded-card border border-line bg-white p-4 shadow-card sm:p-5';
const intlLocale = (language: string) => (language === 'am-ET' ? 'am-ET' : 'en-US');
const CHANNEL_ICONS: Record<Channel, LucideIcon> = { email: Mail, telegram: Send, sms: MessageSquareText };
const RATE_TEXT: Record<RateTone, string> = { good: 'text-emerald-dark', watch: 'text-[#7a5a00]', bad: 'text-crimson', none: 'text-muted' };
const RATE_BAR: Record<RateTone, string> = { good: 'bg-emerald', watch: 'bg-saffron', bad: 'bg-crimson', none: 'bg-line' };

/**
 * The console's Notifications section (issue 42): per channel what was sent, failed and is still
 * waiting over a period, with the delivery rate, and the newest deliveries that failed or wait for
 * another try, with why. Read-only: the sender retries by itself; an admin looks here to see
 * that a gateway is down or a bot was blocked.
 */
export function AdminNotifications() {
  const { t } = useTranslation('notifications');
  const errorText = useErrorText(['notifications']);
  const [params, setParams] = useSearchParams();
  const days = statsPeriodOf(params.get('days'));
  const stats = useNotificationStats(days);

  const choosePeriod = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('days', value);
    setParams(next, { replace: true });
  };

  return (
    <section aria-labelledby="admin-notifications-title" data-testid="admin-notifications" aria-busy={stats.isPending || undefined}>
      <h2 id="admin-notifications-title" className="font-display text-2xl font-semibold">
        {t('admin.title')}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-ink-soft">{t('admin.subtitle')}</p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <SelectField label={t('admin.period')} value={String(days)} onChange={(e) => choosePeriod(e.target.value)} className="min-w-0 flex-1 sm:w-56 sm:flex-none" data-testid="admin-notifications-period">
          {STATS_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`admin.periods.${p}`)}
            </option>
          ))}
        </SelectField>
        <Button variant="outline" onClick={() => void stats.refetch()} disabled={stats.isFetching} className="gap-1.5" data-testid="admin-notifications-refresh">
          <RefreshCw aria-hidden className={cn('h-4 w-4', stats.isFetching && 'motion-safe:animate-spin')} />
          {t('admin.refresh')}
        </Button>
      </div>
      <div className="mt-5">
        {stats.data ? (
          <div className={cn('grid gap-6 transition-opacity', stats.isPlaceholderData && 'opacity-60')} aria-busy={stats.isPlaceholderData || undefined}>
            <Figures stats={stats.data} />
            <Failures failures={stats.data.failures} />
          </div>
        ) : stats.isError ? (
          <ErrorPanel message={`${t('admin.loadError')} ${errorText(stats.error)}`} onRetry={() => void stats.refetch()} />
        ) : (
          <div className="grid gap-3" aria-label={t('admin.loading')} data-testid="admin-notifications-loading">
            <div className="grid gap-3 sm:grid-cols-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-36 w-full rounded-card" />
              ))}
            </div>
            <Skeleton className="h-40 w-full rounded-card" />
          </div>
        )}
      </div>
      {stats.data && stats.isError ? (
        <p role="alert" className="mt-3 text-sm text-crimson">
          {t('admin.refreshError')} {errorText(stats.error)}
        </p>
      ) : null}
    </section>
  );
}

function Figures({ stats }: { stats: NotificationStats }) {
  const { t } = useTranslation('notifications');
  return (
    <div>
      <h3 className="sr-only">{t('admin.channelsLabel')}</h3>
      {nothingInPeriod(stats) ? (
        <p className="mb-3 rounded-lg border border-dashed border-line p-3 text-sm text-muted" data-testid="admin-notifications-nothing">
          {t('admin.nothingSent')}
        </p>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4" aria-label={t('admin.channelsLabel')}>
        {stats.channels.map((c) => (
          <ChannelCard key={c.channel} stats={c} />
        ))}
      </ul>
    </div>
  );
}

function ChannelCard({ stats }: { stats: ChannelStats }) {
  const { t, i18n } = useTranslation('notifications');
  const number = useMemo(() => new Intl.NumberFormat(intlLocale(i18n.language)), [i18n.language]);
  const percent = useMemo(() => new Intl.NumberFormat(intlLocale(i18n.language), { style: 'percent', maximumFractionDigits: 1 }), [i18n.language]);
  const Icon = CHANNEL_ICONS[stats.channel];
  const tone = rateTone(stats.deliveryRate);
  return (
    <li className={cn(CARD, 'flex flex-col gap-3')} data-testid="admin-notifications-channel" data-channel={stats.channel}>
      <div className="flex items-start justify-between gap-3">
        <h4 className="flex items-center gap-2 pt-1 font-semibold">
          <Icon aria-hidden className="h-4 w-4 shrink-0 text-ink-soft" />
          {t(`channels.${stats.channel}`)}
        </h4>
        <p className="text-right">
          <span className={cn('font-display text-2xl font-bold tabular-nums sm:text-3xl', RATE_TEXT[tone])} data-testid="admin-notifications-rate">
            {stats.deliveryRate === null ? '—' : percent.format(stats.deliveryRate)}
          </span>
        </p>
      </div>
      <div>
        <div className="h-1.5 overflow-hidden rounded-full bg-linen" aria-hidden>
          <div className={cn('h-full rounded-full', RATE_BAR[tone])} style={{ width: `${Math.round((stats.deliveryRate ?? 0) * 100)}%` }} />
        </div>
        <p className="mt-1 text-xs text-muted">{stats.deliveryRate === null ? t('admin.rateNone') : t('admin.rateHint')}</p>
      </div>
      <dl className="grid grid-cols-3 gap-2 border-t border-line pt-2 text-center">
        <Count label={t('admin.sent')} value={number.format(stats.sent)} testId="sent" />
        <Count label={t('admin.failed')} value={number.format(stats.failed)} testId="failed" alert={stats.failed > 0} />
        <Count label={t('admin.pending')} value={number.format(stats.pending)} testId="pending" />
      </dl>
    </li>
  );
}

function Count({ label, value, testId, alert }: { label: string; value: string; testId: string; alert?: boolean }) {
  return (
    <div className="flex min-w-0 flex-col-reverse gap-0.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={cn('text-lg font-semibold tabular-nums', alert && 'text-crimson')} data-testid={`admin-notifications-${testId}`}>
        {value}
      </dd>
    </div>
  );
}

function Failures({ failures }: { failures: DeliveryFailure[] }) {
  const { t } = useTranslation('notifications');
  return (
    <div>
      <h3 className="font-display text-lg font-semibold">{t('admin.failures')}</h3>
      <p className="mt-0.5 text-sm text-muted">{t('admin.failuresHint')}</p>
      {failures.length === 0 ? (
        <p className="mt-3 flex items-center gap-2 rounded-lg border border-dashed border-line p-4 text-sm text-muted" data-testid="admin-notifications-no-failures">
          <CheckCircle2 aria-hidden className="h-4 w-4 shrink-0 text-emerald" />
          {t('admin.noFailures')}
        </p>
      ) : (
        <ul className="mt-3 grid gap-3" aria-label={t('admin.failures')}>
          {failures.map((f) => (
            <FailureRow key={f.id} failure={f} />
          ))}
        </ul>
      )}
    </div>
  );
}

function FailureRow({ failure: f }: { failure: DeliveryFailure }) {
  const { t, i18n } = useTranslation('notifications');
  const when = useMemo(() => new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }), [i18n.language]);
  const date = (iso: string) => {
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? iso : when.format(d);
  };
  return (
    <li className={cn(CARD, 'grid gap-3 text-sm')} data-testid="admin-notifications-failure" data-status={f.status} data-channel={f.channel}>
      <div className="flex flex-wrap items-center gap-2">
        {f.status === 'failed' ? <AlertTriangle aria-hidden className="h-4 w-4 shrink-0 text-crimson" /> : <RefreshCw aria-hidden className="h-4 w-4 shrink-0 text-[#7a5a00]" />}
        <span className="font-semibold">{t(`kinds.${f.kind}`)}</span>
        <Badge tone="neutral">{t(`channels.${f.channel}`)}</Badge>
        <Badge tone={f.status === 'failed' ? 'crimson' : 'saffron'}>{t(`admin.status.${f.status}`)}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
        <dt className="text-muted">{t('admin.recipient')}</dt>
        <dd className="break-all" dir="ltr" data-testid="admin-notifications-recipient">
          {f.recipient}
        </dd>
        <dt className="text-muted">{t('admin.attempts')}</dt>
        <dd className="tabular-nums">{new Intl.NumberFormat(intlLocale(i18n.language)).format(f.attempts)}</dd>
        <dt className="text-muted">{t('admin.created')}</dt>
        <dd>{date(f.createdAt)}</dd>
        <dt className="text-muted">{t('admin.nextTry')}</dt>
        <dd data-testid="admin-notifications-next-try">{f.nextTryAt ? date(f.nextTryAt) : t('admin.noNextTry')}</dd>
      </dl>
      <div>
        <p className="text-xs text-muted">{t('admin.lastError')}</p>
        <p className="mt-0.5 break-words rounded-md bg-linen px-2 py-1.5 font-mono text-xs" dir="ltr" data-testid="admin-notifications-error">
          {f.lastError ?? t('admin.noError')}
        </p>
      </div>
    </li>
  );
}
