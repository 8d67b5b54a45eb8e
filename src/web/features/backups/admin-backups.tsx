import { AlertTriangle } from 'lucide-react';
import type { BackupsOverview } from '@domain/backups/api';
import { Badge } from '../../components/ui/badge';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Skeleton } from '../../components/ui/skeleton';
import { useErrorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { useAdminBackups } from './get-admin-backups';

const locale = (language: string) => (language === 'am-ET' ? 'am-ET' : 'en');

function when(iso: string | null, language: string, never: string): string {
  if (!iso) return never;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

function size(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale(language), { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

/** Admin console section (read-only): is the daily backup on, where it writes, what it kept, how its last run went. */
export function AdminBackups() {
  const { t } = useTranslation('backups');
  const errorText = useErrorText(['backups']);
  const backups = useAdminBackups();
  return (
    <section aria-labelledby="backups-title" data-testid="admin-backups">
      <h2 id="backups-title" className="font-display text-2xl font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1 max-w-prose text-ink-soft">{t('subtitle')}</p>
      <div className="mt-5">
        {backups.isPending ? (
          <div className="grid gap-3" aria-busy aria-label={t('loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14 w-full rounded-lg" />
            ))}
          </div>
        ) : backups.isError ? (
          <ErrorPanel message={`${t('loadError')} ${errorText(backups.error)}`} onRetry={() => void backups.refetch()} />
        ) : (
          <Overview view={backups.data} />
        )}
      </div>
      <p className="mt-4 text-sm text-muted">{t('hint')}</p>
    </section>
  );
}

function Overview({ view }: { view: BackupsOverview }) {
  const { t, i18n } = useTranslation('backups');
  const run = view.lastRun;
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-card border border-line bg-white p-4 text-sm shadow-card sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-muted">{t('schedule')}</dt>
        <dd data-testid="backups-schedule">
          <Badge tone={view.scheduled ? 'emerald' : 'neutral'}>{view.scheduled ? t('scheduleOn') : t('scheduleOff')}</Badge>
        </dd>
        <dt className="text-muted">{t('folder')}</dt>
        <dd className="break-all font-mono text-xs" dir="ltr">
          {view.folder}
        </dd>
        <dt className="text-muted">{t('lastRun')}</dt>
        <dd data-testid="backups-last-run" data-status={run?.status ?? 'none'}>
          {run ? (
            <span className="flex flex-wrap items-center gap-2">
              <Badge tone={run.status === 'ok' ? 'emerald' : run.status === 'failed' ? 'crimson' : 'saffron'}>{t(`status.${run.status}`)}</Badge>
              <span>{when(run.finishedAt ?? run.startedAt, i18n.language, t('never'))}</span>
            </span>
          ) : (
            t('noRun')
          )}
        </dd>
        <dt className="text-muted">{t('lastSuccess')}</dt>
        <dd>{when(view.health.lastSuccessAt, i18n.language, t('never'))}</dd>
      </dl>
      {run?.status === 'failed' ? (
        <div role="status" className="rounded-lg border border-crimson/30 bg-crimson-tint/60 p-3 text-sm text-crimson" data-testid="backups-failure">
          <p className="flex items-start gap-1.5">
            <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            <span className="break-words">{t('failed', { when: when(run.finishedAt, i18n.language, t('never')), error: run.error ?? '' })}</span>
          </p>
        </div>
      ) : null}
      {view.folderError ? (
        <p role="status" className="text-sm text-crimson">
          {t('folderError', { error: view.folderError })}
        </p>
      ) : null}
      <div>
        <h3 className="font-semibold">{t('archives', { count: view.archives.length })}</h3>
        {view.partials > 0 ? <p className="mt-1 text-sm text-muted">{t('partials', { count: view.partials })}</p> : null}
        {view.archives.length === 0 ? (
          <p className="mt-2 rounded-lg border border-dashed border-line p-4 text-sm text-muted" data-testid="backups-empty">
            {t('empty')}
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-line rounded-card border border-line bg-white shadow-card" aria-label={t('archivesLabel')}>
            {view.archives.map((a) => (
              <li key={a.name} className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between" data-testid="backup-archive">
                <span className="break-all font-mono text-xs" dir="ltr">
                  {a.name}
                </span>
                <span className="flex shrink-0 gap-4 text-muted">
                  <span>{when(a.createdAt, i18n.language, t('never'))}</span>
                  <span className="tabular-nums">{size(a.bytes, i18n.language)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
