import { Heart, Menu, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, NavLink as RouterNavLink } from 'react-router';
import { badgeLabel } from '@domain/cart';
import { Container } from '../../components/ui/page';
import { Drawer } from '../../components/ui/dialog';
import { useHydrated } from '../../components/ui/use-hydrated';
import { cn } from '../../lib/cn';
import { useBecomeDesigner } from '../accounts';
import { useCartCount } from '../cart';
import { useSite } from '../content';
import { useFavoritesCount } from '../favorites';
import { AccountMenuButton, CurrencyPickerButton } from './header-menus';
import { LanguageSwitch } from './language-switch';
import { resolveNav, type NavLink } from './nav-links';
import { SearchBox } from '../search';

export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={cn('flex items-center gap-2', className)} aria-label={t('brand.home')}>
      <img src="/icon.svg" alt="" width={36} height={36} className="h-9 w-9" />
      <span className="font-display text-2xl font-bold tracking-tight">{t('brand.name')}</span>
    </Link>
  );
}

function Badge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span data-testid={testId} className="absolute -right-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-crimson px-1 text-[11px] font-bold leading-5 text-white">
      {badgeLabel(count)}
    </span>
  );
}

function NavItem({ link, onClick, className }: { link: NavLink; onClick?: () => void; className?: string }) {
  if (link.external) {
    return (
      <a href={link.to} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
        {link.label}
      </a>
    );
  }
  return (
    <RouterNavLink
      to={link.to}
      onClick={onClick}
      className={({ isActive }) => cn(className, isActive && 'text-emerald')}
    >
      {link.label}
    </RouterNavLink>
  );
}

// Guest counts come from session storage, which the server cannot see: shown after hydration.
// Each badge is its own component, so only it renders again when the counts arrive, not the header.
function FavoritesLink() {
  const { t } = useTranslation();
  const count = useFavoritesCount();
  const favorites = useHydrated() ? count : 0;
  return (
    <Link to="/favorites" className="relative grid h-11 w-11 place-items-center rounded-full hover:bg-linen" aria-label={t('nav.favoritesCount', { count: favorites })}>
      <Heart aria-hidden className="h-5 w-5" />
      <Badge count={favorites} testId="favorites-badge" />
    </Link>
  );
}

function CartButton() {
  const { t } = useTranslation();
  const { count, setOpen } = useCartCount();
  const items = useHydrated() ? count : 0;
  return (
    <button className="relative grid h-11 w-11 place-items-center rounded-full hover:bg-linen" aria-label={t('nav.cartCount', { count: items })} data-testid="cart-button" onClick={() => setOpen(true)}>
      <ShoppingBag aria-hidden className="h-5 w-5" />
      <Badge count={items} testId="cart-badge" />
    </button>
  );
}

export function Header() {
  const { t, i18n } = useTranslation();
  const { data: site } = useSite();
  const [menuOpen, setMenuOpen] = useState(false);
  const becomeDesigner = useBecomeDesigner();
  const nav = resolveNav(site?.menu, i18n.language, t);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-cotton/95 backdrop-blur supports-[backdrop-filter]:bg-cotton/85" data-toast-avoid="">
      <div className="tibeb-band tibeb-band-thin" />
      <Container className="flex h-16 items-center gap-2 sm:gap-4">
        <button
          className="grid h-11 w-11 place-items-center rounded-full hover:bg-linen lg:hidden"
          aria-label={t('nav.openMenu')}
          data-testid="mobile-menu-button"
          onClick={() => setMenuOpen(true)}
        >
          <Menu aria-hidden className="h-5 w-5" />
        </button>
        <Logo />
        <nav aria-label={t('nav.main')} className="ml-4 hidden items-center gap-1 lg:flex">
          {nav.map((link) => (
            <NavItem key={link.key} link={link} className="rounded-full px-3 py-2 text-sm font-semibold hover:bg-linen" />
          ))}
        </nav>
        <SearchBox className="ml-auto hidden w-full max-w-xs md:block" />
        <div className="ml-auto flex items-center md:ml-0">
          <div className="hidden sm:flex">
            <LanguageSwitch />
            <CurrencyPickerButton />
          </div>
          <FavoritesLink />
          <CartButton />
          <AccountMenuButton />
        </div>
      </Container>
      <Container className="pb-3 md:hidden">
        <SearchBox />
      </Container>

      <Drawer open={menuOpen} onOpenChange={setMenuOpen} side="left" title={t('brand.name')}>
        <nav aria-label={t('nav.main')} className="flex flex-col p-2">
          {nav.map((link) => (
            <NavItem key={link.key} link={link} onClick={() => setMenuOpen(false)} className="flex min-h-12 items-center rounded-lg px-3 text-base font-semibold hover:bg-linen" />
          ))}
          <RouterNavLink to="/new-arrivals" onClick={() => setMenuOpen(false)} className="flex min-h-12 items-center rounded-lg px-3 text-base font-semibold hover:bg-linen">
            {t('nav.newArrivals')}
          </RouterNavLink>
          <RouterNavLink to="/size-guide" onClick={() => setMenuOpen(false)} className="flex min-h-12 items-center rounded-lg px-3 text-base font-semibold hover:bg-linen">
            {t('nav.sizeGuide')}
          </RouterNavLink>
          <button
            onClick={() => {
              setMenuOpen(false);
              becomeDesigner();
            }}
            className="flex min-h-12 items-center rounded-lg px-3 text-left text-base font-semibold text-emerald hover:bg-linen"
          >
            {t('nav.becomeDesigner')}
          </button>
        </nav>
        <div className="flex items-center gap-2 border-t border-line p-4">
          <LanguageSwitch showLabel />
          <CurrencyPickerButton />
        </div>
      </Drawer>
    </header>
  );
}
