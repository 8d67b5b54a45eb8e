import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { newsletterEmailIssue } from '@domain/accounts/newsletter';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/page';
import { toast } from '../../components/ui/toast';
import { api } from '../../lib/api-client';
import { useSite } from '../content';
import { localized } from '../../lib/localized';
import { useErrorText } from '../../lib/error-text';
import { FacebookIcon, InstagramIcon, TikTokIcon, YouTubeIcon } from './social-icons';

const FALLBACK_LINKS = {
  'quick-links': [
    { key: 'shop', url: '/products' },
    { key: 'newArrivals', url: '/new-arrivals' },
    { key: 'sale', url: '/sale' },
    { key: 'designers', url: '/designers' },
    { key: 'becomeDesigner', url: '/designer-register' },
  ],
  support: [
    { key: 'help', url: '/help' },
    { key: 'shipping', url: '/shipping' },
    { key: 'returns', url: '/returns' },
    { key: 'sizeGuide', url: '/size-guide' },
    { key: 'contact', url: '/contact' },
  ],
} as const;

const SOCIAL = [
  { label: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { label: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { label: 'TikTok', href: 'https://www.tiktok.com/', Icon: TikTokIcon },
  { label: 'YouTube', href: 'https://www.youtube.com/', Icon: YouTubeIcon },
];

export const subscribe = (email: string) => api<{ ok: true }>('/api/newsletter', { method: 'POST', body: { email } });

function Newsletter() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: subscribe });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    const issue = newsletterEmailIssue(email);
    if (issue) {
      setError(errorText(issue));
      return;
    }
    setError(null);
    mutation.mutate(email, {
      onSuccess: () => {
        form.reset();
        toast({ title: t('footer.subscribedTitle'), description: t('footer.subscribedBody'), variant: 'success' });
      },
      onError: (err) => toast({ title: t('errors.somethingWentWrong'), description: errorText(err), variant: 'destructive' }),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" aria-describedby="newsletter-help" lang={i18n.language}>
      <label htmlFor="newsletter-email" className="font-display text-lg font-semibold">
        {t('footer.newsletterTitle')}
      </label>
      <p id="newsletter-help" className="text-sm text-cotton/75">
        {t('footer.newsletterBody')}
      </p>
      <div className="mt-1 flex gap-2">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('footer.emailPlaceholder')}
          aria-invalid={error ? true : undefined}
          className="h-11 min-w-0 flex-1 rounded-full border border-cotton/25 bg-white/10 px-4 text-sm text-cotton placeholder:text-cotton/55 outline-none focus:border-saffron"
        />
        <Button type="submit" variant="accent" disabled={mutation.isPending} aria-label={t('footer.subscribe')}>
          <Send aria-hidden className="h-4 w-4" />
          <span className="hidden sm:inline">{t('footer.subscribe')}</span>
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-saffron">
          {error}
        </p>
      ) : null}
    </form>
  );
}

export function Footer() {
  const { t, i18n } = useTranslation();
  const { data: site } = useSite();
  const groups = (['quick-links', 'support'] as const).map((category) => {
    const server = site?.footer.filter((f) => f.category === category) ?? [];
    const links = server.length
      ? server.map((f) => ({ key: f.id, label: localized(i18n.language, f.label, f.labelAm) ?? f.label, url: f.url }))
      : FALLBACK_LINKS[category].map((f) => ({ key: f.key, label: t(`nav.${f.key}`), url: f.url }));
    return { category, links };
  });
  return (
    <footer className="mt-16 bg-ink text-cotton">
      <div className="tibeb-band" />
      <Container className="grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-2xl font-bold">{t('brand.name')}</p>
          <p className="mt-3 text-sm text-cotton/75">{t('footer.tagline')}</p>
          <ul className="mt-5 flex gap-1" aria-label={t('footer.social')}>
            {SOCIAL.map(({ label, href, Icon }) => (
              <li key={label}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className="grid h-11 w-11 place-items-center rounded-full hover:bg-white/10">
                  <Icon aria-hidden className="h-5 w-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {groups.map((group) => (
          <nav key={group.category} aria-label={t(`footer.groups.${group.category}`)}>
            <h2 className="font-display text-lg font-semibold">{t(`footer.groups.${group.category}`)}</h2>
            <ul className="mt-3 grid gap-1">
              {group.links.map((l) => (
                <li key={l.key}>
                  <Link to={l.url} className="inline-flex min-h-9 items-center text-sm text-cotton/80 hover:text-saffron">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <Newsletter />
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-3 py-6 text-sm text-cotton/70 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-1">
            <li>
              <Link to="/privacy" className="hover:text-saffron">
                {t('nav.privacy')}
              </Link>
            </li>
            <li>
              <Link to="/terms" className="hover:text-saffron">
                {t('nav.terms')}
              </Link>
            </li>
            <li>
              <Link to="/designers/terms" className="hover:text-saffron">
                {t('nav.designerTerms')}
              </Link>
            </li>
          </ul>
        </Container>
      </div>
    </footer>
  );
}
