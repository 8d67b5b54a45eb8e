import { useTranslation } from '../../lib/use-translation';
import { useUnreadCounts } from './get-unread-counts';

/** The header's figure on the account menu: unread messages in all (nothing when none). */
export function UnreadBadge({ signedIn }: { signedIn: boolean }) {
  // The shared texts (loaded with every page): the header never waits for the messages namespace.
  const { t } = useTranslation();
  const unread = useUnreadCounts(signedIn);
  const total = unread.data?.total ?? 0;
  if (!signedIn || total === 0) return null;
  return (
    <span
      className="pointer-events-none absolute -right-1 -top-1 grid min-w-5 place-items-center rounded-full bg-crimson px-1 text-[11px] font-bold leading-5 text-white"
      data-testid="header-unread"
      role="status"
      aria-label={t('unreadMessages', { count: total })}
    >
      {total > 99 ? '99+' : total}
    </span>
  );
}

/** One order's unread messages, for its card in /profile. */
export function useOrderUnread(orderId: string, signedIn: boolean): number {
  const unread = useUnreadCounts(signedIn);
  return unread.data?.orders.find((o) => o.orderId === orderId)?.unread ?? 0;
}
