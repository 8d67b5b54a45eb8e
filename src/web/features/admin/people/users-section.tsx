import { ShieldCheck, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { ROLES, USER_SEARCH_MAX, type Role } from '@domain/accounts';
import { Badge } from '../../../components/ui/badge';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { SelectField } from '../../../components/ui/form-fields';
import { EmptyState } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { UrlSearchBox } from '../../../components/ui/url-search-box';
import { cn } from '../../../lib/cn';
import { useEditUrlParams } from '../../../lib/use-edit-url-params';
import { useMe } from '../../accounts';
import { useChangeUserRole } from './change-user-role';
import { useAdminUsers, type AdminUser } from './get-admin-users';
import { UserAccountActions } from './user-account-actions';
import { formatWhen, pageFrom, Pager, usePeopleErrorText } from './people-shared';

const isRole = (value: string | null): value is Role => (ROLES as readonly string[]).includes(value ?? '');
const ROLE_TONE = { admin: 'ink', designer: 'emerald', customer: 'neutral' } as const;

type Pending = { user: AdminUser; role: Role };

/** Admin console section: every account, found by name or e-mail, and its role. */
export function UsersSection() {
  const { t } = useTranslation('admin-people');
  const [params] = useSearchParams();
  const edit = useEditUrlParams();
  const q = params.get('q')?.slice(0, USER_SEARCH_MAX) || undefined;
  const roleParam = params.get('role');
  const role = isRole(roleParam) ? roleParam : undefined;
  const page = pageFrom(params.get('page'));
  const [pending, setPending] = useState<Pending | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const setFilter = (key: 'q' | 'role', value: string | null, replace = false) =>
    edit(
      (p) => {
        if (value) p.set(key, value);
        else p.delete(key);
        p.delete('page');
      },
      { replace, preventScrollReset: true },
    );

  return (
    <section aria-labelledby="users-title" data-testid="admin-users">
      <h2 id="users-title" className="font-display text-2xl font-semibold">
        {t('users.title')}
      </h2>
      <p className="mt-1 text-ink-soft">{t('users.subtitle')}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end">
        <UrlSearchBox
          value={q}
          onCommit={(value, options) => setFilter('q', value, options?.replace)}
          label={t('users.searchLabel')}
          placeholder={t('users.searchPlaceholder')}
          clearLabel={t('users.clear')}
          maxLength={USER_SEARCH_MAX}
          testId="users-search"
        />
        <SelectField label={t('users.roleFilter')} value={role ?? ''} onChange={(e) => setFilter('role', e.target.value || null)} className="sm:w-48" data-testid="users-role-filter">
          <option value="">{t('users.roles.all')}</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`users.roles.${r}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-5">
        <UserList
          q={q}
          role={role}
          page={page}
          onPage={(next) => edit((p) => (next > 1 ? p.set('page', String(next)) : p.delete('page')), { preventScrollReset: true })}
          onChoose={(user, next) => {
            setPending({ user, role: next });
            setConfirmOpen(true);
          }}
        />
      </div>
      {pending ? <RoleConfirm key={`${pending.user.id}-${pending.role}`} open={confirmOpen} onOpenChange={setConfirmOpen} pending={pending} /> : null}
    </section>
  );
}

function UserList({ q, role, page, onPage, onChoose }: { q: string | undefined; role: Role | undefined; page: number; onPage: (p: number) => void; onChoose: (u: AdminUser, r: Role) => void }) {
  const { t } = useTranslation('admin-people');
  const errorText = usePeopleErrorText();
  const list = useAdminUsers({ q, role, page });

  if (list.isPending) {
    return (
      <div className="grid gap-3" aria-busy aria-label={t('users.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex items-center gap-4 rounded-card border border-line bg-white p-4 shadow-card">
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-4 w-1/2" />
            </div>
            <Skeleton className="h-11 w-36" />
          </div>
        ))}
      </div>
    );
  }
  if (list.isError) return <ErrorPanel message={`${t('users.loadError')} ${errorText(list.error)}`} onRetry={() => void list.refetch()} />;
  const data = list.data;
  if (data.items.length === 0) {
    return (
      <div data-testid="users-empty">
        <EmptyState
          icon={<Users aria-hidden className="mx-auto h-10 w-10" />}
          title={q || role ? t('users.emptySearch.title') : t('users.empty.title')}
          description={q ? t('users.emptySearch.body', { q }) : t('users.empty.body')}
        />
      </div>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-muted" aria-live="polite">
        {t('users.count', { count: data.total })}
      </p>
      <ul className={cn('grid gap-3', list.isPlaceholderData && 'opacity-60')} data-testid="users-list" aria-busy={list.isPlaceholderData || undefined}>
        {data.items.map((u) => (
          <li key={u.id}>
            <UserRow user={u} onChoose={onChoose} />
          </li>
        ))}
      </ul>
      <Pager page={data.page} total={data.total} pageSize={data.pageSize} onPage={onPage} busy={list.isPlaceholderData} testId="users-pager" />
    </>
  );
}

function UserRow({ user: u, onChoose }: { user: AdminUser; onChoose: (u: AdminUser, r: Role) => void }) {
  const { t, i18n } = useTranslation('admin-people');
  const me = useMe();
  const isMe = me.data?.id === u.id;
  return (
    <article className="grid gap-3 rounded-card border border-line bg-white p-4 shadow-card sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-center" data-testid="user-row" data-user-email={u.email}>
      <div className="min-w-0">
        <h3 className="flex flex-wrap items-center gap-2 break-words font-semibold">
          {u.fullName}
          {isMe ? <Badge tone="saffron">{t('users.you')}</Badge> : null}
        </h3>
        <p className="break-all text-sm text-ink-soft">{u.email}</p>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
          <Badge tone={ROLE_TONE[u.role]}>
            {u.role === 'admin' ? <ShieldCheck aria-hidden className="h-3 w-3" /> : null}
            {t(`users.roles.${u.role}`)}
          </Badge>
          {u.role === 'customer' ? null : <Badge tone={u.isApproved ? 'emerald' : 'saffron'}>{u.isApproved ? t('users.approved') : t('users.notApproved')}</Badge>}
          {u.emailVerified ? null : <Badge>{t('users.emailUnconfirmed')}</Badge>}
          {u.suspended ? <Badge tone="crimson">{t('users.suspendedBadge')}</Badge> : null}
          {u.shopSuspended ? <Badge tone="saffron">{t('users.shopSuspendedBadge')}</Badge> : null}
          <span className="text-muted">{t('users.joined', { when: formatWhen(u.createdAt, i18n.language) })}</span>
        </div>
      </div>
      <SelectField
        label={t('users.roleOf', { name: u.fullName })}
        value={u.role}
        onChange={(e) => {
          const next = e.target.value;
          if (isRole(next) && next !== u.role) onChoose(u, next);
        }}
        data-testid="user-role-select"
        className="[&>label]:sr-only"
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`users.roles.${r}`)}
          </option>
        ))}
      </SelectField>
      {isMe ? null : <UserAccountActions user={u} />}
    </article>
  );
}

function RoleConfirm({ open, onOpenChange, pending: { user, role } }: { open: boolean; onOpenChange: (open: boolean) => void; pending: Pending }) {
  const { t } = useTranslation('admin-people');
  const errorText = usePeopleErrorText();
  const me = useMe();
  const change = useChangeUserRole();
  const self = me.data?.id === user.id;
  const demotion = user.role === 'admin' || (user.role === 'designer' && role === 'customer');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(`users.confirmTitle.${role}`, { name: user.fullName })}
      description={t(`users.confirmBody.${role}`)}
      confirmLabel={change.isPending ? t('users.changing') : t(`users.confirm.${role}`)}
      cancelLabel={t('users.cancel')}
      pending={change.isPending}
      tone={demotion ? 'danger' : 'default'}
      testId="role-confirm"
      onConfirm={() =>
        change.mutate(
          { id: user.id, role },
          {
            onSuccess: () => {
              toast({ title: t('users.changedTitle'), description: t('users.changedBody', { name: user.fullName, role: t(`users.roles.${role}`) }), variant: 'success' });
              onOpenChange(false);
            },
            onError: (err) => {
              toast({ title: t('users.changeFailed'), description: errorText(err), variant: 'destructive' });
              onOpenChange(false);
            },
          },
        )
      }
    >
      <p className="rounded-lg bg-linen/60 p-3 text-sm">
        <span className="font-semibold">{user.fullName}</span> · <span className="break-all">{user.email}</span>
        <br />
        {t('users.fromTo', { from: t(`users.roles.${user.role}`), to: t(`users.roles.${role}`) })}
      </p>
      {self && user.role === 'admin' ? (
        <p className="mt-3 rounded-lg border-l-4 border-crimson bg-crimson-tint/60 p-3 text-sm" role="note">
          {t('users.selfWarning')}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
