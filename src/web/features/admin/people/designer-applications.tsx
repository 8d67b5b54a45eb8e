import { Check, Inbox, Mail, MapPin, MessageSquareText, Phone, UserRound, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { countryName } from '@domain/orders/countries';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@domain/studio';
import { Tabs } from '../../../components/ui/tabs';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { EmptyState } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useErrorText } from '../../../lib/error-text';
import { useCategoryName } from '../../catalog';
import { ApproveDialog, RejectDialog, RequestChangesDialog, type Decision } from './application-decision-dialogs';
import { useDesignerApplications, type ReviewedApplication } from './get-designer-applications';

const isStatus = (value: string | null): value is ApplicationStatus => (APPLICATION_STATUSES as readonly string[]).includes(value ?? '');

const STATUS_TONE = { pending: 'saffron', approved: 'emerald', rejected: 'neutral', changes_requested: 'saffron' } as const;

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
function formatDate(iso: string, language: string): string {
  const locale = language === 'am-ET' ? 'am-ET' : 'en';
  let f = dateFormatters.get(locale);
  if (!f) dateFormatters.set(locale, (f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })));
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : f.format(date);
}

/** Only web links become links; anything else stays text (an admin's click must not run a script). */
function isWebLink(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Admin console section: people asking to sell on Tibeb, to approve or turn down. */
export function DesignerApplications() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: ApplicationStatus = isStatus(requested) ? requested : 'pending';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const choose = (next: ApplicationStatus) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === 'pending') out.delete('status');
        else out.set('status', next);
        return out;
      },
      { replace: true, preventScrollReset: true },
    );

  const open = (next: Decision) => {
    setDecision(next);
    setDialogOpen(true);
  };
  // The card that opened the dialog has left the pending list, so focus goes to the section heading.
  // After the commit that closes the dialog: Radix returns focus (to the gone opener) on a timer set
  // while unmounting, and this one must run after it.
  const refocus = useRef(false);
  const decided = () => {
    refocus.current = true;
    setDialogOpen(false);
  };
  useEffect(() => {
    if (dialogOpen || !refocus.current) return;
    refocus.current = false;
    const timer = setTimeout(() => headingRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [dialogOpen]);

  return (
    <section aria-labelledby="designer-applications-title" data-testid="admin-designer-applications">
      <h2 id="designer-applications-title" ref={headingRef} tabIndex={-1} className="font-display text-2xl font-semibold outline-none">
        {t('applications.title')}
      </h2>
      <p className="mt-1 text-ink-soft">{t('applications.subtitle')}</p>
      <Tabs.Root value={status} onValueChange={(value) => choose(APPLICATION_STATUSES.find((s) => s === value) ?? status)}>
        <StatusTabs status={status} />
        <Tabs.Content value={status} className="mt-5">
          <ApplicationList status={status} onDecide={open} />
        </Tabs.Content>
      </Tabs.Root>
      {decision?.kind === 'approve' ? <ApproveDialog key={decision.application.id} open={dialogOpen} onOpenChange={setDialogOpen} application={decision.application} onDone={decided} /> : null}
      {decision?.kind === 'reject' ? <RejectDialog key={decision.application.id} open={dialogOpen} onOpenChange={setDialogOpen} application={decision.application} onDone={decided} /> : null}
      {decision?.kind === 'changes' ? <RequestChangesDialog key={decision.application.id} open={dialogOpen} onOpenChange={setDialogOpen} application={decision.application} onDone={decided} /> : null}
    </section>
  );
}

function StatusTabs({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Tabs.List aria-label={t('applications.tabsLabel')} className="-mx-4 mt-5 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0">
      {APPLICATION_STATUSES.map((s) => (
        <Tabs.Trigger
          key={s}
          value={s}
          data-testid={`applications-tab-${s}`}
          className={cn(
            '-mb-px min-h-11 shrink-0 border-b-2 px-4 text-sm font-semibold transition-colors',
            s === status ? 'border-emerald text-emerald-dark' : 'border-transparent text-muted hover:text-ink',
          )}
        >
          {t(`applications.tabs.${s}`)}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}

function ApplicationList({ status, onDecide }: { status: ApplicationStatus; onDecide: (d: Decision) => void }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText(['admin']);
  const list = useDesignerApplications(status);

  if (list.isPending) {
    return (
      <div className="grid gap-4" aria-busy aria-label={t('applications.loading')}>
        {[0, 1, 2].map((i) => (
          <div key={i} className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="mt-3 h-4 w-2/3" />
            <Skeleton className="mt-5 h-20 w-full" />
            <Skeleton className="mt-5 h-11 w-full sm:w-60" />
          </div>
        ))}
      </div>
    );
  }
  if (list.isError) {
    return <ErrorPanel message={`${t('applications.loadError')} ${errorText(list.error)}`} onRetry={() => void list.refetch()} />;
  }
  if (list.data.length === 0) {
    return (
      <div data-testid={`applications-empty-${status}`}>
        <EmptyState icon={<Inbox aria-hidden className="mx-auto h-10 w-10" />} title={t(`applications.empty.${status}.title`)} description={t(`applications.empty.${status}.body`)} />
      </div>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-muted" aria-live="polite">
        {t('applications.count', { count: list.data.length })}
      </p>
      <ul className="grid gap-4" data-testid="applications-list">
        {list.data.map((application) => (
          <li key={application.id}>
            <ApplicationCard application={application} onDecide={onDecide} />
          </li>
        ))}
      </ul>
    </>
  );
}

function ApplicationCard({ application: a, onDecide }: { application: ReviewedApplication; onDecide: (d: Decision) => void }) {
  const { t, i18n } = useTranslation('admin');
  const titleId = useId();
  const categoryName = useCategoryName();
  const block = (label: string, children: ReactNode) => (
    <div className="min-w-0">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</h4>
      <div className="mt-1">{children}</div>
    </div>
  );

  return (
    <article aria-labelledby={titleId} className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6" data-testid="application-card" data-status={a.status}>
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 items-center gap-3">
          {a.applicant.profileImageUrl ? (
            <img src={a.applicant.profileImageUrl} alt={t('card.photoOf', { name: a.displayName })} width={64} height={64} loading="lazy" className="h-16 w-16 shrink-0 rounded-full border border-line object-cover" data-testid="application-photo" />
          ) : (
            <span className="grid h-16 w-16 shrink-0 place-items-center rounded-full bg-linen text-muted" role="img" aria-label={t('card.noPhoto')} data-testid="application-no-photo">
              <UserRound aria-hidden className="h-7 w-7" />
            </span>
          )}
          <div className="min-w-0">
            <h3 id={titleId} className="break-words font-display text-xl font-semibold">
              {a.displayName}
            </h3>
            <p className="mt-0.5 text-sm text-ink-soft">{t('card.submitted', { date: formatDate(a.createdAt, i18n.language) })}</p>
          </div>
        </div>
        <Badge tone={STATUS_TONE[a.status]}>{t(`applications.tabs.${a.status}`)}</Badge>
      </header>

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {block(
          t('card.applicant'),
          <div className="grid gap-1 text-sm">
            <p className="font-semibold">{a.applicant.fullName}</p>
            <a href={`mailto:${a.applicant.email}`} className="inline-flex min-h-11 items-center gap-2 break-all text-emerald underline-offset-4 hover:underline sm:min-h-0">
              <Mail aria-hidden className="h-4 w-4 shrink-0" />
              {a.applicant.email}
            </a>
            <a href={`tel:${a.phone.replace(/[^+0-9]/g, '')}`} className="inline-flex min-h-11 items-center gap-2 text-emerald underline-offset-4 hover:underline sm:min-h-0" dir="ltr">
              <Phone aria-hidden className="h-4 w-4 shrink-0" />
              {a.phone}
            </a>
          </div>,
        )}
        {block(
          t('card.location'),
          <p className="flex items-center gap-2 text-sm">
            <MapPin aria-hidden className="h-4 w-4 shrink-0 text-muted" />
            {t('card.place', { city: a.cityAm ? `${a.city} (${a.cityAm})` : a.city, country: countryName(a.country, i18n.language) })}
          </p>,
        )}
        {block(
          t('card.categories'),
          <ul className="flex flex-wrap gap-2">
            {a.categories.map((slug) => (
              <li key={slug}>
                <Badge tone="emerald">{categoryName(slug)}</Badge>
              </li>
            ))}
          </ul>,
        )}
        {block(
          t('card.links'),
          a.links.length ? (
            <ul className="grid gap-1 text-sm">
              {a.links.map((link) => (
                <li key={link} className="break-all">
                  {isWebLink(link) ? (
                    <a href={link} target="_blank" rel="noopener noreferrer nofollow" className="text-emerald underline-offset-4 hover:underline">
                      {link}
                    </a>
                  ) : (
                    link
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">{t('card.noLinks')}</p>
          ),
        )}
        <div className="sm:col-span-2">{block(t('card.bio'), <p className="whitespace-pre-line break-words text-sm">{a.bio}</p>)}</div>
        <div className="sm:col-span-2">
          {block(
            t('card.bioAm'),
            a.bioAm ? (
              <p lang="am" className="whitespace-pre-line break-words text-sm">
                {a.bioAm}
              </p>
            ) : (
              <p className="text-sm text-muted">{t('card.noBioAm')}</p>
            ),
          )}
        </div>
      </div>

      {a.status !== 'pending' && a.reviewedAt ? <p className="mt-4 text-sm text-muted">{t('card.reviewed', { date: formatDate(a.reviewedAt, i18n.language) })}</p> : null}
      {a.status === 'rejected' && a.reason ? (
        <figure className="mt-3 rounded-lg border-l-4 border-crimson bg-crimson-tint/60 p-3 text-sm">
          <figcaption className="font-semibold">{t('card.reason')}</figcaption>
          <blockquote className="mt-1 whitespace-pre-line break-words">{a.reason}</blockquote>
        </figure>
      ) : null}

      {(a.status === 'changes_requested' || a.status === 'pending') && a.reason ? (
        <figure className="mt-3 rounded-lg border-l-4 border-saffron bg-saffron-tint/60 p-3 text-sm" data-testid="application-changes-message">
          <figcaption className="font-semibold">{a.status === 'pending' ? t('card.changesAskedBefore') : t('card.changesAsked')}</figcaption>
          <blockquote className="mt-1 whitespace-pre-line break-words">{a.reason}</blockquote>
        </figure>
      ) : null}

      {a.status === 'pending' ? (
        <footer className="mt-5 grid grid-cols-2 gap-3 border-t border-line pt-4 sm:flex sm:justify-end">
          <Button
            variant="outline"
            className="col-span-2 sm:col-span-1"
            onClick={() => onDecide({ kind: 'changes', application: a })}
            aria-label={t('card.changesFor', { name: a.displayName })}
            data-testid="application-request-changes"
          >
            <MessageSquareText aria-hidden className="h-4 w-4" />
            {t('card.requestChanges')}
          </Button>
          <Button
            variant="outline"
            className="border-crimson/40 text-crimson hover:bg-crimson/5"
            onClick={() => onDecide({ kind: 'reject', application: a })}
            aria-label={t('card.rejectFor', { name: a.displayName })}
            data-testid="application-reject"
          >
            <X aria-hidden className="h-4 w-4" />
            {t('card.reject')}
          </Button>
          <Button variant="accent" onClick={() => onDecide({ kind: 'approve', application: a })} aria-label={t('card.approveFor', { name: a.displayName })} data-testid="application-approve">
            <Check aria-hidden className="h-4 w-4" />
            {t('card.approve')}
          </Button>
        </footer>
      ) : null}
    </article>
  );
}

