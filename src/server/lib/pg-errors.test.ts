import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { databaseFault, markUnreachable, pgCode } from './pg-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const viaDrizzle = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('databaseFault', () => {
  it('reads the SQLSTATE through drizzle', () => {
    expect(databaseFault(viaDrizzle(withCode('53100')))).toBe('full');
    for (const code of ['08006', '08001', '08003', '57P01', '57P02', '57P03', '53300']) expect(databaseFault(viaDrizzle(withCode(code))), code).toBe('unavailable');
    expect(databaseFault(withCode('57P01'))).toBe('unavailable');
  });

  it('leaves request and program errors alone', () => {
    for (const code of ['23505', '23503', '22012', '42P01', '40001']) expect(databaseFault(viaDrizzle(withCode(code))), code).toBeNull();
    expect(databaseFault(new Error('boom'))).toBeNull();
    expect(databaseFault(null)).toBeNull();
  });

  it('counts a socket failure only when it came through the database', () => {
    expect(databaseFault(viaDrizzle(withCode('ECONNREFUSED')))).toBe('unavailable');
    expect(databaseFault(viaDrizzle(new Error('Connection terminated unexpectedly')))).toBe('unavailable');
    expect(databaseFault(viaDrizzle(new Error('timeout exceeded when trying to connect')))).toBe('unavailable');
    // A payment provider or S3 refusing a connection is not the database.
    expect(databaseFault(withCode('ECONNREFUSED'))).toBeNull();
    expect(databaseFault(Object.assign(new TypeError('fetch failed'), { cause: withCode('ECONNRESET') }))).toBeNull();
    expect(databaseFault(new Error('Connection terminated unexpectedly'))).toBeNull();
  });

  it('trusts the pool’s mark on a connection it could not open, and never marks a server error', () => {
    expect(databaseFault(markUnreachable(withCode('ECONNREFUSED')))).toBe('unavailable');
    const serverSaid = markUnreachable(withCode('28P01'));
    expect(databaseFault(serverSaid)).toBeNull();
    expect(pgCode(serverSaid)).toBe('28P01');
  });
});
