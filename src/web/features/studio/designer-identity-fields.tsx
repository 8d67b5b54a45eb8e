import { useTranslation } from '../../lib/use-translation';
import { APPLICATION_LIMITS } from '@domain/studio';
import { Field } from '../../components/ui/field';
import { SelectField, TextAreaField } from '../../components/ui/form-fields';
import { useCountryOptions } from '../../lib/use-country-options';

export type IdentityKey = 'displayName' | 'country' | 'city' | 'cityAm' | 'bio' | 'bioAm';

/**
 * Who the designer is, as shoppers see it: the same six fields in the application and in the
 * profile editor (designerApplicationSchema and designerProfileSchema share them). Country is a
 * code the pages name in the reader's language; the city and bio have an Amharic field each.
 */
export function DesignerIdentityFields({
  ids,
  values,
  set,
  message,
  bioHint,
  testIdPrefix,
}: {
  ids: Readonly<Record<IdentityKey, string>>;
  values: Readonly<Record<IdentityKey, string>>;
  set: (key: IdentityKey, value: string) => void;
  message: (key: IdentityKey) => string | null;
  bioHint: string;
  /** Journeys find the fields by these: `apply-display-name`, `apply-city`, `apply-bio`. */
  testIdPrefix?: string;
}) {
  const { t, i18n } = useTranslation('studio-apply');
  const countries = useCountryOptions(i18n.language);
  const knownCountry = [...countries.first, ...countries.rest].some((c) => c.code === values.country);
  const bioLength = values.bio.trim().length;
  const testId = (name: string) => (testIdPrefix ? `${testIdPrefix}-${name}` : undefined);
  return (
    <>
      <Field
        id={ids.displayName}
        label={t('form.displayName')}
        hint={t('form.displayNameHint')}
        autoComplete="organization"
        maxLength={APPLICATION_LIMITS.displayNameMax}
        value={values.displayName}
        onChange={(e) => set('displayName', e.target.value)}
        error={message('displayName')}
        className="sm:col-span-2"
        data-testid={testId('display-name')}
      />
      <SelectField id={ids.country} label={t('form.country')} autoComplete="country" value={values.country} onChange={(e) => set('country', e.target.value)} error={message('country')}>
        {knownCountry ? null : <option value={values.country}>{values.country || '—'}</option>}
        {[...countries.first, ...countries.rest].map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <Field
        id={ids.city}
        label={t('form.city')}
        autoComplete="address-level2"
        maxLength={APPLICATION_LIMITS.cityMax}
        value={values.city}
        onChange={(e) => set('city', e.target.value)}
        error={message('city')}
        data-testid={testId('city')}
      />
      <Field
        id={ids.cityAm}
        lang="am"
        label={t('form.cityAm')}
        hint={t('form.cityAmHint')}
        maxLength={APPLICATION_LIMITS.cityMax}
        value={values.cityAm}
        onChange={(e) => set('cityAm', e.target.value)}
        error={message('cityAm')}
        className="sm:col-start-2"
        data-testid={testId('city-am')}
      />
      <TextAreaField
        id={ids.bio}
        label={t('form.bio')}
        hint={bioHint}
        rows={6}
        maxLength={APPLICATION_LIMITS.bioMax}
        value={values.bio}
        onChange={(e) => set('bio', e.target.value)}
        error={message('bio')}
        counter={
          bioLength < APPLICATION_LIMITS.bioMin
            ? t('form.bioCounterShort', { count: bioLength, min: APPLICATION_LIMITS.bioMin, max: APPLICATION_LIMITS.bioMax })
            : t('form.bioCounter', { count: bioLength, max: APPLICATION_LIMITS.bioMax })
        }
        className="sm:col-span-2"
        data-testid={testId('bio')}
      />
      <TextAreaField
        id={ids.bioAm}
        lang="am"
        label={t('form.bioAm')}
        hint={t('form.bioAmHint')}
        rows={4}
        maxLength={APPLICATION_LIMITS.bioMax}
        value={values.bioAm}
        onChange={(e) => set('bioAm', e.target.value)}
        error={message('bioAm')}
        counter={t('form.counter', { count: values.bioAm.trim().length, max: APPLICATION_LIMITS.bioMax })}
        className="sm:col-span-2"
      />
    </>
  );
}
