import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

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
  page_content: ['page_content', 'admin-content'],
  designers: ['designers', 'home'],
  exchange_rates: ['exchange_rates'],
  size_charts: ['size-chart'],
  orders: ['orders'],
};

/** Listens to the server's change events and refetches what they name. */
export function useRealtimeInvalidation(): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/realtime?topics=${Object.keys(TOPIC_QUERIES).join(',')}`);
    const onChange = (event: MessageEvent<string>) => {
      try {
        const { topic } = JSON.parse(event.data) as { topic: string };
        for (const key of TOPIC_QUERIES[topic] ?? []) void qc.invalidateQueries({ queryKey: [key] });
      } catch {
        // A malformed event is ignored; the next one will do.
      }
    };
    source.addEventListener('change', onChange);
    // invalidateQueries refetches only queries in use (on screen); the rest are marked stale.
    const refetchAll = () => {
      for (const key of new Set(Object.values(TOPIC_QUERIES).flat())) void qc.invalidateQueries({ queryKey: [key] });
    };
    // After a dropped connection (sleep, network change) events may have been missed: refetch what is on screen.
    let opened = false;
    const onOpen = () => {
      if (opened) refetchAll();
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
  }, [qc]);
}
