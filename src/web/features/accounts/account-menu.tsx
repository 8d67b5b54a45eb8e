import { DropdownMenu } from 'radix-ui';
import { LayoutDashboard, LogIn, LogOut, Shield, Store, User } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { AccountMenuTrigger } from './account-menu-trigger';
import { useBecomeDesigner } from './designer-gate';
import { useMe } from './get-me';
import { useSignOut } from './sign-out';

const itemClass = 'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-linen';

export function AccountMenu() {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const becomeDesigner = useBecomeDesigner();

  if (isPending) return <Skeleton className="h-11 w-11 rounded-full" />;

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <AccountMenuTrigger me={me} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-64 rounded-card border border-line bg-white p-1 shadow-card">
          {me ? (
            <>
              <div className="px-3 py-2">
                <p className="font-semibold" data-testid="account-name">
                  {me.fullName}
                </p>
                <p className="truncate text-sm text-muted">{me.email}</p>
                <p className="mt-1 text-xs font-semibold uppercase tracking-wide text-emerald">{t(`roles.${me.role}`)}</p>
                {me.emailVerified ? null : (
                  <p className="mt-1 text-xs font-semibold text-crimson" data-testid="account-menu-unconfirmed">
                    {t('account.emailUnconfirmed')}
                  </p>
                )}
              </div>
              <DropdownMenu.Separator className="my-1 h-px bg-line" />
              <DropdownMenu.Item asChild className={itemClass}>
                <Link to="/profile">
                  <User aria-hidden className="h-4 w-4" /> {t('account.profileSettings')}
                </Link>
              </DropdownMenu.Item>
              {me.role === 'designer' || me.role === 'admin' ? (
                <DropdownMenu.Item asChild className={itemClass}>
                  <Link to="/designer-dashboard">
                    <LayoutDashboard aria-hidden className="h-4 w-4" /> {t('account.designerDashboard')}
                  </Link>
                </DropdownMenu.Item>
              ) : null}
              {me.role === 'admin' ? (
                <DropdownMenu.Item asChild className={itemClass}>
                  <Link to="/admin">
                    <Shield aria-hidden className="h-4 w-4" /> {t('account.adminPanel')}
                  </Link>
                </DropdownMenu.Item>
              ) : null}
              <DropdownMenu.Separator className="my-1 h-px bg-line" />
              <DropdownMenu.Item
                className={itemClass}
                data-testid="sign-out"
                onSelect={() =>
                  signOut.mutate(undefined, {
                    onSuccess: () => {
                      toast({ title: t('auth.signedOut') });
                      void navigate('/');
                    },
                    onError: () => toast({ title: t('auth.signOutFailed'), variant: 'destructive' }),
                  })
                }
              >
                <LogOut aria-hidden className="h-4 w-4" /> {t('auth.signOut')}
              </DropdownMenu.Item>
            </>
          ) : (
            <>
              <DropdownMenu.Item asChild className={itemClass}>
                <Link to="/login" data-testid="menu-sign-in">
                  <LogIn aria-hidden className="h-4 w-4" /> {t('auth.signIn')}
                </Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item className={itemClass} onSelect={becomeDesigner}>
                <Store aria-hidden className="h-4 w-4" /> {t('nav.becomeDesigner')}
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
