import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useErrorText } from '../../../lib/error-text';
import { CONTENT_LIMITS, FOOTER_GROUPS, isExternalUrl, LINK_MAX_LENGTH, type FooterGroup } from '@domain/content';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/form-fields';
import { toast } from '../../../components/ui/toast';
import { fieldCodes } from './content-refusals';
import type { AdminFooterLink } from './get-footer-links';
import type { AdminMenuItem } from './get-menu-items';
import { saveFooterLinkSchema, useSaveFooterLink } from './save-footer-link';
import { saveMenuItemSchema, useSaveMenuItem } from './save-menu-item';

function Check({ label, checked, onChange, testId }: { label: string; checked: boolean; onChange: (v: boolean) => void; testId: string }) {
  return (
    <label className="flex min-h-11 items-center gap-3">
      <input type="checkbox" className="h-5 w-5 accent-emerald" checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
      <span className="text-sm font-semibold">{label}</span>
    </label>
  );
}

function Actions({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  const { t } = useTranslation('admin-content');
  return (
    <div className="mt-2 flex flex-wrap justify-end gap-2">
      <Button variant="outline" disabled={pending} onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" disabled={pending} aria-busy={pending || undefined} data-testid="nav-dialog-save">
        {pending ? t('common.saving') : t('common.save')}
      </Button>
    </div>
  );
}

/** Creating (no `item`) or editing a header menu item; a parent makes it a child (one level). */
export function MenuItemDialog({
  open,
  onOpenChange,
  item,
  parents,
  hasChildren,
  initialParent,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: AdminMenuItem | null;
  parents: AdminMenuItem[];
  hasChildren: boolean;
  initialParent: string | null;
}) {
  const { t } = useTranslation('admin-content');
  const errorText = useErrorText(['admin-content', 'admin']);
  const save = useSaveMenuItem();
  const [title, setTitle] = useState(item?.title ?? '');
  const [titleAm, setTitleAm] = useState(item?.titleAm ?? '');
  const [url, setUrl] = useState(item?.url ?? '');
  const [isExternal, setExternal] = useState(item?.isExternal ?? false);
  const [externalTouched, setExternalTouched] = useState(item !== null);
  const [isActive, setActive] = useState(item?.isActive ?? true);
  const [parentId, setParentId] = useState<string | null>(item ? item.parentId : initialParent);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = saveMenuItemSchema.safeParse({ title, titleAm, url, isExternal, isActive, parentId });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { ...checked.data, ...(item ? { id: item.id } : {}) },
      {
        onSuccess: () => {
          toast({ title: item ? t('navigation.toasts.saved') : t('navigation.toasts.created'), description: t('common.savedBody'), variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) => {
          setErrors(fieldCodes(error));
          toast({ title: t('navigation.toasts.failed'), description: errorText(error), variant: 'destructive' });
        },
      },
    );
  };
  const err = (k: string) => (errors[k] ? errorText(errors[k]) : null);
  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)} title={item ? t('navigation.form.editTitle') : t('navigation.form.createTitle')}>
      <form noValidate onSubmit={submit} className="grid gap-4" data-testid="menu-item-form">
        <Field label={t('navigation.form.titleEn')} value={title} maxLength={CONTENT_LIMITS.menuTitle} onChange={(e) => setTitle(e.target.value)} error={err('title')} required data-testid="menu-field-title" />
        <Field lang="am" label={t('navigation.form.titleAm')} value={titleAm} maxLength={CONTENT_LIMITS.menuTitle} onChange={(e) => setTitleAm(e.target.value)} error={err('titleAm')} hint={t('navigation.form.titleAmHint')} data-testid="menu-field-titleAm" />
        <Field
          label={t('navigation.form.url')}
          value={url}
          dir="ltr"
          inputMode="url"
          maxLength={LINK_MAX_LENGTH}
          onChange={(e) => {
            setUrl(e.target.value);
            if (!externalTouched) setExternal(isExternalUrl(e.target.value));
          }}
          error={err('url')}
          hint={t('navigation.form.urlHint')}
          required
          data-testid="menu-field-url"
        />
        <SelectField
          label={t('navigation.form.parent')}
          value={parentId ?? ''}
          onChange={(e) => setParentId(e.target.value || null)}
          disabled={hasChildren}
          hint={hasChildren ? t('navigation.form.parentLocked') : undefined}
          error={err('parentId')}
          data-testid="menu-field-parent"
        >
          <option value="">{t('navigation.form.noParent')}</option>
          {parents
            .filter((p) => p.id !== item?.id)
            .map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
        </SelectField>
        <div className="grid gap-1">
          <Check
            label={t('navigation.form.external')}
            checked={isExternal}
            onChange={(v) => {
              setExternal(v);
              setExternalTouched(true);
            }}
            testId="menu-field-external"
          />
          <Check label={t('navigation.form.active')} checked={isActive} onChange={setActive} testId="menu-field-active" />
        </div>
        <Actions pending={save.isPending} onCancel={() => onOpenChange(false)} />
      </form>
    </Dialog>
  );
}

/** Creating or editing a footer link of a group. */
export function FooterLinkDialog({ open, onOpenChange, link, group }: { open: boolean; onOpenChange: (open: boolean) => void; link: AdminFooterLink | null; group: FooterGroup }) {
  const { t } = useTranslation('admin-content');
  const errorText = useErrorText(['admin-content', 'admin']);
  const save = useSaveFooterLink();
  const [category, setCategory] = useState<FooterGroup>(link?.category ?? group);
  const [label, setLabel] = useState(link?.label ?? '');
  const [labelAm, setLabelAm] = useState(link?.labelAm ?? '');
  const [url, setUrl] = useState(link?.url ?? '');
  const [isActive, setActive] = useState(link?.isActive ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = saveFooterLinkSchema.safeParse({ category, label, labelAm, url, isActive });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { ...checked.data, ...(link ? { id: link.id } : {}) },
      {
        onSuccess: () => {
          toast({ title: link ? t('navigation.toasts.saved') : t('navigation.toasts.created'), description: t('common.savedBody'), variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) => {
          setErrors(fieldCodes(error));
          toast({ title: t('navigation.toasts.failed'), description: errorText(error), variant: 'destructive' });
        },
      },
    );
  };
  const err = (k: string) => (errors[k] ? errorText(errors[k]) : null);
  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)} title={link ? t('navigation.form.editLinkTitle') : t('navigation.form.createLinkTitle')}>
      <form noValidate onSubmit={submit} className="grid gap-4" data-testid="footer-link-form">
        <SelectField label={t('navigation.form.group')} value={category} onChange={(e) => setCategory(e.target.value as FooterGroup)} error={err('category')}>
          {FOOTER_GROUPS.map((g) => (
            <option key={g} value={g}>
              {t(`navigation.groups.${g}`)}
            </option>
          ))}
        </SelectField>
        <Field label={t('navigation.form.titleEn')} value={label} maxLength={CONTENT_LIMITS.menuTitle} onChange={(e) => setLabel(e.target.value)} error={err('label')} required data-testid="footer-field-label" />
        <Field lang="am" label={t('navigation.form.titleAm')} value={labelAm} maxLength={CONTENT_LIMITS.menuTitle} onChange={(e) => setLabelAm(e.target.value)} error={err('labelAm')} hint={t('navigation.form.titleAmHint')} />
        <Field label={t('navigation.form.url')} value={url} dir="ltr" inputMode="url" maxLength={LINK_MAX_LENGTH} onChange={(e) => setUrl(e.target.value)} error={err('url')} hint={t('navigation.form.urlHint')} required data-testid="footer-field-url" />
        <Check label={t('navigation.form.active')} checked={isActive} onChange={setActive} testId="footer-field-active" />
        <Actions pending={save.isPending} onCancel={() => onOpenChange(false)} />
      </form>
    </Dialog>
  );
}
