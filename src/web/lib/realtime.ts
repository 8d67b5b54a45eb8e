import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { noteChange } from './change-clock';
import { afterHydration } from './hydration';

/** Topic names match the first element of the query keys they invalidate. */
const TOPIC_QUERIES: Record<string, string[]> = {
  products: ['products', 'product', 'home', 'sale'],
  product_images: ['product'],
  categories: ['categories'],
  // 'admin-…': the console's editors see another admin's saves too.
  menu_items: ['site', 'admin-content'],
  footer_links: ['site', 'admin-content'],
  homepage_settings: ['site', 'home', 'admin-content'],
  site_settings: ['site', 'admin-maintenance'],
  // The designer terms page states the payout settings (payout_terms): a settings change is announced as page_content.
  page_content: ['page_content', 'admin-content', 'payout_terms'],
  designers: ['designers', 'home'],
  exchange_rates: ['exchange_rates'],
  size_charts: ['size-chart'],
  orders: ['orders'],
  // Owned events: only a conversation's parties (and admins) hear them.
  messages: ['messages'],
  // Zones change rates, thresholds and arrival windows: the console's list and every query keyed 'shipping' (quotes, windows).
  shipping_zones: ['shipping_zones', 'shipping'],
};

const TOPIC_KEYS = new Set(Object.values(TOPIC_QUERIES).flat());

/**
 * When the oldest shared data on the page was read, on the server's clock: the server render's
 * queries carry the time the server fetched them. Null when none has (nothing rendered on the server).
 */
export function oldestSharedRead(qc: QueryClient): number | null {
  let oldest: number | null = null;
  for (const query of qc.getQueryCache().getAll()) {
    const key = query.queryKey[0];
    const at = query.state.dataUpdatedAt;
    // A copy kept on the device (initialData at 0) was not read from the server at all.
    if (typeof key !== 'string' || !TOPIC_KEYS.has(key) || at <= 0) continue;
    oldest = oldest === null ? at : Math.min(oldest, at);
  }
  return oldest;
}

/** The site data as far as a change event touches it (features/content/get-site.ts). */
interface SiteWithMaintenance {
  maintenance: { enabled: boolean };
}

/**
 * Applies one change event (its JSON) to the page's queries: notes when it happened, so reads
 * after it bypass older saved copies (change-clock.ts); takes the maintenance flag a site_settings
 * event carries at once, so the page turns into the maintenance page (or back) without waiting for
 * its refetch of /api/site, which a loaded server may answer late; and refetches what the topic names.
 */
export function applyChangeEvent(qc: QueryClient, data: string, now = Date.now()): void {
  let event: { topic?: unknown; at?: unknown; maintenance?: unknown };
  try {
    event = JSON.parse(data) as typeof event;
  } catch {
    // A malformed event is ignored; the next one will do.
    return;
  }
  // A server that does not date its events: the page's own clock, the best it has.
  noteChange(typeof event.at === 'number' ? event.at : now);
  const { topic, maintenance } = event;
  if (topic === 'site_settings' && typeof maintenance === 'boolean') {
    qc.setQueryData<SiteWithMaintenance>(['site'], (old) => (old && old.maintenance.enabled !== maintenance ? { ...old, maintenance: { ...old.maintenance, enabled: maintenance } } : old));
  }
  if (typeof topic !== 'string') return;
  for (const key of TOPIC_QUERIES[topic] ?? []) void qc.invalidateQueries({ queryKey: [key] });
}

/**
 * The order whose link the page holds (a guest on her order page): the stream then carries that
 * order's private events too (its conversation). One at a time, as one order page is open.
 */
let orderLink: { orderId: string; token: string } | null = null;
const orderLinkListeners = new Set<() => void>();
const readOrderLink = () => orderLink;
const onOrderLink = (listener: () => void) => {
  orderLinkListeners.add(listener);
  return () => orderLinkListeners.delete(listener);
};
function setOrderLink(next: { orderId: string; token: string } | null): void {
  if (next?.orderId === orderLink?.orderId && next?.token === orderLink?.token) return;
  orderLink = next;
  for (const listener of orderLinkListeners) listener();
}

/** While mounted with a token, the change events include the order's own (a guest's live conversation). */
export function useOrderLinkEvents(orderId: string, token: string | null): void {
  useEffect(() => {
    if (!token) return;
    setOrderLink({ orderId, token });
    return () => setOrderLink(null);
  }, [orderId, token]);
}

/** Listens to the server's change events and refetches what they name. */
export function useRealtimeInvalidation(): void {
  const qc = useQueryClient();
  const link = useSyncExternalStore(onOrderLink, readOrderLink, () => null);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    // Opened once the page has hydrated: an answer that lands while boundaries still hold server
    // HTML forces their hydration through in one task. Nothing is missed meanwhile (`since`).
    void afterHydration().then(() => {
      if (!cancelled) stop = listen(qc, link);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [qc, link]);
}

/** The stream's address: the topics, `since`, and the order link when the page holds one. */
export function realtimeUrl(topics: readonly string[], since: number | null, link: { orderId: string; token: string } | null): string {
  const params = new URLSearchParams({ topics: topics.join(',') });
  if (since !== null) params.set('since', String(since));
  if (link) {
    params.set('order', link.orderId);
    params.set('token', link.token);
  }
  return `/api/realtime?${params.toString().replaceAll('%2C', ',')}`;
}

/** Connects to the change events; answers how to disconnect. */
function listen(qc: QueryClient, link: { orderId: string; token: string } | null): () => void {
  // A change between the server render and this connection would never arrive as an event: with
  // `since` the server names the topics changed since then (a resync when it cannot tell), and
  // again after any reconnection.
  const since = oldestSharedRead(qc);
  const source = new EventSource(realtimeUrl(Object.keys(TOPIC_QUERIES), since, link));
  const onChange = (event: MessageEvent<string>) => applyChangeEvent(qc, event.data);
  source.addEventListener('change', onChange);
  // invalidateQueries refetches only queries in use (on screen); the rest are marked stale.
  const refetchAll = (event?: MessageEvent<string>) => {
    // A resync is a change to everything, as of when the server sent it.
    if (event) applyChangeEvent(qc, event.data);
    for (const key of TOPIC_KEYS) void qc.invalidateQueries({ queryKey: [key] });
  };
  // After a dropped connection (sleep, network change) events may have been missed: refetch what is
  // on screen. With `since` the server's answer already says what.
  let opened = false;
  const onOpen = () => {
    if (opened && since === null) {
      // Back after a dropped connection: whatever changed meanwhile changed before now.
      noteChange(Date.now());
      refetchAll();
    }
    opened = true;
  };
  source.addEventListener('open', onOpen);
  // The server's own link to other instances dropped and came back: it may have missed their changes.
  source.addEventListener('resync', refetchAll);
  return () => {
    source.removeEventListener('resync', refetchAll);
    source.removeEventListener('open', onOpen);
    source.removeEventListener('change', onChange);
    source.close();
  };
}
