import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SHIPPING_FEE_USD_MINOR } from '@domain/money';
import { Container, PageHero, PageRoot } from '../../components/ui/page';
import { useFreeShipping, useMoney } from '../currency';

// The form (and zod with it) loads on /contact only.
const ContactForm = lazy(() => import('../contact').then((m) => ({ default: m.ContactForm })));

interface Section {
  heading: string;
  body: string;
}

/** Information pages: their text lives in the `info` namespace in both languages. */
export function infoPage(name: string): ComponentType {
  function InfoPage() {
    const { t } = useTranslation('info');
    const { format } = useMoney();
    const freeShipping = useFreeShipping();
    // Texts that state the shipping rule say it in the shopper's currency.
    const sections = t(`${name}.sections`, { returnObjects: true, defaultValue: [], threshold: freeShipping.threshold, fee: format(SHIPPING_FEE_USD_MINOR) }) as Section[];
    return (
      <PageRoot name={name} title={t(`${name}.title`)}>
        <PageHero title={t(`${name}.title`)} subtitle={t(`${name}.subtitle`)} />
        <Container className="grid gap-10 py-12 lg:grid-cols-[1fr_280px]">
          <article className="max-w-3xl">
            {Array.isArray(sections)
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
  InfoPage.displayName = `InfoPage(${name})`;
  return InfoPage;
}
