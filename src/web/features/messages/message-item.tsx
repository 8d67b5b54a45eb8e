import { EyeOff, Flag, Pencil, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { MessageDto } from '@domain/messages/api';
import { MESSAGE_BODY_MAX } from '@domain/messages/rules';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { useErrorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { useEditMessage } from './edit-message';
import { useHideMessage } from './hide-message';
import { HideMessageDialog } from './hide-message-dialog';
import { useReportMessage } from './report-message';
import { ThreadNoteItem } from './thread-note';

const time = (iso: string, lang: string) => {
  try {
    return new Intl.DateTimeFormat(lang === 'am-ET' ? 'am-ET' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  } catch {
    return iso.slice(0, 16).replace('T', ' ');
  }
};

type MessageItemProps = { message: MessageDto; viewer: 'shopper' | 'designer' | 'support'; token: string | null; authorLabel: string };

/** One entry of a conversation: a system note, or a message someone wrote. */
export function MessageItem(props: MessageItemProps) {
  const { i18n } = useTranslation('messages');
  if (props.message.kind === 'note') return <ThreadNoteItem message={props.message} time={time(props.message.createdAt, i18n.language)} />;
  return <WrittenMessage {...props} />;
}

/** A written message: text always shown as text, its photos, and what the reader may do with it. */
function WrittenMessage({ message, viewer, token, authorLabel }: MessageItemProps) {
  const { t, i18n } = useTranslation('messages');
  const errorText = useErrorText(['messages']);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.body);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
  const [hiding, setHiding] = useState(false);
  const edit = useEditMessage(token);
  const report = useReportMessage(token);
  const hide = useHideMessage();
  const editable = message.editableUntil !== null && Date.parse(message.editableUntil) > Date.now();
  const fail = (error: unknown) => toast({ title: errorText(error), variant: 'destructive' });

  return (
    <li className={cn('flex', message.mine ? 'justify-end' : 'justify-start')} data-testid="message" data-author={message.authorRole} data-mine={message.mine || undefined}>
      <article
        className={cn(
          'max-w-[85%] rounded-card px-3 py-2 shadow-card',
          message.mine ? 'bg-emerald-tint' : message.authorRole === 'support' ? 'border border-saffron bg-saffron-tint' : 'border border-line bg-white',
        )}
      >
        <header className="mb-1 flex flex-wrap items-center gap-x-2 text-xs text-muted">
          {message.authorRole === 'support' ? <ShieldCheck aria-hidden className="h-3.5 w-3.5 text-[#7a5a00]" /> : null}
          <span className="font-semibold text-ink-soft">{authorLabel}</span>
          <time dateTime={message.createdAt}>{time(message.createdAt, i18n.language)}</time>
          {message.editedAt ? <span>· {t('message.edited')}</span> : null}
        </header>
        {message.kind === 'change_request' ? (
          <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-[#7a5a00]" data-testid="message-change-request-label">
            {t('message.changeRequest')} · {message.answered ? t('message.answered') : t('message.waiting')}
          </p>
        ) : null}
        {message.hidden && viewer !== 'support' ? (
          <p className="italic text-muted">{t('message.hidden')}</p>
        ) : editing ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              edit.mutate({ id: message.id, body: draft }, { onSuccess: () => setEditing(false), onError: fail });
            }}
          >
            <textarea className="min-h-20 w-full rounded-md border border-line p-2 text-base" maxLength={MESSAGE_BODY_MAX} value={draft} aria-label={t('message.editLabel')} onChange={(e) => setDraft(e.target.value)} />
            <div className="mt-1 flex justify-end gap-2">
              <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(false)}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" size="sm" disabled={edit.isPending}>
                {t('message.save')}
              </Button>
            </div>
          </form>
        ) : (
          <>
            {message.body ? <p className="whitespace-pre-wrap break-words" data-testid="message-body">{message.body}</p> : null}
            {message.hidden ? <p className="mt-1 text-xs font-semibold text-crimson">{t('message.hiddenBecause', { reason: message.hiddenReason ?? '' })}</p> : null}
          </>
        )}
        {message.photos.length > 0 && !(message.hidden && viewer !== 'support') ? (
          <ul className="mt-2 grid grid-cols-3 gap-1">
            {message.photos.map((p) => (
              <li key={p.id}>
                <a href={p.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-md">
                  <img src={p.thumbUrl ?? p.url} alt={t('message.photo')} width={p.width} height={p.height} loading="lazy" className="aspect-square h-auto w-full object-cover" data-testid="message-photo" />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <footer className="mt-1 flex flex-wrap justify-end gap-1">
          {editable && !editing ? (
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden className="h-3.5 w-3.5" /> {t('message.edit')}
            </Button>
          ) : null}
          {!message.mine && viewer !== 'support' && !message.hidden ? (
            <Button variant="ghost" size="sm" onClick={() => setReporting(true)} aria-label={t('message.reportLabel')} data-testid="message-report">
              <Flag aria-hidden className="h-3.5 w-3.5" /> {t('message.report')}
            </Button>
          ) : null}
          {viewer === 'support' ? (
            <Button variant="ghost" size="sm" data-testid="message-hide" onClick={() => (message.hidden ? hide.mutate({ id: message.id, hidden: false, reason: '' }, { onError: fail }) : setHiding(true))}>
              <EyeOff aria-hidden className="h-3.5 w-3.5" /> {message.hidden ? t('message.show') : t('message.hide')}
              {message.reportCount ? ` · ${t('message.reports', { count: message.reportCount })}` : ''}
            </Button>
          ) : null}
        </footer>
      </article>
      <ConfirmDialog
        open={reporting}
        onOpenChange={setReporting}
        title={t('report.title')}
        description={t('report.body')}
        confirmLabel={t('report.confirm')}
        cancelLabel={t('common:actions.cancel')}
        pending={report.isPending}
        testId="message-report-confirm"
        onConfirm={() =>
          report.mutate(
            { id: message.id, reason },
            {
              onSuccess: () => {
                setReporting(false);
                setReason('');
                toast({ title: t('report.done'), variant: 'success' });
              },
              onError: fail,
            },
          )
        }
      >
        <textarea className="mt-3 min-h-20 w-full rounded-md border border-line p-2 text-base" aria-label={t('report.reason')} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </ConfirmDialog>
      <HideMessageDialog messageId={message.id} open={hiding} onOpenChange={setHiding} onError={fail} testId="message-hide-confirm" />
    </li>
  );
}
