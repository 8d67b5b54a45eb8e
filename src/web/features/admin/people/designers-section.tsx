import { useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, GripVertical, Search, Star, Users } from 'lucide-react';
import { useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { HOME_FEATURED_DESIGNERS } from '@domain/catalog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { EmptyState } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { moveItem } from '../../../lib/move-item';
import { useErrorText } from '../../../lib/error-text';
import { DesignerAvatar, useDesignerPlace, useRemoveDesigner, useSetDesignerFeatured, type Designer } from '../../catalog';
import { adminDesignersKey, useAdminDesigners } from './get-admin-designers';
import { DesignerDetail } from './designer-detail';
import { DesignerSuspensionButton } from './designer-suspension';
import { useReorderFeaturedDesigners } from './reorder-featured-designers';

/** Admin console section: every designer, the home page's featured order, feature and remove. */
export function DesignersSection() {
  const [params] = useSearchParams();
  const detail = params.get('designer');
  // One designer's page (issue 41), reached from the list's Details link.
  if (detail) return <DesignerDetail id={detail.slice(0, 64)} />;
  return <DesignersList />;
}

function DesignersList() {
  const { t } = useTranslation('admin');
  const query = useAdminDesigners();
  const errorText = useErrorText(['admin']);

  return (
    <section aria-labelledby="admin-designers-title" data-testid="admin-designers" aria-busy={query.isPending || undefined}>
      <h2 id="admin-designers-title" className="font-display text-2xl font-semibold">
        {t('designers.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t('designers.subtitle')}</p>
      <div className="mt-4 space-y-6">
        {query.data ? (
          <>
            <FeaturedOrder designers={query.data.items} order={query.data.featuredOrder} />
            <AllDesigners designers={query.data.items} suspended={new Set(query.data.suspendedIds)} />
          </>
        ) : query.isError ? (
          <ErrorPanel message={`${t('designers.loadError')} ${errorText(query.error)}`} onRetry={() => void query.refetch()} />
        ) : (
          <div className="space-y-3" aria-hidden>
            <Skeleton className="h-40 w-full rounded-card" />
            <Skeleton className="h-64 w-full rounded-card" />
          </div>
        )}
      </div>
    </section>
  );
}

function FeaturedOrder({ designers, order }: { designers: Designer[]; order: string[] }) {
  const { t } = useTranslation('admin');
  const reorder = useReorderFeaturedDesigners();
  const errorText = useErrorText(['admin']);
  const [dragging, setDragging] = useState<number | null>(null);
  const byId = useMemo(() => new Map(designers.map((d) => [d.id, d])), [designers]);
  const featured = order.map((id) => byId.get(id)).filter((d): d is Designer => Boolean(d));

  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    const name = featured[from]?.fullName ?? '';
    reorder.mutate(moveItem(order, from, to), {
      onSuccess: () => toast({ title: t('designers.orderSaved'), description: t('designers.movedTo', { name, position: to + 1 }) }),
      onError: (error) => toast({ title: t('designers.orderFailed'), description: errorText(error), variant: 'destructive' }),
    });
  };

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragging !== null) move(dragging, to);
    setDragging(null);
  };

  return (
    <div className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5" data-testid="admin-featured-order">
      <h3 className="flex items-center gap-2 font-display text-lg font-semibold">
        <Star aria-hidden className="h-4 w-4 text-saffron" />
        {t('designers.featuredTitle')}
      </h3>
      <p className="mt-1 text-sm text-ink-soft">{t('designers.featuredHelp', { count: HOME_FEATURED_DESIGNERS })}</p>
      {featured.length === 0 ? (
        <p className="mt-3 rounded-lg bg-linen/60 px-3 py-4 text-sm text-ink-soft">{t('designers.featuredNone', { count: HOME_FEATURED_DESIGNERS })}</p>
      ) : (
        <ol className="mt-3 space-y-2" aria-label={t('designers.featuredTitle')}>
          {featured.map((designer, i) => (
            <li
              key={designer.id}
              draggable
              onDragStart={(e) => {
                setDragging(i);
                e.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => onDrop(e, i)}
              onDragEnd={() => setDragging(null)}
              data-testid="admin-featured-item"
              className={cn(
                'flex items-center gap-3 rounded-lg border px-2 py-2 sm:px-3',
                i < HOME_FEATURED_DESIGNERS ? 'border-line bg-white' : 'border-dashed border-line bg-linen/40',
                dragging === i && 'opacity-50',
              )}
            >
              <GripVertical aria-hidden className="hidden h-5 w-5 shrink-0 cursor-grab text-muted sm:block" />
              <span className="w-6 shrink-0 text-center font-display font-bold tabular-nums">{i + 1}</span>
              <DesignerAvatar designer={designer} size={36} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold">{designer.fullName || t('designers.anonymous')}</span>
                {i >= HOME_FEATURED_DESIGNERS ? <span className="block text-xs text-muted">{t('designers.notShown', { count: HOME_FEATURED_DESIGNERS })}</span> : null}
              </span>
              <span className="flex shrink-0 gap-1">
                <Button size="sm" variant="outline" className="h-11 w-11 p-0" disabled={i === 0 || reorder.isPending} onClick={() => move(i, i - 1)} aria-label={t('designers.moveUp', { name: designer.fullName })}>
                  <ArrowUp aria-hidden className="h-4 w-4" />
                </Button>
                <Button size="sm" variant="outline" className="h-11 w-11 p-0" disabled={i === featured.length - 1 || reorder.isPending} onClick={() => move(i, i + 1)} aria-label={t('designers.moveDown', { name: designer.fullName })}>
                  <ArrowDown aria-hidden className="h-4 w-4" />
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function AllDesigners({ designers, suspended }: { designers: Designer[]; suspended: ReadonlySet<string> }) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [removing, setRemoving] = useState<Designer | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const wanted = search.trim().toLocaleLowerCase();
  const shown = wanted ? designers.filter((d) => [d.fullName, d.city ?? '', d.cityAm ?? '', d.country, d.businessName ?? ''].some((v) => v.toLocaleLowerCase().includes(wanted))) : designers;

  return (
    <div className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5" data-testid="admin-all-designers">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 className="flex items-center gap-2 font-display text-lg font-semibold">
          <Users aria-hidden className="h-4 w-4" />
          {t('designers.allTitle', { count: designers.length })}
        </h3>
        <label className="relative w-full sm:w-64">
          <span className="sr-only">{t('designers.search')}</span>
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted" />
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('designers.search')}
            className="h-11 w-full rounded-full border border-line bg-white pr-3 pl-9 text-sm focus:border-ink focus:outline-none"
            data-testid="admin-designers-search"
          />
        </label>
      </div>
      {designers.length === 0 ? (
        <EmptyState title={t('designers.emptyTitle')} description={t('designers.emptyBody')} />
      ) : shown.length === 0 ? (
        <p className="mt-4 text-sm text-ink-soft">{t('designers.noMatch', { search: search.trim() })}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {shown.map((designer) => (
            <DesignerRow
              key={designer.id}
              designer={designer}
              suspended={suspended.has(designer.id)}
              onRemove={() => {
                setRemoving(designer);
                setConfirmOpen(true);
              }}
            />
          ))}
        </ul>
      )}
      <RemoveDesignerDialog designer={removing} open={confirmOpen} onOpenChange={setConfirmOpen} />
    </div>
  );
}

function DesignerRow({ designer, suspended, onRemove }: { designer: Designer; suspended: boolean; onRemove: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tp } = useTranslation('admin-people');
  const { t: tc } = useTranslation();
  const qc = useQueryClient();
  const place = useDesignerPlace()(designer);
  const featured = useSetDesignerFeatured();
  const name = designer.fullName || t('designers.anonymous');

  const toggleFeatured = () =>
    featured.mutate(
      { id: designer.id, featured: !designer.isFeatured },
      {
        // The §8 toasts, the same words as on the designers page.
        onSuccess: () => toast({ title: designer.isFeatured ? tc('designers.unfeaturedToast') : tc('designers.featuredToast'), variant: 'success' }),
        onError: () => toast({ title: tc('designers.error'), description: tc('designers.featureFailed'), variant: 'destructive' }),
        onSettled: () => qc.invalidateQueries({ queryKey: adminDesignersKey }),
      },
    );

  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid="admin-designer-row">
      <DesignerAvatar designer={designer} size={44} />
      <div className="min-w-0 flex-1 basis-48">
        <p className="flex flex-wrap items-center gap-2">
          {designer.slug ? (
            <Link to={`/designers/${encodeURIComponent(designer.slug)}`} className="font-semibold hover:underline">
              {name}
            </Link>
          ) : (
            <span className="font-semibold">{name}</span>
          )}
          {designer.isFeatured ? <Badge tone="saffron">{tc('designers.featured')}</Badge> : null}
          {suspended ? <Badge tone="crimson">{tp('designerSuspension.badge')}</Badge> : null}
        </p>
        <p className="text-sm text-ink-soft">
          {[place, tc('designers.productCount', { count: designer.productCount })].filter(Boolean).join(' · ')}
        </p>
      </div>
      <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:flex-wrap">
        <Button asChild variant="outline" className="min-h-11">
          <Link to={`/admin?section=designers&designer=${encodeURIComponent(designer.id)}`} aria-label={tp('designerDetail.openFor', { name })} data-testid="admin-designer-details">
            {tp('designerDetail.open')}
          </Link>
        </Button>
        <DesignerSuspensionButton id={designer.id} name={name} suspended={suspended} />
        <Button size="sm" variant="outline" className="min-h-11 flex-1 sm:flex-none" disabled={featured.isPending} onClick={toggleFeatured} aria-label={`${designer.isFeatured ? tc('designers.unfeature') : tc('designers.feature')}: ${name}`}>
          {designer.isFeatured ? tc('designers.unfeature') : tc('designers.feature')}
        </Button>
        <Button size="sm" variant="outline" className="min-h-11 flex-1 text-crimson sm:flex-none" onClick={onRemove} aria-label={`${tc('designers.remove')}: ${name}`} data-testid="admin-designer-remove">
          {tc('designers.remove')}
        </Button>
      </div>
    </li>
  );
}

function RemoveDesignerDialog({ designer, open, onOpenChange }: { designer: Designer | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t: tc } = useTranslation();
  const qc = useQueryClient();
  const remove = useRemoveDesigner();
  const name = designer?.fullName || tc('designers.anonymous');
  return (
    <ConfirmDialog
      open={open && designer !== null}
      onOpenChange={onOpenChange}
      title={tc('designers.removeTitle', { name })}
      description={tc('designers.removeBody', { name })}
      confirmLabel={tc('designers.removeConfirm')}
      cancelLabel={tc('designers.cancel')}
      pending={remove.isPending}
      testId="admin-designer-remove-confirm"
      onConfirm={() =>
        designer &&
        remove.mutate(designer.id, {
          onSuccess: () => {
            onOpenChange(false);
            toast({ title: tc('designers.removedToast'), variant: 'success' });
          },
          onError: (error) => toast({ title: tc('designers.error'), description: error instanceof ApiError && error.status === 404 ? tc('designers.notFound') : tc('designers.removeFailed'), variant: 'destructive' }),
          onSettled: () => qc.invalidateQueries({ queryKey: adminDesignersKey }),
        })
      }
    />
  );
}
