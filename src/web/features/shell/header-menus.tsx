import { AlertTriangle, ChevronDown, User } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, shouldWarnAboutRates } from '@domain/money';
import { Skeleton } from '../../components/ui/skeleton';
import { useMe } from '../accounts';
import { useCurrencyStore } from '../currency/currency-store';
import { useExchangeRates } from '../currency/get-exchange-rates';

/**
 * The account menu and the currency picker are Radix dropdown menus: with Floating UI, focus
 * management and the rest, about 22 KB gzipped that no page needs before the shopper opens one.
 * Until then the header shows their closed trigger, drawn like the real one (same test id, name
 * and look); pointing at it or focusing it fetches the menu, and activating it swaps in the real
 * menu and opens it the way the shopper did (pointer, or keyboard with focus on the first item).
 *
 * The triggers are copied from accounts/account-menu.tsx and currency/currency-picker.tsx: a
 * change there needs the same change here (a split of those files into trigger and menu would
 * remove the copy).
 */
function OnDemandMenu({ load, children }: { load: () => Promise<ComponentType>; children: ReactNode }) {
  const [Menu, setMenu] = useState<ComponentType | null>(null);
  const [live, setLive] = useState(false);
  const intent = useRef<'pointer' | 'keyboard' | null>(null);
  const box = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const how = intent.current;
    const trigger = box.current?.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]');
    if (!live || !Menu || !how || !trigger) return;
    intent.current = null;
    if (how === 'keyboard') {
      trigger.focus();
      trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    } else {
      // Radix opens its menu on pointerdown (left button, no ctrl).
      trigger.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, button: 0, pointerType: 'mouse', isPrimary: true }));
    }
  }, [Menu, live]);

  if (live && Menu) {
    return (
      <span ref={box} className="contents">
        <Menu />
      </span>
    );
  }
  const want = (how: 'pointer' | 'keyboard') => {
    intent.current = how;
    setLive(true);
    load().then(
      (Component) => setMenu(() => Component),
      () => setLive(false),
    );
  };
  return (
    <span
      className="contents"
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={(e: ReactMouseEvent) => {
        if ((e.target as HTMLElement).closest('button')) want(e.detail === 0 ? 'keyboard' : 'pointer');
      }}
      onKeyDown={(e: ReactKeyboardEvent) => {
        if (e.key === 'ArrowDown' && (e.target as HTMLElement).closest('button')) {
          e.preventDefault();
          want('keyboard');
        }
      }}
    >
      {children}
    </span>
  );
}

const loadAccountMenu = () => import('../accounts/account-menu').then((m) => m.AccountMenu);
const loadCurrencyPicker = () => import('../currency/currency-picker').then((m) => m.CurrencyPicker);

/** The closed account menu (accounts/account-menu.tsx), until it is first opened. */
export function AccountMenuButton() {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  if (isPending) return <Skeleton className="h-11 w-11 rounded-full" />;
  const initials = me?.fullName
    .split(/\s+/)
    .map((p) => p[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <OnDemandMenu load={loadAccountMenu}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        data-testid="account-menu"
        aria-label={me ? t('account.menuFor', { name: me.fullName }) : t('account.menu')}
        className="grid h-11 w-11 place-items-center rounded-full hover:bg-linen"
      >
        {me ? <span className="grid h-8 w-8 place-items-center rounded-full bg-emerald text-xs font-bold text-white">{initials}</span> : <User aria-hidden className="h-5 w-5" />}
      </button>
    </OnDemandMenu>
  );
}

/** The closed currency picker (currency/currency-picker.tsx), until it is first opened. */
export function CurrencyPickerButton() {
  const { t } = useTranslation();
  const currency = useCurrencyStore((s) => s.currency);
  const info = CURRENCIES[currency];
  const rates = useExchangeRates();
  const freshness = rates.data?.rates.find((r) => r.code === currency)?.freshness;
  const warn = shouldWarnAboutRates(currency, freshness, rates.isError);
  return (
    <OnDemandMenu load={loadCurrencyPicker}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        className="flex h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold hover:bg-linen"
        aria-label={t('currency.choose', { currency: info.code })}
        data-testid="currency-picker"
      >
        <span aria-hidden>{info.flag}</span>
        <span>{info.code}</span>
        {warn ? <AlertTriangle aria-label={t('currency.staleTitle')} data-testid="rates-stale" className="h-4 w-4 text-[#8a6400]" /> : null}
        <ChevronDown aria-hidden className="h-4 w-4" />
      </button>
    </OnDemandMenu>
  );
}
