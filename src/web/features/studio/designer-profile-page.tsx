import { Eye, Store, UserRound } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Container, EmptyState, PageHero, PageRoot } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../../lib/error-text';
import { useMe, SignInRequired } from '../accounts';
import { DesignerAvatar } from '../catalog';
import { focusFirstError, issuesByPath, serverFieldErrors, type FieldErrors } from './apply-form-helpers';
import { DesignerIdentityFields } from './designer-identity-fields';
import { useDesignerProfile, type DesignerProfile } from './get-designer-profile';
import { ProfileImageUpload } from './profile-image-upload';
import { designerProfileSchema, useUpdateDesignerProfile } from './update-designer-profile';
import { useUploadBanner } from './upload-banner';
import { useUploadProfilePhoto } from './upload-profile-photo';
import { NotificationSettings } from '../notifications';

const LOGIN_HREF = '/login?next=/designer/profile';
const card = 'rounded-card border border-line bg-white p-4 shadow-card sm:p-6';
const publicPath = (slug: string) => `/designers/${encodeURIComponent(slug)}`;

/** /designer/profile: what shoppers see of a designer (their page and cards), edited by the designer. */
export function DesignerProfilePage() {
  const { t } = useTranslation('studio-apply');
  const me = useMe();
  const user = me.data ?? null;
  const allowed = user?.role === 'designer' || user?.role === 'admin';
  const profile = useDesignerProfile(allowed);

  let body: ReactNode;
  if (me.isPending || (allowed && profile.isPending)) {
    body = <ProfileSkeleton />;
  } else if (me.isError && !user) {
    body = <ErrorPanel onRetry={() => void me.refetch()} />;
  } else if (!user) {
    body = (
      <SignInRequired title={t('profile.gate.signInTitle')} description={t('profile.gate.signInBody')} action={t('profile.gate.signIn')} href={LOGIN_HREF} />
    );
  } else if (!allowed) {
    body = (
      <div data-testid="designer-profile-designers-only">
        <EmptyState
          icon={<Store aria-hidden className="mx-auto h-10 w-10" />}
          title={t('profile.gate.title')}
          description={t('profile.gate.body')}
          actions={
            <>
              <Button asChild>
                <Link to="/designer-register">{t('profile.gate.apply')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/products">{t('profile.gate.shop')}</Link>
              </Button>
            </>
          }
        />
      </div>
    );
  } else if (profile.isError) {
    // An admin without a designer profile of their own has nothing to edit here.
    body =
      profile.error instanceof ApiError && profile.error.status === 404 ? (
        <EmptyState icon={<UserRound aria-hidden className="mx-auto h-10 w-10" />} title={t('profile.none.title')} description={t('profile.none.body')} />
      ) : (
        <ErrorPanel message={t('profile.loadError')} onRetry={() => void profile.refetch()} />
      );
  } else if (profile.data) {
    body = (
      <div className="grid gap-6">
        <ProfileEditor profile={profile.data} />
        <NotificationSettings />
      </div>
    );
  }

  return (
    <PageRoot name="designer-profile" title={t('profile.title')}>
      <PageHero title={t('profile.title')} subtitle={t('profile.subtitle')}>
        {allowed && profile.data?.slug ? (
          <Link to={publicPath(profile.data.slug)} className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-emerald underline-offset-4 hover:underline">
            <Eye aria-hidden className="h-4 w-4" />
            {t('profile.viewPublic')}
          </Link>
        ) : null}
      </PageHero>
      <Container className="py-8 sm:py-10">{body}</Container>
    </PageRoot>
  );
}

function ProfileSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]" aria-busy>
      <Skeleton className="h-[28rem] w-full rounded-card" />
      <Skeleton className="h-72 w-full rounded-card" />
    </div>
  );
}

function ProfileEditor({ profile }: { profile: DesignerProfile }) {
  const { t } = useTranslation('studio-apply');
  const photo = useUploadProfilePhoto();
  const banner = useUploadBanner();
  const uploaded = () => toast({ title: t('profile.updatedTitle'), description: t('profile.imageUpdatedBody'), variant: 'success' });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="grid min-w-0 gap-6">
        <section className={card} aria-labelledby="profile-images-title" data-testid="designer-profile-images">
          <h2 id="profile-images-title" className="font-display text-lg font-semibold">
            {t('profile.imagesTitle')}
          </h2>
          <div className="mt-4 grid gap-6">
            <ProfileImageUpload
              label={t('profile.banner')}
              hint={t('profile.bannerHint')}
              currentUrl={profile.bannerUrl}
              shape="banner"
              upload={(input) => banner.mutateAsync(input)}
              onUploaded={uploaded}
              testId="designer-profile-banner"
            />
            <ProfileImageUpload
              label={t('form.photo')}
              hint={t('profile.photoHint')}
              currentUrl={profile.profileImageUrl}
              shape="avatar"
              placeholder={<DesignerAvatar designer={{ fullName: profile.displayName, avatarUrl: null }} size={96} />}
              upload={(input) => photo.mutateAsync(input)}
              onUploaded={uploaded}
              testId="designer-profile-photo"
            />
          </div>
        </section>
        <DetailsForm profile={profile} />
      </div>
      <aside className="grid gap-4 lg:sticky lg:top-24">
        <section className={card} aria-labelledby="profile-public-title">
          <h2 id="profile-public-title" className="font-display text-lg font-semibold">
            {t('profile.publicTitle')}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{t('profile.publicBody')}</p>
          <div className="mt-4 overflow-hidden rounded-card border border-line">
            <div className="aspect-[3/1] bg-linen">{profile.bannerUrl ? <img src={profile.bannerUrl} alt="" className="h-full w-full object-cover" /> : null}</div>
            <div className="-mt-8 flex items-end gap-3 px-4 pb-4">
              <DesignerAvatar designer={{ fullName: profile.displayName, avatarUrl: profile.profileImageUrl }} size={64} />
              <p className="min-w-0 truncate pb-1 font-display font-semibold">{profile.displayName}</p>
            </div>
          </div>
          {profile.slug ? (
            <>
              <Button asChild variant="outline" className="mt-4 w-full">
                <Link to={publicPath(profile.slug)} data-testid="designer-profile-public-link">
                  <Eye aria-hidden className="h-4 w-4" />
                  {t('profile.viewPublic')}
                </Link>
              </Button>
              <p className="mt-2 break-all text-center text-xs text-muted" dir="ltr">
                {publicPath(profile.slug)}
              </p>
            </>
          ) : null}
        </section>
      </aside>
    </div>
  );
}

function DetailsForm({ profile }: { profile: DesignerProfile }) {
  const { t } = useTranslation('studio-apply');
  const errorText = useErrorText(['studio-apply']);
  const update = useUpdateDesignerProfile();
  const formId = useId();
  const [values, setValues] = useState({
    displayName: profile.displayName,
    country: profile.country,
    city: profile.city,
    cityAm: profile.cityAm ?? '',
    bio: profile.bio,
    bioAm: profile.bioAm ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  type Key = keyof typeof values;
  const ids: Record<Key, string> = {
    displayName: `${formId}-displayName`,
    country: `${formId}-country`,
    city: `${formId}-city`,
    cityAm: `${formId}-cityAm`,
    bio: `${formId}-bio`,
    bioAm: `${formId}-bioAm`,
  };
  const order = (Object.keys(ids) as Key[]).map((key) => ({ key, id: ids[key] }));

  const set = (key: Key, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };
  const message = (key: Key) => (errors[key] ? errorText(errors[key]) : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = designerProfileSchema.safeParse({ ...values, cityAm: values.cityAm.trim() || null, bioAm: values.bioAm.trim() || null });
    if (!parsed.success) {
      const found = issuesByPath(parsed.error.issues);
      setErrors(found);
      focusFirstError(found, order);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => toast({ title: t('profile.updatedTitle'), description: t('profile.updatedBody'), variant: 'success' }),
      onError: (err) => {
        const found = serverFieldErrors(err);
        setErrors(found);
        focusFirstError(found, order);
        toast({ title: t('profile.failedTitle'), description: errorText(err), variant: 'destructive' });
      },
    });
  };


  return (
    <section className={card} aria-labelledby={`${formId}-title`} data-testid="designer-profile-details">
      <h2 id={`${formId}-title`} className="font-display text-lg font-semibold">
        {t('profile.detailsTitle')}
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <DesignerIdentityFields ids={ids} values={values} set={set} message={message} bioHint={t('profile.bioHint')} testIdPrefix="profile" />
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={update.isPending} data-testid="profile-save">
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
