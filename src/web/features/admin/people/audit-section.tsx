import { ChevronDown, History } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { changedFields, isAuditKindFilter, KNOWN_AUDIT_KINDS } from '@domain/audit';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { SelectField } from '../../../components/ui/form-fields';
import { EmptyState } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useEditUrlParams } from '../../../lib/use-edit-url-params';
import { useAdminUsers } from './get-admin-users';
import { useAuditLog, type AuditLogEntry } from './get-audit-log';
import { formatWhen, usePeopleErrorText } from './people-shared';

/** The areas of the console whose actions are recorded; each filters by its prefix ('orders.'). */
const AREAS = ['designers', 'products', 'orders', 'content', 'maintenance', 'rates', 'messages', 'users'] as const;

/** A kind in words when the console knows it, else as stored (other sections add kinds of their own). */
export function useAuditKindLabel() {
  const { t } = useTranslation('admin-people');
  return (kind: string) => t(`audit.kinds.${kind.replace(/\./g, '__')}`, { defaultValue: kind });
}

/** Admin console section: who did what, when, to what, with the record before and after. */
export function AuditSection() {
  const { t } = useTranslation('admin-people');
  const [params] = useSearchParams();
  const edit = useEditUrlParams();
  const actor = params.get('actor')?.slice(0, 64) || undefined;
  const kindParam = params.get('kind') ?? '';
  const kind = isAuditKindFilter(kindParam) ? kindParam : undefined;
  const admins = useAdminUsers({ role: 'admin' });
  const kindLabel = useAuditKindLabel();

  const setFilter = (key: 'actor' | 'kind', value: string) =>
    edit(
      (p) => {
        if (value) p.set(key, value);
        else p.delete(key);
      },
      { replace: true, preventScrollReset: true },
    );

  const kindOptions: string[] = [...AREAS.map((a) => `${a}.`), ...KNOWN_AUDIT_KINDS];
  if (kind && !kindOptions.includes(kind)) kindOptions.push(kind);

  return (
    <section aria-labelledby="audit-title" data-testid="admin-audit">
      <h2 id="audit-title" className="font-display text-2xl font-semibold">
        {t('audit.title')}
      </h2>
      <p className="mt-1 text-ink-soft">{t('audit.subtitle')}</p>
      <div className="mt-5 grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <SelectField label={t('audit.actorLabel')} value={actor ?? ''} onChange={(e) => setFilter('actor', e.target.value)} data-testid="audit-actor-filter">
          <option value="">{t('audit.anyActor')}</option>
          {(admins.data?.items ?? []).map((a) => (
            <option key={a.id} value={a.id}>
              {a.fullName} ({a.email})
            </option>
          ))}
          {actor && admins.data && !admins.data.items.some((a) => a.id === actor) ? <option value={actor}>{t('audit.otherActor')}</option> : null}
        </SelectField>
        <SelectField label={t('audit.kindLabel')} value={kind ?? ''} onChange={(e) => setFilter('kind', e.target.value)} data-testid="audit-kind-filter">
          <option value="">{t('audit.anyKind')}</option>
          <optgroup label={t('audit.areasGroup')}>
            {kindOptions
              .filter((k) => k.endsWith('.'))
              .map((k) => (
                <option key={k} value={k}>
                  {t(`audit.areas.${k.slice(0, -1)}`, { defaultValue: k })}
                </option>
              ))}
          </optgroup>
          <optgroup label={t('audit.kindsGroup')}>
            {kindOptions
              .filter((k) => !k.endsWith('.'))
              .map((k) => (
                <option key={k} value={k}>
                  {kindLabel(k)}
                </option>
              ))}
          </optgroup>
        </SelectField>
      </div>
      <div className="mt-5">
        <AuditList actor={actor} kind={kind} onKind={(k) => setFilter('kind', k)} />
      </div>
    </section>
  );
}

function AuditList({ actor, kind, onKind }: { actor: string | undefined; kind: string | undefined; onKind: (kind: string) => void }) {
  const { t } = useTranslation('admin-people');
  const errorText = usePeopleErrorText();
  const log = useAuditLog({ actor, kind });

  if (log.isPending) {
    return (
      <div className="grid gap-3" aria-busy aria-label={t('audit.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="rounded-card border border-line bg-white p-4 shadow-card">
            <Skeleton className="h-5 w-2/5" />
            <Skeleton className="mt-2 h-4 w-3/5" />
          </div>
        ))}
      </div>
    );
  }
  if (log.isError) return <ErrorPanel message={`${t('audit.loadError')} ${errorText(log.error)}`} onRetry={() => void log.refetch()} />;
  const entries = log.data.pages.flatMap((p) => p.items);
  if (entries.length === 0) {
    return (
      <div data-testid="audit-empty">
        <EmptyState icon={<History aria-hidden className="mx-auto h-10 w-10" />} title={t('audit.empty.title')} description={actor || kind ? t('audit.empty.filtered') : t('audit.empty.body')} />
      </div>
    );
  }
  return (
    <>
      <ol className="grid gap-3" data-testid="audit-list">
        {entries.map((e) => (
          <li key={e.id}>
            <AuditEntryCard entry={e} onKind={onKind} />
          </li>
        ))}
      </ol>
      <div className="mt-5 flex justify-center" aria-live="polite">
        {log.hasNextPage ? (
          <Button variant="outline" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage} data-testid="audit-older">
            {log.isFetchingNextPage ? t('audit.loadingOlder') : t('audit.showOlder')}
          </Button>
        ) : (
          <p className="text-sm text-muted">{t('audit.end')}</p>
        )}
      </div>
    </>
  );
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What a target is called: the e-mail or name the record carries, else its type and id. */
function targetName(entry: AuditLogEntry): string | null {
  for (const side of [entry.after, entry.before]) {
    if (!isRecord(side)) continue;
    for (const key of ['email', 'applicant', 'displayName', 'name', 'title', 'slug']) {
      const v = side[key];
      if (typeof v === 'string' && v) return v;
    }
  }
  return null;
}

function AuditEntryCard({ entry: e, onKind }: { entry: AuditLogEntry; onKind: (kind: string) => void }) {
  const { t, i18n } = useTranslation('admin-people');
  const kindLabel = useAuditKindLabel();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const name = targetName(e);
  const hasDetails = e.before !== null || e.after !== null;
  return (
    <article className="rounded-card border border-line bg-white p-4 shadow-card" data-testid="audit-entry" data-kind={e.kind}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 className="break-words font-semibold">
            <button type="button" className="text-left underline-offset-4 hover:underline" onClick={() => onKind(e.kind)} title={t('audit.filterBy', { kind: e.kind })} data-testid="audit-kind">
              {kindLabel(e.kind)}
            </button>
          </h3>
          <p className="mt-0.5 break-words text-sm text-ink-soft">
            {t('audit.target', { type: t(`audit.targets.${e.targetType}`, { defaultValue: e.targetType }) })}{' '}
            <span className="font-semibold text-ink">{name ?? e.targetId ?? '—'}</span>
          </p>
          <p className="mt-0.5 break-all text-xs text-muted">{t('audit.byWhen', { who: e.actorEmail, when: formatWhen(e.createdAt, i18n.language) })}</p>
        </div>
        <Badge className="font-mono" tone="neutral">
          {e.kind}
        </Badge>
      </div>
      {hasDetails ? (
        <>
          <Button variant="ghost" size="sm" className="mt-2 -ml-3" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)} data-testid="audit-details-toggle">
            <ChevronDown aria-hidden className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} />
            {open ? t('audit.hideDetails') : t('audit.showDetails')}
          </Button>
          {open ? <BeforeAfter id={panelId} before={e.before} after={e.after} /> : null}
        </>
      ) : null}
    </article>
  );
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A recorded value as text: times in the reader's language, records as JSON, text as it is. */
function showValue(value: unknown, language: string): string {
  if (value === undefined) return '';
  if (value === null) return '—';
  if (typeof value === 'string') return ISO_TIME.test(value) ? formatWhen(value, language) : value;
  return JSON.stringify(value, null, 1);
}

/** The record before and after, field by field; fields the action changed stand out (and say so to a screen reader). */
function BeforeAfter({ id, before, after }: { id: string; before: unknown; after: unknown }) {
  const { t, i18n } = useTranslation('admin-people');
  const show = (value: unknown) => showValue(value, i18n.language);
  const changed = new Set(changedFields(before, after));
  const b = isRecord(before) ? before : null;
  const a = isRecord(after) ? after : null;
  if (!b && !a) {
    return (
      <div id={id} className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
        <pre className="whitespace-pre-wrap break-words rounded-lg bg-linen/60 p-2">{show(before)}</pre>
        <pre className="whitespace-pre-wrap break-words rounded-lg bg-linen/60 p-2">{show(after)}</pre>
      </div>
    );
  }
  const fields = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  return (
    <div id={id} className="mt-2 overflow-x-auto" data-testid="audit-details">
      <table className="w-full min-w-[18rem] table-fixed border-collapse text-left text-sm">
        <caption className="sr-only">{t('audit.detailsCaption')}</caption>
        <thead>
          <tr className="border-b border-line text-xs uppercase tracking-wide text-muted">
            <th scope="col" className="w-1/4 py-1.5 pr-2 font-semibold">
              {t('audit.field')}
            </th>
            <th scope="col" className="py-1.5 pr-2 font-semibold">
              {t('audit.before')}
            </th>
            <th scope="col" className="py-1.5 font-semibold">
              {t('audit.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((f) => {
            const isChanged = changed.has(f);
            return (
              <tr key={f} className={cn('border-b border-line/60 align-top', isChanged && 'bg-saffron-tint/60')} data-changed={isChanged || undefined}>
                <th scope="row" className="break-words py-1.5 pl-1 pr-2 font-mono text-xs font-normal">
                  {f}
                  {isChanged ? <span className="mt-0.5 block font-sans text-[0.7rem] font-semibold text-[#7a5a00]">{t('audit.changed')}</span> : null}
                </th>
                <td className={cn('whitespace-pre-wrap break-words py-1.5 pr-2', isChanged && 'text-ink-soft line-through decoration-ink/30')}>{b && f in b ? show(b[f]) : '—'}</td>
                <td className={cn('whitespace-pre-wrap break-words py-1.5', isChanged && 'font-semibold')}>{a && f in a ? show(a[f]) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
