import { Eye, EyeOff, Info, Link2, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FOOTER_GROUPS, HEADER_MENU_MAX_SHOWN, HEADER_MENU_MIN_ITEMS, headerMenu, isExternalUrl, type FooterGroup } from '@domain/content';
import { isSafeLink } from '@domain/security';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { useErrorText } from '../../../lib/error-text';
import { useDeleteFooterLink } from './delete-footer-link';
import { useDeleteMenuItem } from './delete-menu-item';
import { useFooterLinks, type AdminFooterLink } from './get-footer-links';
import { useMenuItems, type AdminMenuItem } from './get-menu-items';
import { FooterLinkDialog, MenuItemDialog } from './navigation-dialogs';
import { NavigationList } from './navigation-list';
import { useSaveFooterLink } from './save-footer-link';
import { useSaveFooterOrder } from './save-footer-order';
import { useSaveMenuItem } from './save-menu-item';
import { useSaveMenuOrder } from './save-menu-order';

const byOrder = <T extends { displayOrder: number }>(a: T, b: T) => a.displayOrder - b.displayOrder;

/** Admin console section: the header menu (with the §2 rule) and the footer links by group. */
export function NavigationSection() {
  const { t } = useTranslation('admin-content');
  const [announcement, setAnnouncement] = useState('');
  return (
    <section aria-labelledby="admin-navigation-title" data-testid="admin-navigation">
      <h2 id="admin-navigation-title" className="font-display text-2xl font-semibold">
        {t('navigation.title')}
      </h2>
      <p className="mt-1 text-ink-soft">{t('navigation.subtitle')}</p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <MenuEditor announce={setAnnouncement} />
      <FooterEditor announce={setAnnouncement} />
    </section>
  );
}

function ListSkeleton() {
  const { t } = useTranslation('admin-content');
  return (
    <div className="grid gap-2" aria-busy aria-label={t('common.loading')}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-16 w-full rounded-card" />
      ))}
    </div>
  );
}

function RowText({ title, titleAm, url, badges }: { title: string; titleAm: string | null; url: string; badges: ReactNode }) {
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="break-words font-semibold">{title}</span>
        {titleAm ? (
          <span lang="am" className="break-words text-ink-soft">
            {titleAm}
          </span>
        ) : null}
        {badges}
      </p>
      <p className="mt-0.5 flex items-center gap-1 truncate text-sm text-muted" dir="ltr">
        <Link2 aria-hidden className="h-3.5 w-3.5 shrink-0" />
        <span className="truncate">{url}</span>
      </p>
    </div>
  );
}

function RowActions({ name, active, onToggle, onEdit, onDelete, extra, pending }: { name: string; active: boolean; onToggle: () => void; onEdit: () => void; onDelete: () => void; extra?: ReactNode; pending?: boolean }) {
  const { t } = useTranslation('admin-content');
  return (
    <div className="mt-2 flex flex-wrap gap-1">
      <Button variant="outline" size="sm" onClick={onToggle} disabled={pending} aria-label={active ? t('navigation.deactivateNamed', { name }) : t('navigation.activateNamed', { name })} data-testid="nav-toggle">
        {active ? <EyeOff aria-hidden className="h-4 w-4" /> : <Eye aria-hidden className="h-4 w-4" />}
        {active ? t('navigation.deactivate') : t('navigation.activate')}
      </Button>
      <Button variant="outline" size="sm" onClick={onEdit} aria-label={t('navigation.editNamed', { name })} data-testid="nav-edit">
        <Pencil aria-hidden className="h-4 w-4" />
        {t('navigation.edit')}
      </Button>
      {extra}
      <Button variant="ghost" size="sm" className="text-crimson" onClick={onDelete} aria-label={t('navigation.deleteNamed', { name })} data-testid="nav-delete">
        <Trash2 aria-hidden className="h-4 w-4" />
        {t('navigation.delete')}
      </Button>
    </div>
  );
}

type MenuDialogState = { item: AdminMenuItem | null; parent: string | null; key: number } | null;

function MenuEditor({ announce }: { announce: (text: string) => void }) {
  const { t } = useTranslation('admin-content');
  const errorText = useErrorText(['admin-content', 'admin']);
  const menu = useMenuItems();
  const order = useSaveMenuOrder();
  const toggle = useSaveMenuItem();
  const remove = useDeleteMenuItem();
  const [dialog, setDialog] = useState<MenuDialogState>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminMenuItem | null>(null);

  const openDialog = (item: AdminMenuItem | null, parent: string | null = null) => {
    setDialog({ item, parent, key: Date.now() });
    setDialogOpen(true);
  };

  let body: ReactNode;
  if (menu.isPending) body = <ListSkeleton />;
  else if (menu.isError) body = <ErrorPanel message={`${t('common.loadError')} ${errorText(menu.error)}`} onRetry={() => void menu.refetch()} />;
  else {
    const items = menu.data;
    const tops = items.filter((m) => !m.parentId).sort(byOrder);
    const childrenOf = (id: string) => items.filter((m) => m.parentId === id).sort(byOrder);
    // What the public site answers: active top-level items with a safe link, in order.
    const rule = headerMenu(tops.filter((m) => m.isActive && isSafeLink(m.url)));
    const shown = new Set(rule.shown.map((m) => m.id));
    const reorder = (parentId: string | null) => (ids: string[], moved: { title: string }, position: number) =>
      order.mutate(
        { parentId, ids },
        {
          onSuccess: () => announce(t('navigation.moved', { name: moved.title, position, count: ids.length })),
          onError: (error) => toast({ title: t('navigation.toasts.failed'), description: errorText(error), variant: 'destructive' }),
        },
      );
    const flip = (m: AdminMenuItem) =>
      toggle.mutate(
        { id: m.id, title: m.title, titleAm: m.titleAm, url: m.url, isExternal: m.isExternal, isActive: !m.isActive, parentId: m.parentId },
        {
          onSuccess: () => toast({ title: t('navigation.toasts.saved'), variant: 'success' }),
          onError: (error) => toast({ title: t('navigation.toasts.failed'), description: errorText(error), variant: 'destructive' }),
        },
      );
    const badges = (m: AdminMenuItem, top: boolean) => (
      <>
        {!m.isActive ? <Badge>{t('navigation.badges.inactive')}</Badge> : null}
        {m.isExternal || isExternalUrl(m.url) ? <Badge tone="saffron">{t('navigation.badges.external')}</Badge> : null}
        {top && rule.source === 'menu' && shown.has(m.id) ? <Badge tone="emerald">{t('navigation.badges.inHeader')}</Badge> : null}
        {top && rule.source === 'menu' && m.isActive && !shown.has(m.id) ? <Badge tone="crimson">{t('navigation.badges.notShown')}</Badge> : null}
      </>
    );
    body = (
      <>
        <HeaderRule rule={rule} />
        {tops.length === 0 ? (
          <p className="rounded-card border border-dashed border-line p-6 text-center text-ink-soft" data-testid="menu-empty">
            {t('navigation.empty')}
          </p>
        ) : (
          <NavigationList items={tops} label={t('navigation.menuTitle')} nameOf={(m) => m.title} onReorder={reorder(null)} disabled={order.isPending} testId="menu-list">
            {(m) => {
              const kids = childrenOf(m.id);
              return (
                <>
                  <RowText title={m.title} titleAm={m.titleAm} url={m.url} badges={badges(m, true)} />
                  <RowActions
                    name={m.title}
                    active={m.isActive}
                    pending={toggle.isPending}
                    onToggle={() => flip(m)}
                    onEdit={() => openDialog(m)}
                    onDelete={() => setDeleting(m)}
                    extra={
                      <Button variant="outline" size="sm" onClick={() => openDialog(null, m.id)} data-testid="nav-add-child">
                        <Plus aria-hidden className="h-4 w-4" />
                        {t('navigation.addChild')}
                      </Button>
                    }
                  />
                  {kids.length ? (
                    <div className="mt-3 border-s-2 border-line ps-3">
                      <NavigationList items={kids} label={t('navigation.childrenLabel', { name: m.title })} nameOf={(c) => c.title} onReorder={reorder(m.id)} disabled={order.isPending}>
                        {(c) => (
                          <>
                            <RowText title={c.title} titleAm={c.titleAm} url={c.url} badges={badges(c, false)} />
                            <RowActions name={c.title} active={c.isActive} pending={toggle.isPending} onToggle={() => flip(c)} onEdit={() => openDialog(c)} onDelete={() => setDeleting(c)} />
                          </>
                        )}
                      </NavigationList>
                    </div>
                  ) : null}
                </>
              );
            }}
          </NavigationList>
        )}
        {dialog ? (
          <MenuItemDialog
            key={dialog.key}
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            item={dialog.item}
            parents={tops}
            hasChildren={dialog.item ? childrenOf(dialog.item.id).length > 0 : false}
            initialParent={dialog.parent}
          />
        ) : null}
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          title={t('navigation.confirmDelete.title', { name: deleting?.title ?? '' })}
          description={
            deleting && childrenOf(deleting.id).length
              ? t('navigation.confirmDelete.bodyChildren', { count: childrenOf(deleting.id).length })
              : t('navigation.confirmDelete.body')
          }
          confirmLabel={t('navigation.confirmDelete.confirm')}
          cancelLabel={t('common.cancel')}
          pending={remove.isPending}
          testId="nav-confirm-delete"
          onConfirm={() =>
            deleting &&
            remove.mutate(deleting.id, {
              onSuccess: () => toast({ title: t('navigation.toasts.deleted'), variant: 'success' }),
              onError: (error) => toast({ title: t('navigation.toasts.failed'), description: errorText(error), variant: 'destructive' }),
              onSettled: () => setDeleting(null),
            })
          }
        />
      </>
    );
  }

  return (
    <div className="mt-6 rounded-card border border-line bg-linen/40 p-4 sm:p-5" data-testid="menu-editor">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-display text-xl font-semibold">{t('navigation.menuTitle')}</h3>
        <Button onClick={() => openDialog(null)} data-testid="menu-add">
          <Plus aria-hidden className="h-4 w-4" />
          {t('navigation.add')}
        </Button>
      </div>
      {body}
    </div>
  );
}

function HeaderRule({ rule }: { rule: ReturnType<typeof headerMenu<AdminMenuItem>> }) {
  const { t } = useTranslation('admin-content');
  const fallback = rule.source === 'fallback';
  return (
    <div
      className={cn('mb-4 rounded-card border p-4 text-sm', fallback ? 'border-saffron bg-saffron-tint' : 'border-emerald/40 bg-emerald-tint')}
      data-testid="header-rule"
      data-source={rule.source}
      data-shown={rule.shown.length}
    >
      <p className="flex items-start gap-2 font-semibold">
        <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        {fallback ? t('navigation.rule.fallback', { count: rule.missing }) : t('navigation.rule.menu', { count: rule.shown.length, max: HEADER_MENU_MAX_SHOWN })}
      </p>
      {!fallback && rule.hidden.length ? (
        <p className="mt-1 ps-6">{t('navigation.rule.hidden', { count: rule.hidden.length, max: HEADER_MENU_MAX_SHOWN, names: rule.hidden.map((m) => m.title).join(', ') })}</p>
      ) : null}
      <p className="mt-1 ps-6 text-ink-soft">{t('navigation.rule.explain', { min: HEADER_MENU_MIN_ITEMS, max: HEADER_MENU_MAX_SHOWN })}</p>
    </div>
  );
}

type FooterDialogState = { link: AdminFooterLink | null; group: FooterGroup; key: number } | null;

function FooterEditor({ announce }: { announce: (text: string) => void }) {
  const { t } = useTranslation('admin-content');
  const errorText = useErrorText(['admin-content', 'admin']);
  const links = useFooterLinks();
  const order = useSaveFooterOrder();
  const toggle = useSaveFooterLink();
  const remove = useDeleteFooterLink();
  const [dialog, setDialog] = useState<FooterDialogState>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminFooterLink | null>(null);
  const openDialog = (link: AdminFooterLink | null, group: FooterGroup) => {
    setDialog({ link, group, key: Date.now() });
    setDialogOpen(true);
  };

  let body: ReactNode;
  if (links.isPending) body = <ListSkeleton />;
  else if (links.isError) body = <ErrorPanel message={`${t('common.loadError')} ${errorText(links.error)}`} onRetry={() => void links.refetch()} />;
  else {
    const data = links.data;
    body = (
      <div className="grid gap-6 xl:grid-cols-2">
        {FOOTER_GROUPS.map((group) => {
          const items = data.filter((l) => l.category === group).sort(byOrder);
          return (
            <div key={group} className="min-w-0" data-testid={`footer-group-${group}`}>
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <h4 className="font-semibold">{t(`navigation.groups.${group}`)}</h4>
                <Button variant="outline" size="sm" onClick={() => openDialog(null, group)} data-testid={`footer-add-${group}`}>
                  <Plus aria-hidden className="h-4 w-4" />
                  {t('navigation.addLink')}
                </Button>
              </div>
              {items.length === 0 ? (
                <p className="rounded-card border border-dashed border-line p-4 text-center text-sm text-ink-soft">{t('navigation.footerEmpty')}</p>
              ) : (
                <NavigationList
                  items={items}
                  label={t(`navigation.groups.${group}`)}
                  nameOf={(l) => l.label}
                  disabled={order.isPending}
                  onReorder={(ids, moved, position) =>
                    order.mutate(
                      { category: group, ids },
                      {
                        onSuccess: () => announce(t('navigation.moved', { name: moved.label, position, count: ids.length })),
                        onError: (error) => toast({ title: t('navigation.toasts.failed'), description: errorText(error), variant: 'destructive' }),
                      },
                    )
                  }
                >
                  {(l) => (
                    <>
                      <RowText title={l.label} titleAm={l.labelAm} url={l.url} badges={!l.isActive ? <Badge>{t('navigation.badges.inactive')}</Badge> : null} />
                      <RowActions
                        name={l.label}
                        active={l.isActive}
                        pending={toggle.isPending}
                        onToggle={() =>
                          toggle.mutate(
                            { id: l.id, category: l.category, label: l.label, labelAm: l.labelAm, url: l.url, isActive: !l.isActive },
                            { onError: (error) => toast({ title: t('navigation.toasts.failed'), description: errorText(error), variant: 'destructive' }) },
                          )
                        }
                        onEdit={() => openDialog(l, group)}
                        onDelete={() => setDeleting(l)}
                      />
                    </>
                  )}
                </NavigationList>
              )}
            </div>
          );
        })}
      </div>
    );
  }
  return (
    <div className="mt-6 rounded-card border border-line bg-linen/40 p-4 sm:p-5" data-testid="footer-editor">
      <h3 className="mb-4 font-display text-xl font-semibold">{t('navigation.footerTitle')}</h3>
      {body}
      {dialog ? <FooterLinkDialog key={dialog.key} open={dialogOpen} onOpenChange={setDialogOpen} link={dialog.link} group={dialog.group} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('navigation.confirmDelete.title', { name: deleting?.label ?? '' })}
        description={t('navigation.confirmDelete.body')}
        confirmLabel={t('navigation.confirmDelete.confirm')}
        cancelLabel={t('common.cancel')}
        pending={remove.isPending}
        testId="footer-confirm-delete"
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast({ title: t('navigation.toasts.deleted'), variant: 'success' }),
            onError: (error) => toast({ title: t('navigation.toasts.failed'), description: errorText(error), variant: 'destructive' }),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </div>
  );
}
