import { Ban, KeyRound, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import type { AdminUser } from './get-admin-users';
import { usePeopleErrorText } from './people-shared';
import { useSendPasswordReset } from './send-password-reset';
import { useSuspendUser } from './suspend-user';

type Asked = 'suspend' | 'unsuspend' | 'reset';

/**
 * A user's account actions in the Users section (issue 41): suspend or lift a suspension, and mail
 * a password reset link, each after a confirmation. An admin is never offered a suspension (the
 * server refuses it too: demote first).
 */
export function UserAccountActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin-people');
  const errorText = usePeopleErrorText();
  const suspend = useSuspendUser();
  const reset = useSendPasswordReset();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [open, setOpen] = useState(false);
  const ask = (what: Asked) => {
    setAsked(what);
    setOpen(true);
  };
  const pending = suspend.isPending || reset.isPending;

  const confirm = () => {
    if (asked === 'reset') {
      reset.mutate(user.id, {
        onSuccess: () => toast({ title: t('users.resetSentTitle'), description: t('users.resetSentBody', { email: user.email }), variant: 'success' }),
        onError: (err) => toast({ title: t('users.resetFailed'), description: errorText(err), variant: 'destructive' }),
        onSettled: () => setOpen(false),
      });
      return;
    }
    const suspended = asked === 'suspend';
    suspend.mutate(
      { id: user.id, suspended },
      {
        onSuccess: () => toast({ title: suspended ? t('users.suspendedTitle') : t('users.unsuspendedTitle'), description: t(suspended ? 'users.suspendedBody' : 'users.unsuspendedBody', { name: user.fullName }), variant: 'success' }),
        onError: (err) => toast({ title: t('users.suspendFailed'), description: errorText(err), variant: 'destructive' }),
        onSettled: () => setOpen(false),
      },
    );
  };

  return (
    <div className="flex flex-wrap gap-2 sm:col-span-2">
      {user.role === 'admin' ? null : user.suspended ? (
        <Button variant="outline" onClick={() => ask('unsuspend')} data-testid="user-unsuspend" aria-label={t('users.unsuspendFor', { name: user.fullName })}>
          <RotateCcw aria-hidden className="h-4 w-4" />
          {t('users.unsuspend')}
        </Button>
      ) : (
        <Button variant="outline" className="border-crimson/40 text-crimson hover:bg-crimson/5" onClick={() => ask('suspend')} data-testid="user-suspend" aria-label={t('users.suspendFor', { name: user.fullName })}>
          <Ban aria-hidden className="h-4 w-4" />
          {t('users.suspend')}
        </Button>
      )}
      <Button variant="outline" onClick={() => ask('reset')} data-testid="user-send-reset" aria-label={t('users.resetFor', { name: user.fullName })}>
        <KeyRound aria-hidden className="h-4 w-4" />
        {t('users.sendReset')}
      </Button>
      {asked ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title={t(`users.${asked}ConfirmTitle`, { name: user.fullName })}
          description={t(`users.${asked}ConfirmBody`, { email: user.email })}
          confirmLabel={pending ? t('users.working') : t(`users.${asked}Confirm`)}
          cancelLabel={t('users.cancel')}
          pending={pending}
          tone={asked === 'suspend' ? 'danger' : 'default'}
          testId={`user-${asked}-confirm`}
          onConfirm={confirm}
        />
      ) : null}
    </div>
  );
}
