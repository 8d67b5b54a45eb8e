import { lazy, Suspense, useState, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: 'left' | 'right' | 'bottom';
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/**
 * Radix's dialog (focus trap, scroll lock, dismissable layer) is about 10 KB gzipped that no page
 * needs before a dialog opens, so it loads on the first opening. A closed Radix dialog renders
 * nothing, so neither does a never-opened one here; once opened it stays mounted, so Radix
 * returns focus to the opener on close.
 */
export const preloadDialog = () => import('./dialog-impl');

const RadixDialog = lazy(() => preloadDialog().then((m) => ({ default: m.RadixDialog })));
const RadixDrawer = lazy(() => preloadDialog().then((m) => ({ default: m.RadixDrawer })));

function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** A centred modal: Escape closes, focus is trapped and returns to the opener (Radix). */
export function Dialog(props: DialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <RadixDialog {...props} />
    </Suspense>
  );
}

/** A side panel (mobile menu on the left, cart on the right, filters from the bottom). */
export function Drawer(props: DrawerProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <RadixDrawer {...props} />
    </Suspense>
  );
}
