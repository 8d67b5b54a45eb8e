import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, ArrowDownToLine, LogIn, PencilLine, Save, Star, Trash2, UserRound } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation } from 'react-router';
import type { SizeCategory } from '@domain/sizing/types';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useGuideText } from '../size-guide/guide-text';
import type { MeasurementProfile } from '../types';
import { profileCategory } from './profile-view';
import { ConfirmDialog } from './confirm-dialog';
import { useCreateMeasurementProfile } from './create-measurement-profile';
import { useDeleteMeasurementProfile } from './delete-measurement-profile';
import { useMeasurementProfiles } from './get-measurement-profiles';
import { loginHref } from './login-href';
import {
  checkProfileName,
  createBody,
  formFields,
  keyMeasurementKeys,
  measurementCount,
  PROFILE_NAME_MAX,
  PROFILES_PER_USER_MAX,
  saveReadiness,
  type CurrentForm,
  type SaveReadiness,
} from './profile-input';
import { useSetPrimaryProfile } from './set-primary-profile';
import { useUpdateMeasurementProfile } from './update-measurement-profile';
import { useMeasureFormat } from './use-measure-format';

export interface ProfilesTabProps {
  /** The category the form is sizing; saved and updated profiles take it. */
  category: SizeCategory;
  signedIn: boolean;
  /** The Manual Entry form now: values in cm/kg, with its fit, unit, height and confidence. */
  current: CurrentForm;
  /** Loads a profile into Manual Entry (the overlay switches tabs). */
  onUse(profile: MeasurementProfile): void;
}

/** Measurements a row shows before "+N more". */
const ROW_MEASUREMENTS = 4;

/**
 * "My Profiles" of the AI Size Guide (docs/requirements/sizing.md §2 overlay 2, §4 "Profiles"): a signed-in
 * shopper's named sets of measurements, with save, use, update, set-primary and delete. Guests
 * get a sign-in panel (docs/requirements/sizing.md §5 "Saving needs sign-in").
 */
export function ProfilesTab({ category, signedIn, current, onUse }: ProfilesTabProps) {
  // Confirmations mount inside the overlay's dialog when there is one, so its focus trap holds.
  const [portal, setPortal] = useState<HTMLElement | null>(null);
  const rootRef = useCallback((el: HTMLDivElement | null) => setPortal(el?.closest<HTMLElement>('[role="dialog"]') ?? null), []);
  return (
    <div ref={rootRef} data-testid="profiles-tab" className="mx-auto w-full max-w-2xl space-y-6">
      {signedIn ? <SignedInProfiles category={category} current={current} onUse={onUse} portal={portal} /> : <SignInPanel />}
    </div>
  );
}

function SignInPanel() {
  const { t } = useTranslation('sizing-profiles');
  const location = useLocation();
  return (
    <div data-testid="profiles-sign-in" className="flex flex-col items-center rounded-card border border-line bg-linen/60 px-5 py-8 text-center sm:px-8">
      <span aria-hidden className="grid h-14 w-14 place-items-center rounded-full bg-white text-emerald shadow-sm">
        <UserRound className="h-7 w-7" />
      </span>
      <h3 className="mt-4 font-display text-xl font-semibold">{t('sizing-profiles:signIn.title')}</h3>
      <p className="mt-2 max-w-md text-ink-soft">{t('sizing-profiles:signIn.body', { max: PROFILES_PER_USER_MAX })}</p>
      <Button asChild variant="primary" className="mt-5">
        <Link to={loginHref(location.pathname, location.search)} data-testid="profiles-sign-in-link">
          <LogIn aria-hidden className="h-4 w-4" />
          {t('sizing-profiles:signIn.action')}
        </Link>
      </Button>
      <p className="mt-4 max-w-md text-sm text-muted">{t('sizing-profiles:signIn.guestNote')}</p>
    </div>
  );
}

type Confirm = { kind: 'update' | 'delete'; profile: MeasurementProfile } | null;

function SignedInProfiles({ category, current, onUse, portal }: Omit<ProfilesTabProps, 'signedIn'> & { portal: HTMLElement | null }) {
  const { t } = useTranslation('sizing-profiles');
  const qc = useQueryClient();
  const query = useMeasurementProfiles(true);
  const update = useUpdateMeasurementProfile();
  const setPrimary = useSetPrimaryProfile();
  const remove = useDeleteMeasurementProfile();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const headingId = useId();
  const hintId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The confirmations have no Radix trigger, so focus is returned by hand: to the button that
  // opened them, or to the list heading when that button's row is gone (deleted).
  const openerRef = useRef<HTMLElement | null>(null);
  const ask = (next: NonNullable<Confirm>) => {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setConfirm(next);
  };
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus();
    else headingRef.current?.focus();
  };
  const readiness = useMemo(() => saveReadiness(current.measurements), [current.measurements]);

  // An expired session shows the sign-in panel, and the rest of the page learns it too.
  const expired = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    if (expired) void qc.invalidateQueries({ queryKey: ['me'] });
  }, [expired, qc]);
  if (expired) return <SignInPanel />;

  const items = query.data;
  const confirmUpdate = () => {
    if (confirm?.kind !== 'update' || !readiness.ok) return;
    update.mutate({ id: confirm.profile.id, body: formFields(category, current, readiness.measurements) });
  };
  const confirmDelete = () => {
    if (confirm?.kind !== 'delete') return;
    // The row that opened the dialog is about to go: the list heading takes the focus.
    openerRef.current = null;
    remove.mutate({ id: confirm.profile.id, profileName: confirm.profile.profileName });
  };

  return (
    <>
      <SaveProfileForm category={category} current={current} readiness={readiness} items={items} hintId={hintId} />

      <section aria-labelledby={headingId} aria-busy={query.isFetching || undefined}>
        <div className="flex items-baseline justify-between gap-3">
          <h3 id={headingId} ref={headingRef} tabIndex={-1} className="font-display text-lg font-semibold outline-none">
            {t('sizing-profiles:list.title')}
          </h3>
          {items && items.length > 0 ? (
            <span className="text-sm text-muted">{t('sizing-profiles:list.count', { count: items.length, max: PROFILES_PER_USER_MAX })}</span>
          ) : null}
        </div>

        <div className="mt-3">
          {items ? (
            items.length === 0 ? (
              <div data-testid="profiles-empty" className="rounded-card border border-dashed border-line bg-white px-5 py-8 text-center">
                <p className="font-semibold">{t('sizing-profiles:empty.title')}</p>
                <p className="mt-1 text-sm text-ink-soft">{t('sizing-profiles:empty.body')}</p>
              </div>
            ) : (
              <ul className="space-y-3">
                {items.map((profile) => (
                  <ProfileRow
                    key={profile.id}
                    profile={profile}
                    unit={current.unit}
                    canUpdate={readiness.ok}
                    updateHintId={readiness.ok ? undefined : hintId}
                    updating={update.isPending && update.variables?.id === profile.id}
                    makingPrimary={setPrimary.isPending && setPrimary.variables?.id === profile.id}
                    onUse={() => onUse(profile)}
                    onUpdate={() => ask({ kind: 'update', profile })}
                    onSetPrimary={() => setPrimary.mutate({ id: profile.id, profileName: profile.profileName })}
                    onDelete={() => ask({ kind: 'delete', profile })}
                  />
                ))}
              </ul>
            )
          ) : query.isError ? (
            <div role="alert" className="flex flex-col items-center gap-4 rounded-card border border-crimson/30 bg-crimson-tint px-5 py-6 text-center">
              <AlertTriangle aria-hidden className="h-8 w-8 text-crimson" />
              <p className="font-semibold">{t('sizing-profiles:loadError')}</p>
              <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
                {t('sizing-profiles:actions.tryAgain')}
              </Button>
            </div>
          ) : (
            <div role="status" className="space-y-3">
              <span className="sr-only">{t('sizing-profiles:loading')}</span>
              {[0, 1, 2].map((i) => (
                <div key={i} className="rounded-card border border-line bg-white p-4">
                  <Skeleton className="h-5 w-40" />
                  <Skeleton className="mt-2 h-4 w-56 max-w-full" />
                  <Skeleton className="mt-3 h-4 w-full" />
                  <div className="mt-3 grid grid-cols-2 gap-2 sm:flex">
                    <Skeleton className="h-11 sm:w-24" />
                    <Skeleton className="h-11 sm:w-24" />
                  </div>
                </div>
              ))}
            </div>
          )}
        </div>
      </section>

      <ConfirmDialog
        open={confirm?.kind === 'update'}
        onOpenChange={(open) => !open && setConfirm(null)}
        container={portal}
        title={t('sizing-profiles:confirmUpdate.title', { name: confirm?.profile.profileName ?? '' })}
        description={t('sizing-profiles:confirmUpdate.body', { count: readiness.ok ? Object.keys(readiness.measurements).length : 0 })}
        confirmLabel={t('sizing-profiles:confirmUpdate.confirm')}
        cancelLabel={t('sizing-profiles:actions.cancel')}
        confirmTestId="profile-update-confirm"
        onConfirm={confirmUpdate}
        onCloseAutoFocus={restoreFocus}
      >
        {confirm && confirm.profile.gender !== category ? (
          <p className="mt-3 rounded-lg bg-saffron-tint p-3 text-sm">
            {t('sizing-profiles:confirmUpdate.categoryChange', {
              from: t(`sizing-profiles:categories.${confirm.profile.gender}`),
              to: t(`sizing-profiles:categories.${category}`),
            })}
          </p>
        ) : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={confirm?.kind === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        container={portal}
        tone="danger"
        title={t('sizing-profiles:confirmDelete.title', { name: confirm?.profile.profileName ?? '' })}
        description={t('sizing-profiles:confirmDelete.body')}
        confirmLabel={t('sizing-profiles:confirmDelete.confirm')}
        cancelLabel={t('sizing-profiles:actions.cancel')}
        confirmTestId="profile-delete-confirm"
        onConfirm={confirmDelete}
        onCloseAutoFocus={restoreFocus}
      />
    </>
  );
}

interface ProfileRowProps {
  profile: MeasurementProfile;
  unit: CurrentForm['unit'];
  canUpdate: boolean;
  updateHintId: string | undefined;
  updating: boolean;
  makingPrimary: boolean;
  onUse(): void;
  onUpdate(): void;
  onSetPrimary(): void;
  onDelete(): void;
}

function ProfileRow({ profile, unit, canUpdate, updateHintId, updating, makingPrimary, onUse, onUpdate, onSetPrimary, onDelete }: ProfileRowProps) {
  const { t } = useTranslation('sizing-profiles');
  const { label } = useGuideText();
  const format = useMeasureFormat();
  const nameId = useId();
  // The column's default ('women') names a profile whose stored category is not one of ours.
  const category = profileCategory(profile) ?? 'women';
  const keys = keyMeasurementKeys(category, profile.measurements, ROW_MEASUREMENTS);
  const more = measurementCount(profile) - keys.length;
  const updated = format.date(profile.updatedAt);
  return (
    <li
      data-testid="profile-row"
      data-profile-name={profile.profileName}
      data-primary={profile.isPrimary ? 'true' : 'false'}
      className="rounded-card border border-line bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={nameId} className="min-w-0 font-semibold break-words">
          {profile.profileName}
        </h4>
        {profile.isPrimary ? (
          <Badge tone="emerald">
            <Star aria-hidden className="h-3 w-3 fill-current" />
            {t('sizing-profiles:row.primary')}
          </Badge>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-muted">
        {[
          t(`sizing-profiles:categories.${profile.gender}`),
          t('sizing-profiles:row.fit', { fit: t(`sizing-profiles:fits.${profile.preferredFit}`) }),
          updated ? t('sizing-profiles:row.updated', { date: updated }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {keys.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm" aria-label={t('sizing-profiles:row.measurements')}>
          {keys.map((key) => (
            <li key={key}>
              <span className="text-ink-soft">{label(category, key)}</span> <span className="font-semibold tabular-nums">{format.measurement(key, profile.measurements[key] ?? 0, unit)}</span>
            </li>
          ))}
          {more > 0 ? <li className="text-muted">{t('sizing-profiles:row.more', { count: more })}</li> : null}
        </ul>
      ) : null}
      <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap [&>button]:px-3 sm:[&>button]:px-4">
        <Button data-testid="profile-use" aria-describedby={nameId} onClick={onUse}>
          <ArrowDownToLine aria-hidden className="h-4 w-4" />
          {t('sizing-profiles:actions.use')}
        </Button>
        <Button
          variant="outline"
          data-testid="profile-update"
          aria-describedby={updateHintId ? `${nameId} ${updateHintId}` : nameId}
          disabled={!canUpdate || updating}
          onClick={onUpdate}
        >
          <PencilLine aria-hidden className="h-4 w-4" />
          {updating ? t('sizing-profiles:actions.working') : t('sizing-profiles:actions.update')}
        </Button>
        {profile.isPrimary ? null : (
          <Button variant="outline" data-testid="profile-primary" aria-describedby={nameId} disabled={makingPrimary} onClick={onSetPrimary}>
            <Star aria-hidden className="hidden h-4 w-4 min-[400px]:block" />
            <span className="whitespace-nowrap">{t('sizing-profiles:actions.setPrimary')}</span>
          </Button>
        )}
        <Button variant="ghost" className="text-crimson hover:bg-crimson-tint sm:ml-auto" data-testid="profile-delete" aria-describedby={nameId} onClick={onDelete}>
          <Trash2 aria-hidden className="h-4 w-4" />
          {t('sizing-profiles:actions.delete')}
        </Button>
      </div>
    </li>
  );
}

interface SaveProfileFormProps {
  category: SizeCategory;
  current: CurrentForm;
  readiness: SaveReadiness;
  /** The loaded list (undefined while loading or failed). */
  items: MeasurementProfile[] | undefined;
  /** Id of the hint that explains why saving or updating is not possible. */
  hintId: string;
}

function SaveProfileForm({ category, current, readiness, items, hintId }: SaveProfileFormProps) {
  const { t } = useTranslation('sizing-profiles');
  const { label } = useGuideText();
  const create = useCreateMeasurementProfile();
  const [name, setName] = useState('');
  const [makePrimary, setMakePrimary] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  // The server makes the first profile primary by itself; the form says so rather than offering a choice.
  const first = items !== undefined && items.length === 0;
  const atLimit = items !== undefined && items.length >= PROFILES_PER_USER_MAX;
  const count = readiness.ok ? Object.keys(readiness.measurements).length : 0;

  const limitId = useId();
  // Two separate reasons: the form's values (also why Update is off) and the profile limit.
  const readinessHint = readiness.ok
    ? null
    : readiness.reason === 'OUT_OF_RANGE'
      ? t('sizing-profiles:save.outOfRange', { fields: readiness.keys.map((key) => label(category, key)).join(', ') })
      : t('sizing-profiles:save.needMeasurements');
  const limitHint = atLimit ? t('sizing-profiles:save.atLimit', { max: PROFILES_PER_USER_MAX }) : null;
  const describedBy = [readinessHint ? hintId : null, limitHint ? limitId : null].filter(Boolean).join(' ') || undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!readiness.ok || atLimit || create.isPending) return;
    const checked = checkProfileName(name);
    if (!checked.ok) {
      setNameError(t(`sizing-profiles:errors.${checked.code}`, { max: PROFILE_NAME_MAX }));
      nameRef.current?.focus();
      return;
    }
    setNameError(null);
    create.mutate(createBody(checked.name, category, current, readiness.measurements, makePrimary || first), {
      onSuccess: () => {
        setName('');
        setMakePrimary(false);
      },
      onError: (error) => {
        // The toast says what failed; a refused name is also shown on the field itself.
        const nameCodes = error instanceof ApiError ? error.fields?.profileName : undefined;
        if (nameCodes?.[0] === 'PROFILE_NAME_REQUIRED' || nameCodes?.[0] === 'PROFILE_NAME_TOO_LONG') {
          setNameError(t(`sizing-profiles:errors.${nameCodes[0]}`, { max: PROFILE_NAME_MAX }));
          nameRef.current?.focus();
        }
      },
    });
  };

  const disabled = !readiness.ok || atLimit;
  return (
    <form aria-labelledby={titleId} onSubmit={submit} noValidate className="rounded-card border border-line bg-white p-4 shadow-sm sm:p-5">
      <h3 id={titleId} className="font-display text-lg font-semibold">
        {t('sizing-profiles:save.title')}
      </h3>
      {readiness.ok ? (
        <p className="mt-1 text-sm text-ink-soft">
          {t('sizing-profiles:save.summary', {
            count,
            category: t(`sizing-profiles:categories.${category}`),
            fit: t(`sizing-profiles:fits.${current.fit}`),
          })}
        </p>
      ) : null}
      <div className="mt-4 grid gap-3">
        <Field
          ref={nameRef}
          label={t('sizing-profiles:save.nameLabel')}
          placeholder={t('sizing-profiles:save.namePlaceholder')}
          value={name}
          maxLength={PROFILE_NAME_MAX}
          autoComplete="off"
          required
          error={nameError}
          hint={t('sizing-profiles:save.nameCount', { length: name.length, max: PROFILE_NAME_MAX })}
          onChange={(event) => {
            setName(event.target.value);
            if (nameError) setNameError(null);
          }}
          data-testid="profile-name-input"
        />
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm has-[:disabled]:cursor-default has-[:disabled]:text-muted">
          <input
            type="checkbox"
            className="h-5 w-5 shrink-0 accent-emerald"
            checked={makePrimary || first}
            disabled={first}
            onChange={(event) => setMakePrimary(event.target.checked)}
            data-testid="profile-make-primary"
          />
          <span>{t('sizing-profiles:save.makePrimary')}</span>
        </label>
        {first ? <p className="-mt-2 text-sm text-muted">{t('sizing-profiles:save.firstIsPrimary')}</p> : null}
        {readinessHint ? (
          <p id={hintId} className="rounded-lg bg-saffron-tint px-3 py-2 text-sm">
            {readinessHint}
          </p>
        ) : null}
        {limitHint ? (
          <p id={limitId} className="rounded-lg bg-saffron-tint px-3 py-2 text-sm">
            {limitHint}
          </p>
        ) : null}
        <Button type="submit" variant="accent" className="w-full sm:w-auto sm:justify-self-start" disabled={disabled || create.isPending} aria-describedby={describedBy} data-testid="profile-save">
          <Save aria-hidden className="h-4 w-4" />
          {create.isPending ? t('sizing-profiles:save.saving') : t('sizing-profiles:save.submit')}
        </Button>
      </div>
    </form>
  );
}
