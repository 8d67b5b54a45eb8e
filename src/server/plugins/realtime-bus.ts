import { EventEmitter } from 'node:events';

/** Topics of change events; the web app maps each to the queries it refetches (web/lib/realtime.ts). */
export const REALTIME_TOPICS = [
  'products',
  'categories',
  'menu_items',
  'footer_links',
  'homepage_settings',
  'page_content',
  'site_settings',
  'product_images',
  'designers',
  'exchange_rates',
  'size_charts',
  // Carries no ids: each client refetches only the orders it may read.
  'orders',
  // An order's conversations: owned events, heard by the thread's shopper and designer (and admins).
  'messages',
  // The console's shipping zones (issue 40): rates, transit and thresholds behind quotes and arrival windows.
  'shipping_zones',
] as const;
export type RealtimeTopic = (typeof REALTIME_TOPICS)[number];

export interface ChangeEvent {
  topic: RealtimeTopic;
  action: 'insert' | 'update' | 'delete';
  id?: string;
  /**
   * Set when the change concerns something the public does not see (a draft, its photos, its size
   * chart): only admins and this user (its designer) hear it on the change-event stream. Caches
   * still hear every event. Travels between instances with the event (pg-events.ts), so the
   * stream filters events from every instance alike.
   */
  owner?: string;
}

/** Owner of an event about one order, heard by whoever proved they hold the order's link (a guest). */
export const orderAudience = (orderId: string) => `order:${orderId}`;

/**
 * Who listens to the change-event stream: an account (id and role), and the orders whose link the
 * listener proved it holds (a guest watching her order's conversation); null for nobody known.
 */
export interface StreamViewer {
  id: string | null;
  role: string | null;
  orders?: ReadonlySet<string>;
}

/** Whether a viewer of the change-event stream may hear an event: public ones all, private ones admins, the owner and the order's link holders. */
export function eventVisibleTo(event: ChangeEvent, viewer: StreamViewer | null): boolean {
  if (event.owner === undefined) return true;
  if (viewer === null) return false;
  if (viewer.role === 'admin' || (viewer.id !== null && viewer.id === event.owner)) return true;
  return event.owner.startsWith('order:') && (viewer.orders?.has(event.owner.slice('order:'.length)) ?? false);
}

export interface EventBus {
  readonly kind: 'memory' | 'postgres';
  /** Names this instance in logs and in the listening connection's application_name. */
  readonly instanceId: string;
  publish(event: ChangeEvent): void;
  subscribe(listener: (event: ChangeEvent) => void): () => void;
  /**
   * Called when events may have been missed (a cross-instance listener got its connection back):
   * caches drop everything and browsers refetch what they show.
   */
  onResync(listener: () => void): () => void;
  /** False while events from other instances cannot arrive (caches must not be trusted then). */
  healthy(): boolean;
}

export function createMemoryBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    instanceId: 'local',
    publish: (event) => emitter.emit('change', event),
    subscribe: (listener) => {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    // One process sees every event: nothing is ever missed.
    onResync: () => () => undefined,
    healthy: () => true,
  };
}
