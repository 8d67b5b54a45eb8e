import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { createPgBus } from './pg-events';
import { createMemoryBus, eventVisibleTo, REALTIME_TOPICS, type ChangeEvent, type EventBus, type RealtimeTopic, type StreamViewer } from './realtime-bus';

export { createMemoryBus, eventVisibleTo, orderAudience, REALTIME_TOPICS, type ChangeEvent, type EventBus, type RealtimeTopic, type StreamViewer } from './realtime-bus';

/**
 * Change events fan out to browsers over Server-Sent Events; the web app invalidates cached
 * queries whose topic an event names. The embedded default is an in-process bus; with PostgreSQL
 * the events travel between instances through LISTEN/NOTIFY (pg-events.ts), and a `resync` event
 * tells browsers to refetch what they show after the listener lost its connection.
 */
declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

const querySchema = z.object({
  topics: z
    .string()
    .max(500)
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : [...REALTIME_TOPICS]))
    .pipe(z.array(z.enum(REALTIME_TOPICS)).max(REALTIME_TOPICS.length)),
  /** When the page's data was read (server clock, ms): changes since then are not in what it shows. */
  since: z.coerce.number().int().min(0).max(8_640_000_000_000_000).optional(),
  /** A guest's order and its link's token: her order's private events (its conversation) reach her too. */
  order: z.string().max(64).optional(),
  token: z.string().max(200).optional(),
});

/** Server clocks of several instances drift a little; a change this close to a render counts as after it. */
const CLOCK_MARGIN_MS = 1_000;

const HEARTBEAT_MS = 25_000;

export interface RealtimeOptions {
  /** PostgreSQL URL for LISTEN/NOTIFY; null keeps the in-process bus. */
  postgresUrl: string | null;
  /** Sends one NOTIFY on the app's pool. */
  notify?: (channel: string, payload: string) => Promise<void>;
  livenessEveryMs?: number;
  /** Whether a token is the link of an order (the orders feature's check, bound once it is built). */
  orderLinkMatches?: (orderId: string, token: string) => boolean;
}

export const realtimePlugin = fp<RealtimeOptions>(async (app: FastifyInstance, opts) => {
  let bus: EventBus = createMemoryBus();
  if (opts.postgresUrl && opts.notify) {
    const pgBus = createPgBus({ url: opts.postgresUrl, notify: opts.notify, log: app.log, livenessEveryMs: opts.livenessEveryMs });
    await pgBus.start();
    app.addHook('onClose', async () => pgBus.close());
    bus = pgBus;
  }
  app.decorate('events', bus);

  // The last change this instance saw per topic, so a page that connects after its data was read
  // learns whether it missed one (a change between the server render and the connection opening).
  const startedAt = Date.now();
  const lastChangeAt = new Map<string, number>();
  const forgetChanges = bus.subscribe((event) => lastChangeAt.set(event.topic, Date.now()));
  const forgetResyncs = bus.onResync(() => {
    const now = Date.now();
    for (const topic of REALTIME_TOPICS) lastChangeAt.set(topic, now);
  });
  app.addHook('onClose', async () => {
    forgetChanges();
    forgetResyncs();
  });
  /**
   * The topics a page whose data was read at `since` may have missed, or 'all' when this instance
   * cannot tell (it started later). Named one by one, so the page refetches only those: a blanket
   * resync refetched everything on screen, and on a page still hydrating the answers forced the rest
   * of the hydration through in one task (100 ms on the home page, 600 ms on a 6x slower phone),
   * for every visitor of a page rendered within a second after any change (the clock margin).
   */
  const missedTopics = (since: number, topics: Iterable<string>): string[] | 'all' => {
    // Changes made before this instance started are unknown to it: assume one was missed.
    if (since < startedAt) return 'all';
    return [...topics].filter((topic) => (lastChangeAt.get(topic) ?? 0) >= since - CLOCK_MARGIN_MS);
  };

  /**
   * What a page receives. `at` is when the change was known here (server clock, ms): the page's
   * reads after it must not be answered from a copy the service worker kept from before it
   * (features/app-shell/cache-rules.ts, FRESH_AFTER_CHANGE). A site_settings event carries the
   * maintenance flag itself, read after the change: an open page turns into the maintenance page
   * (and back) at once, however slow its refetch of /api/site is on a loaded server (issue 35).
   */
  const streamedEvent = async (event: ChangeEvent | null): Promise<Record<string, unknown>> => {
    if (event?.topic === 'site_settings' && app.hasDecorator('maintenance')) {
      await app.maintenance.refresh();
      return { ...event, at: Date.now(), maintenance: app.maintenance.isOn() };
    }
    return { ...event, at: Date.now() };
  };

  app.get('/api/realtime', { config: { access: 'everyone' }, schema: { querystring: querySchema, tags: ['realtime'], summary: 'Change events as Server-Sent Events (everyone; events of drafts only to their designer and admins)' } }, async (request, reply) => {
    const { topics, since, order, token } = request.query as z.infer<typeof querySchema>;
    const wanted = new Set<string>(topics);
    // Who listens, read once: a guest never hears the ids of drafts (ChangeEvent.owner). Filtered
    // here, at the fan-out, so events from other instances (LISTEN/NOTIFY) are filtered alike.
    const user = await request.sessionUser().catch(() => null);
    // A wrong token is not an error: the stream simply carries nothing of that order.
    const holdsLink = order !== undefined && token !== undefined && (opts.orderLinkMatches?.(order, token) ?? false);
    const viewer: StreamViewer | null =
      user || holdsLink ? { id: user?.id ?? null, role: user?.role ?? null, ...(holdsLink ? { orders: new Set([order]) } : {}) } : null;
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    reply.raw.write(`retry: 5000\n: connected\n\n`);
    // Written in order, one after the other: a site_settings event waits for the maintenance flag.
    let queue: Promise<void> = Promise.resolve();
    const write = (name: 'change' | 'resync', event: ChangeEvent | null) => {
      queue = queue
        .then(async () => {
          const data = await streamedEvent(event);
          if (!reply.raw.destroyed) reply.raw.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
        })
        .catch((err: unknown) => request.log.warn({ err }, 'could not send a change event'));
    };
    const missed = since === undefined ? [] : missedTopics(since, wanted);
    if (missed === 'all') write('resync', null);
    else for (const topic of missed) write('change', { topic: topic as RealtimeTopic, action: 'update' });
    const unsubscribe = bus.subscribe((event) => {
      if (wanted.has(event.topic) && eventVisibleTo(event, viewer)) write('change', event);
    });
    // Events from other instances may have been missed: the page refetches everything it shows.
    const unsubscribeResync = bus.onResync(() => write('resync', null));
    const heartbeat = setInterval(() => reply.raw.write(': ping\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      unsubscribeResync();
    });
    reply.hijack();
  });
});
