import { EyeOff, Flag, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MessageReports } from '@domain/messages/api';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { EmptyState } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { useErrorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { useMessageReports } from './get-message-reports';
import { useHideMessage } from './hide-message';
import { HideMessageDialog } from './hide-message-dialog';

type Report = MessageReports['reports'][number];

const when = (iso: string, lang: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : new Intl.DateTimeFormat(lang === 'am-ET' ? 'am-ET' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
};

/**
 * The console's reported messages (issue 38): what shoppers and designers reported, newest report
 * first, each with its reasons, the message as text, a link to the order's conversation, and the
 * hide (with a reason, audited) or show-again that answers it.
 */
export function AdminReportedMessages() {
  const { t } = useTranslation(['messages']);
  const reports = useMessageReports();
  return (
    <section aria-labelledby="reported-title" data-testid="admin-reported-messages">
      <h2 id="reported-title" className="font-display text-2xl font-semibold">
        {t('admin.title')}
      </h2>
      <p className="mt-1 text-ink-soft">{t('admin.subtitle')}</p>
      <div className="mt-5">
        {reports.isPending ? (
          <div className="grid gap-3" aria-busy>
            <Skeleton className="h-28 w-full rounded-card" />
            <Skeleton className="h-28 w-full rounded-card" />
          </div>
        ) : reports.isError ? (
          <ErrorPanel onRetry={() => void reports.refetch()} />
        ) : reports.data.reports.length === 0 ? (
          <EmptyState icon={<Flag aria-hidden className="mx-auto h-10 w-10" />} title={t('admin.emptyTitle')} description={t('admin.emptyBody')} />
        ) : (
          <ul className="grid gap-3">
            {reports.data.reports.map((r) => (
              <ReportCard key={r.messageId} report={r} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ReportCard({ report }: { report: Report }) {
  const { t, i18n } = useTranslation(['messages']);
  const errorText = useErrorText(['messages']);
  const hide = useHideMessage();
  const [hiding, setHiding] = useState(false);
  const fail = (error: unknown) => toast({ title: errorText(error), variant: 'destructive' });
  return (
    <li className="rounded-card border border-line bg-white p-4 shadow-card" data-testid="reported-message" data-hidden={report.hidden || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold">{t('admin.order', { number: report.orderNumber })}</span>
        <span className="flex items-center gap-2">
          {report.hidden ? <Badge tone="crimson">{t('admin.hidden')}</Badge> : <Badge tone="saffron">{t('admin.visible')}</Badge>}
          <time className="text-xs text-muted" dateTime={report.lastReportedAt}>
            {when(report.lastReportedAt, i18n.language)}
          </time>
        </span>
      </div>
      <blockquote className="mt-2 whitespace-pre-wrap break-words rounded-md border-l-4 border-line bg-linen/60 px-3 py-2" data-testid="reported-message-body">
        {report.body || t('admin.photoOnly')}
      </blockquote>
      <p className="mt-2 text-xs font-semibold uppercase tracking-wide text-muted">{t('admin.reasons', { count: report.reasons.length })}</p>
      <ul className="mt-1 list-disc pl-5 text-sm text-ink-soft">
        {report.reasons.map((reason, i) => (
          <li key={i} className="break-words">
            {reason}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={`/admin?section=orders&order=${encodeURIComponent(report.orderId)}#messages`}>
            <MessagesSquare aria-hidden className="h-4 w-4" /> {t('admin.open')}
          </Link>
        </Button>
        <Button
          size="sm"
          variant={report.hidden ? 'outline' : 'danger'}
          data-testid="reported-message-hide"
          disabled={hide.isPending}
          onClick={() => (report.hidden ? hide.mutate({ id: report.messageId, hidden: false, reason: '' }, { onError: fail }) : setHiding(true))}
        >
          <EyeOff aria-hidden className="h-4 w-4" /> {report.hidden ? t('message.show') : t('message.hide')}
        </Button>
      </div>
      <HideMessageDialog messageId={report.messageId} open={hiding} onOpenChange={setHiding} onError={fail} testId="reported-message-hide-confirm" />
    </li>
  );
}
