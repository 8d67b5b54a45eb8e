import { Check, MessageSquareText, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { APPLICATION_LIMITS } from '@domain/studio';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/form-fields';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useApproveApplication } from './approve-application';
import type { ReviewedApplication } from './get-designer-applications';
import { rejectApplicationSchema, useRejectApplication } from './reject-application';
import { requestChangesSchema, useRequestApplicationChanges } from './request-application-changes';

export type Decision = { kind: 'approve' | 'reject' | 'changes'; application: ReviewedApplication };

export interface DecisionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  application: ReviewedApplication;
  onDone: () => void;
}

/** A decision someone else already made (409 APPLICATION_NOT_PENDING) is news, not a failure: the lists were refetched. */
function useDecisionFailure(failedTitle: string, onDone: () => void) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText(['admin']);
  return (err: unknown) => {
    if (err instanceof ApiError && (err.code === 'APPLICATION_NOT_PENDING' || err.code === 'APPLICATION_NOT_FOUND')) {
      toast({ title: t('decision.alreadyTitle'), description: errorText(err), variant: 'warning' });
      onDone();
      return;
    }
    toast({ title: failedTitle, description: errorText(err), variant: 'destructive' });
  };
}

export function ApproveDialog({ open, onOpenChange, application: a, onDone }: DecisionDialogProps) {
  const { t } = useTranslation('admin');
  const approve = useApproveApplication();
  const fail = useDecisionFailure(t('decision.approveFailed'), onDone);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (approve.isPending ? undefined : onOpenChange(next))}
      title={t('decision.approveTitle', { name: a.displayName })}
      description={t('decision.approveBody', { name: a.applicant.fullName, email: a.applicant.email })}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={approve.isPending}>
          {t('decision.cancel')}
        </Button>
        <Button
          variant="accent"
          disabled={approve.isPending}
          data-testid="approve-confirm"
          onClick={() =>
            approve.mutate(a.id, {
              onSuccess: () => {
                toast({ title: t('decision.approvedTitle'), description: t('decision.approvedBody', { name: a.displayName }), variant: 'success' });
                onDone();
              },
              onError: fail,
            })
          }
        >
          <Check aria-hidden className="h-4 w-4" />
          {approve.isPending ? t('decision.approving') : t('decision.approve')}
        </Button>
      </div>
    </Dialog>
  );
}

export function RejectDialog({ open, onOpenChange, application: a, onDone }: DecisionDialogProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText(['admin']);
  const reject = useRejectApplication();
  const fail = useDecisionFailure(t('decision.rejectFailed'), onDone);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = rejectApplicationSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'REASON_REQUIRED');
      return;
    }
    setError(null);
    reject.mutate(
      { id: a.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast({ title: t('decision.rejectedTitle'), description: t('decision.rejectedBody', { name: a.applicant.fullName }), variant: 'success' });
          onDone();
        },
        onError: (err) => {
          const field = err instanceof ApiError ? err.fields?.reason?.[0] : undefined;
          if (field) setError(field);
          fail(err);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (reject.isPending ? undefined : onOpenChange(next))}
      title={t('decision.rejectTitle', { name: a.displayName })}
      description={t('decision.rejectBody')}
    >
      <form onSubmit={submit} noValidate className="grid gap-4" data-testid="reject-form">
        <TextAreaField
          name="reason"
          label={t('decision.reason')}
          hint={t('decision.reasonHint')}
          rows={5}
          maxLength={APPLICATION_LIMITS.reasonMax}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
          error={error ? errorText(error) : null}
          counter={t('decision.counter', { count: reason.length, max: APPLICATION_LIMITS.reasonMax })}
          autoFocus
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={reject.isPending}>
            {t('decision.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={reject.isPending} data-testid="reject-confirm">
            <X aria-hidden className="h-4 w-4" />
            {reject.isPending ? t('decision.rejecting') : t('decision.reject')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** "Ask for changes": a message the applicant is mailed and shown; they edit the application and send it again. */
export function RequestChangesDialog({ open, onOpenChange, application: a, onDone }: DecisionDialogProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText(['admin']);
  const ask = useRequestApplicationChanges();
  const fail = useDecisionFailure(t('decision.changesFailed'), onDone);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = requestChangesSchema.safeParse({ message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'CHANGES_MESSAGE_REQUIRED');
      return;
    }
    setError(null);
    ask.mutate(
      { id: a.id, message: parsed.data.message },
      {
        onSuccess: () => {
          toast({ title: t('decision.changesSentTitle'), description: t('decision.changesSentBody', { name: a.applicant.fullName }), variant: 'success' });
          onDone();
        },
        onError: (err) => {
          const field = err instanceof ApiError ? err.fields?.message?.[0] : undefined;
          if (field) setError(field);
          fail(err);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (ask.isPending ? undefined : onOpenChange(next))}
      title={t('decision.changesTitle', { name: a.displayName })}
      description={t('decision.changesBody')}
    >
      <form onSubmit={submit} noValidate className="grid gap-4" data-testid="changes-form">
        <TextAreaField
          name="message"
          label={t('decision.changesMessage')}
          hint={t('decision.changesHint')}
          rows={5}
          maxLength={APPLICATION_LIMITS.reasonMax}
          value={message}
          onChange={(e) => {
            setMessage(e.target.value);
            setError(null);
          }}
          error={error ? errorText(error) : null}
          counter={t('decision.counter', { count: message.length, max: APPLICATION_LIMITS.reasonMax })}
          autoFocus
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={ask.isPending}>
            {t('decision.cancel')}
          </Button>
          <Button type="submit" variant="accent" disabled={ask.isPending} data-testid="changes-confirm">
            <MessageSquareText aria-hidden className="h-4 w-4" />
            {ask.isPending ? t('decision.changesSending') : t('decision.changesSend')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
