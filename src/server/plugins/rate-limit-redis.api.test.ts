import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, freshIp, type TestApp } from '../test/test-app';
import { freePort } from '../test/free-port';

/**
 * Rate limits on Redis when Redis is down (issue 16, faults). Limits that guard accounts, mail to
 * other people and money answer 503 RATE_LIMIT_UNAVAILABLE; limits that only stop floods let the
 * request through (see RATE_LIMIT_POLICIES' onStoreDown). Never a 500.
 */
const signIn = (t: TestApp, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/sign-in', remoteAddress: ip, payload: { email: 'customer@tibeb.example', password: 'Wrong-Password-1!' } });
const search = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/search?q=kemis', remoteAddress: freshIp() });
const forgot = (t: TestApp) =>
  t.app.inject({ method: 'POST', url: '/api/account/forgot-password', remoteAddress: freshIp(), payload: { email: 'customer@tibeb.example' } });

function expectUnavailable(res: Awaited<ReturnType<typeof signIn>>) {
  expect(res.statusCode).toBe(503);
  expect(res.json().error.code).toBe('RATE_LIMIT_UNAVAILABLE');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('rate limits with a Redis that never answered', () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it('refuses sign-in and recovery with 503 RATE_LIMIT_UNAVAILABLE, and lets search through', async () => {
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    expectUnavailable(await signIn(t, freshIp()));
    expectUnavailable(await forgot(t));
    const found = await search(t);
    expect(found.statusCode).toBe(200);
    expect(found.json().products.length).toBeGreaterThan(0);
    // The health check names the store as down, without calling the instance unhealthy.
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().rateLimits).toEqual({ kind: 'redis', ok: false });
  });
});

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedisServer) console.warn('\n*** rate limits with a Redis that stops and comes back: SKIPPED (no redis-server on PATH) ***\n');

describe.skipIf(!hasRedisServer)('rate limits with a Redis that stops and comes back', () => {
  let t: TestApp | undefined;
  let redis: ChildProcess | null = null;
  let port = 0;

  const startRedis = async () => {
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    // Ready when it answers a connection.
    for (let i = 0; i < 200; i += 1) {
      const up = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.end();
          resolve(true);
        });
        socket.on('error', () => resolve(false));
      });
      if (up) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('redis-server did not start');
  };
  const stopRedis = async () => {
    const proc = redis;
    redis = null;
    if (!proc || proc.exitCode !== null) return;
    await new Promise((resolve) => {
      proc.once('exit', resolve);
      proc.kill('SIGKILL');
    });
  };

  afterAll(async () => {
    await t?.close();
    await stopRedis();
  });

  it('counts on Redis, answers 503 while it is down, and counts again once it is back', async () => {
    port = await freePort();
    await startRedis();
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    const ip = freshIp();
    const first = await signIn(t, ip);
    expect(first.statusCode).toBe(401);
    expect(first.headers['x-ratelimit-remaining']).toBe('4');

    await stopRedis();
    expectUnavailable(await signIn(t, ip));
    expect((await search(t)).statusCode).toBe(200);

    // A fresh Redis (nothing saved): ioredis reconnects by itself and the count starts again.
    await startRedis();
    let again = await signIn(t, ip);
    for (let i = 0; i < 100 && again.statusCode === 503; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      again = await signIn(t, ip);
    }
    expect(again.statusCode).toBe(401);
    expect(again.headers['x-ratelimit-remaining']).toBe('4');
  });
});
