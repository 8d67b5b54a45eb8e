import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PoolClient } from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { PROJECT_ROOT } from '../config';
import { markUnreachable } from '../lib/pg-errors';
import { runMigrations } from './migrate';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers share drizzle's Postgres surface; code above this file never knows which runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The underlying PGlite instance (tests dump and clone it; backups dump it). */
  pglite?: PGlite;
  /** The PostgreSQL connection string (pg_dump of a backup connects with it). */
  url?: string;
}

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'src', 'server', 'db', 'migrations');

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob | File }
  | { kind: 'postgres'; url: string; max?: number };

/**
 * The embedded server shares one process with the app, so its buffers are sized for a shop on a
 * small machine: file reads still hit the OS page cache, and 16 MB of shared buffers instead of
 * the default 128 MB keeps the whole process near 250 MB on a 10 000-product catalogue.
 * PGlite serves one connection; shared memory is sized for max_connections backends (their
 * process slots and lock tables), and 4 (above the 3 reserved for superusers) instead of 100
 * saves about 13 MB (npm run bench:load).
 */
const PGLITE_CONF = ['shared_buffers=16MB', 'work_mem=2MB', 'maintenance_work_mem=16MB', 'temp_buffers=2MB', 'wal_buffers=1MB', 'max_connections=4'];

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    // pg_trgm: the typo step of the forgiving search (migration 0019 creates the extension).
    const extensions = { pg_trgm };
    const client = target.loadDataDir
      ? await PGlite.create({ loadDataDir: target.loadDataDir, postgresqlconf: PGLITE_CONF, extensions })
      : await PGlite.create(target.dataDir ?? undefined, { postgresqlconf: PGLITE_CONF, extensions });
    const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      pglite: client,
      migrate: async () => {
        await runMigrations(db, MIGRATIONS_DIR);
      },
      ping: async () => {
        await db.execute(sql`select 1`);
        return true;
      },
      close: async () => {
        if (!client.closed) await client.close();
      },
    };
  }
  // The PostgreSQL driver (about 14 MB resident) is loaded only when PostgreSQL is configured.
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  /*
   * A database that restarts or cannot be reached must make requests fail soon (503
   * DATABASE_UNAVAILABLE, plugins/errors.ts) and the pool recover by itself once it is back:
   * a connection attempt gives up after 5 s instead of the operating system's minutes, keep-alive
   * finds a silently dropped connection, and an idle client losing its server must not crash the
   * process (the pool discards it and the next query opens a new one).
   */
  const pool = new pg.Pool({ connectionString: target.url, max: target.max ?? 10, connectionTimeoutMillis: 5_000, keepAlive: true });
  pool.on('error', () => undefined);
  // pg-pool listens for errors only on idle clients: one checked out for a transaction whose
  // server goes away between two statements would otherwise throw an uncaught 'error' and end the
  // process. Its next statement fails instead, and the pool drops it when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  /*
   * Checked-out clients, each released once whatever happens to its connection. drizzle's
   * transaction() sends BEGIN before its try/finally: when the connection dies during BEGIN (the
   * database restarting, a proxy cut) the client is never released. pg-pool then counts it as busy
   * forever: the pool shrinks by one slot per such death until every request waits for a slot and
   * fails, and pool.end() waits for it, so the shop could not shut down after an outage. A client
   * whose connection ends while it is out is therefore handed back (and dropped) by us; a later
   * release by its borrower is a no-op.
   */
  const checkedOut = new Set<PoolClient>();
  const connect = pg.Pool.prototype.connect;
  const checkout = async (): Promise<PoolClient> => {
    let client: PoolClient;
    try {
      client = (await Reflect.apply(connect, pool, [])) as PoolClient;
    } catch (err) {
      // drizzle opens a transaction with pool.connect() outside its query-error wrapping: a
      // failure there is tagged so the error handler knows it is the database, not the request.
      throw markUnreachable(err);
    }
    const release = client.release;
    let released = false;
    const handBack = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      checkedOut.delete(client);
      client.off('end', onEnd);
      release(err);
    };
    const onEnd = () => handBack(new Error('connection ended while checked out'));
    client.once('end', onEnd);
    client.release = handBack;
    checkedOut.add(client);
    return client;
  };
  Object.defineProperty(pool, 'connect', {
    value: (...args: unknown[]) => (args.length > 0 ? Reflect.apply(connect, pool, args) : checkout()),
  });
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    url: target.url,
    migrate: async () => {
      await runMigrations(db, MIGRATIONS_DIR);
    },
    ping: async () => {
      await db.execute(sql`select 1`);
      return true;
    },
    close: async () => {
      const ended = pool.end();
      // A statement on a connection that died without a word (no FIN: a cable, a firewall
      // dropping state) would wait for TCP keep-alive, minutes; shutdown gives it a grace and then
      // cuts the socket, which fails the statement and hands the client back (above).
      const grace = setTimeout(() => {
        for (const client of checkedOut) destroySocket(client);
      }, CLOSE_GRACE_MS);
      grace.unref();
      try {
        await ended;
      } finally {
        clearTimeout(grace);
      }
    },
  };
}

/** How long closing the pool waits for statements still running before cutting their sockets. */
export const CLOSE_GRACE_MS = 5_000;

/** pg keeps the socket on `connection.stream` (not public API; absent on a client that never connected). */
function destroySocket(client: object): void {
  (client as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}
