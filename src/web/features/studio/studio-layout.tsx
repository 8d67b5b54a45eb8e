import { LayoutDashboard, MessagesSquare, Plus, UserPen, Wallet, type LucideIcon } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { Container } from '../../components/ui/page';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { useMe } from '../accounts';
import { ShopSuspendedBanner } from './shop-suspended-banner';

const LINKS: readonly { to: string; key: string; icon: LucideIcon; end?: boolean }[] = [
  { to: '/designer-dashboard', key: 'nav.dashboard', icon: LayoutDashboard, end: true },
  { to: '/designer/add-product', key: 'nav.addProduct', icon: Plus },
  { to: '/designer/profile', key: 'nav.profile', icon: UserPen },
  { to: '/designer/earnings', key: 'nav.earnings', icon: Wallet },
  { to: '/designer/messages', key: 'nav.messages', icon: MessagesSquare },
];

/**
 * Around every studio page: the studio's navigation and, while an admin has suspended the shop,
 * the notice saying so (issue 41). The server renders it with the account not known yet
 * (docs/decisions/039): the navigation is shown then too, so a designer's first paint is already
 * the studio; it goes once the account turns out not to be a designer's (a guest, a shopper, an
 * admin looking on), whose page says what they can do instead.
 */
export function StudioLayout() {
  const { t } = useTranslation('studio');
  const me = useMe();
  const user = me.data ?? null;
  const designer = user?.role === 'designer';
  const showNav = me.isPending || designer;
  return (
    <>
      {showNav ? (
        <nav aria-label={t('nav.label')} className="border-b border-line bg-white" data-testid="studio-nav">
          <Container className="flex items-center gap-3 py-2">
            <span className="hidden shrink-0 font-display text-sm font-bold text-emerald-dark sm:inline">{t('nav.title')}</span>
            <ul className="-mx-4 flex flex-1 gap-2 overflow-x-auto px-4 py-1 sm:mx-0 sm:px-0">
              {LINKS.map(({ to, key, icon: Icon, end }) => (
                <li key={to} className="shrink-0">
                  <NavLink
                    to={to}
                    end={end}
                    data-testid={`studio-nav-${key.slice('nav.'.length)}`}
                    className={({ isActive }) =>
                      cn(
                        'inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                        isActive ? 'bg-ink text-cotton' : 'border border-line bg-white text-ink hover:border-ink/50',
                      )
                    }
                  >
                    <Icon aria-hidden className="h-4 w-4" />
                    {t(key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </Container>
        </nav>
      ) : null}
      {designer && user.shopSuspended ? (
        <Container className="pb-1">
          <ShopSuspendedBanner suspended />
        </Container>
      ) : null}
      <Outlet />
    </>
  );
}
