import { useEffect, useRef, useState } from 'react';
import { THREAD_PAGE } from '@domain/messages/api';
import { Button } from '../../components/ui/button';
import type { ThreadDto } from '@domain/messages/api';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Skeleton } from '../../components/ui/skeleton';
import { useErrorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { useThread } from './get-thread';
import { useMarkThreadRead } from './mark-thread-read';
import { MessageComposer } from './message-composer';
import { MessageItem } from './message-item';
import { ThreadLines } from './thread-lines';

/** One conversation: the garments it is about, its messages (newest at the bottom), and the composer. */
export function ThreadPanel({ threadId, token, showMeasurements = false }: { threadId: string; token: string | null; showMeasurements?: boolean }) {
  const { t } = useTranslation('messages');
  const errorText = useErrorText(['messages'], { refusalsOnly: true });
  const [limit, setLimit] = useState(THREAD_PAGE);
  const thread = useThread(threadId, token, limit);
  const markRead = useMarkThreadRead(threadId, token);
  const list = useRef<HTMLOListElement>(null);
  const data = thread.data;
  const count = data?.messages.length ?? 0;
  const unread = data?.unread ?? 0;

  // Shown is read: the counter goes to zero whenever new messages arrive on an open conversation.
  useEffect(() => {
    if (unread > 0 && !markRead.isPending) markRead.mutate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new unread count asks again
  }, [unread, count]);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [count]);

  if (!data) {
    return thread.isError ? (
      <ErrorPanel message={`${t('thread.loadError')} ${errorText(thread.error)}`} onRetry={() => void thread.refetch()} />
    ) : (
      <div className="space-y-2 p-3" aria-busy>
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="ml-auto h-12 w-1/2" />
      </div>
    );
  }
  return (
    <section className="flex min-h-0 flex-col overflow-hidden rounded-card border border-line bg-cotton/40" data-testid="message-thread" data-thread-id={data.id} aria-label={t('thread.label', { name: titleOf(data) })}>
      <ThreadLines lines={data.lines} showMeasurements={showMeasurements} />
      {data.messages.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-muted" data-testid="message-empty">
          {data.viewerRole === 'designer' ? t('thread.emptyDesigner') : t('thread.empty')}
        </p>
      ) : (
        <ol ref={list} className="max-h-[60vh] space-y-2 overflow-y-auto p-3" aria-live="polite" aria-relevant="additions">
          {data.hasEarlier ? (
            <li className="text-center">
              <Button variant="ghost" size="sm" disabled={thread.isFetching} onClick={() => setLimit((n) => n + THREAD_PAGE)} data-testid="message-earlier">
                {t('thread.earlier')}
              </Button>
            </li>
          ) : null}
          {data.messages.map((m) => (
            <MessageItem key={m.id} message={m} viewer={data.viewerRole} token={token} authorLabel={authorLabel(m.authorRole, m.mine, m.authorName, data, t)} />
          ))}
        </ol>
      )}
      <MessageComposer threadId={data.id} token={token} changeLines={data.lines.filter((l) => l.changeRequestAllowed)} />
    </section>
  );
}

const titleOf = (thread: ThreadDto) => (thread.viewerRole === 'designer' ? thread.shopperName : (thread.designerName ?? ''));

function authorLabel(role: string, mine: boolean, name: string | null, thread: ThreadDto, t: (key: string) => string): string {
  if (role === 'support') return t('author.support');
  if (mine) return t('author.you');
  if (role === 'designer') return name ?? thread.designerName ?? t('author.designer');
  return thread.viewerRole === 'designer' ? thread.shopperName : (name ?? t('author.shopper'));
}
