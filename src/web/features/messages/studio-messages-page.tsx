import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { StudioThread } from '@domain/messages/api';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Container, EmptyState, PageHero, PageRoot } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { useOrderThreads } from './get-order-threads';
import { useStudioThreads } from './get-studio-threads';
import { ThreadPanel } from './thread-panel';

/**
 * /designer/messages: the designer's conversations, unread first; on a phone the list, then one
 * conversation with its garments and measurements above it (a tap back to the list). `?order=`
 * opens (and starts) the conversation of an order from the studio's order lines; `?thread=` one.
 */
export function StudioMessagesPage() {
  const { t } = useTranslation('messages');
  const [params, setParams] = useSearchParams();
  const threadId = params.get('thread') ?? '';
  const orderId = params.get('order') ?? '';
  const threads = useStudioThreads();
  const fromOrder = useOrderThreads(orderId, null, orderId !== '' && threadId === '');

  // An order's conversation asked for: once it is known, it is the one shown.
  useEffect(() => {
    const first = fromOrder.data?.threads[0]?.id;
    if (first && threadId === '') setParams({ thread: first }, { replace: true });
  }, [fromOrder.data, threadId, setParams]);

  let list;
  if (!threads.data) {
    list = threads.isError ? <ErrorPanel message={t('studio.loadError')} onRetry={() => void threads.refetch()} /> : <Skeleton className="h-64 w-full rounded-card" />;
  } else if (threads.data.threads.length === 0) {
    list = <EmptyState icon={<MessagesSquare aria-hidden className="mx-auto h-10 w-10" />} title={t('studio.emptyTitle')} description={t('studio.emptyBody')} />;
  } else {
    list = (
      <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white" data-testid="studio-threads">
        {threads.data.threads.map((thread) => (
          <ThreadRow key={thread.id} thread={thread} active={thread.id === threadId} />
        ))}
      </ul>
    );
  }

  return (
    <PageRoot name="studio-messages" title={t('studio.title')}>
      <PageHero title={t('studio.title')} subtitle={t('studio.subtitle')} />
      <Container className="py-6">
        <div className="grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
          <div className={cn(threadId !== '' && 'hidden lg:block')}>{list}</div>
          {threadId !== '' ? (
            <div className="min-w-0">
              <Button asChild variant="ghost" className="-ml-3 mb-2 lg:hidden">
                <Link to="/designer/messages" data-testid="studio-messages-back">
                  <ArrowLeft aria-hidden className="h-4 w-4" /> {t('studio.back')}
                </Link>
              </Button>
              <ThreadPanel key={threadId} threadId={threadId} token={null} showMeasurements />
            </div>
          ) : (
            <p className="hidden text-sm text-muted lg:block">{t('studio.pick')}</p>
          )}
        </div>
      </Container>
    </PageRoot>
  );
}

function ThreadRow({ thread, active }: { thread: StudioThread; active: boolean }) {
  const { t } = useTranslation('messages');
  return (
    <li>
      <Link
        to={`/designer/messages?thread=${thread.id}`}
        data-testid="studio-thread"
        data-unread={thread.unread > 0 || undefined}
        aria-current={active || undefined}
        className={cn('flex min-h-16 gap-3 px-3 py-3 hover:bg-linen', active && 'bg-emerald-tint')}
      >
        <div className="min-w-0 flex-1">
          <p className="flex items-center justify-between gap-2">
            <span className={cn('truncate', thread.unread > 0 ? 'font-bold' : 'font-medium')}>{thread.shopperName}</span>
            {thread.unread > 0 ? (
              <span className="rounded-full bg-crimson px-2 text-xs font-semibold text-white" aria-label={t('unread.count', { count: thread.unread })}>
                {thread.unread}
              </span>
            ) : null}
          </p>
          <p className="truncate text-xs text-muted">
            {t('studio.order', { number: thread.orderNumber })} · {thread.lines.map((l) => l.productName).join(', ')}
          </p>
          {thread.lastMessagePreview ? <p className="truncate text-sm text-ink-soft">{thread.lastMessagePreview}</p> : null}
        </div>
      </Link>
    </li>
  );
}
