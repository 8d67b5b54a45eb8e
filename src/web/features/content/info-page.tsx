import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { isInfoSlug } from '@domain/content';
import { Container, PageHero, PageRoot } from '../../components/ui/page';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Skeleton } from '../../components/ui/skeleton';
import { usePayoutTerms, usePayoutTermsVars } from '../payouts';
import { ShippingZonesTable, useShippingTextVars } from '../shipping';
import { useReturnsPolicy } from '../returns';
import { capPercent, DEFAULT_RETURNS_SETTINGS } from '@domain/returns';
import { usePage } from './get-page';
import { MarkdownText } from './markdown-text';

// The form (and zod with it) loads on /contact only.
const ContactForm = lazy(() => import('../contact').then((m) => ({ default: m.ContactForm })));

interface Section {
  heading: string;
  body: string;
}

interface StoredInfo {
  title?: string;
  subtitle?: string;
  body?: string;
}

/**
 * Information pages: what an admin stored for the page in the reader's language (page_content,
 * its body in the safe Markdown subset), else the texts of the `info` namespace.
 */
export function infoPage(name: string): ComponentType {
  function EditableInfoPage() {
    const { i18n } = useTranslation('info');
    const page = usePage(name, i18n.language);
    return <InfoPage name={name} stored={page.data ? (page.data.content as StoredInfo) : null} pending={page.isPending} />;
  }
  function StaticInfoPage() {
    return <InfoPage name={name} stored={null} pending={false} />;
  }
  /**
   * The designer terms state the commission, the hold, the schedule and the minimum in force: the
   * figures come from the settings (GET /api/payouts/terms, fetched on the server too) and fill the
   * texts' placeholders ({{commissionRate}} …), in the locale texts and in an admin's stored text.
   */
  function DesignerTermsPage() {
    const { t, i18n } = useTranslation(['info', 'payouts']);
    const page = usePage(name, i18n.language);
    const terms = usePayoutTerms();
    const vars = usePayoutTermsVars(terms.data);
    const failed = terms.isError && !terms.data ? <ErrorPanel message={t('payouts:terms.loadError')} onRetry={() => void terms.refetch()} /> : null;
    return (
      <InfoPage name={name} stored={page.data ? (page.data.content as StoredInfo) : null} pending={page.isPending || (terms.isPending && !failed)} extraVars={vars ?? undefined} failed={failed} />
    );
  }
  const Page: ComponentType = name === 'designer-terms' ? DesignerTermsPage : isInfoSlug(name) ? EditableInfoPage : StaticInfoPage;
  Page.displayName = `InfoPage(${name})`;
  return Page;
}

interface InfoPageProps {
  name: string;
  stored: StoredInfo | null;
  pending: boolean;
  /** More placeholders the page's texts may use (the designer terms' figures). */
  extraVars?: Record<string, string>;
  /** Shown instead of the body when what the texts need could not be read. */
  failed?: ReactNode;
}

function InfoPage({ name, stored, pending, extraVars, failed }: InfoPageProps) {
    const { t } = useTranslation('info');
    // Shipping texts may name {{fee}} and {{threshold}}: the shopper's zone's, in her currency, or
    // words pointing to the zones listed on the shipping page (issue 40: no flat rule any more).
    const shippingVars = useShippingTextVars();
    // The return and fit-guarantee figures come from the shop's settings (issue 39); the defaults until they load.
    const policy = useReturnsPolicy().data ?? DEFAULT_RETURNS_SETTINGS;
    const returnsVars = { returnDays: String(policy.returnDays), claimDays: String(policy.claimDays), answerDays: String(policy.answerDays), alterationCap: String(capPercent(policy.alterationCapBp)) };
    const vars = { ...shippingVars, ...returnsVars, ...extraVars };
    const sections = t(`${name}.sections`, { returnObjects: true, defaultValue: [], ...vars }) as Section[];
    const title = stored?.title || t(`${name}.title`);
    return (
      <PageRoot name={name} title={title}>
        <PageHero title={title} subtitle={stored?.subtitle || t(`${name}.subtitle`, vars)} />
        <Container className="grid gap-10 py-12 lg:grid-cols-[1fr_280px]">
          <article className="max-w-3xl" data-testid="info-body">
            {name === 'shipping' && !failed ? <ShippingZonesTable /> : null}
            {failed ? (
              failed
            ) : pending ? (
              <div className="grid gap-3" aria-busy>
                <Skeleton className="h-6 w-1/3" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-11/12" />
              </div>
            ) : stored?.body ? (
              <MarkdownText source={stored.body} vars={vars} />
            ) : Array.isArray(sections)
              ? sections.map((s) => (
                  <section key={s.heading} className="mb-8">
                    <h2 className="font-display text-xl font-semibold">{s.heading}</h2>
                    <p className="mt-2 whitespace-pre-line leading-relaxed text-ink-soft">{s.body}</p>
                  </section>
                ))
              : null}
            {name === 'contact' ? (
              <Suspense fallback={null}>
                <ContactForm />
              </Suspense>
            ) : null}
          </article>
          <aside className="h-fit rounded-card border border-line bg-white p-5">
            <h2 className="font-semibold">{t('aside.title')}</h2>
            <ul className="mt-3 grid gap-2 text-sm">
              {['help', 'shipping', 'returns', 'size-guide', 'contact', 'privacy', 'terms'].map((p) => (
                <li key={p}>
                  <Link to={`/${p}`} className="text-emerald hover:underline">
                    {t(`${p}.title`)}
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        </Container>
      </PageRoot>
    );
  }

