import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  tone?: 'primary' | 'danger';
  confirmTestId?: string;
  onConfirm(): void;
  /**
   * Where the dialog mounts. Inside the AI Size Guide overlay it mounts in the overlay itself,
   * so the overlay's own focus trap and stacking keep working; elsewhere on document.body.
   */
  container?: HTMLElement | null;
  /** Called instead of returning focus to the opener (e.g. when the opener's row is gone). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** A yes/no question before a change that cannot be undone. Escape and Cancel say no; focus starts on Cancel. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  confirmTestId,
  onConfirm,
  container,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal container={container ?? undefined}>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-ink/50 animate-fade-in" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed left-1/2 top-1/2 z-[60] max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-xl animate-fade-in"
        >
          <AlertDialog.Title className="font-display text-xl font-semibold break-words">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-soft">{description}</AlertDialog.Description>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={tone === 'danger' ? 'danger' : 'primary'} data-testid={confirmTestId} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
