import { ArrowDown, ArrowUp, Pencil, Plus, Trash2, Truck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { countryName } from '@domain/orders/countries';
import { REST_OF_WORLD } from '@domain/shipping';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { EmptyState } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { useErrorText } from '../../../lib/error-text';
import { useTranslation } from '../../../lib/use-translation';
import { useDeleteShippingZone } from './delete-shipping-zone';
import { useShippingZones, type ShippingZoneView } from './get-shipping-zones';
import { useMoveShippingZone, useZoneMoving } from './reorder-shipping-zones';
import { useZoneMoney } from './use-zone-money';
import { ZoneForm } from './zone-form';

/** How many country names a zone's card shows before "+N more". */
const COUNTRIES_SHOWN = 8;

const zoneHref = (zone: string) => `/admin?section=shipping&zone=${encodeURIComponent(zone)}`;

/**
 * Admin console section (issue 40): the shipping zones, each with its countries or cities, rates
 * by weight, transit, free-shipping threshold (US dollars and the admin's currency) and carriers;
 * `&zone=<id>` edits one and `&zone=new` adds one, so the form has its own address.
 */
export function ShippingSection() {
  const { t } = useTranslation('admin-shipping');
  const errorText = useErrorText(['admin-shipping']);
  const zones = useShippingZones();
  const [params] = useSearchParams();
  const editing = params.get('zone');

  if (editing !== null) {
    if (zones.isPending) return <ListSkeleton label={t('list.loading')} />;
    if (zones.isError) return <ErrorPanel message={`${t('list.loadError')} ${errorText(zones.error)}`} onRetry={() => void zones.refetch()} />;
    const zone = editing === 'new' ? null : (zones.data.find((z) => z.id === editing) ?? undefined);
    if (zone === undefined) return <ErrorPanel message={t('form.notFound')} />;
    // Keyed by the zone: another zone's form starts from its own values.
    return <ZoneForm key={editing} zone={zone} />;
  }

  return (
    <section aria-labelledby="shipping-title" data-testid="admin-shipping">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="shipping-title" className="font-display text-2xl font-semibold">
            {t('list.title')}
          </h2>
          <p className="mt-1 max-w-prose text-ink-soft">{t('list.subtitle')}</p>
        </div>
        <Button asChild variant="accent" className="w-full shrink-0 sm:w-auto">
          <Link to={zoneHref('new')} data-testid="shipping-add">
            <Plus aria-hidden className="h-4 w-4" />
            {t('list.add')}
          </Link>
        </Button>
      </div>
      <div className="mt-5">
        {zones.isPending ? (
          <ListSkeleton label={t('list.loading')} />
        ) : zones.isError ? (
          <ErrorPanel message={`${t('list.loadError')} ${errorText(zones.error)}`} onRetry={() => void zones.refetch()} />
        ) : zones.data.length === 0 ? (
          <div data-testid="shipping-empty">
            <EmptyState icon={<Truck aria-hidden className="mx-auto h-10 w-10" />} title={t('list.emptyTitle')} description={t('list.emptyBody')} />
          </div>
        ) : (
          <>
            <p className="mb-3 text-sm text-muted">{t('list.orderHint')}</p>
            <ul className="grid gap-4 xl:grid-cols-2" aria-label={t('list.label')} data-testid="shipping-zones">
              {zones.data.map((zone, i) => (
                <ZoneCard key={zone.id} zone={zone} index={i} count={zones.data.length} />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-3" aria-busy aria-label={label} data-testid="shipping-loading">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-40 w-full rounded-card" />
      ))}
    </div>
  );
}

/** An arrow that keeps its focus when it cannot move: `aria-disabled`, and the press ignored. */
function MoveButton({ blocked, onMove, label, testId, children }: { blocked: boolean; onMove(): void; label: string; testId: string; children: ReactNode }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-disabled={blocked || undefined}
      onClick={() => (blocked ? undefined : onMove())}
      aria-label={label}
      data-testid={testId}
      className="aria-disabled:cursor-not-allowed aria-disabled:text-ink/40 aria-disabled:hover:bg-transparent"
    >
      {children}
    </Button>
  );
}

function ZoneCard({ zone, index, count }: { zone: ShippingZoneView; index: number; count: number }) {
  const { t, i18n } = useTranslation('admin-shipping');
  const errorText = useErrorText(['admin-shipping']);
  const money = useZoneMoney();
  const remove = useDeleteShippingZone();
  const move = useMoveShippingZone();
  const moving = useZoneMoving();
  const [confirming, setConfirming] = useState(false);
  const amharic = i18n.language === 'am-ET';
  const name = amharic ? zone.nameAm : zone.nameEn;
  const grams = new Intl.NumberFormat(amharic ? 'am-ET' : 'en');
  const countries = zone.countries.map((c) => (c === REST_OF_WORLD ? t('list.restOfWorld') : countryName(c, i18n.language)));
  const shown = countries.slice(0, COUNTRIES_SHOWN).join(', ');
  const hidden = countries.length - COUNTRIES_SHOWN;

  const confirmDelete = () =>
    remove.mutate(
      { id: zone.id },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({ title: t('list.deleted'), description: name, variant: 'success', key: 'shipping' });
        },
        onError: (error) => toast({ title: t('list.deleteFailed'), description: errorText(error), variant: 'destructive', key: 'shipping' }),
      },
    );

  const moveBy = (by: -1 | 1) =>
    move.mutate(
      { id: zone.id, by },
      {
        onSuccess: () => toast({ title: t('list.moved'), description: name, variant: 'success', key: 'shipping' }),
        onError: (error) => toast({ title: t('list.moveFailed'), description: errorText(error), variant: 'destructive', key: 'shipping' }),
      },
    );

  return (
    <li className="min-w-0 rounded-card border border-line bg-white p-4 shadow-card sm:p-5" data-testid={`shipping-zone-${zone.id}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-display text-lg font-semibold">{name}</h3>
          <p className="text-xs text-muted" dir="ltr">
            {zone.id} · {amharic ? zone.nameEn : zone.nameAm}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button asChild variant="outline" size="sm">
            <Link to={zoneHref(zone.id)} aria-label={t('list.editLabel', { name })} data-testid={`shipping-edit-${zone.id}`}>
              <Pencil aria-hidden className="h-4 w-4" />
              <span className="hidden sm:inline">{t('list.edit')}</span>
            </Link>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={t('list.deleteLabel', { name })} data-testid={`shipping-delete-${zone.id}`}>
            <Trash2 aria-hidden className="h-4 w-4 text-crimson" />
          </Button>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        <dt className="font-semibold text-muted">{t('list.countries')}</dt>
        <dd className="break-words">
          {shown}
          {hidden > 0 ? <span className="text-muted"> {t('list.moreCountries', { count: hidden })}</span> : null}
        </dd>
        {zone.cities.length > 0 ? (
          <>
            <dt className="font-semibold text-muted">{t('list.cities')}</dt>
            <dd className="break-words">{zone.cities.join(', ')}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-muted">{t('list.rates')}</dt>
        <dd>
          <ul className="grid gap-0.5" data-testid={`shipping-bands-${zone.id}`}>
            {zone.bands.map((b) => (
              <li key={b.fromGrams} className="flex justify-between gap-3 tabular-nums sm:max-w-xs">
                <span>{b.toGrams === null ? t('list.bandOpen', { from: grams.format(b.fromGrams) }) : t('list.band', { from: grams.format(b.fromGrams), to: grams.format(b.toGrams) })}</span>
                {/* Rates are kept in dollars; an admin reading prices in another currency sees today's figure beside them. */}
                <span className="text-right">
                  <span className="font-semibold">{money.usd(b.priceUsdMinor)}</span>
                  {money.isUsd ? null : (
                    <span className="block text-xs text-muted" data-testid="shipping-band-local">
                      {t('list.rateConverted', { local: money.local(b.priceUsdMinor) })}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </dd>
        <dt className="font-semibold text-muted">{t('list.transit')}</dt>
        <dd>{t('list.transitDays', { min: zone.transitMinDays, max: zone.transitMaxDays })}</dd>
        <dt className="font-semibold text-muted">{t('list.freeOver')}</dt>
        <dd data-testid={`shipping-threshold-${zone.id}`}>
          {zone.freeOverUsdMinor === null
            ? t('list.never')
            : money.isUsd
              ? t('list.freeOverValue', { usd: money.usd(zone.freeOverUsdMinor) })
              : t('list.freeOverConverted', { usd: money.usd(zone.freeOverUsdMinor), local: money.local(zone.freeOverUsdMinor) })}
        </dd>
        <dt className="font-semibold text-muted">{t('list.carriers')}</dt>
        <dd className="break-words">{zone.carriers.length ? zone.carriers.map((c) => c.name).join(', ') : t('list.noCarriers')}</dd>
      </dl>
      {/* The order shoppers see on the shipping page. The arrows are marked, not made, disabled at an
          end and while a zone moves: a disabled button drops the keyboard's focus, and the admin
          pressing Enter again and again would lose their place (it stays on the arrow as the card moves). */}
      <div className="mt-3 flex items-center justify-between gap-2 border-t border-line pt-2">
        <span className="text-xs text-muted" data-testid={`shipping-position-${zone.id}`}>
          {t('list.position', { n: index + 1, count })}
        </span>
        <div className="flex gap-1">
          <MoveButton blocked={index === 0 || moving} onMove={() => moveBy(-1)} label={t('list.moveUp', { name })} testId={`shipping-up-${zone.id}`}>
            <ArrowUp aria-hidden className="h-4 w-4" />
          </MoveButton>
          <MoveButton blocked={index === count - 1 || moving} onMove={() => moveBy(1)} label={t('list.moveDown', { name })} testId={`shipping-down-${zone.id}`}>
            <ArrowDown aria-hidden className="h-4 w-4" />
          </MoveButton>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('list.deleteTitle', { name })}
        description={t('list.deleteBody')}
        confirmLabel={t('list.deleteConfirm')}
        cancelLabel={t('list.cancel')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
        testId="shipping-delete-confirm"
      />
    </li>
  );
}
