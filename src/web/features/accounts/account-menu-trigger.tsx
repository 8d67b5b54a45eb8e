import { User } from 'lucide-react';
import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { Me } from '@domain/accounts/api';

/**
 * The account menu's button, shared by the real menu (as Radix's trigger, `asChild`) and by the
 * header's closed stand-in that loads the menu on first use, so both always look and read the same.
 */
export const AccountMenuTrigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'> & { me: Me | null | undefined }>(function AccountMenuTrigger(
  { me, ...props },
  ref,
) {
  const { t } = useTranslation();
  const initials = me?.fullName
    .split(/\s+/)
    .map((p) => p[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  // The photo the account uploaded, else (none, or it fails to load offline) the initials.
  const [brokenPhoto, setBrokenPhoto] = useState<string | null>(null);
  const photo = me?.profileImageUrl && me.profileImageUrl !== brokenPhoto ? me.profileImageUrl : null;
  return (
    <button
      ref={ref}
      type="button"
      data-testid="account-menu"
      aria-label={me ? t('account.menuFor', { name: me.fullName }) : t('account.menu')}
      className="grid h-11 w-11 place-items-center rounded-full hover:bg-linen"
      {...props}
    >
      {me && photo ? (
        <img src={photo} alt="" width={32} height={32} decoding="async" className="h-8 w-8 rounded-full object-cover" onError={() => setBrokenPhoto(photo)} data-testid="account-menu-photo" />
      ) : me ? (
        <span className="grid h-8 w-8 place-items-center rounded-full bg-emerald text-xs font-bold text-white">{initials}</span>
      ) : (
        <User aria-hidden className="h-5 w-5" />
      )}
    </button>
  );
});
