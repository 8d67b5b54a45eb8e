import { ExternalLink, Plus, Trash2 } from 'lucide-react';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { CATEGORY_SLUGS, categoryEmoji } from '@domain/catalog';
import { ETHIOPIA } from '@domain/orders/countries';
import { APPLICATION_LIMITS } from '@domain/studio';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useErrorText } from '../../lib/error-text';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import type { Me } from '../accounts';
import { DesignerAvatar, useCategoryName } from '../catalog';
import { APPLICATION_DRAFT_FORM, parseApplicationDraft, sameApplicationDraft, type ApplicationDraftValues } from './application-draft';
import { focusFirstError, issuesByPath, serverFieldErrors, type FieldErrors } from './apply-form-helpers';
import { FormDraftBanner } from './form-draft-banner';
import { DesignerIdentityFields } from './designer-identity-fields';
import type { DesignerApplication } from '@domain/studio/api';
import { ProfileImageUpload } from './profile-image-upload';
import { designerApplicationSchema, useSubmitApplication } from './submit-application';
import { useUploadProfilePhoto } from './upload-profile-photo';
import { useFormDraft } from './use-form-draft';

interface LinkRow {
  id: number;
  value: string;
}

interface Values {
  displayName: string;
  country: string;
  city: string;
  cityAm: string;
  bio: string;
  bioAm: string;
  categories: string[];
  links: LinkRow[];
  phone: string;
  acceptTerms: boolean;
}

const card = 'rounded-card border border-line bg-white p-4 shadow-card sm:p-6';

function startValues(me: Me, previous: DesignerApplication | null): Values {
  const links = previous?.links.length ? previous.links : [''];
  return {
    displayName: previous?.displayName ?? me.fullName,
    country: previous?.country ?? me.country ?? ETHIOPIA,
    city: previous?.city ?? me.city ?? '',
    cityAm: previous?.cityAm ?? '',
    bio: previous?.bio ?? '',
    bioAm: previous?.bioAm ?? '',
    // A slug the catalogue no longer has cannot be ticked off again, so it is not carried over.
    categories: (previous?.categories ?? []).filter((slug) => (CATEGORY_SLUGS as readonly string[]).includes(slug)),
    links: links.map((value, i) => ({ id: i, value })),
    phone: previous?.phone ?? me.phone ?? '',
    // Accepting the terms is asked each time, never carried over.
    acceptTerms: false,
  };
}

/** What the device keeps of the form (every field but the terms). */
const kept = ({ acceptTerms: _terms, links, ...rest }: Values): ApplicationDraftValues => ({ ...rest, links: links.map((l) => l.value) });

export interface DesignerApplicationFormProps {
  me: Me;
  /** A rejected application being sent again: its answers are the starting point. */
  previous: DesignerApplication | null;
  onSubmitted: () => void;
  onCancel?: () => void;
  /** The server's view of the account differs from the page's (e-mail not confirmed, already a designer, already applied). */
  onStale: () => void;
}

/** /designer-register: what an applicant tells the Tibeb team (designerApplicationSchema). */
export function DesignerApplicationForm({ me, previous, onSubmitted, onCancel, onStale }: DesignerApplicationFormProps) {
  const { t } = useTranslation('studio-apply');
  const errorText = useErrorText(['studio-apply']);
  const submit = useSubmitApplication();
  const photo = useUploadProfilePhoto();
  const formId = useId();
  const nextLinkId = useRef(Math.max(previous?.links.length ?? 0, 1));
  const [values, setValues] = useState<Values>(() => startValues(me, previous));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [photoBusy, setPhotoBusy] = useState(false);

  // Unsent answers stay on the device (per account) and are offered back after a reload (issue 41).
  const [start] = useState(() => kept(startValues(me, previous)));
  const current = useMemo(() => kept(values), [values]);
  const device = useFormDraft({ storageKey: STORAGE_KEYS.formDraft(me.id, APPLICATION_DRAFT_FORM), values: current, start, base: previous?.id ?? '', same: sameApplicationDraft, parse: parseApplicationDraft });
  const restoreDraft = () => {
    const draft = device.restore();
    if (!draft) return;
    const links = draft.links.map((value) => ({ id: nextLinkId.current++, value }));
    setValues((v) => ({ ...v, ...draft, links }));
    setErrors({});
  };

  const ids = {
    displayName: `${formId}-displayName`,
    country: `${formId}-country`,
    city: `${formId}-city`,
    cityAm: `${formId}-cityAm`,
    bio: `${formId}-bio`,
    bioAm: `${formId}-bioAm`,
    categories: `${formId}-categories`,
    links: `${formId}-links`,
    phone: `${formId}-phone`,
    acceptTerms: `${formId}-terms`,
    link: (rowId: number) => `${formId}-link-${rowId}`,
  };

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A field's message goes once it is edited; the others stay until the next try.
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };
  const message = (key: string) => (errors[key] ? errorText(errors[key]) : null);

  const categoryName = useCategoryName();

  const filledLinks = values.links.filter((l) => l.value.trim() !== '');

  /** Issues name links by their place among the filled rows ('links.1'); rows are keyed by id on screen. */
  const toRowErrors = (found: FieldErrors): FieldErrors => {
    const out: FieldErrors = {};
    for (const [key, code] of Object.entries(found)) {
      const match = /^links\.(\d+)$/.exec(key);
      const row = match ? filledLinks[Number(match[1])] : undefined;
      if (row) out[`link-${row.id}`] ??= code;
      else out[key.split('.')[0] ?? key] ??= code;
    }
    return out;
  };

  const order = [
    { key: 'displayName', id: ids.displayName },
    { key: 'country', id: ids.country },
    { key: 'city', id: ids.city },
    { key: 'cityAm', id: ids.cityAm },
    { key: 'bio', id: ids.bio },
    { key: 'bioAm', id: ids.bioAm },
    { key: 'categories', id: `${ids.categories}-${CATEGORY_SLUGS[0]}` },
    ...values.links.map((l) => ({ key: `link-${l.id}`, id: ids.link(l.id) })),
    { key: 'links', id: ids.link(values.links[0]?.id ?? 0) },
    { key: 'phone', id: ids.phone },
    { key: 'acceptTerms', id: ids.acceptTerms },
  ];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = designerApplicationSchema.safeParse({
      displayName: values.displayName,
      country: values.country,
      city: values.city,
      cityAm: values.cityAm.trim() || null,
      bio: values.bio,
      bioAm: values.bioAm.trim() || null,
      categories: values.categories,
      links: filledLinks.map((l) => l.value.trim()),
      phone: values.phone,
      acceptTerms: values.acceptTerms,
    });
    if (!parsed.success) {
      const found = toRowErrors(issuesByPath(parsed.error.issues));
      setErrors(found);
      focusFirstError(found, order);
      return;
    }
    setErrors({});
    // The promise, not mutate's own callbacks: the answer replaces this form with the pending card
    // at once, and callbacks of an unmounted caller never run (the toast and the scroll were lost).
    submit.mutateAsync(parsed.data).then(
      () => {
        device.clear();
        toast({ title: t('form.sentTitle'), description: t('form.sentBody'), variant: 'success' });
        onSubmitted();
      },
      (err: unknown) => {
        const found = toRowErrors(serverFieldErrors(err));
        setErrors(found);
        focusFirstError(found, order);
        if (err instanceof ApiError && ['EMAIL_NOT_CONFIRMED', 'APPLICATION_PENDING', 'ALREADY_DESIGNER'].includes(err.code)) onStale();
        toast({ title: t('form.failedTitle'), description: errorText(err), variant: 'destructive' });
      },
    );
  };

  const categoriesError = message('categories');
  const linksError = message('links');
  const termsError = message('acceptTerms');

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" data-testid="designer-application-form" aria-describedby={`${formId}-intro`}>
      <p id={`${formId}-intro`} className="text-sm text-ink-soft">
        {t('form.intro')}
      </p>
      {device.offer ? <FormDraftBanner savedAt={device.offer.savedAt} onRestore={restoreDraft} onDiscard={device.discard} testId="apply-draft-offer" /> : null}

      <section aria-labelledby={`${formId}-about`} className={card}>
        <h2 id={`${formId}-about`} className="font-display text-lg font-semibold">
          {t('form.aboutTitle')}
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <DesignerIdentityFields ids={ids} values={values} set={set} message={message} bioHint={t('form.bioHint')} testIdPrefix="apply" />
        </div>
      </section>

      <section aria-labelledby={`${formId}-work`} className={card}>
        <h2 id={`${formId}-work`} className="font-display text-lg font-semibold">
          {t('form.workTitle')}
        </h2>
        <fieldset className="mt-4" aria-describedby={categoriesError ? `${ids.categories}-error` : `${ids.categories}-hint`} aria-invalid={categoriesError ? true : undefined}>
          <legend className="text-sm font-semibold">{t('form.categories')}</legend>
          <p id={`${ids.categories}-hint`} className="mt-1 text-sm text-muted">
            {t('form.categoriesHint')}
          </p>
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            {CATEGORY_SLUGS.map((slug) => {
              const checked = values.categories.includes(slug);
              return (
                <label
                  key={slug}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-saffron',
                    checked ? 'border-emerald bg-emerald-tint' : 'border-line bg-white hover:bg-linen',
                  )}
                >
                  <input
                    id={`${ids.categories}-${slug}`}
                    type="checkbox"
                    value={slug}
                    className="h-5 w-5 shrink-0 accent-emerald"
                    checked={checked}
                    onChange={(e) => set('categories', e.target.checked ? [...values.categories, slug] : values.categories.filter((c) => c !== slug))}
                  />
                  <span aria-hidden>{categoryEmoji(slug)}</span>
                  <span className="font-semibold">{categoryName(slug)}</span>
                </label>
              );
            })}
          </div>
          {categoriesError ? (
            <p id={`${ids.categories}-error`} role="alert" className="mt-2 text-sm text-crimson">
              {categoriesError}
            </p>
          ) : null}
        </fieldset>

        <fieldset className="mt-6" aria-describedby={linksError ? `${ids.links}-error` : `${ids.links}-hint`}>
          <legend className="text-sm font-semibold">{t('form.links')}</legend>
          <p id={`${ids.links}-hint`} className="mt-1 text-sm text-muted">
            {t('form.linksHint', { max: APPLICATION_LIMITS.linksMax })}
          </p>
          <ul className="mt-3 grid gap-3">
            {values.links.map((row, index) => (
              <li key={row.id} className="flex items-start gap-2">
                <Field
                  id={ids.link(row.id)}
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  placeholder="instagram.com/…"
                  label={t('form.linkLabel', { number: index + 1 })}
                  maxLength={APPLICATION_LIMITS.linkMax}
                  value={row.value}
                  onChange={(e) => {
                    const value = e.target.value;
                    setValues((v) => ({ ...v, links: v.links.map((l) => (l.id === row.id ? { ...l, value } : l)) }));
                    setErrors((er) => ({ ...er, [`link-${row.id}`]: undefined, links: undefined }));
                  }}
                  error={message(`link-${row.id}`)}
                  className="min-w-0 flex-1 [&>label]:sr-only"
                />
                {values.links.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('form.removeLink', { number: index + 1 })}
                    onClick={() => {
                      setValues((v) => ({ ...v, links: v.links.filter((l) => l.id !== row.id) }));
                      setErrors((er) => ({ ...er, [`link-${row.id}`]: undefined, links: undefined }));
                    }}
                  >
                    <Trash2 aria-hidden className="h-4 w-4" />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          {values.links.length < APPLICATION_LIMITS.linksMax ? (
            <Button
              variant="outline"
              className="mt-3"
              onClick={() => {
                const id = nextLinkId.current++;
                setValues((v) => ({ ...v, links: [...v.links, { id, value: '' }] }));
                requestAnimationFrame(() => document.getElementById(ids.link(id))?.focus());
              }}
            >
              <Plus aria-hidden className="h-4 w-4" />
              {t('form.addLink')}
            </Button>
          ) : null}
          {linksError ? (
            <p id={`${ids.links}-error`} role="alert" className="mt-2 text-sm text-crimson">
              {linksError}
            </p>
          ) : null}
        </fieldset>
      </section>

      <section aria-labelledby={`${formId}-contact`} className={card}>
        <h2 id={`${formId}-contact`} className="font-display text-lg font-semibold">
          {t('form.contactTitle')}
        </h2>
        <div className="mt-4 grid gap-5">
          <Field
            id={ids.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            label={t('form.phone')}
            hint={t('form.phoneHint')}
            maxLength={24}
            value={values.phone}
            onChange={(e) => set('phone', e.target.value)}
            error={message('phone')}
            data-testid="apply-phone"
          />
          <ProfileImageUpload
            label={t('form.photo')}
            hint={t('form.photoHint')}
            currentUrl={me.profileImageUrl}
            shape="avatar"
            placeholder={<DesignerAvatar designer={{ fullName: values.displayName || me.fullName, avatarUrl: null }} size={96} />}
            upload={(input) => photo.mutateAsync(input)}
            onBusyChange={setPhotoBusy}
            testId="apply-photo"
          />
        </div>
      </section>

      <section aria-label={t('form.termsTitle')} className={card}>
        <div className="flex items-start gap-3">
          <input
            id={ids.acceptTerms}
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 accent-emerald"
            checked={values.acceptTerms}
            onChange={(e) => set('acceptTerms', e.target.checked)}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${ids.acceptTerms}-error` : undefined}
            data-testid="apply-terms"
          />
          <div className="min-w-0 text-sm">
            <label htmlFor={ids.acceptTerms} className="cursor-pointer font-semibold">
              {t('form.acceptTerms')}
            </label>{' '}
            <a href="/designers/terms" target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold text-emerald underline-offset-4 hover:underline">
              {t('form.readTerms')}
              <ExternalLink aria-hidden className="h-3.5 w-3.5" />
              <span className="sr-only">{t('form.opensNewTab')}</span>
            </a>
            {termsError ? (
              <p id={`${ids.acceptTerms}-error`} role="alert" className="mt-1 text-crimson">
                {termsError}
              </p>
            ) : null}
          </div>
        </div>
      </section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={submit.isPending}>
            {t('form.back')}
          </Button>
        ) : null}
        {photoBusy ? <p className="text-sm text-muted sm:mr-auto">{t('form.waitForPhoto')}</p> : null}
        <Button type="submit" size="lg" disabled={submit.isPending || photoBusy} data-testid="apply-submit">
          {submit.isPending ? t('form.sending') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
