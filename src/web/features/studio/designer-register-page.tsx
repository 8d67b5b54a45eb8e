import { BadgeCheck, Clock, LayoutDashboard, LogIn, MailWarning, PartyPopper, PencilLine, RefreshCw, Store, UserPen, UserPlus, XCircle } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { countryName } from '@domain/orders/countries';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Container, PageHero, PageRoot } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../../lib/error-text';
import { useMe, useResendConfirmation, type Me } from '../accounts';
import { useCategoryName } from '../catalog';
import { formatDate, isWebLink } from './apply-form-helpers';
import { DesignerApplicationForm } from './designer-application-form';
import { useApplication, type DesignerApplication } from '../accounts';

const LOGIN_HREF = '/login?next=/designer-register';
const SIGN_UP_HREF = '/login?tab=sign-up&next=/designer-register';
const card = 'rounded-card border border-line bg-white p-4 shadow-card sm:p-6';

/** /designer-register: the way from shopper to designer, whatever step the account is at. */
export function DesignerRegisterPage() {
  const { t } = useTranslation('studio-apply');
  const me = useMe();
  const user = me.data ?? null;
  const state = useApplication(user !== null);
  const [reapplying, setReapplying] = useState(false);
  /** Just sent from this page: the pending card is brought into view when it arrives (the form was long; a phone was left at the footer). */
  const [justSent, setJustSent] = useState(false);

  const refresh = () => Promise.all([me.refetch(), state.refetch()]);

  // The header and account menu read the cached account: bring it up to date when it lags, once
  // per application answer (two servers that keep disagreeing must not loop).
  const fresh = state.data;
  const refetchMe = me.refetch;
  const syncedFor = useRef<unknown>(null);
  useEffect(() => {
    if (!user || !fresh || syncedFor.current === fresh) return;
    if (fresh.role !== user.role || fresh.emailVerified !== user.emailVerified) {
      syncedFor.current = fresh;
      void refetchMe();
    }
  }, [user, fresh, refetchMe]);

  let body: ReactNode;
  if (me.isPending) {
    body = <RegisterSkeleton />;
  } else if (me.isError && !user) {
    body = <ErrorPanel onRetry={() => void me.refetch()} />;
  } else if (!user) {
    body = <SignedOut />;
  } else if (state.isPending) {
    body = <RegisterSkeleton />;
  } else if (state.isError) {
    body = <ErrorPanel message={t('register.loadError')} onRetry={() => void state.refetch()} />;
  } else {
    // The application answer is fresher than the cached account (confirming and approval happen elsewhere).
    const { application, emailVerified, role } = state.data;
    const mayApply = role === 'customer';
    if (application?.status === 'approved' && !mayApply) {
      body = <Approved />;
    } else if (!mayApply) {
      body = <AlreadyDesigner isAdmin={role === 'admin'} />;
    } else if (application?.status === 'pending') {
      body = <Pending application={application} email={user.email} bringIntoView={justSent} />;
    } else if (application?.status === 'rejected' && !reapplying) {
      body = <Rejected application={application} onApplyAgain={() => setReapplying(true)} />;
    } else if (application?.status === 'changes_requested' && !reapplying) {
      body = <ChangesRequested application={application} onEdit={() => setReapplying(true)} />;
    } else if (!emailVerified || user.emailVerified === false) {
      body = <ConfirmEmailFirst me={user} onRefresh={refresh} />;
    } else {
      const previous = application?.status === 'rejected' || application?.status === 'changes_requested' ? application : null;
      body = (
        <FormLayout>
          <DesignerApplicationForm
            me={user}
            previous={previous}
            onSubmitted={() => {
              setReapplying(false);
              setJustSent(true);
            }}
            onCancel={previous ? () => setReapplying(false) : undefined}
            onStale={() => void refresh()}
          />
        </FormLayout>
      );
    }
  }

  return (
    <PageRoot name="designer-register" title={t('register.title')}>
      <PageHero eyebrow={t('register.eyebrow')} title={t('register.title')} subtitle={t('register.subtitle')} />
      <Container className="py-8 sm:py-10">{body}</Container>
    </PageRoot>
  );
}

function RegisterSkeleton() {
  return (
    <div className="mx-auto grid max-w-3xl gap-5" aria-busy>
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-64 w-full rounded-card" />
      <Skeleton className="h-40 w-full rounded-card" />
    </div>
  );
}

/** A centred card with an icon, a title, text and actions: every state but the form. */
function StateCard({ icon, title, children, actions, testId, tone = 'plain' }: { icon: ReactNode; title: string; children?: ReactNode; actions?: ReactNode; testId: string; tone?: 'plain' | 'good' | 'warn' | 'bad' }) {
  const ring = { plain: 'bg-linen text-ink', good: 'bg-emerald-tint text-emerald-dark', warn: 'bg-saffron-tint text-ink', bad: 'bg-crimson-tint text-crimson' }[tone];
  return (
    <section className={`mx-auto max-w-2xl ${card}`} data-testid={testId} aria-labelledby={`${testId}-title`}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span className={`grid h-12 w-12 shrink-0 place-items-center rounded-full ${ring}`} aria-hidden>
          {icon}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={`${testId}-title`} tabIndex={-1} className="font-display text-xl font-semibold outline-none sm:text-2xl">
            {title}
          </h2>
          <div className="mt-2 grid gap-3 text-ink-soft">{children}</div>
          {actions ? <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div> : null}
        </div>
      </div>
    </section>
  );
}

function SignedOut() {
  const { t } = useTranslation('studio-apply');
  return (
    <StateCard
      testId="designer-register-signed-out"
      icon={<LogIn className="h-6 w-6" />}
      title={t('signedOut.title')}
      actions={
        <>
          <Button asChild size="lg">
            <Link to={LOGIN_HREF}>
              <LogIn aria-hidden className="h-4 w-4" />
              {t('signedOut.signIn')}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={SIGN_UP_HREF}>
              <UserPlus aria-hidden className="h-4 w-4" />
              {t('signedOut.signUp')}
            </Link>
          </Button>
        </>
      }
    >
      <p>{t('signedOut.body')}</p>
    </StateCard>
  );
}

function ConfirmEmailFirst({ me, onRefresh }: { me: Me; onRefresh: () => Promise<unknown> }) {
  const { t } = useTranslation('studio-apply');
  const errorText = useErrorText(['studio-apply']);
  const resend = useResendConfirmation();
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [checking, setChecking] = useState(false);

  const send = () =>
    resend.mutate(undefined, {
      onSuccess: () => setNotice({ tone: 'ok', text: t('confirmEmail.sent', { email: me.email }) }),
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'EMAIL_ALREADY_CONFIRMED') {
          toast({ title: t('confirmEmail.alreadyTitle'), description: t('confirmEmail.alreadyBody'), variant: 'success' });
          void onRefresh();
          return;
        }
        setNotice({ tone: 'error', text: err instanceof ApiError && err.status === 429 ? t('confirmEmail.rateLimited') : errorText(err) });
      },
    });

  return (
    <StateCard
      testId="designer-register-confirm-email"
      tone="warn"
      icon={<MailWarning className="h-6 w-6" />}
      title={t('confirmEmail.title')}
      actions={
        <>
          <Button size="lg" onClick={send} disabled={resend.isPending} data-testid="designer-register-resend">
            {resend.isPending ? t('confirmEmail.sending') : t('confirmEmail.resend')}
          </Button>
          <Button
            size="lg"
            variant="outline"
            disabled={checking}
            onClick={() => {
              setChecking(true);
              void onRefresh().finally(() => setChecking(false));
            }}
          >
            <RefreshCw aria-hidden className={checking ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} />
            {t('confirmEmail.checkAgain')}
          </Button>
        </>
      }
    >
      <p>{t('confirmEmail.body', { email: me.email })}</p>
      <p className="text-sm">{t('confirmEmail.hint')}</p>
      <p aria-live="polite" role={notice?.tone === 'error' ? 'alert' : 'status'} className={notice?.tone === 'error' ? 'text-sm font-semibold text-crimson' : 'text-sm font-semibold text-emerald-dark'}>
        {notice?.text ?? ''}
      </p>
    </StateCard>
  );
}

function DesignerLinks() {
  const { t } = useTranslation('studio-apply');
  return (
    <>
      <Button asChild size="lg">
        <Link to="/designer-dashboard">
          <LayoutDashboard aria-hidden className="h-4 w-4" />
          {t('links.dashboard')}
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to="/designer/profile">
          <UserPen aria-hidden className="h-4 w-4" />
          {t('links.profile')}
        </Link>
      </Button>
    </>
  );
}

function AlreadyDesigner({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('studio-apply');
  return (
    <StateCard
      testId="designer-register-already"
      tone="good"
      icon={<BadgeCheck className="h-6 w-6" />}
      title={isAdmin ? t('already.adminTitle') : t('already.title')}
      actions={<DesignerLinks />}
    >
      <p>{isAdmin ? t('already.adminBody') : t('already.body')}</p>
    </StateCard>
  );
}

function Approved() {
  const { t } = useTranslation('studio-apply');
  return (
    <StateCard
      testId="designer-register-approved"
      tone="good"
      icon={<PartyPopper className="h-6 w-6" />}
      title={t('approved.title')}
      actions={
        <>
          <DesignerLinks />
          <Button asChild size="lg" variant="ghost">
            <Link to="/designer/add-product">
              <Store aria-hidden className="h-4 w-4" />
              {t('links.addProduct')}
            </Link>
          </Button>
        </>
      }
    >
      <p>{t('approved.body')}</p>
    </StateCard>
  );
}

function Pending({ application, email, bringIntoView }: { application: DesignerApplication; email: string; bringIntoView: boolean }) {
  const { t, i18n } = useTranslation('studio-apply');
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Once rendered, the page is as short as it will be: scrolling now lands on the card, not below it.
    if (!bringIntoView || !root.current) return;
    root.current.scrollIntoView({ block: 'start' });
    root.current.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [bringIntoView]);
  return (
    <div ref={root} className="mx-auto grid max-w-2xl scroll-mt-24 gap-5">
      <StateCard testId="designer-register-pending" tone="warn" icon={<Clock className="h-6 w-6" />} title={t('pending.title')}>
        <p>
          <Badge tone="saffron">{t('status.pending')}</Badge>
        </p>
        <p>{t('pending.submitted', { date: formatDate(application.createdAt, i18n.language) })}</p>
        <p>{t('pending.body', { email })}</p>
      </StateCard>
      <ApplicationSummary application={application} />
    </div>
  );
}

function Rejected({ application, onApplyAgain }: { application: DesignerApplication; onApplyAgain: () => void }) {
  const { t, i18n } = useTranslation('studio-apply');
  return (
    <div className="mx-auto grid max-w-2xl gap-5">
      <StateCard
        testId="designer-register-rejected"
        tone="bad"
        icon={<XCircle className="h-6 w-6" />}
        title={t('rejected.title')}
        actions={
          <Button size="lg" onClick={onApplyAgain} data-testid="designer-register-apply-again">
            {t('rejected.applyAgain')}
          </Button>
        }
      >
        {application.reviewedAt ? <p className="text-sm">{t('rejected.reviewed', { date: formatDate(application.reviewedAt, i18n.language) })}</p> : null}
        {application.reason ? (
          <figure className="rounded-lg border-l-4 border-crimson bg-crimson-tint/60 p-3">
            <figcaption className="text-sm font-semibold text-ink">{t('rejected.reason')}</figcaption>
            <blockquote className="mt-1 whitespace-pre-line break-words text-ink">{application.reason}</blockquote>
          </figure>
        ) : null}
        <p>{t('rejected.body')}</p>
      </StateCard>
      <ApplicationSummary application={application} />
    </div>
  );
}

/** An admin asked for changes (issue 41): their message, and the way back to the form with the answers filled in. */
function ChangesRequested({ application, onEdit }: { application: DesignerApplication; onEdit: () => void }) {
  const { t, i18n } = useTranslation('studio-apply');
  return (
    <div className="mx-auto grid max-w-2xl gap-5">
      <StateCard
        testId="designer-register-changes"
        tone="warn"
        icon={<PencilLine className="h-6 w-6" />}
        title={t('changes.title')}
        actions={
          <Button size="lg" onClick={onEdit} data-testid="designer-register-edit">
            {t('changes.edit')}
          </Button>
        }
      >
        {application.reviewedAt ? <p className="text-sm">{t('changes.asked', { date: formatDate(application.reviewedAt, i18n.language) })}</p> : null}
        {application.reason ? (
          <figure className="rounded-lg border-l-4 border-saffron bg-saffron-tint/60 p-3">
            <figcaption className="text-sm font-semibold text-ink">{t('changes.message')}</figcaption>
            <blockquote className="mt-1 whitespace-pre-line break-words text-ink" data-testid="designer-register-changes-message">
              {application.reason}
            </blockquote>
          </figure>
        ) : null}
        <p>{t('changes.body')}</p>
      </StateCard>
      <ApplicationSummary application={application} />
    </div>
  );
}

/** What the applicant sent, as text (never HTML). */
function ApplicationSummary({ application }: { application: DesignerApplication }) {
  const { t, i18n } = useTranslation('studio-apply');
  const categoryName = useCategoryName();
  const row = (label: string, value: ReactNode) => (
    <div className="grid gap-1 border-t border-line py-3 first:border-t-0 first:pt-0 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
  return (
    <section className={card} aria-labelledby="application-summary-title" data-testid="designer-register-summary">
      <h2 id="application-summary-title" className="font-display text-lg font-semibold">
        {t('summary.title')}
      </h2>
      <dl className="mt-4">
        {row(t('form.displayName'), application.displayName)}
        {row(t('summary.location'), t('summary.place', { city: application.cityAm ? `${application.city} (${application.cityAm})` : application.city, country: countryName(application.country, i18n.language) }))}
        {row(
          t('form.categories'),
          <ul className="flex flex-wrap gap-2">
            {application.categories.map((slug) => (
              <li key={slug}>
                <Badge tone="emerald">{categoryName(slug)}</Badge>
              </li>
            ))}
          </ul>,
        )}
        {row(t('form.bio'), <p className="whitespace-pre-line">{application.bio}</p>)}
        {application.bioAm
          ? row(
              t('form.bioAm'),
              <p lang="am" className="whitespace-pre-line">
                {application.bioAm}
              </p>,
            )
          : null}
        {application.links.length
          ? row(
              t('form.links'),
              <ul className="grid gap-1">
                {application.links.map((link) => (
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
              </ul>,
            )
          : null}
        {row(t('form.phone'), <span dir="ltr">{application.phone}</span>)}
      </dl>
    </section>
  );
}

/** The form with, beside it on wide screens, what happens after sending. */
function FormLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('studio-apply');
  const steps = [t('steps.one'), t('steps.two'), t('steps.three')];
  return (
    <div className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
      <div className="min-w-0">{children}</div>
      <aside className="order-first rounded-card border border-line bg-linen/60 p-4 sm:p-6 lg:order-none lg:sticky lg:top-24" aria-labelledby="apply-steps-title">
        <h2 id="apply-steps-title" className="font-display text-lg font-semibold">
          {t('steps.title')}
        </h2>
        <ol className="mt-3 grid gap-3">
          {steps.map((step, i) => (
            <li key={step} className="flex gap-3 text-sm text-ink-soft">
              <span className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-emerald font-semibold text-white" aria-hidden>
                {i + 1}
              </span>
              <span className="pt-1">{step}</span>
            </li>
          ))}
        </ol>
      </aside>
    </div>
  );
}
