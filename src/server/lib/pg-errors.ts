import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * The SQLSTATE of a database error, wherever the driver put it: PostgreSQL and PGlite set `code`,
 * and drizzle wraps the driver's error in its own with the original as `cause`.
 */
export function pgCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** Marks an error as the database being unreachable (set by the pool in db/client.ts). */
export const DATABASE_UNREACHABLE = Symbol.for('tibeb.databaseUnreachable');

/**
 * SQLSTATEs that mean the database cannot serve now rather than that the request is wrong:
 * connection exceptions (class 08), the server shutting down or starting (57P01–57P03), too many
 * connections and out of memory (53300, 53200).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53200', '53300']);
export const DISK_FULL = '53100';

/** Socket failures and the pg driver's own words for a connection that died or never came. */
const NET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const DRIVER_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Connection ended)/;

export type DatabaseFault = 'unavailable' | 'full';

/**
 * What a database failure means for the client: `unavailable` (down, restarting, unreachable) or
 * `full` (out of disk), or null for anything else. Walks drizzle's `cause` chain. A socket error
 * counts only when it came through the database (inside a drizzle query error or marked by the
 * pool), so a payment provider or S3 refusing a connection is not reported as the database.
 */
export function databaseFault(error: unknown): DatabaseFault | null {
  let e: unknown = error;
  let viaDatabase = false;
  for (let i = 0; i < 6 && e && typeof e === 'object'; i += 1) {
    const o = e as { code?: unknown; message?: unknown; name?: unknown; cause?: unknown; [DATABASE_UNREACHABLE]?: unknown };
    if (o[DATABASE_UNREACHABLE] === true) return 'unavailable';
    if (e instanceof DrizzleQueryError) viaDatabase = true;
    const code = typeof o.code === 'string' ? o.code : '';
    if (code === DISK_FULL) return 'full';
    if (/^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_STATES.has(code)) return 'unavailable';
    if (viaDatabase && (NET_CODES.has(code) || (typeof o.message === 'string' && DRIVER_MESSAGES.test(o.message)))) return 'unavailable';
    e = o.cause;
  }
  return null;
}

/** Tags an error from the pool (a connection that could not be had) as the database being unreachable. */
export function markUnreachable(error: unknown): unknown {
  if (error && typeof error === 'object' && pgCode(error) === undefined) (error as { [DATABASE_UNREACHABLE]?: boolean })[DATABASE_UNREACHABLE] = true;
  return error;
}
