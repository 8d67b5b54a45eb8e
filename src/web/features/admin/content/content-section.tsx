import { ExternalLink, FileText } from 'lucide-react';
import { Suspense, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { CONTENT_LIMITS, CONTENT_LOCALES, CONTENT_SLUGS, isContentSlug, type ContentLocale, type ContentSlug } from '@domain/content';
import { Tabs } from '../../../components/ui/tabs';
import { Button } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Field } from '../../../components/ui/field';
import { SelectField, TextAreaField } from '../../../components/ui/form-fields';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { useErrorText } from '../../../lib/error-text';
import { MarkdownText } from '../../content';
import { ShippingZonesTable, useShippingTextVars } from '../../shipping';
import { ContentConflictNotice } from './content-conflict-notice';
import { fieldCodes, isVersionConflict } from './content-refusals';
import { useContentPage, type StoredPageVersion } from './get-content-page';
import { saveContentPageSchema, useSaveContentPage } from './save-content-page';

type Flat = Record<string, string>;

interface FieldSpec {
  key: string;
  label: string;
  max: number;
  multiline?: boolean;
  hint?: string;
  section?: string;
}

const PATHS: Record<ContentSlug, string> = {
  about: '/about',
  products: '/products',
  help: '/help',
  shipping: '/shipping',
  returns: '/returns',
  privacy: '/privacy',
  terms: '/terms',
  'designer-terms': '/designers/terms',
};

const ABOUT_KEYS = ['hero.badge', 'hero.title', 'hero.subtitle', 'mission.title', 'mission.description', 'story.title', 'story.paragraphs', 'cta.title', 'cta.subtitle'] as const;
const PRODUCTS_KEYS = ['hero.title', 'hero.subtitle'] as const;
const INFO_KEYS = ['title', 'subtitle', 'body'] as const;

const keysOf = (slug: ContentSlug): readonly string[] => (slug === 'about' ? ABOUT_KEYS : slug === 'products' ? PRODUCTS_KEYS : INFO_KEYS);

const splitParagraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The form's flat fields as the page's stored shape (story paragraphs apart by an empty line). */
function toContent(slug: ContentSlug, flat: Flat): Record<string, unknown> {
  const out: Record<string, Record<string, unknown> | unknown> = {};
  for (const key of keysOf(slug)) {
    const value = flat[key] ?? '';
    const [group, field] = key.split('.') as [string, string | undefined];
    if (!field) {
      out[group] = value;
      continue;
    }
    const bag = (out[group] ??= {}) as Record<string, unknown>;
    bag[field] = key === 'story.paragraphs' ? splitParagraphs(value) : value;
  }
  return out;
}

function fromContent(slug: ContentSlug, content: Record<string, unknown>): Flat {
  const flat: Flat = {};
  for (const key of keysOf(slug)) {
    const [group, field] = key.split('.') as [string, string | undefined];
    const raw = field ? (content[group] as Record<string, unknown> | undefined)?.[field] : content[group];
    flat[key] = Array.isArray(raw) ? raw.filter((p): p is string => typeof p === 'string').join('\n\n') : typeof raw === 'string' ? raw : '';
  }
  return flat;
}

interface InfoSection {
  heading: string;
  body: string;
}

/** The built-in text of a page in one language, as the form's fields (information pages as Markdown). */
function useDefaults(slug: ContentSlug, locale: ContentLocale): Flat {
  const { t } = useTranslation(['about', 'browse', 'info'], { lng: locale });
  return useMemo((): Flat => {
    if (slug === 'about') {
      return {
        'hero.badge': t('about:about.badge'),
        'hero.title': t('about:about.title'),
        'hero.subtitle': t('about:about.subtitle'),
        'mission.title': t('about:about.missionTitle'),
        'mission.description': t('about:about.missionBody'),
        'story.title': t('about:about.storyTitle'),
        'story.paragraphs': t('about:about.storyBody'),
        'cta.title': t('about:about.joinTitle'),
        'cta.subtitle': t('about:about.joinBody'),
      };
    }
    if (slug === 'products') return { 'hero.title': t('browse:products.title'), 'hero.subtitle': t('browse:products.subtitle') };
    // Placeholders stay placeholders: the page fills them in the shopper's currency.
    const sections = t(`info:${slug}.sections`, { returnObjects: true, defaultValue: [], threshold: '{{threshold}}', fee: '{{fee}}' }) as InfoSection[] | string;
    const body = (Array.isArray(sections) ? sections : [])
      .map((s) => `## ${s.heading}\n\n${s.body.replace(/^\s*•\s*/gm, '- ')}`)
      .join('\n\n');
    return { title: t(`info:${slug}.title`), subtitle: t(`info:${slug}.subtitle`), body };
  }, [slug, t]);
}

/** Admin console section: page_content per page and language, with a preview. */
export function ContentSection() {
  const { t } = useTranslation('admin-content');
  const [params, setParams] = useSearchParams();
  const requested = params.get('page') ?? '';
  const slug: ContentSlug = isContentSlug(requested) ? requested : 'about';
  const requestedLocale = params.get('lang');
  const locale: ContentLocale = requestedLocale === 'am-ET' ? 'am-ET' : 'en';
  const set = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <section aria-labelledby="admin-content-title" data-testid="admin-content">
      <h2 id="admin-content-title" className="font-display text-2xl font-semibold">
        {t('content.title')}
      </h2>
      <p className="mt-1 text-ink-soft">{t('content.subtitle')}</p>
      <div className="mt-5 flex flex-wrap items-end gap-3">
        <SelectField label={t('content.pageLabel')} value={slug} onChange={(e) => set('page', e.target.value === 'about' ? null : e.target.value)} className="w-full sm:w-64" data-testid="content-page-select">
          {CONTENT_SLUGS.map((s) => (
            <option key={s} value={s}>
              {t(`content.pages.${s}`)}
            </option>
          ))}
        </SelectField>
        <Button asChild variant="ghost" size="md">
          <Link to={PATHS[slug]} target="_blank" rel="noopener">
            <ExternalLink aria-hidden className="h-4 w-4" />
            {t('content.open')}
          </Link>
        </Button>
      </div>
      <LanguageTabs locale={locale} onChoose={(l) => set('lang', l === 'en' ? null : l)} testIdPrefix="content">
        <Tabs.Content value={locale} className="mt-5">
          {/* The built-in texts of the other language load on first use. */}
          <Suspense fallback={<EditorSkeleton />}>
            <PageLoader key={`${slug}:${locale}`} slug={slug} locale={locale} />
          </Suspense>
        </Tabs.Content>
      </LanguageTabs>
    </section>
  );
}

/** English | Amharic as tabs around their panel (`children`: a `Tabs.Content` for the chosen locale). */
export function LanguageTabs({ locale, onChoose, testIdPrefix, children }: { locale: ContentLocale; onChoose: (l: ContentLocale) => void; testIdPrefix: string; children: ReactNode }) {
  const { t } = useTranslation('admin-content');
  return (
    <Tabs.Root value={locale} onValueChange={(value) => onChoose(CONTENT_LOCALES.find((l) => l === value) ?? locale)}>
      <Tabs.List aria-label={t('common.languageTabs')} className="mt-5 flex gap-1 border-b border-line">
        {CONTENT_LOCALES.map((l) => (
          <Tabs.Trigger
            key={l}
            value={l}
            data-testid={`${testIdPrefix}-tab-${l}`}
            className={cn('-mb-px min-h-11 border-b-2 px-4 text-sm font-semibold transition-colors', l === locale ? 'border-emerald text-emerald-dark' : 'border-transparent text-muted hover:text-ink')}
          >
            {l === 'en' ? t('common.english') : t('common.amharic')}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {children}
    </Tabs.Root>
  );
}

export function EditorSkeleton() {
  const { t } = useTranslation('admin-content');
  return (
    <div className="grid gap-4" aria-busy aria-label={t('common.loading')}>
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

function PageLoader({ slug, locale }: { slug: ContentSlug; locale: ContentLocale }) {
  const { t } = useTranslation('admin-content');
  const errorText = useErrorText(['admin-content', 'admin']);
  const page = useContentPage(slug);
  const defaults = useDefaults(slug, locale);
  if (page.isPending) return <EditorSkeleton />;
  if (page.isError) return <ErrorPanel message={`${t('common.loadError')} ${errorText(page.error)}`} onRetry={() => void page.refetch()} />;
  return <PageEditor slug={slug} locale={locale} latest={page.data.locales[locale]} defaults={defaults} reload={() => page.refetch().then((r) => r.data?.locales[locale] ?? null)} />;
}

interface Base {
  version: number;
  flat: Flat;
  isActive: boolean;
}

function PageEditor({
  slug,
  locale,
  latest,
  defaults,
  reload,
}: {
  slug: ContentSlug;
  locale: ContentLocale;
  latest: StoredPageVersion | null;
  defaults: Flat;
  reload: () => Promise<StoredPageVersion | null>;
}) {
  const { t, i18n } = useTranslation('admin-content');
  const errorText = useErrorText(['admin-content', 'admin']);
  const save = useSaveContentPage();
  const baseOf = (stored: StoredPageVersion | null): Base => (stored ? { version: stored.version, flat: fromContent(slug, stored.content), isActive: stored.isActive } : { version: 0, flat: defaults, isActive: true });
  const [base, setBase] = useState<Base>(() => baseOf(latest));
  const [draft, setDraft] = useState<Flat>(base.flat);
  const [isActive, setActive] = useState(base.isActive);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<'refused' | null>(null);
  const [reloading, setReloading] = useState(false);

  const same = (a: Flat, b: Flat) => JSON.stringify(toContent(slug, a)) === JSON.stringify(toContent(slug, b));
  const dirty = !same(draft, base.flat) || isActive !== base.isActive;
  const newer = latest !== null && latest.version !== base.version;

  // Another admin's save (a change event refetched the page): taken over when nothing here is
  // unsaved, or when it holds exactly this form's text (this admin's own save coming back).
  useEffect(() => {
    if (!latest || latest.version === base.version) return;
    const next = baseOf(latest);
    if (!dirty || (same(next.flat, draft) && next.isActive === isActive)) {
      setBase(next);
      setDraft(next.flat);
      setActive(next.isActive);
      setConflict(null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the stored version moves
  }, [latest?.version]);

  const loadLatest = async () => {
    setReloading(true);
    try {
      const next = baseOf(await reload());
      setBase(next);
      setDraft(next.flat);
      setActive(next.isActive);
      setConflict(null);
      setErrors({});
    } finally {
      setReloading(false);
    }
  };

  const submit = () => {
    const body = { content: toContent(slug, draft), isActive, version: base.version };
    const checked = saveContentPageSchema(slug).safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [i.path.slice(1).join('.'), i.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { slug, locale, ...body },
      {
        onSuccess: (saved) => {
          setBase({ version: saved.version, flat: draft, isActive });
          toast({ title: t('common.savedToast'), description: t('common.savedBody'), variant: 'success' });
        },
        onError: (error) => {
          if (isVersionConflict(error)) setConflict('refused');
          const fields = fieldCodes(error);
          setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^content\./, '').replace(/\.\d+$/, ''), v])));
          toast({ title: t('common.errorToast'), description: errorText(error), variant: 'destructive' });
        },
      },
    );
  };

  const specs: FieldSpec[] = keysOf(slug).map((key) => {
    const label = key.endsWith('badge')
      ? t('content.fields.badge')
      : key.endsWith('subtitle')
        ? t('content.fields.subtitle')
        : key.endsWith('title')
          ? t('content.fields.title')
          : key === 'story.paragraphs'
            ? t('content.fields.paragraphs')
            : key === 'body'
              ? t('content.fields.body')
              : t('content.fields.description');
    const max = key === 'body' ? CONTENT_LIMITS.body : key === 'story.paragraphs' ? CONTENT_LIMITS.paragraph * 3 : key.endsWith('description') ? CONTENT_LIMITS.paragraph : key.endsWith('subtitle') ? CONTENT_LIMITS.medium : CONTENT_LIMITS.short;
    const multiline = key === 'body' || key === 'story.paragraphs' || key.endsWith('subtitle') || key.endsWith('description');
    const hint = key === 'body' ? t('content.fields.bodyHint', { threshold: '{{threshold}}', fee: '{{fee}}', interpolation: { skipOnVariables: true } }) : key === 'story.paragraphs' ? t('content.fields.paragraphsHint') : undefined;
    const group = key.includes('.') ? key.split('.')[0] : undefined;
    return { key, label, max, multiline, hint, section: slug === 'about' ? group : undefined };
  });

  const lang = locale === 'am-ET' ? 'am' : 'en';
  const groups: { section?: string; specs: FieldSpec[] }[] = [];
  for (const spec of specs) {
    const last = groups[groups.length - 1];
    if (last && last.section === spec.section) last.specs.push(spec);
    else groups.push({ section: spec.section, specs: [spec] });
  }
  const date = base.version && latest ? new Intl.DateTimeFormat(i18n.language === 'am-ET' ? 'am-ET' : 'en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(latest.updatedAt)) : '';

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]" data-testid="content-editor" data-slug={slug} data-locale={locale} data-version={base.version}>
      <form
        className="grid min-w-0 gap-5"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {conflict || newer ? <ContentConflictNotice kind={conflict ?? 'newer'} onReload={() => void loadLatest()} pending={reloading} /> : null}
        {base.version === 0 ? <p className="rounded-card border border-line bg-linen p-3 text-sm text-ink-soft">{t('content.notStored')}</p> : null}
        {groups.map((g, i) => (
          <fieldset key={i} className="grid gap-4 rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
            {g.section ? <legend className="px-1 font-display text-lg font-semibold">{t(`content.sections.${g.section}`)}</legend> : null}
            {g.specs.map((spec) =>
              spec.multiline ? (
                <TextAreaField
                  key={spec.key}
                  lang={lang}
                  label={spec.label}
                  value={draft[spec.key] ?? ''}
                  maxLength={spec.max}
                  counter={t('content.counter', { count: (draft[spec.key] ?? '').length, max: spec.max })}
                  onChange={(e) => setDraft((d) => ({ ...d, [spec.key]: e.target.value }))}
                  error={errors[spec.key] ? errorText(errors[spec.key]) : null}
                  hint={spec.hint ?? (defaults[spec.key] ? t('common.defaultHint', { text: truncate(defaults[spec.key] ?? '') }) : undefined)}
                  rows={spec.key === 'body' ? 14 : spec.key === 'story.paragraphs' ? 8 : 3}
                  data-testid={`content-field-${spec.key}`}
                />
              ) : (
                <Field
                  key={spec.key}
                  lang={lang}
                  label={spec.label}
                  value={draft[spec.key] ?? ''}
                  maxLength={spec.max}
                  onChange={(e) => setDraft((d) => ({ ...d, [spec.key]: e.target.value }))}
                  error={errors[spec.key] ? errorText(errors[spec.key]) : null}
                  hint={defaults[spec.key] ? t('common.defaultHint', { text: truncate(defaults[spec.key] ?? '') }) : undefined}
                  data-testid={`content-field-${spec.key}`}
                />
              ),
            )}
          </fieldset>
        ))}
        <label className="flex min-h-11 items-start gap-3 rounded-card border border-line bg-white p-4">
          <input type="checkbox" className="mt-1 h-5 w-5 accent-emerald" checked={isActive} onChange={(e) => setActive(e.target.checked)} data-testid="content-active" />
          <span>
            <span className="font-semibold">{t('content.active')}</span>
            <span className="block text-sm text-muted">{t('content.activeHint')}</span>
          </span>
        </label>
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-line bg-cotton/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0 sm:py-0">
          <Button type="submit" disabled={save.isPending || !dirty} aria-busy={save.isPending || undefined} data-testid="content-save">
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
          <p className="text-sm text-muted" aria-live="polite" data-testid="content-status">
            {dirty ? t('common.unsaved') : base.version ? t('common.savedAt', { version: base.version, date }) : null}
          </p>
        </div>
      </form>
      <Preview slug={slug} locale={locale} draft={draft} defaults={defaults} active={isActive} />
    </div>
  );
}

/** The public hero's look, without a second h1 on the console page. */
function PreviewHero({ title, subtitle, eyebrow }: { title: string; subtitle?: string; eyebrow?: string }) {
  return (
    <div className="border-b border-line bg-linen/60 p-5 sm:p-8">
      {eyebrow ? <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-emerald">{eyebrow}</p> : null}
      <p className="font-display text-2xl font-bold sm:text-3xl">{title}</p>
      {subtitle ? <p className="mt-3 max-w-2xl text-ink-soft">{subtitle}</p> : null}
    </div>
  );
}

const truncate = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}…` : text);

/** The page as shoppers will read it: empty fields show the built-in text, as on the site. */
function Preview({ slug, locale, draft, defaults, active }: { slug: ContentSlug; locale: ContentLocale; draft: Flat; defaults: Flat; active: boolean }) {
  const { t } = useTranslation('admin-content');
  const headingId = useId();
  // As the page does: the amounts of this admin's own destination zone, in the currency she shops in.
  const vars = useShippingTextVars();
  const v = (key: string) => (active && draft[key]?.trim() ? draft[key]! : (defaults[key] ?? ''));
  let body: ReactNode;
  if (slug === 'about') {
    body = (
      <>
        <PreviewHero eyebrow={v('hero.badge')} title={v('hero.title')} subtitle={v('hero.subtitle')} />
        <div className="grid gap-6 p-5">
          <section>
            <h4 className="font-display text-xl font-bold">{v('mission.title')}</h4>
            <p className="mt-2 text-ink-soft">{v('mission.description')}</p>
          </section>
          <section>
            <h4 className="font-display text-xl font-bold">{v('story.title')}</h4>
            {splitParagraphs(v('story.paragraphs')).map((p, i) => (
              <p key={i} className="mt-2">
                {p}
              </p>
            ))}
          </section>
          <section className="text-center">
            <h4 className="font-display text-xl font-bold">{v('cta.title')}</h4>
            <p className="mt-1 text-ink-soft">{v('cta.subtitle')}</p>
          </section>
        </div>
      </>
    );
  } else if (slug === 'products') {
    body = <PreviewHero title={v('hero.title')} subtitle={v('hero.subtitle')} />;
  } else {
    body = (
      <>
        <PreviewHero title={v('title')} subtitle={v('subtitle')} />
        <div className="p-5">
          {slug === 'shipping' ? <ShippingZonesTable /> : null}
          {v('body').trim() ? <MarkdownText source={v('body')} vars={vars} /> : <p className="text-muted">{t('content.previewEmpty')}</p>}
        </div>
      </>
    );
  }
  return (
    <aside aria-labelledby={headingId} className="min-w-0 xl:sticky xl:top-24 xl:self-start" data-testid="content-preview">
      <h3 id={headingId} className="mb-2 flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-muted">
        <FileText aria-hidden className="h-4 w-4" />
        {t('common.preview')}
      </h3>
      <div lang={locale === 'am-ET' ? 'am' : 'en'} className="pointer-events-none max-h-[70vh] overflow-auto rounded-card border border-line bg-cotton shadow-card">
        {body}
      </div>
    </aside>
  );
}

