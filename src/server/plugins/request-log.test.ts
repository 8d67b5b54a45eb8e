import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { logOptions, worthLogging } from './request-log';

describe('development request lines', () => {
  it('leaves out quick successful reads, and keeps writes, failures and slow answers', () => {
    expect(worthLogging('GET', 200, 12)).toBe(false);
    expect(worthLogging('HEAD', 304, 3)).toBe(false);
    expect(worthLogging('POST', 200, 12)).toBe(true);
    expect(worthLogging('DELETE', 204, 5)).toBe(true);
    expect(worthLogging('GET', 404, 2)).toBe(true);
    expect(worthLogging('GET', 500, 2)).toBe(true);
    expect(worthLogging('GET', 200, 1500)).toBe(true);
  });

  it('keeps Fastify’s JSON line per request in production, and replaces it with the filtered lines in development', () => {
    const production = logOptions(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) }), true);
    expect(production.logController).toBeUndefined();
    expect(production.logger).not.toHaveProperty('stream');
    const development = logOptions(loadConfig({ NODE_ENV: 'development', AUTH_SECRET: 'x'.repeat(40) }), true);
    expect(development.logController).toBeDefined();
    expect(development.logger).toHaveProperty('stream');
    expect(logOptions(loadConfig({ NODE_ENV: 'development', AUTH_SECRET: 'x'.repeat(40) }), false).logger).toBe(false);
  });
});
