import { Copy, Eye, EyeOff, Pencil, ShieldAlert, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { useDeleteProduct } from './delete-product';
import { useDuplicateProduct } from './duplicate-product';
import type { StudioProductRow } from './get-studio-products';
import { visibilityAction } from './products-table-state';
import { useSetProductStatus } from './set-product-status';
import { useErrorText } from '../../lib/error-text';

const editHref = (id: string) => `/designer/edit-product/${encodeURIComponent(id)}`;

/**
 * Edit, duplicate, hide or publish, delete: each row owns its requests, so one row's "Saving…"
 * does not freeze the others.
 */
export function RowActions({ row, layout, onRemoved }: { row: StudioProductRow; layout: 'icons' | 'bar'; onRemoved: () => void }) {
  const { t } = useTranslation('studio');
  const navigate = useNavigate();
  const errorText = useErrorText(['studio']);
  const setStatus = useSetProductStatus();
  const duplicate = useDuplicateProduct();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const visibility = visibilityAction(row);
  const busy = setStatus.isPending || duplicate.isPending;

  const changeVisibility = (target: 'hidden' | 'published') =>
    setStatus.mutate(
      { id: row.id, status: target },
      {
        onSuccess: () => {
          const key = visibility.label === 'keepHidden' ? 'keptHidden' : target === 'hidden' ? 'hidden' : row.status === 'hidden' ? 'unhidden' : 'published';
          toast({ title: t(`products.toasts.${key}.title`, { name: row.name }), description: t(`products.toasts.${key}.body`), variant: 'success' });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'PHOTO_REQUIRED') {
            toast({
              title: t('products.toasts.photoRequired.title'),
              description: t('products.toasts.photoRequired.body', { name: row.name }),
              variant: 'warning',
              durationMs: 10_000,
              action: { label: t('products.toasts.photoRequired.action'), onClick: () => void navigate(editHref(row.id)) },
            });
            return;
          }
          toast({ title: t('products.toasts.statusFailed'), description: errorText(error), variant: 'destructive', durationMs: 8_000 });
        },
      },
    );

  const makeCopy = () =>
    duplicate.mutate(row.id, {
      onSuccess: (copy) => {
        toast({
          title: t('products.toasts.duplicated.title'),
          description: t('products.toasts.duplicated.body', { name: copy?.name ?? row.name }),
          variant: 'success',
          durationMs: 8_000,
          action: copy?.id ? { label: t('products.toasts.duplicated.action'), onClick: () => void navigate(editHref(copy.id)) } : undefined,
        });
      },
      onError: (error) => toast({ title: t('products.toasts.duplicateFailed'), description: errorText(error), variant: 'destructive', durationMs: 8_000 }),
    });

  // Hidden by Tibeb: only an admin shows it again; the row leads to the product's page, with the reason and "Ask for review".
  const visibilityLabel = t(`products.actions.${visibility.label}`);
  const VisibilityIcon = visibility.target === null ? ShieldAlert : visibility.target === 'hidden' ? EyeOff : Eye;
  const { target } = visibility;
  const onVisibility = target === null ? () => void navigate(editHref(row.id)) : () => changeVisibility(target);
  const actions = [
    { key: 'duplicate', label: duplicate.isPending ? t('products.actions.working') : t('products.actions.duplicate'), icon: Copy, onClick: makeCopy, danger: false },
    { key: 'visibility', label: setStatus.isPending ? t('products.actions.working') : visibilityLabel, icon: VisibilityIcon, onClick: onVisibility, danger: false },
    { key: 'delete', label: t('products.actions.delete'), icon: Trash2, onClick: () => setDeleteOpen(true), danger: true },
  ] as const;

  const dialog = <DeleteDialog row={row} open={deleteOpen} onOpenChange={setDeleteOpen} onRemoved={onRemoved} />;

  if (layout === 'icons') {
    return (
      <div className="flex items-center justify-end gap-0.5">
        <Link
          to={editHref(row.id)}
          aria-label={t('products.actions.named', { action: t('products.actions.edit'), name: row.name })}
          title={t('products.actions.edit')}
          className="grid h-11 w-11 place-items-center rounded-full text-ink hover:bg-linen"
          data-testid="studio-product-edit"
        >
          <Pencil aria-hidden className="h-4 w-4" />
        </Link>
        {actions.map(({ key, label, icon: Icon, onClick, danger }) => (
          <button
            key={key}
            type="button"
            onClick={onClick}
            disabled={busy}
            aria-label={t('products.actions.named', { action: label, name: row.name })}
            title={label}
            data-testid={`studio-product-${key}`}
            className={cn('grid h-11 w-11 place-items-center rounded-full hover:bg-linen disabled:opacity-40', danger ? 'text-crimson' : 'text-ink')}
          >
            <Icon aria-hidden className="h-4 w-4" />
          </button>
        ))}
        {dialog}
      </div>
    );
  }

  const cell = 'flex min-h-14 flex-col items-center justify-center gap-1 px-1 text-center text-xs leading-tight font-semibold transition-colors hover:bg-linen disabled:opacity-40';
  return (
    <div role="group" aria-label={t('products.actions.label', { name: row.name })} className="grid grid-cols-4 divide-x divide-line border-t border-line">
      <Link to={editHref(row.id)} className={cn(cell, 'text-ink')} data-testid="studio-product-edit">
        <Pencil aria-hidden className="h-4 w-4" />
        {t('products.actions.edit')}
      </Link>
      {actions.map(({ key, label, icon: Icon, onClick, danger }) => (
        <button key={key} type="button" onClick={onClick} disabled={busy} data-testid={`studio-product-${key}`} className={cn(cell, danger ? 'text-crimson' : 'text-ink')}>
          <Icon aria-hidden className="h-4 w-4" />
          {label}
        </button>
      ))}
      {dialog}
    </div>
  );
}

/** "Delete …?": the answer says whether it was deleted or, having orders, hidden instead. */
function DeleteDialog({ row, open, onOpenChange, onRemoved }: { row: StudioProductRow; open: boolean; onOpenChange: (open: boolean) => void; onRemoved: () => void }) {
  const { t } = useTranslation('studio');
  const remove = useDeleteProduct();
  const errorText = useErrorText(['studio']);
  const confirm = () =>
    remove.mutate(row.id, {
      onSuccess: (outcome) => {
        onOpenChange(false);
        if (outcome === 'hidden') {
          toast({ title: t('products.toasts.hiddenInstead.title', { name: row.name }), description: t('products.toasts.hiddenInstead.body'), variant: 'warning', durationMs: 10_000 });
          return;
        }
        toast({ title: t('products.toasts.deleted', { name: row.name }), variant: 'success' });
        // The row is about to disappear with the focus the dialog returned to it: the list's heading
        // takes it, once Radix has put it back on the trigger (its own timeout).
        window.setTimeout(onRemoved, 50);
      },
      onError: (error) => {
        onOpenChange(false);
        toast({ title: t('products.toasts.deleteFailed'), description: errorText(error), variant: 'destructive', durationMs: 8_000 });
      },
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // While the request is out the dialog stays, so the designer sees how it ends.
        if (!remove.isPending) onOpenChange(next);
      }}
      title={t('products.delete.title', { name: row.name })}
      description={t('products.delete.body')}
    >
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
          {t('products.delete.keep')}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={remove.isPending} aria-busy={remove.isPending || undefined} data-testid="studio-product-delete-confirm">
          {remove.isPending ? t('products.delete.working') : t('products.delete.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
