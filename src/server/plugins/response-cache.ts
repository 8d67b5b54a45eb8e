import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RealtimeTopic } from './realtime-bus';

/**
 * Read-heavy public responses are kept in memory, keyed by URL, and dropped when a change event
 * names one of their topics (the same events that reach browsers over SSE). Clients get an ETag
 * and a 304 when nothing changed. Hits are served pre-compressed, so a hot listing costs a map
 * lookup instead of SQL, serialisation and compression.
 *
 * Only routes that opt in with `config: { cache: { topics } }` are cached, and never a request
 * that carries a session cookie for a route marked `personal` — public catalogue data only.
 * With several instances the events come from every instance (PostgreSQL LISTEN/NOTIFY); while
 * that listener is disconnected nothing is cached, and its return clears the cache.
 */
export interface RouteCacheConfig {
  topics: readonly RealtimeTopic[];
  /** Upper bound on staleness if a writer ever forgets to publish its change event. */
  ttlMs?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: RouteCacheConfig;
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

interface Entry {
  key: string;
  body: string;
  etag: string;
  contentType: string;
  topics: readonly RealtimeTopic[];
  expiresAt: number;
  gzip?: Buffer;
  br?: Buffer;
}

export interface ResponseCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    // Map order doubles as recency order for eviction.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, body: string, contentType: string, config: RouteCacheConfig): Entry {
    this.delete(key);
    const entry: Entry = {
      key,
      body,
      contentType,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
      topics: config.topics,
      expiresAt: this.now() + (config.ttlMs ?? 60_000),
    };
    this.entries.set(key, entry);
    this.bytes += body.length;
    this.evict();
    return entry;
  }

  private evict(): void {
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  invalidate(topic: RealtimeTopic): number {
    let dropped = 0;
    for (const [key, entry] of this.entries) {
      if (entry.topics.includes(topic)) {
        this.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  stats(): ResponseCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses };
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0);
    this.entries.delete(key);
  }

  /**
   * Compressed copies are made once per entry and encoding, on first demand. They count in the
   * byte budget like the body: uncounted, they were kept beyond it and, subtracted when their
   * entry went, let the count drift below zero and the cache grow without bound (issue 36).
   */
  encoded(entry: Entry, encoding: 'br' | 'gzip'): Buffer {
    const made = entry[encoding];
    if (made) return made;
    const out = encoding === 'br' ? brotliCompressSync(entry.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(entry.body, { level: 6 });
    entry[encoding] = out;
    // An entry already dropped (invalidated meanwhile) still answers this request, uncounted.
    if (this.entries.get(entry.key) === entry) {
      this.bytes += out.length;
      this.evict();
    }
    return out;
  }
}

const MIN_COMPRESS_BYTES = 1024;

function pickEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

function cacheKey(request: FastifyRequest): string {
  return request.url;
}

function sendEntry(cache: ResponseCache, request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  void reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  void reply.type(entry.contentType);
  const encoding = entry.body.length >= MIN_COMPRESS_BYTES ? pickEncoding(request) : null;
  if (encoding) {
    // Already compressed: @fastify/compress leaves a reply with content-encoding alone.
    return reply.header('content-encoding', encoding).send(cache.encoded(entry, encoding));
  }
  return reply.send(entry.body);
}

export const responseCachePlugin = fp<{ maxBytes?: number }>(async (app: FastifyInstance, opts) => {
  const cache = new ResponseCache(opts.maxBytes ?? 32 * 1024 * 1024);
  app.decorate('responseCache', cache);

  // The bus is decorated by the realtime plugin, registered after this one; subscribe once ready.
  app.addHook('onReady', async () => {
    const unsubscribe = app.events.subscribe((event) => cache.invalidate(event.topic));
    // Events from other instances were missed while the listener was away: nothing kept can be trusted.
    const unsubscribeResync = app.events.onResync(() => cache.clear());
    app.addHook('onClose', async () => {
      unsubscribe();
      unsubscribeResync();
    });
  });

  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config.cache;
    // While another instance's changes cannot reach us, answer from the database every time.
    if (!config || request.method !== 'GET' || !app.events.healthy()) return;
    const entry = cache.get(cacheKey(request));
    if (!entry) {
      cache.misses += 1;
      return;
    }
    cache.hits += 1;
    return sendEntry(cache, request, reply, entry);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const config = request.routeOptions.config.cache;
    if (!config || request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string' || !app.events.healthy()) return payload;
    if (reply.getHeader('content-encoding') || reply.getHeader('etag')) return payload;
    const entry = cache.set(cacheKey(request), payload, String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'), config);
    void reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === entry.etag) {
      void reply.code(304);
      return '';
    }
    return payload;
  });
});
