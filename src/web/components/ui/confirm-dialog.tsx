import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** The confirming button's text: the action itself ("Remove designer"), never just "OK". */
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  pending?: boolean;
  /** Destructive actions (remove, demote, refund) are red. */
  tone?: 'danger' | 'default';
  /** Extra content between the text and the buttons (a reason field, a summary of what changes). */
  children?: ReactNode;
  testId?: string;
}

/** A question before an action that cannot be taken back; the dialog stays open while it runs. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, cancelLabel, onConfirm, pending = false, tone = 'danger', children, testId }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)} title={title} description={description}>
      {children}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
          {cancelLabel}
        </Button>
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} disabled={pending} aria-busy={pending || undefined} data-testid={testId} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
