import { ExternalLink } from 'lucide-react';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useErrorText } from '../../../lib/error-text';
import { Link } from 'react-router';
import { CONTENT_LIMITS, isExternalUrl, LINK_MAX_LENGTH, type ContentLocale, type HomepageSettingsInput } from '@domain/content';
import { Tabs } from '../../../components/ui/tabs';
import { Button } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Field } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/form-fields';
import { toast } from '../../../components/ui/toast';
import { ContentConflictNotice } from './content-conflict-notice';
import { fieldCodes, isVersionConflict } from './content-refusals';
import { EditorSkeleton, LanguageTabs } from './content-section';
import { useHomepageSettings, type HomepageSettings } from './get-homepage-settings';
import { saveHomepageSettingsSchema, useSaveHomepageSettings } from './save-homepage-settings';
import { HeroImageField } from './hero-image-field';

type Texts = Omit<HomepageSettingsInput, 'version'>;
type Form = Record<keyof Texts, string>;

const KEYS = [
  'heroTitle',
  'heroTitleAm',
  'heroSubtitle',
  'heroSubtitleAm',
  'heroCtaText',
  'heroCtaTextAm',
  'heroCtaLink',
  'featuredSectionTitle',
  'featuredSectionTitleAm',
  'featuredSectionSubtitle',
  'featuredSectionSubtitleAm',
] as const satisfies readonly (keyof Texts)[];

const formOf = (s: HomepageSettings): Form => Object.fromEntries(KEYS.map((k) => [k, s[k] ?? ''])) as Form;
const sameForm = (a: Form, b: Form) => KEYS.every((k) => a[k] === b[k]);

/** Admin console section: the homepage hero and featured section in both languages (homepage_settings). */
export function HomepageSection() {
  const { t } = useTranslation('admin-content');
  const errorText = useErrorText(['admin-content', 'admin']);
  const settings = useHomepageSettings();
  let body: ReactNode;
  if (settings.isPending) body = <EditorSkeleton />;
  else if (settings.isError) body = <ErrorPanel message={`${t('common.loadError')} ${errorText(settings.error)}`} onRetry={() => void settings.refetch()} />;
  else
    body = (
      <Suspense fallback={<EditorSkeleton />}>
        <HomepageForm latest={settings.data} reload={() => settings.refetch().then((r) => r.data ?? null)} />
      </Suspense>
    );
  return (
    <section aria-labelledby="admin-homepage-title" data-testid="admin-homepage">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="admin-homepage-title" className="font-display text-2xl font-semibold">
            {t('homepage.title')}
          </h2>
          <p className="mt-1 text-ink-soft">{t('homepage.subtitle')}</p>
        </div>
        <Button asChild variant="ghost">
          <Link to="/" target="_blank" rel="noopener">
            <ExternalLink aria-hidden className="h-4 w-4" />
            {t('content.open')}
          </Link>
        </Button>
      </div>
      <div className="mt-5">{body}</div>
    </section>
  );
}

function HomepageForm({ latest, reload }: { latest: HomepageSettings; reload: () => Promise<HomepageSettings | null> }) {
  const { t, i18n } = useTranslation('admin-content');
  // The home page's own texts (its namespace) are the defaults shown when a field is left empty.
  const { t: en } = useTranslation(['home', 'common'], { lng: 'en' });
  const { t: am } = useTranslation(['home', 'common'], { lng: 'am-ET' });
  const errorText = useErrorText(['admin-content', 'admin']);
  const save = useSaveHomepageSettings();
  const [base, setBase] = useState(() => ({ version: latest.version, form: formOf(latest) }));
  const [form, setForm] = useState<Form>(base.form);
  const [heroImageUrl, setHeroImageUrl] = useState<string | null>(latest.heroImageUrl);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [previewLocale, setPreviewLocale] = useState<ContentLocale>(i18n.language === 'am-ET' ? 'am-ET' : 'en');
  const dirty = !sameForm(form, base.form);
  const newer = latest.version !== base.version;

  // Another admin's save arrives (change event): taken when nothing here is unsaved or it is this form's own text.
  useEffect(() => {
    if (latest.version === base.version) return;
    const next = formOf(latest);
    setHeroImageUrl(latest.heroImageUrl);
    if (!dirty || sameForm(next, form)) {
      setBase({ version: latest.version, form: next });
      setForm(next);
      setConflict(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the stored version moves
  }, [latest.version]);

  const defaults: Partial<Record<keyof Form, string>> = {
    heroTitle: en('home.heroTitle'),
    heroTitleAm: am('home.heroTitle'),
    heroSubtitle: en('home.heroSubtitle'),
    heroSubtitleAm: am('home.heroSubtitle'),
    heroCtaText: en('actions.shopNow'),
    heroCtaTextAm: am('actions.shopNow'),
    heroCtaLink: '/products',
    featuredSectionTitle: en('home.featuredProducts'),
    featuredSectionTitleAm: am('home.featuredProducts'),
    featuredSectionSubtitle: en('home.featuredProductsBody'),
    featuredSectionSubtitleAm: am('home.featuredProductsBody'),
  };

  const loadLatest = async () => {
    setReloading(true);
    try {
      const next = await reload();
      if (next) {
        setBase({ version: next.version, form: formOf(next) });
        setForm(formOf(next));
        setHeroImageUrl(next.heroImageUrl);
      }
      setConflict(false);
      setErrors({});
    } finally {
      setReloading(false);
    }
  };

  const submit = () => {
    const checked = saveHomepageSettingsSchema.safeParse({ ...form, version: base.version });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: (saved) => {
        const next = formOf(saved);
        setBase({ version: saved.version, form: next });
        setForm(next);
        toast({ title: t('common.savedToast'), description: t('common.savedBody'), variant: 'success' });
      },
      onError: (error) => {
        if (isVersionConflict(error)) setConflict(true);
        setErrors(fieldCodes(error));
        toast({ title: t('common.errorToast'), description: errorText(error), variant: 'destructive' });
      },
    });
  };

  const change = (key: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const hintFor = (key: keyof Form, extra?: string) => extra ?? (defaults[key] ? t('common.defaultHint', { text: defaults[key] }) : undefined);
  const err = (key: keyof Form) => (errors[key] ? errorText(errors[key]) : null);
  const pair = (key: 'heroTitle' | 'heroSubtitle' | 'heroCtaText' | 'featuredSectionTitle' | 'featuredSectionSubtitle', label: string, max: number, multiline = false) => {
    const amKey = `${key}Am` as keyof Form;
    const one = (k: keyof Form, language: string, lang: string) =>
      multiline ? (
        <TextAreaField
          key={k}
          lang={lang}
          label={`${label} (${language})`}
          value={form[k]}
          maxLength={max}
          rows={2}
          counter={t('content.counter', { count: form[k].length, max })}
          onChange={change(k)}
          error={err(k)}
          hint={hintFor(k)}
          data-testid={`homepage-field-${k}`}
        />
      ) : (
        <Field key={k} lang={lang} label={`${label} (${language})`} value={form[k]} maxLength={max} onChange={change(k)} error={err(k)} hint={hintFor(k)} data-testid={`homepage-field-${k}`} />
      );
    return (
      <div className="grid gap-4 md:grid-cols-2">
        {one(key, t('common.english'), 'en')}
        {one(amKey, t('common.amharic'), 'am')}
      </div>
    );
  };


  const pv = (key: 'heroTitle' | 'heroSubtitle' | 'heroCtaText') => {
    const k = (previewLocale === 'am-ET' ? `${key}Am` : key) as keyof Form;
    return form[k].trim() || (previewLocale === 'am-ET' ? form[key].trim() : '') || defaults[k] || '';
  };

  return (
    <form
      noValidate
      className="grid gap-5"
      data-testid="homepage-form"
      data-version={base.version}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {conflict || newer ? <ContentConflictNotice kind={conflict ? 'refused' : 'newer'} onReload={() => void loadLatest()} pending={reloading} /> : null}
      <fieldset className="grid gap-4 rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
        <legend className="px-1 font-display text-lg font-semibold">{t('homepage.hero')}</legend>
        {pair('heroTitle', t('homepage.fields.heroTitle'), CONTENT_LIMITS.short)}
        {pair('heroSubtitle', t('homepage.fields.heroSubtitle'), CONTENT_LIMITS.medium, true)}
        {pair('heroCtaText', t('homepage.fields.heroCtaText'), CONTENT_LIMITS.menuTitle)}
        <Field label={t('homepage.fields.heroCtaLink')} value={form.heroCtaLink} maxLength={LINK_MAX_LENGTH} inputMode="url" dir="ltr" onChange={change('heroCtaLink')} error={err('heroCtaLink')} hint={t('homepage.fields.heroCtaLinkHint')} data-testid="homepage-field-heroCtaLink" />
        {/* Saved on its own as soon as it is uploaded: the texts' version moves on with it, the texts typed here stay. */}
        <HeroImageField currentUrl={heroImageUrl} onSaved={(saved) => {
          setHeroImageUrl(saved.heroImageUrl);
          setBase((b) => ({ ...b, version: saved.version }));
        }} />
      </fieldset>
      <fieldset className="grid gap-4 rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
        <legend className="px-1 font-display text-lg font-semibold">{t('homepage.featured')}</legend>
        {pair('featuredSectionTitle', t('homepage.fields.featuredSectionTitle'), CONTENT_LIMITS.short)}
        {pair('featuredSectionSubtitle', t('homepage.fields.featuredSectionSubtitle'), CONTENT_LIMITS.medium, true)}
      </fieldset>
      <section aria-label={t('homepage.previewTitle', { language: previewLocale === 'en' ? t('common.english') : t('common.amharic') })} data-testid="homepage-preview">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">{t('common.preview')}</h3>
        <LanguageTabs locale={previewLocale} onChoose={setPreviewLocale} testIdPrefix="homepage-preview">
        <Tabs.Content value={previewLocale} lang={previewLocale === 'am-ET' ? 'am' : 'en'} className="mt-3 grid items-center gap-5 overflow-hidden rounded-card border border-line bg-linen/60 p-5 sm:grid-cols-[1.2fr_1fr] sm:p-8">
          <div className="min-w-0">
            <p className="break-words font-display text-2xl font-bold sm:text-3xl">{pv('heroTitle')}</p>
            <p className="mt-2 break-words text-ink-soft">{pv('heroSubtitle')}</p>
            <span className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-ink px-5 text-sm font-semibold text-cotton">
              {pv('heroCtaText')}
              {isExternalUrl(form.heroCtaLink) ? <ExternalLink aria-hidden className="h-4 w-4" /> : null}
            </span>
          </div>
          {heroImageUrl ? <img src={heroImageUrl} alt={t('homepage.imagePreview')} className="aspect-[4/3] w-full rounded-card border border-line bg-white object-cover" /> : null}
        </Tabs.Content>
        </LanguageTabs>
      </section>
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-line bg-cotton/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0 sm:py-0">
        <Button type="submit" disabled={save.isPending || !dirty} aria-busy={save.isPending || undefined} data-testid="homepage-save">
          {save.isPending ? t('common.saving') : t('common.save')}
        </Button>
        <p className="text-sm text-muted" aria-live="polite">
          {dirty ? t('common.unsaved') : base.version ? t('common.version', { version: base.version }) : null}
        </p>
      </div>
    </form>
  );
}
