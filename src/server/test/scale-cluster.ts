// Two app instances side by side on real engines: one PostgreSQL database, one Redis, one S3 server
// (s3rver, started here). Used by the scale-out suite and `npm run bench:scale`; no test-runner imports.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import S3rver from 's3rver';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedWithoutImages } from './template';

export const DEFAULT_PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export interface Engines {
  pgAdminUrl: string;
  redisUrl: string;
}

/** Null when PostgreSQL at `url` answers a query within 2 s; else why not. */
export async function postgresUnreachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    return `no PostgreSQL at ${url} (${err instanceof Error ? err.message : String(err)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The milliseconds `step` took; rejects naming `what` when `ms` passes first (a hang fails the test, never holds it). */
export async function finishesWithin(what: string, step: Promise<unknown>, ms: number): Promise<number> {
  const t0 = performance.now();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    step,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
  return Math.round(performance.now() - t0);
}

/** Which engines answer; the reason when one does not (the caller prints it loudly and skips). */
export async function probeEngines(): Promise<{ ok: true; engines: Engines } | { ok: false; reason: string }> {
  const pgAdminUrl = process.env.TEST_DATABASE_URL || DEFAULT_PG_ADMIN_URL;
  const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || DEFAULT_REDIS_URL;
  const pgProblem = await postgresUnreachable(pgAdminUrl);
  if (pgProblem) return { ok: false, reason: pgProblem };
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    return { ok: false, reason: `no Redis at ${redisUrl} (${err instanceof Error ? err.message : String(err)})` };
  } finally {
    redis.disconnect();
  }
  return { ok: true, engines: { pgAdminUrl, redisUrl } };
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export interface Instance {
  name: string;
  app: FastifyInstance;
  database: DatabaseHandle;
  url: string;
  dataDir: string;
  /** Faults a test switches on and off: `notify` makes this instance's NOTIFY fail. */
  faults: { notify: boolean };
}

export interface Cluster {
  a: Instance;
  b: Instance;
  databaseUrl: string;
  s3: { endpoint: string; bucket: string; stop(): Promise<void>; start(): Promise<void> };
  /** Runs SQL on the shared database outside both apps (as an operator or another process would). */
  sql<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface ClusterOptions {
  products?: number;
  /** Extra settings for both instances. */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

/** A database of its own on the engines' PostgreSQL server, migrated and seeded without images. */
export async function createScaleDatabase(engines: Engines, products: number, seedDir: string): Promise<{ url: string; drop(): Promise<void> }> {
  const dbName = `tibeb_scale_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: engines.pgAdminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = withDatabase(engines.pgAdminUrl, dbName);
  const seeding = await openDatabase({ kind: 'postgres', url, max: 2 });
  await seedWithoutImages(seeding, seedDir, products);
  await seeding.close();
  return {
    url,
    drop: async () => {
      const c = new pg.Client({ connectionString: engines.pgAdminUrl });
      await c.connect();
      await c.query(`drop database if exists ${dbName} with (force)`);
      await c.end();
    },
  };
}

/** An s3rver on 127.0.0.1 with one bucket; stop() and start() again keep its port and its files. */
export async function startS3Server(directory: string, bucket = 'tibeb-scale') {
  let port = 0;
  let server: S3rver | null = null;
  const start = async () => {
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
    port = (await server.run()).port;
  };
  await start();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    start,
    stop: async () => {
      await server?.close();
      server = null;
    },
    /** The settings an instance needs for this store. */
    env: (): Record<string, string> => ({
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    }),
  };
}

export async function startCluster(engines: Engines, opts: ClusterOptions = {}): Promise<Cluster> {
  const log = opts.log ?? (() => undefined);
  const root = mkdtempSync(path.join(os.tmpdir(), 'tibeb-scale-'));
  const t0 = performance.now();
  const db = await createScaleDatabase(engines, opts.products ?? 60, path.join(root, 'seed'));
  const databaseUrl = db.url;
  log(`seeded ${opts.products ?? 60} products on PostgreSQL in ${Math.round(performance.now() - t0)} ms`);
  const s3 = await startS3Server(path.join(root, 's3'));

  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    DATABASE_URL: databaseUrl,
    REDIS_URL: engines.redisUrl,
    // Tests and benches give each client its own address through X-Forwarded-For.
    TRUST_PROXY: 'true',
    ...s3.env(),
    ...opts.env,
  };
  const startInstance = async (name: string): Promise<Instance> => {
    const dataDir = path.join(root, name);
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl, max: 6 });
    const faults = { notify: false };
    const app = await buildApp(loadConfig({ ...env, DATA_DIR: dataDir }), {
      database,
      logger: false,
      wrapNotify: (send) => async (channel, payload) => {
        if (faults.notify) throw new Error('NOTIFY failed (fault injected by the test)');
        await send(channel, payload);
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return { name, app, database, url: `http://127.0.0.1:${port}`, dataDir, faults };
  };
  const a = await startInstance('a');
  const b = await startInstance('b');

  const operator = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  operator.on('error', () => undefined);
  return {
    a,
    b,
    databaseUrl,
    s3,
    sql: async <T extends pg.QueryResultRow>(text: string, params: unknown[] = []) => (await operator.query<T>(text, params)).rows,
    async close() {
      for (const i of [a, b]) {
        await i.app.close().catch(() => undefined);
        await i.database.close().catch(() => undefined);
      }
      await operator.end().catch(() => undefined);
      await s3.stop().catch(() => undefined);
      await db.drop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export interface SseEvent {
  event: string;
  data: string;
  at: number;
}

/** A Server-Sent Events client over fetch, collecting events so a test can wait for one. */
export async function openSse(url: string): Promise<{ events: SseEvent[]; waitFor(pred: (e: SseEvent) => boolean, timeoutMs: number): Promise<SseEvent>; close(): void }> {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
  if (!res.ok || !res.body) throw new Error(`SSE ${url}: ${res.status}`);
  const events: SseEvent[] = [];
  const waiters = new Set<{ pred: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }>();
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.includes(': connected')) connected();
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length === 0) continue;
          const e = { event, data: data.join('\n'), at: performance.now() };
          events.push(e);
          for (const w of waiters) if (w.pred(e)) {
            waiters.delete(w);
            w.resolve(e);
          }
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  await ready;
  return {
    events,
    waitFor(pred, timeoutMs) {
      const seen = events.find(pred);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = { pred, resolve: (e: SseEvent) => (clearTimeout(timer), resolve(e)) };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching SSE event within ${timeoutMs} ms (got ${events.map((e) => e.event).join(', ') || 'none'})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => controller.abort(),
  };
}

/** Signs in over HTTP and returns the session cookie. */
export async function signIn(baseUrl: string, email: string, password: string, ip: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/account/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}
