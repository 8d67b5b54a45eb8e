import { useState } from 'react';
import type { LineProduction } from '@domain/production/api';
import { PRODUCTION_LIMITS } from '@domain/production/rules';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { shipmentFieldErrors, useShipLine } from './ship-line';

export interface ShipDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  lineId: string;
  productName: string;
  /** The carriers the line may ship with and its parcel's zone (the line's view). */
  carriers: LineProduction['carriers'];
  zone: LineProduction['zone'];
}

/**
 * "Ship …": one of the carriers the parcel was promised at checkout (its zone's, with their
 * tracking pages) or by hand, and the tracking number when the carrier has one; the dialog is the
 * confirmation (undone within 10 minutes on the card).
 */
export function ShipDialog({ open, onOpenChange, lineId, productName, carriers, zone }: ShipDialogProps) {
  const { t, i18n } = useTranslation('production');
  const errorText = useErrorText(['production']);
  const ship = useShipLine();
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTracking] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const needsTracking = carriers.find((c) => c.id === carrier)?.trackingNumber ?? 'required';
  const local = tried ? shipmentFieldErrors({ carriers, carrier, trackingNumber, note }) : null;
  const server = ship.error instanceof ApiError ? ship.error : null;
  const fieldError = (field: 'carrier' | 'trackingNumber') => {
    const code = local?.[field] ?? server?.fields?.[field]?.[0];
    return code ? errorText(code) : undefined;
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !ship.isPending && onOpenChange(next)} title={t('ship.title', { product: productName })} description={t('ship.body')}>
      <form
        noValidate
        className="grid gap-3"
        data-testid="production-ship-form"
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (shipmentFieldErrors({ carriers, carrier, trackingNumber, note }) || ship.isPending) return;
          ship.mutate(
            { lineId, carriers, carrier, trackingNumber, note },
            {
              onSuccess: () => {
                onOpenChange(false);
                toast({ title: t('ship.done', { product: productName }), variant: 'success' });
              },
            },
          );
        }}
      >
        <label className="grid gap-1 text-sm font-semibold">
          {t('ship.carrier')}
          <select
            className="min-h-11 rounded-lg border border-line bg-white px-3 font-normal"
            value={carrier}
            onChange={(e) => setCarrier(e.target.value)}
            aria-invalid={fieldError('carrier') ? true : undefined}
            aria-describedby={fieldError('carrier') ? 'production-carrier-error' : undefined}
            data-testid="production-carrier"
          >
            <option value="">{t('ship.carrierPick')}</option>
            {carriers.map((c) => (
              <option key={c.id} value={c.id}>
                {c.listedId ? t(`carriers.${c.listedId}`) : c.name}
              </option>
            ))}
          </select>
          {zone ? (
            <span className="text-sm font-normal text-muted" data-testid="production-carrier-zone">
              {t('ship.carrierZone', { zone: i18n.language === 'am-ET' ? zone.nameAm : zone.nameEn })}
            </span>
          ) : null}
          {fieldError('carrier') ? (
            <span id="production-carrier-error" className="text-sm font-normal text-crimson">
              {fieldError('carrier')}
            </span>
          ) : null}
        </label>
        {needsTracking === 'none' ? null : (
        <Field
          label={t('ship.tracking')}
          value={trackingNumber}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={PRODUCTION_LIMITS.trackingMax * 2}
          onChange={(e) => setTracking(e.target.value)}
          error={fieldError('trackingNumber')}
          hint={needsTracking === 'optional' ? t('ship.trackingOptional') : undefined}
          data-testid="production-tracking-input"
        />
        )}
        <Field label={t('ship.note')} value={note} maxLength={PRODUCTION_LIMITS.noteMax} onChange={(e) => setNote(e.target.value)} />
        {server && !server.fields ? (
          <p role="alert" className="text-sm text-crimson" data-testid="production-ship-error">
            {errorText(server)}
          </p>
        ) : null}
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" disabled={ship.isPending} onClick={() => onOpenChange(false)}>
            {t('ship.cancel')}
          </Button>
          <Button type="submit" variant="accent" disabled={ship.isPending} aria-busy={ship.isPending || undefined} data-testid="production-ship-confirm">
            {ship.isPending ? t('ship.sending') : t('ship.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
