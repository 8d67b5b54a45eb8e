import { Writable } from 'node:stream';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { isClientGone, logOptions, worthLogging } from './request-log';

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

describe('expected events are not errors', () => {
  const config = (env: string) => loadConfig({ NODE_ENV: env, AUTH_SECRET: 'x'.repeat(40), LOG_LEVEL: 'debug' });

  it('writes a browser leaving early as one debug line without a stack, and a real failure as an error', async () => {
    const lines: Array<{ level: number; msg?: string; err?: { stack?: string } }> = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
        done();
      },
    });
    const { logger } = logOptions(config('production'), true);
    const app = Fastify({ logger: { ...(logger as object), stream } });
    await app.ready();
    app.log.error(new Error('premature close'));
    app.log.error(Object.assign(new Error('stream closed'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }));
    app.log.error(new Error('the disk is on fire'));
    await app.close();
    const written = lines.filter((l) => l.msg !== 'Server listening');
    expect(written.map((l) => l.level)).toEqual([20, 20, 50]);
    expect(written.slice(0, 2).every((l) => l.err === undefined)).toBe(true);
    expect(written[2]!.err!.stack).toContain('the disk is on fire');
    expect(isClientGone('premature close')).toBe(false);
  });

  it('logs the maintenance page’s 503 in development as information, and other 5xx as errors', () => {
    const controller = logOptions(config('development'), true).logController!;
    const seen: string[] = [];
    const request = (maintenancePage: boolean) =>
      ({ method: 'GET', url: '/products', maintenancePage, log: { error: () => seen.push('error'), info: () => seen.push('info') } }) as unknown as FastifyRequest;
    const reply = { statusCode: 503, elapsedTime: 3 } as unknown as FastifyReply;
    controller.requestCompleted(null, request(true), reply);
    controller.requestCompleted(null, request(false), reply);
    expect(seen).toEqual(['info', 'error']);
  });
});
