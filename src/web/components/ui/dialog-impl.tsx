import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';
import type { DialogProps, DrawerProps } from './dialog';
import { keepOpenOnToast, lastToastId } from './toast';

/** The Radix modal behind `Dialog` (dialog.tsx), loaded when a dialog first opens. */
export function RadixDialog({ open, onOpenChange, title, description, children, className }: DialogProps) {
  const { t } = useTranslation();
  // The last toast when it opened: toasts from before give way if they cannot sit clear of it (toast-list.tsx).
  const [opening, setOpening] = useState({ open, after: lastToastId() });
  if (opening.open !== open) setOpening({ open, after: lastToastId() });
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-ink/50 animate-fade-in" />
        <D.Content
          data-toast-avoid="area"
          data-toast-after={opening.after}
          onPointerDownOutside={keepOpenOnToast}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-xl animate-fade-in',
            className,
          )}
        >
          <D.Title className="pr-10 font-display text-xl font-semibold">{title}</D.Title>
          {description ? <D.Description className="mt-1 text-sm text-muted">{description}</D.Description> : <D.Description className="sr-only">{title}</D.Description>}
          <div className="mt-4">{children}</div>
          <D.Close asChild>
            <button className="absolute right-3 top-3 grid h-11 w-11 place-items-center rounded-full hover:bg-linen" aria-label={t('actions.close')} data-toast-avoid="">
              <X className="h-5 w-5" />
            </button>
          </D.Close>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}

/** The Radix side panel behind `Drawer` (dialog.tsx). */
export function RadixDrawer({ open, onOpenChange, side, title, children, footer, className }: DrawerProps) {
  const { t } = useTranslation();
  const position = {
    left: 'inset-y-0 left-0 h-full w-[86%] max-w-sm animate-slide-in-left',
    right: 'inset-y-0 right-0 h-full w-full max-w-md animate-slide-in-right',
    bottom: 'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl animate-fade-in',
  }[side];
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-ink/50 animate-fade-in" />
        <D.Content className={cn('fixed z-50 flex flex-col bg-white shadow-2xl', position, className)} onPointerDownOutside={keepOpenOnToast}>
          <div className="tibeb-band tibeb-band-thin" />
          {/* Toasts keep clear of the header (its close button) and the footer (a cart's totals and Checkout). */}
          <div className="flex items-center justify-between border-b border-line px-4 py-2" data-toast-avoid="">
            <D.Title className="font-display text-lg font-semibold">{title}</D.Title>
            <D.Description className="sr-only">{title}</D.Description>
            <D.Close asChild>
              <button className="grid h-11 w-11 place-items-center rounded-full hover:bg-linen" aria-label={t('actions.close')}>
                <X className="h-5 w-5" />
              </button>
            </D.Close>
          </div>
          <div className="flex-1 overflow-y-auto">{children}</div>
          {footer ? (
            <div className="border-t border-line p-4" data-toast-avoid="">
              {footer}
            </div>
          ) : null}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
