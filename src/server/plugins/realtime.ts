import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/**
 * Change events fan out to browsers over Server-Sent Events. The embedded default is an
 * in-process bus; the web app invalidates cached queries whose topic an event names.
 */
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
] as const;
export type RealtimeTopic = (typeof REALTIME_TOPICS)[number];

export interface ChangeEvent {
  topic: RealtimeTopic;
  action: 'insert' | 'update' | 'delete';
  id?: string;
}

export interface EventBus {
  publish(event: ChangeEvent): void;
  subscribe(listener: (event: ChangeEvent) => void): () => void;
}

export function createMemoryBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (event) => emitter.emit('change', event),
    subscribe: (listener) => {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
  };
}

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
});

const HEARTBEAT_MS = 25_000;

export const realtimePlugin = fp(async (app: FastifyInstance) => {
  const bus = createMemoryBus();
  app.decorate('events', bus);

  app.get('/api/realtime', { config: { access: 'everyone' }, schema: { querystring: querySchema, tags: ['realtime'], summary: 'Change events as Server-Sent Events (everyone)' } }, (request, reply) => {
    const { topics } = request.query as z.infer<typeof querySchema>;
    const wanted = new Set<string>(topics);
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    reply.raw.write(`retry: 5000\n: connected\n\n`);
    const unsubscribe = bus.subscribe((event) => {
      if (wanted.has(event.topic)) reply.raw.write(`event: change\ndata: ${JSON.stringify(event)}\n\n`);
    });
    const heartbeat = setInterval(() => reply.raw.write(': ping\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
    reply.hijack();
  });
});
