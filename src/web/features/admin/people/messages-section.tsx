import { CheckCheck, Inbox, Mail, Reply, RotateCcw, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { MESSAGE_FILTERS, REPLY_MAX, type MessageFilter } from '@domain/contact/admin';
import { Tabs } from '../../../components/ui/tabs';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { TextAreaField } from '../../../components/ui/form-fields';
import { EmptyState } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useEditUrlParams } from '../../../lib/use-edit-url-params';
import { useContactMessages, type ContactMessage } from './get-contact-messages';
import { formatWhen, pageFrom, Pager, usePeopleErrorText } from './people-shared';
import { replySchema, useReplyToMessage } from './reply-to-message';
import { useSetMessageStatus } from './set-message-status';

const isFilter = (value: string | null): value is MessageFilter => (MESSAGE_FILTERS as readonly string[]).includes(value ?? '');

/** Admin console section: what visitors wrote through /contact, to answer and mark handled. */
export function MessagesSection() {
  const { t } = useTranslation('admin-people');
  const [params] = useSearchParams();
  const edit = useEditUrlParams();
  const requested = params.get('status');
  const status: MessageFilter = isFilter(requested) ? requested : 'new';
  const page = pageFrom(params.get('page'));
  const [replyTo, setReplyTo] = useState<ContactMessage | null>(null);
  const [replyOpen, setReplyOpen] = useState(false);

  const choose = (next: MessageFilter) =>
    edit(
      (p) => {
        if (next === 'new') p.delete('status');
        else p.set('status', next);
        p.delete('page');
      },
      { replace: true, preventScrollReset: true },
    );
  const toPage = (next: number) => edit((p) => (next > 1 ? p.set('page', String(next)) : p.delete('page')), { preventScrollReset: true });

  return (
    <section aria-labelledby="messages-title" data-testid="admin-messages">
      <h2 id="messages-title" className="font-display text-2xl font-semibold">
        {t('messages.title')}
      </h2>
      <p className="mt-1 text-ink-soft">{t('messages.subtitle')}</p>
      <Tabs.Root value={status} onValueChange={(value) => choose(MESSAGE_FILTERS.find((f) => f === value) ?? status)}>
        <FilterTabs status={status} />
        <Tabs.Content value={status} className="mt-5">
        <MessageList
          status={status}
          page={page}
          onPage={toPage}
          onReply={(m) => {
            setReplyTo(m);
            setReplyOpen(true);
          }}
        />
        </Tabs.Content>
      </Tabs.Root>
      {replyTo ? <ReplyDialog key={replyTo.id} open={replyOpen} onOpenChange={setReplyOpen} message={replyTo} /> : null}
    </section>
  );
}

function FilterTabs({ status }: { status: MessageFilter }) {
  const { t } = useTranslation('admin-people');
  return (
    <Tabs.List aria-label={t('messages.filterLabel')} className="-mx-4 mt-5 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0">
      {MESSAGE_FILTERS.map((s) => (
        <Tabs.Trigger
          key={s}
          value={s}
          data-testid={`messages-tab-${s}`}
          className={cn(
            '-mb-px min-h-11 shrink-0 border-b-2 px-4 text-sm font-semibold transition-colors',
            s === status ? 'border-emerald text-emerald-dark' : 'border-transparent text-muted hover:text-ink',
          )}
        >
          {t(`messages.filters.${s}`)}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}

function MessageList({ status, page, onPage, onReply }: { status: MessageFilter; page: number; onPage: (p: number) => void; onReply: (m: ContactMessage) => void }) {
  const { t } = useTranslation('admin-people');
  const errorText = usePeopleErrorText();
  const list = useContactMessages(status, page);

  if (list.isPending) {
    return (
      <div className="grid gap-4" aria-busy aria-label={t('messages.loading')}>
        {[0, 1, 2].map((i) => (
          <div key={i} className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="mt-2 h-4 w-1/3" />
            <Skeleton className="mt-4 h-16 w-full" />
            <Skeleton className="mt-4 h-11 w-full sm:w-64" />
          </div>
        ))}
      </div>
    );
  }
  if (list.isError) return <ErrorPanel message={`${t('messages.loadError')} ${errorText(list.error)}`} onRetry={() => void list.refetch()} />;
  const data = list.data;
  if (data.items.length === 0) {
    return (
      <div data-testid={`messages-empty-${status}`}>
        <EmptyState icon={<Inbox aria-hidden className="mx-auto h-10 w-10" />} title={t(`messages.empty.${status}.title`)} description={t(`messages.empty.${status}.body`)} />
        {page > 1 ? (
          <div className="mt-4 flex justify-center">
            <Button variant="outline" onClick={() => onPage(1)}>
              {t('pager.first')}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-muted" aria-live="polite">
        {t('messages.count', { count: data.total })} · {t('messages.newCount', { count: data.newCount })}
      </p>
      <ul className={cn('grid gap-4', list.isPlaceholderData && 'opacity-60')} data-testid="messages-list" aria-busy={list.isPlaceholderData || undefined}>
        {data.items.map((m) => (
          <li key={m.id}>
            <MessageCard message={m} onReply={onReply} />
          </li>
        ))}
      </ul>
      <Pager page={data.page} total={data.total} pageSize={data.pageSize} onPage={onPage} busy={list.isPlaceholderData} testId="messages-pager" />
    </>
  );
}

function MessageCard({ message: m, onReply }: { message: ContactMessage; onReply: (m: ContactMessage) => void }) {
  const { t, i18n } = useTranslation('admin-people');
  const errorText = usePeopleErrorText();
  const setStatus = useSetMessageStatus();
  const titleId = useId();
  const handled = m.status === 'handled';

  const toggle = () =>
    setStatus.mutate(
      { id: m.id, status: handled ? 'new' : 'handled' },
      {
        onSuccess: () => toast({ title: handled ? t('messages.markedNew') : t('messages.markedHandled'), description: m.subject ?? m.name, variant: 'success' }),
        onError: (err) => toast({ title: t('messages.statusFailed'), description: errorText(err), variant: 'destructive' }),
      },
    );

  return (
    <article aria-labelledby={titleId} className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6" data-testid="message-card" data-status={m.status} data-message-id={m.id}>
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={titleId} className="break-words font-display text-lg font-semibold">
            {m.subject || <span className="text-muted">{t('messages.noSubject')}</span>}
          </h3>
          <p className="mt-0.5 break-words text-sm text-ink-soft">
            <span className="font-semibold text-ink">{m.name}</span>
            {' · '}
            <a href={`mailto:${m.email}`} className="inline-flex items-center gap-1 break-all text-emerald underline-offset-4 hover:underline">
              <Mail aria-hidden className="h-3.5 w-3.5 shrink-0" />
              {m.email}
            </a>
            {m.fromAccount ? <span className="ml-2 text-xs text-muted">({t('messages.fromAccount')})</span> : null}
          </p>
          <p className="mt-0.5 text-xs text-muted">{t('messages.received', { when: formatWhen(m.createdAt, i18n.language) })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {m.repliedAt ? <Badge tone="emerald">{t('messages.repliedBadge')}</Badge> : null}
          <Badge tone={handled ? 'neutral' : 'saffron'}>{t(`messages.status.${m.status}`)}</Badge>
        </div>
      </header>
      <p className="mt-4 whitespace-pre-line break-words rounded-lg bg-linen/60 p-3 text-sm" data-testid="message-text">
        {m.message}
      </p>
      <div className="mt-3 grid gap-0.5 text-xs text-muted">
        {m.repliedAt ? <p data-testid="message-replied">{t('messages.replied', { when: formatWhen(m.repliedAt, i18n.language) })}</p> : null}
        {handled && m.handledAt ? <p>{t('messages.handledBy', { when: formatWhen(m.handledAt, i18n.language), who: m.handledBy ?? '—' })}</p> : null}
      </div>
      <footer className="mt-4 grid grid-cols-1 gap-3 border-t border-line pt-4 sm:flex sm:justify-end">
        <Button variant="outline" onClick={toggle} disabled={setStatus.isPending} data-testid={handled ? 'message-mark-new' : 'message-mark-handled'} aria-label={t(handled ? 'messages.markNewFor' : 'messages.markHandledFor', { name: m.name })}>
          {handled ? <RotateCcw aria-hidden className="h-4 w-4" /> : <CheckCheck aria-hidden className="h-4 w-4" />}
          {handled ? t('messages.markNew') : t('messages.markHandled')}
        </Button>
        <Button variant="accent" onClick={() => onReply(m)} data-testid="message-reply" aria-label={t('messages.replyFor', { name: m.name })}>
          <Reply aria-hidden className="h-4 w-4" />
          {t('messages.reply')}
        </Button>
      </footer>
    </article>
  );
}

function ReplyDialog({ open, onOpenChange, message: m }: { open: boolean; onOpenChange: (open: boolean) => void; message: ContactMessage }) {
  const { t } = useTranslation('admin-people');
  const errorText = usePeopleErrorText();
  const reply = useReplyToMessage();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = replySchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'REPLY_REQUIRED');
      return;
    }
    setError(null);
    reply.mutate(
      { id: m.id, text: parsed.data.text },
      {
        onSuccess: () => {
          toast({ title: t('messages.sentTitle'), description: t('messages.sentBody', { email: m.email }), variant: 'success' });
          onOpenChange(false);
        },
        onError: (err) => {
          const field = err instanceof ApiError ? err.fields?.text?.[0] : undefined;
          if (field) setError(field);
          toast({ title: t('messages.sendFailed'), description: errorText(err), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (reply.isPending ? undefined : onOpenChange(next))} title={t('messages.replyTitle', { name: m.name })} description={t('messages.replyBody', { email: m.email })}>
      <form onSubmit={submit} noValidate className="grid gap-4" data-testid="reply-form">
        <figure className="max-h-40 overflow-y-auto rounded-lg border-l-4 border-line bg-linen/60 p-3 text-sm">
          <figcaption className="text-xs font-semibold uppercase tracking-wide text-muted">{t('messages.original')}</figcaption>
          <blockquote className="mt-1 whitespace-pre-line break-words">{m.message}</blockquote>
        </figure>
        <TextAreaField
          name="reply"
          label={t('messages.replyLabel')}
          hint={t('messages.replyHint')}
          rows={6}
          maxLength={REPLY_MAX}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          error={error ? errorText(error) : null}
          counter={t('messages.counter', { count: text.length, max: REPLY_MAX })}
          autoFocus
          data-testid="reply-text"
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={reply.isPending}>
            {t('messages.cancel')}
          </Button>
          <Button type="submit" variant="accent" disabled={reply.isPending} data-testid="reply-send">
            <Send aria-hidden className="h-4 w-4" />
            {reply.isPending ? t('messages.sending') : t('messages.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
