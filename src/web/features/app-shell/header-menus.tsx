import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { AccountMenuTrigger, loadAccountMenu, useMe } from '../accounts';
import { CurrencyTrigger, loadCurrencyPicker } from '../currency';
import { UnreadBadge } from '../messages';

/**
 * The account menu and the currency picker are Radix dropdown menus: with Floating UI, focus
 * management and the rest, about 22 KB gzipped that no page needs before the shopper opens one.
 * Until then the header shows their closed trigger, drawn like the real one (same test id, name
 * and look); pointing at it or focusing it fetches the menu, and activating it swaps in the real
 * menu and opens it the way the shopper did (pointer, or keyboard with focus on the first item).
 * Both draw the same trigger component (AccountMenuTrigger, CurrencyTrigger), so they cannot drift.
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

const loadMenu = () => loadAccountMenu().then((m) => m.AccountMenu);
const loadPicker = () => loadCurrencyPicker().then((m) => m.CurrencyPicker);

/** The closed account menu (accounts/account-menu.tsx), until it is first opened. */
export function AccountMenuButton() {
  const { data: me, isPending } = useMe();
  if (isPending) return <Skeleton className="h-11 w-11 rounded-full" />;
  return (
    <span className="relative inline-flex">
      <OnDemandMenu load={loadMenu}>
        <AccountMenuTrigger me={me} aria-haspopup="menu" aria-expanded={false} data-state="closed" />
      </OnDemandMenu>
      {/* Beside the menu, not in it: the figure stays while the real menu replaces the closed one. */}
      <UnreadBadge signedIn={Boolean(me)} />
    </span>
  );
}

/** The closed currency picker (currency/currency-picker.tsx), until it is first opened. */
export function CurrencyPickerButton() {
  return (
    <OnDemandMenu load={loadPicker}>
      <CurrencyTrigger aria-haspopup="menu" aria-expanded={false} data-state="closed" />
    </OnDemandMenu>
  );
}
