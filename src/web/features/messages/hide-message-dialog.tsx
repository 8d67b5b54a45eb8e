import { useState } from 'react';
import { HIDE_REASON_MAX } from '@domain/messages/rules';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useTranslation } from '../../lib/use-translation';
import { useHideMessage } from './hide-message';

/** An admin's hide of a message, with the reason asked first (audited on the server); the thread and the console's reports share it. */
export function HideMessageDialog({ messageId, open, onOpenChange, onError, testId }: { messageId: string; open: boolean; onOpenChange: (open: boolean) => void; onError: (error: unknown) => void; testId: string }) {
  const { t } = useTranslation('messages');
  const hide = useHideMessage();
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('hide.title')}
      description={t('hide.body')}
      confirmLabel={t('hide.confirm')}
      cancelLabel={t('common:actions.cancel')}
      pending={hide.isPending}
      testId={testId}
      onConfirm={() =>
        hide.mutate(
          { id: messageId, hidden: true, reason },
          {
            onSuccess: () => {
              onOpenChange(false);
              setReason('');
            },
            onError,
          },
        )
      }
    >
      <textarea className="mt-3 min-h-20 w-full rounded-md border border-line p-2 text-base" aria-label={t('hide.reason')} maxLength={HIDE_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
    </ConfirmDialog>
  );
}
