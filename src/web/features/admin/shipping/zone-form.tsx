import { ArrowLeft, Plus, X } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { countryName, isCountryCode } from '@domain/orders/countries';
import { REST_OF_WORLD } from '@domain/shipping';
import { ZONE_BANDS_MAX, ZONE_CARRIERS_MAX, ZONE_CITIES_MAX, ZONE_COUNTRIES_MAX, ZONE_ID_MAX, ZONE_NAME_MAX, ZONE_TEMPLATE_MAX } from '@domain/shipping/api';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/form-fields';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useTranslation } from '../../../lib/use-translation';
import type { ShippingZoneView } from './get-shipping-zones';
import { useSaveShippingZone } from './save-shipping-zone';
import { useZoneMoney } from './use-zone-money';
import { addBand, checkZoneForm, emptyZoneForm, firstErrorKey, formFromZone, parseCities, parseCountries, parseUsd, serverZoneErrors, type BandRow, type CarrierRow, type ZoneFieldErrors, type ZoneFormValues } from './zone-form-values';

const LIST_HREF = '/admin?section=shipping';
/** Every city at its longest, one per line. */
const CITIES_TEXT_MAX = ZONE_CITIES_MAX * (ZONE_NAME_MAX + 1);
/** Every code and its separator ("GB, "). */
const COUNTRIES_TEXT_MAX = ZONE_COUNTRIES_MAX * 4;
/** The element of each error key, to focus the first one that needs fixing. */
const fieldId = (key: string) => `zone-field-${key.replace(/\./g, '-')}`;

function Group({ id, title, hint, error, children }: { id: string; title: string; hint?: string; error?: string | null; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3 rounded-card border border-line bg-white p-4 shadow-card sm:p-5" aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined} data-testid={id}>
      <legend className="sr-only">{title}</legend>
      <h3 className="font-display text-lg font-semibold" aria-hidden>
        {title}
      </h3>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-2 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" tabIndex={-1} className="text-sm font-semibold text-crimson">
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

/** Adding (`zone` null) or editing a zone: every field, bands and carriers as rows; errors at the field they name. */
export function ZoneForm({ zone }: { zone: ShippingZoneView | null }) {
  const { t, i18n } = useTranslation('admin-shipping');
  const errorText = useErrorText(['admin-shipping']);
  const navigate = useNavigate();
  const save = useSaveShippingZone();
  const money = useZoneMoney();
  const [values, setValues] = useState<ZoneFormValues>(() => (zone ? formFromZone(zone) : emptyZoneForm));
  const [errors, setErrors] = useState<ZoneFieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const isNew = zone === null;
  const title = isNew ? t('form.addTitle') : t('form.editTitle', { name: i18n.language === 'am-ET' ? zone.nameAm : zone.nameEn });

  const set = <K extends keyof ZoneFormValues>(key: K, value: ZoneFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const setBand = (i: number, patch: Partial<BandRow>) => set('bands', values.bands.map((b, k) => (k === i ? { ...b, ...patch } : b)));
  const setCarrier = (i: number, patch: Partial<CarrierRow>) => set('carriers', values.carriers.map((c, k) => (k === i ? { ...c, ...patch } : c)));
  const err = (key: string) => (errors[key] ? errorText(errors[key]) : null);

  const show = (found: ZoneFieldErrors, v: ZoneFormValues) => {
    setErrors(found);
    const first = firstErrorKey(found, v);
    // After the render that shows the messages: the first field that needs fixing gets the focus.
    requestAnimationFrame(() => {
      const el = first ? (formRef.current?.querySelector<HTMLElement>(`#${fieldId(first)}`) ?? formRef.current?.querySelector<HTMLElement>('[role="alert"]')) : null;
      el?.focus({ preventScroll: true });
      el?.scrollIntoView({ block: 'center' });
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkZoneForm(isNew ? values : { ...values, id: zone.id });
    if (!checked.ok) return show(checked.errors, values);
    setErrors({});
    save.mutate(
      { isNew, zone: checked.zone },
      {
        onSuccess: () => {
          toast({ title: isNew ? t('form.created') : t('form.saved'), description: t('form.savedBody'), variant: 'success', key: 'shipping' });
          void navigate(LIST_HREF);
        },
        onError: (error) => {
          show(error instanceof ApiError ? serverZoneErrors(error.fields) : {}, values);
          toast({ title: t('form.failed'), description: errorText(error), variant: 'destructive', key: 'shipping' });
        },
      },
    );
  };

  const codes = parseCountries(values.countries);
  const freeOver = parseUsd(values.freeOver);

  return (
    <section aria-labelledby="zone-form-title" data-testid="shipping-zone-form">
      <Link to={LIST_HREF} className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-emerald hover:underline">
        <ArrowLeft aria-hidden className="h-4 w-4" />
        {t('form.back')}
      </Link>
      <h2 id="zone-form-title" className="mt-2 font-display text-2xl font-semibold">
        {title}
      </h2>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-5 grid gap-5">
        <Group id="zone-names" title={t('form.whereTitle')} error={err('name')}>
          {isNew ? (
            <Field id={fieldId('id')} label={t('form.id')} hint={t('form.idHint')} value={values.id} dir="ltr" autoCapitalize="none" maxLength={ZONE_ID_MAX} onChange={(e) => set('id', e.target.value)} error={err('id')} required data-testid="zone-id" />
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={fieldId('nameEn')} label={t('form.nameEn')} value={values.nameEn} maxLength={ZONE_NAME_MAX} onChange={(e) => set('nameEn', e.target.value)} error={err('nameEn')} required data-testid="zone-name-en" />
            <Field id={fieldId('nameAm')} lang="am" label={t('form.nameAm')} value={values.nameAm} maxLength={ZONE_NAME_MAX} onChange={(e) => set('nameAm', e.target.value)} error={err('nameAm')} required data-testid="zone-name-am" />
          </div>
          <TextAreaField
            id={fieldId('countries')}
            label={t('form.countries')}
            hint={t('form.countriesHint')}
            value={values.countries}
            rows={2}
            dir="ltr"
            autoCapitalize="characters"
            maxLength={COUNTRIES_TEXT_MAX}
            counter={t('form.countriesCounter', { count: codes.length })}
            onChange={(e) => set('countries', e.target.value)}
            error={err('countries')}
            required
            data-testid="zone-countries"
          />
          {codes.length > 0 ? (
            <ul className="-mt-2 flex flex-wrap gap-1.5" aria-label={t('form.countries')} data-testid="zone-country-names">
              {codes.map((code) => {
                const known = code === REST_OF_WORLD || isCountryCode(code);
                return (
                  <li key={code} className={known ? 'rounded-full bg-linen px-2.5 py-1 text-xs' : 'rounded-full bg-crimson-tint px-2.5 py-1 text-xs text-crimson'}>
                    <span dir="ltr" className="font-semibold">
                      {code}
                    </span>{' '}
                    {code === REST_OF_WORLD ? t('list.restOfWorld') : known ? countryName(code, i18n.language) : '?'}
                  </li>
                );
              })}
            </ul>
          ) : null}
          <TextAreaField id={fieldId('cities')} label={t('form.cities')} hint={t('form.citiesHint')} value={values.cities} rows={3} maxLength={CITIES_TEXT_MAX} counter={t('form.citiesCounter', { count: parseCities(values.cities).length, max: ZONE_CITIES_MAX })} onChange={(e) => set('cities', e.target.value)} error={err('cities')} data-testid="zone-cities" />
        </Group>

        <Group id="zone-bands" title={t('form.bandsTitle')} hint={t('form.bandsHint')} error={err('bands')}>
          <ol className="grid gap-3">
            {values.bands.map((band, i) => (
              <li key={i} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2 rounded-lg border border-line p-2 sm:gap-3 sm:p-3" data-testid={`zone-band-${i}`} aria-label={t('form.bandRow', { n: i + 1 })}>
                <Field id={fieldId(`bands.${i}`)} label={t('form.bandFrom')} value={band.from} inputMode="numeric" dir="ltr" onChange={(e) => setBand(i, { from: e.target.value })} aria-invalid={errors[`bands.${i}`] ? true : undefined} data-testid={`zone-band-${i}-from`} />
                <Field label={t('form.bandTo')} value={band.to} inputMode="numeric" dir="ltr" onChange={(e) => setBand(i, { to: e.target.value })} aria-invalid={errors[`bands.${i}`] ? true : undefined} data-testid={`zone-band-${i}-to`} />
                <Field label={t('form.bandPrice')} value={band.price} inputMode="decimal" dir="ltr" onChange={(e) => setBand(i, { price: e.target.value })} aria-invalid={errors[`bands.${i}`] ? true : undefined} data-testid={`zone-band-${i}-price`} />
                <Button variant="ghost" size="icon" disabled={values.bands.length === 1} onClick={() => set('bands', values.bands.filter((_, k) => k !== i))} aria-label={t('form.removeBand', { n: i + 1 })} data-testid={`zone-band-${i}-remove`}>
                  <X aria-hidden className="h-4 w-4" />
                </Button>
                {!money.isUsd && band.price.trim() && !Number.isNaN(parseUsd(band.price)) ? (
                  <p className="col-span-4 text-xs text-muted" data-testid={`zone-band-${i}-local`}>
                    {t('form.localToday', { local: money.local(parseUsd(band.price)) })}
                  </p>
                ) : null}
                {err(`bands.${i}`) ? (
                  <p role="alert" className="col-span-4 text-sm text-crimson" data-testid={`zone-band-${i}-error`}>
                    {err(`bands.${i}`)}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
          <Button variant="outline" className="justify-self-start" disabled={values.bands.length >= ZONE_BANDS_MAX} onClick={() => set('bands', addBand(values.bands))} data-testid="zone-band-add">
            <Plus aria-hidden className="h-4 w-4" />
            {t('form.addBand')}
          </Button>
        </Group>

        <Group id="zone-transit" title={t('form.transitTitle')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={fieldId('transitMinDays')} label={t('form.transitMin')} value={values.transitMin} inputMode="numeric" dir="ltr" onChange={(e) => set('transitMin', e.target.value)} error={err('transitMinDays')} required data-testid="zone-transit-min" />
            <Field id={fieldId('transitMaxDays')} label={t('form.transitMax')} value={values.transitMax} inputMode="numeric" dir="ltr" onChange={(e) => set('transitMax', e.target.value)} error={err('transitMaxDays')} required data-testid="zone-transit-max" />
          </div>
          <Field
            id={fieldId('freeOverUsdMinor')}
            label={t('form.freeOver')}
            hint={`${t('form.freeOverHint')}${!money.isUsd && !Number.isNaN(freeOver) && values.freeOver.trim() ? ` ${t('form.localToday', { local: money.local(freeOver) })}` : ''}`}
            value={values.freeOver}
            inputMode="decimal"
            dir="ltr"
            className="sm:max-w-xs"
            onChange={(e) => set('freeOver', e.target.value)}
            error={err('freeOverUsdMinor')}
            data-testid="zone-free-over"
          />
        </Group>

        <Group id="zone-carriers" title={t('form.carriersTitle')} hint={t('form.carriersHint')} error={err('carriers')}>
          {values.carriers.length === 0 ? <p className="text-sm text-muted">{t('form.noCarriers')}</p> : null}
          <ol className="grid gap-3">
            {values.carriers.map((carrier, i) => (
              <li key={i} className="grid gap-2 rounded-lg border border-line p-3 sm:grid-cols-[1fr_2fr_auto] sm:items-start sm:gap-3" data-testid={`zone-carrier-${i}`}>
                <Field id={fieldId(`carriers.${i}.name`)} label={t('form.carrierName', { n: i + 1 })} value={carrier.name} maxLength={ZONE_NAME_MAX} onChange={(e) => setCarrier(i, { name: e.target.value })} error={err(`carriers.${i}.name`)} data-testid={`zone-carrier-${i}-name`} />
                <Field id={fieldId(`carriers.${i}.trackingUrlTemplate`)} label={t('form.carrierUrl', { n: i + 1 })} value={carrier.url} dir="ltr" inputMode="url" maxLength={ZONE_TEMPLATE_MAX} placeholder="https://…{tracking}" onChange={(e) => setCarrier(i, { url: e.target.value })} error={err(`carriers.${i}.trackingUrlTemplate`)} data-testid={`zone-carrier-${i}-url`} />
                <Button variant="ghost" size="icon" className="sm:mt-7" onClick={() => set('carriers', values.carriers.filter((_, k) => k !== i))} aria-label={t('form.removeCarrier', { n: i + 1 })}>
                  <X aria-hidden className="h-4 w-4" />
                </Button>
              </li>
            ))}
          </ol>
          <Button variant="outline" className="justify-self-start" disabled={values.carriers.length >= ZONE_CARRIERS_MAX} onClick={() => set('carriers', [...values.carriers, { name: '', url: '' }])} data-testid="zone-carrier-add">
            <Plus aria-hidden className="h-4 w-4" />
            {t('form.addCarrier')}
          </Button>
        </Group>

        <div className="sticky bottom-0 -mx-4 flex flex-wrap justify-end gap-2 border-t border-line bg-cotton/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
          <Button asChild variant="outline">
            <Link to={LIST_HREF}>{t('form.cancel')}</Link>
          </Button>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined} data-testid="zone-save">
            {save.isPending ? t('form.saving') : isNew ? t('form.create') : t('form.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
