import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Client } from 'pg';
import { z } from 'zod';
import { REALTIME_TOPICS, type ChangeEvent, type EventBus } from './realtime-bus';

/**
 * Change events across app instances through PostgreSQL LISTEN/NOTIFY.
 *
 * Local listeners hear an event at once (as with the in-process bus); other instances hear it
 * through one NOTIFY per batch, sent on the app's pool. Each instance listens on a dedicated
 * connection, never the pool: a pooled client goes back to the pool, and a transaction-mode pooler
 * does not carry LISTEN. Notifications are delivered at commit and never replayed, so a listener
 * that lost its connection has missed events: it reconnects with back-off, listens again, and
 * emits a resync so caches are dropped and browsers refetch what they show.
 */
export const EVENTS_CHANNEL = 'tibeb_changes';
/** PostgreSQL refuses payloads of 8,000 bytes and more (measured: 7,999 passed). */
export const MAX_PAYLOAD_BYTES = 7_900;

const wireEvent = z.object({
  t: z.enum(REALTIME_TOPICS),
  a: z.enum(['insert', 'update', 'delete']),
  i: z.string().min(1).max(200).optional(),
  /** The owner of a private event (ChangeEvent.owner). */
  o: z.string().min(1).max(200).optional(),
});
const wirePayload = z.object({
  v: z.literal(1),
  from: z.string().min(1).max(64),
  events: z.array(wireEvent).min(1).max(500),
});

const toWire = (e: ChangeEvent, withId = true) => ({ t: e.topic, a: e.action, ...(withId && e.id !== undefined ? { i: e.id } : {}), ...(e.owner !== undefined ? { o: e.owner } : {}) });

/**
 * Packs events into payloads under the limit. Topics and ids only, never rows; an id too long to
 * travel is dropped from its event (the topic still invalidates everything under it).
 */
export function encodePayloads(from: string, events: readonly ChangeEvent[]): string[] {
  const out: string[] = [];
  const head = `{"v":1,"from":${JSON.stringify(from)},"events":[`;
  let parts: string[] = [];
  let size = Buffer.byteLength(head) + 2;
  for (const event of events) {
    let part = JSON.stringify(toWire(event));
    if (event.id !== undefined && event.id.length > 200) part = JSON.stringify(toWire(event, false));
    const bytes = Buffer.byteLength(part) + 1;
    if (parts.length > 0 && (size + bytes > MAX_PAYLOAD_BYTES || parts.length >= 500)) {
      out.push(`${head}${parts.join(',')}]}`);
      parts = [];
      size = Buffer.byteLength(head) + 2;
    }
    parts.push(part);
    size += bytes;
  }
  if (parts.length > 0) out.push(`${head}${parts.join(',')}]}`);
  return out;
}

/** Any process may NOTIFY the channel: what does not parse as ours is ignored (null). */
export function decodePayload(text: string | undefined): { from: string; events: ChangeEvent[] } | null {
  if (!text || text.length > 8_000) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = wirePayload.safeParse(raw);
  if (!parsed.success) return null;
  return {
    from: parsed.data.from,
    events: parsed.data.events.map((e): ChangeEvent => ({ topic: e.t, action: e.a, ...(e.i !== undefined ? { id: e.i } : {}), ...(e.o !== undefined ? { owner: e.o } : {}) })),
  };
}

/** Unsent events kept for a retry beyond this many are folded into one event per topic. */
export const MAX_UNSENT_EVENTS = 1_000;

/**
 * Folds events into one per topic, without ids. Nothing is lost by it: caches drop by topic and
 * pages refetch by topic (an id only narrows what a listener could have skipped).
 */
export function foldByTopic(events: readonly ChangeEvent[]): ChangeEvent[] {
  const topics = [...new Set(events.map((e) => e.topic))];
  return topics.map((topic) => ({ topic, action: 'update' }));
}

/** Exponential back-off with jitter, capped. */
export function backoffMs(attempt: number, initialMs: number, maxMs: number, random: () => number = Math.random): number {
  const base = Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 20));
  return Math.round(base / 2 + random() * (base / 2));
}

/** How long closing waits for the last NOTIFY and for the listener's goodbye. */
export const CLOSE_WAIT_MS = 2_000;

/** True when the promise settled within `ms` (its failure counts as settled). */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true, () => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

export interface PgBusOptions {
  url: string;
  /** Sends one NOTIFY; the app passes its pool, so publishing works while the listener reconnects. */
  notify(channel: string, payload: string): Promise<void>;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** First wait before sending unsent events again (doubling to backoffMaxMs). */
  notifyRetryInitialMs?: number;
  instanceId?: string;
  livenessEveryMs?: number;
  livenessTimeoutMs?: number;
  backoffInitialMs?: number;
  backoffMaxMs?: number;
}

export interface PgEventBus extends EventBus {
  start(): Promise<void>;
  close(): Promise<void>;
  /** Times the listener reconnected after losing its connection. */
  readonly reconnects: number;
  /** Events committed here whose NOTIFY failed and waits for a retry (0 when all were sent). */
  readonly unsentEvents: number;
}

export function createPgBus(opts: PgBusOptions): PgEventBus {
  const instanceId = opts.instanceId ?? randomBytes(6).toString('hex');
  const livenessEveryMs = opts.livenessEveryMs ?? 5_000;
  const livenessTimeoutMs = opts.livenessTimeoutMs ?? 3_000;
  const backoffInitialMs = opts.backoffInitialMs ?? 250;
  const backoffMaxMs = opts.backoffMaxMs ?? 10_000;

  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let client: Client | null = null;
  let listening = false;
  let closed = false;
  let attempt = 0;
  let reconnects = 0;
  let everConnected = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let liveness: NodeJS.Timeout | null = null;
  const notifyRetryInitialMs = opts.notifyRetryInitialMs ?? 250;
  let pending: ChangeEvent[] = [];
  let flushing = false;
  // Committed changes whose NOTIFY failed, oldest first: sent again before anything newer.
  let unsent: ChangeEvent[] = [];
  let notifyAttempt = 0;
  let notifyRetry: NodeJS.Timeout | null = null;

  const deliver = (event: ChangeEvent) => emitter.emit('change', event);

  /*
   * A failed NOTIFY does not lose the change: the write is committed and this instance's own
   * listeners already heard it, but other instances would keep serving the old data from their
   * caches for up to 60 s. So the events are kept, in order, and sent again with back-off until
   * the database takes them (then other instances drop their caches and their pages refetch).
   * A long outage folds them into one event per topic, which invalidates as much. Only a process
   * that dies with events still unsent loses them; the caches' 60 s ceiling bounds that.
   */
  const flush = async () => {
    flushing = false;
    if (notifyRetry) return; // a retry is scheduled; it sends these too, after the older ones
    const batch = unsent.length ? [...unsent, ...pending] : pending;
    pending = [];
    unsent = [];
    const payloads = encodePayloads(instanceId, batch);
    let sentEvents = 0;
    for (const payload of payloads) {
      try {
        await opts.notify(EVENTS_CHANNEL, payload);
        sentEvents += decodePayload(payload)?.events.length ?? 0;
      } catch (err) {
        const rest = batch.slice(sentEvents);
        unsent = rest.length > MAX_UNSENT_EVENTS ? foldByTopic(rest) : rest;
        const wait = backoffMs(notifyAttempt, notifyRetryInitialMs, backoffMaxMs);
        if (notifyAttempt === 0 || notifyAttempt % 10 === 0) {
          opts.log.warn({ err, unsent: unsent.length, retryInMs: wait }, 'could not send change events to other instances; retrying');
        }
        notifyAttempt += 1;
        if (!closed) {
          notifyRetry = setTimeout(() => {
            notifyRetry = null;
            void flush();
          }, wait);
          notifyRetry.unref();
        }
        return;
      }
    }
    if (notifyAttempt > 0) opts.log.info({ events: sentEvents, attempts: notifyAttempt }, 'sent delayed change events to other instances');
    notifyAttempt = 0;
  };

  const drop = (c: Client) => {
    c.removeAllListeners('notification');
    // A dead socket can make end() wait forever: destroy the stream instead.
    const stream = (c as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream;
    stream?.destroy();
    c.end().catch(() => undefined);
  };

  const lost = (c: Client, reason: string, err?: unknown) => {
    if (client !== c) return;
    client = null;
    listening = false;
    if (liveness) clearInterval(liveness);
    liveness = null;
    drop(c);
    if (closed) return;
    opts.log.warn({ err, reason }, 'change-event listener lost its connection; reconnecting');
    schedule();
  };

  const schedule = () => {
    if (closed || retryTimer) return;
    const wait = backoffMs(attempt, backoffInitialMs, backoffMaxMs);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect().catch(() => undefined);
    }, wait);
    retryTimer.unref();
  };

  async function connect(): Promise<void> {
    if (closed) return;
    // Loaded with the first connection: a server on the embedded database never needs the driver.
    const { default: pg } = await import('pg');
    if (closed) return;
    const c = new pg.Client({
      connectionString: opts.url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: livenessTimeoutMs * 2,
      application_name: `tibeb-events ${instanceId}`,
    });
    c.on('error', (err) => lost(c, 'error', err));
    c.on('end', () => lost(c, 'end'));
    c.on('notification', (msg) => {
      if (msg.channel !== EVENTS_CHANNEL) return;
      const decoded = decodePayload(msg.payload);
      if (!decoded) {
        opts.log.warn({ bytes: msg.payload?.length ?? 0 }, 'ignored a malformed change notification');
        return;
      }
      if (decoded.from === instanceId) return;
      for (const event of decoded.events) deliver(event);
    });
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (err) {
      lost(c, 'connect failed', err);
      throw err;
    }
    if (closed || client !== c) return;
    listening = true;
    attempt = 0;
    if (everConnected) {
      reconnects += 1;
      opts.log.info({ reconnects }, 'change-event listener reconnected; asking clients to resync');
      emitter.emit('resync');
    }
    everConnected = true;
    liveness = setInterval(() => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${livenessTimeoutMs} ms`)), livenessTimeoutMs);
      });
      Promise.race([c.query('select 1'), timeout])
        .catch((err: unknown) => lost(c, 'liveness check failed', err))
        .finally(() => clearTimeout(timer));
    }, livenessEveryMs);
    liveness.unref();
  }

  return {
    kind: 'postgres',
    instanceId,
    get reconnects() {
      return reconnects;
    },
    get unsentEvents() {
      return unsent.length;
    },
    healthy: () => listening,
    publish(event) {
      deliver(event);
      pending.push(event);
      if (!flushing) {
        flushing = true;
        // Events published together (one save touching several topics) travel in one NOTIFY.
        setImmediate(() => void flush());
      }
    },
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    onResync(listener) {
      emitter.on('resync', listener);
      return () => emitter.off('resync', listener);
    },
    async start() {
      try {
        await connect();
      } catch (err) {
        // The app still starts: local events work, and the listener keeps trying.
        opts.log.warn({ err }, 'change-event listener could not connect yet');
        everConnected = true;
      }
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (liveness) clearInterval(liveness);
      if (notifyRetry) clearTimeout(notifyRetry);
      notifyRetry = null;
      // One last try for what is still unsent; what fails now is logged and left to the caches'
      // ceiling. Bounded: a pool waiting on a database that went silent must not hold shutdown.
      if (pending.length || unsent.length) await within(flush(), CLOSE_WAIT_MS);
      const c = client;
      client = null;
      listening = false;
      if (c) {
        c.removeAllListeners('error');
        c.on('error', () => undefined);
        // end() waits for the server to close the socket, which a dead or silent peer never does.
        if (!(await within(c.end(), CLOSE_WAIT_MS))) drop(c);
      }
    },
  };
}
