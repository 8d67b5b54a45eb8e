import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Tabs } from '../../components/ui/tabs';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorPanel } from '../../components/ui/error-panel';
import { useErrorText } from '../../lib/error-text';
import { useOrderLinkEvents } from '../../lib/realtime';
import { useTranslation } from '../../lib/use-translation';
import { useOrderThreads } from './get-order-threads';
import { ThreadPanel } from './thread-panel';

/**
 * The order page's conversations: one per designer of the order (tabs when there are several).
 * `token` is a guest's key to the order; a signed-in shopper or an admin passes null.
 */
export function OrderConversation({ orderId, token }: { orderId: string; token: string | null }) {
  const { t } = useTranslation('messages');
  const errorText = useErrorText(['messages'], { refusalsOnly: true });
  const threads = useOrderThreads(orderId, token);
  // A guest hears her conversation live through the order's link, as a signed-in shopper does.
  useOrderLinkEvents(orderId, token);
  const [current, setCurrent] = useState<string | null>(null);
  const list = threads.data?.threads ?? [];
  const selected = current ?? list[0]?.id ?? '';

  let body;
  if (!threads.data) {
    body = threads.isError ? <ErrorPanel message={`${t('thread.loadError')} ${errorText(threads.error)}`} onRetry={() => void threads.refetch()} /> : <Skeleton className="h-40 w-full rounded-card" />;
  } else if (list.length === 0) {
    body = <p className="text-sm text-muted">{t('order.none')}</p>;
  } else if (list.length === 1) {
    body = <ThreadPanel threadId={list[0]!.id} token={token} />;
  } else {
    body = (
      <Tabs.Root value={selected} onValueChange={setCurrent}>
        <Tabs.List className="mb-2 flex flex-wrap gap-1" aria-label={t('order.designers')}>
          {list.map((thread) => (
            <Tabs.Trigger key={thread.id} value={thread.id} className="min-h-11 rounded-full border border-line px-4 text-sm aria-selected:border-emerald aria-selected:bg-emerald-tint">
              {thread.designerName ?? t('author.designer')}
              {thread.unread > 0 ? <span className="ml-2 rounded-full bg-crimson px-1.5 text-xs text-white">{thread.unread}</span> : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {list.map((thread) => (
          <Tabs.Content key={thread.id} value={thread.id}>
            {thread.id === selected ? <ThreadPanel threadId={thread.id} token={token} /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    );
  }

  return (
    <section id="messages" className="mt-8 scroll-mt-20" aria-labelledby="order-messages-title" data-testid="order-conversation">
      <h2 id="order-messages-title" className="mb-1 flex items-center gap-2 font-display text-2xl font-semibold">
        <MessagesSquare aria-hidden className="h-6 w-6 text-emerald" />
        {t('order.title')}
      </h2>
      <p className="mb-3 text-sm text-muted">{t('order.subtitle')}</p>
      {body}
    </section>
  );
}
