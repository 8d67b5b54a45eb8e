import { useState, type FormEvent } from 'react';
import { ETHIOPIA } from '@domain/orders/countries';
import { destinationOf, type ShopperDestination } from '@domain/shipping/destination';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { SelectField } from '../../components/ui/form-fields';
import { useCountryOptions } from '../../lib/use-country-options';
import { useTranslation } from '../../lib/use-translation';
import { chooseDestination } from './destination-store';

/**
 * Where parcels should go, for guests too: a country, and a city when it is Ethiopia (some cities
 * are zones of their own). Kept on this device (destination-store.ts); every window follows.
 */
export function DestinationChooser({ open, onOpenChange, current }: { open: boolean; onOpenChange: (open: boolean) => void; current: ShopperDestination | null }) {
  const { t } = useTranslation('shipping');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('chooser.title')} description={t('chooser.description')}>
      {/* Mounted per opening, so it starts from the destination as it is now. */}
      {open ? <ChooserForm current={current} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ChooserForm({ current, onDone }: { current: ShopperDestination | null; onDone: () => void }) {
  const { t, i18n } = useTranslation('shipping');
  const countries = useCountryOptions(i18n.language);
  const [country, setCountry] = useState(current?.country ?? '');
  const [city, setCity] = useState(current?.city ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = destinationOf(country, city);
    if (!chosen) return;
    chooseDestination(chosen);
    onDone();
  };
  return (
    <form className="mt-4 grid gap-4" onSubmit={submit} data-testid="destination-chooser">
      <SelectField label={t('chooser.country')} name="country" autoComplete="country" required value={country} onChange={(e) => setCountry(e.target.value)} data-testid="destination-country">
        <option value="" disabled>
          —
        </option>
        {countries.first.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
        <option disabled>──────────</option>
        {countries.rest.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      {country === ETHIOPIA ? (
        <Field label={t('chooser.city')} name="city" autoComplete="address-level2" maxLength={80} value={city} onChange={(e) => setCity(e.target.value)} hint={t('chooser.cityHint')} data-testid="destination-city" />
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('chooser.cancel')}
        </Button>
        <Button type="submit" disabled={!country} data-testid="destination-save">
          {t('chooser.save')}
        </Button>
      </div>
    </form>
  );
}
