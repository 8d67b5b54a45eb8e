// `npm run bench:scale`: the shop as several instances on real engines. Starts one PostgreSQL database
// (on 127.0.0.1:5432 or TEST_DATABASE_URL), Redis (6379 or TEST_REDIS_URL) and an s3rver, then two
// server processes on them, and prints:
//   - listing requests/s and latency through one instance, then through two at once (cached and uncached URLs)
//   - how long a change made through A takes to reach an SSE client of B (target p95 < 200 ms)
// SCALE_PRODUCTS (default 2000), SCALE_SECONDS (default 8), SCALE_CHANGES (default 100).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createScaleDatabase, openSse, probeEngines, signIn, startS3Server } from '../src/server/test/scale-cluster';
import { freePort, root } from './built-server';

const PRODUCTS = Number(process.env.SCALE_PRODUCTS ?? 2000);
const SECONDS = Number(process.env.SCALE_SECONDS ?? 8);
const CHANGES = Number(process.env.SCALE_CHANGES ?? 100);

async function startInstance(name: string, env: Record<string, string>): Promise<{ base: string; proc: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: env.DATA_DIR + name, LOG_LEVEL: 'warn', WEB_DIST_DIR: path.join(root, 'no-web-build') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // starting
    }
    if (i > 480 || proc.exitCode !== null) {
      proc.kill('SIGTERM');
      throw new Error(`instance ${name} did not start`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, proc };
}

const run = (url: string, paths: string[], title: string) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      { url, connections: 10, duration: SECONDS, requests: paths.map((p) => ({ method: 'GET', path: p, headers: { 'accept-encoding': 'br, gzip' } })), title },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });

const quantile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

async function main() {
  const probe = await probeEngines();
  if (!probe.ok) {
    console.log(`\n*** bench:scale SKIPPED: ${probe.reason} ***\n`);
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tibeb-bench-scale-'));
  const t0 = performance.now();
  const db = await createScaleDatabase(probe.engines, PRODUCTS, path.join(dir, 'seed'));
  console.log(`seeded ${PRODUCTS} products on PostgreSQL in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const s3 = await startS3Server(path.join(dir, 's3'));
  const env = {
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
    DATABASE_URL: db.url,
    REDIS_URL: probe.engines.redisUrl,
    SEED_DEMO_DATA: 'false',
    TRUST_PROXY: 'true',
    DATA_DIR: path.join(dir, 'instance-'),
    ...s3.env(),
  };
  const procs: ChildProcess[] = [];
  try {
    const a = await startInstance('a', env);
    procs.push(a.proc);
    const b = await startInstance('b', env);
    procs.push(b.proc);

    // Cached: the shop's first pages, asked again and again. Uncached: a distinct URL per request
    // (page size × page), as filters and deep pages are.
    const cached = ['/api/products', '/api/products?sort=price-low', '/api/products?page=2', '/api/products?sale=true'];
    const uncachedFor = (offset: number) => {
      const paths: string[] = [];
      for (let size = 1; size <= 48; size += 1) for (let page = 1; page <= 40; page += 1) paths.push(`/api/products?pageSize=${size}&page=${page}&sort=${offset ? 'price-high' : 'price-low'}`);
      return paths;
    };
    for (const p of cached) await fetch(`${a.base}${p}`);
    const oneCached = await run(a.base, cached, 'one instance, cached');
    const oneUncached = await run(a.base, uncachedFor(0), 'one instance, uncached');
    const [twoCachedA, twoCachedB] = await Promise.all([run(a.base, cached, 'A'), run(b.base, cached, 'B')]);
    const [twoUncachedA, twoUncachedB] = await Promise.all([run(a.base, uncachedFor(1), 'A'), run(b.base, uncachedFor(1).reverse(), 'B')]);

    // Change propagation: a price changed through A, seen by a browser on B.
    const cookie = await signIn(a.base, 'admin@tibeb.example', 'Tibeb-Admin-2026!', '10.99.0.1');
    const list = (await (await fetch(`${b.base}/api/products?pageSize=24`)).json()) as { items: { id: string; priceMinor: number }[] };
    const sse = await openSse(`${b.base}/api/realtime?topics=products`);
    const delays: number[] = [];
    let lost = 0;
    for (let i = 0; i < CHANGES; i += 1) {
      const product = list.items[i % list.items.length]!;
      const started = performance.now();
      const res = await fetch(`${a.base}/api/products/${product.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ priceMinor: product.priceMinor + i + 1 }),
      });
      if (res.status !== 204) throw new Error(`change ${i}: HTTP ${res.status}`);
      try {
        // The same product comes round again every 24 changes; its older events came before `started`.
        const e = await sse.waitFor((ev) => ev.at >= started && JSON.parse(ev.data).id === product.id, 5_000);
        delays.push(e.at - started);
      } catch {
        lost += 1;
      }
    }
    sse.close();

    const sorted = [...delays].sort((x, y) => x - y);
    const line = (label: string, value: string, target = '', ok?: boolean) =>
      console.log(`${label.padEnd(58)} ${value.padStart(16)}${target ? `   target ${target.padEnd(10)} ${ok ? 'MET' : 'NOT MET'}` : ''}`);
    const [l1, l5, l15] = os.loadavg();
    console.log(`\n${PRODUCTS} products, PostgreSQL + Redis + s3rver, two server processes; ${SECONDS} s per run, 10 connections per instance`);
    console.log(`machine: ${os.cpus().length} cores, load average ${l1!.toFixed(1)} / ${l5!.toFixed(1)} / ${l15!.toFixed(1)} (the bench shares it with the database and the load generator)\n`);
    const pair = (label: string, one: autocannon.Result, x: autocannon.Result, y: autocannon.Result) => {
      line(`${label}, one instance: requests/s`, one.requests.average.toFixed(0));
      line(`${label}, one instance: latency p50 / p99`, `${one.latency.p50} / ${one.latency.p99} ms`);
      line(`${label}, two instances (A + B): requests/s`, `${(x.requests.average + y.requests.average).toFixed(0)}`);
      line(`${label}, two instances: latency p99 (A / B)`, `${x.latency.p99} / ${y.latency.p99} ms`);
      for (const r of [one, x, y]) if (r.non2xx || r.errors) console.log(`   (${r.title}: ${r.non2xx} non-2xx, ${r.errors} errors)`);
    };
    pair('listing, cached', oneCached, twoCachedA, twoCachedB);
    pair('listing, uncached', oneUncached, twoUncachedA, twoUncachedB);
    line(`change A → SSE client of B (${delays.length} changes): p50`, `${quantile(sorted, 0.5).toFixed(1)} ms`);
    line('change A → SSE client of B: p95', `${quantile(sorted, 0.95).toFixed(1)} ms`, '< 200 ms', quantile(sorted, 0.95) < 200);
    line('change A → SSE client of B: max', `${(sorted.at(-1) ?? NaN).toFixed(1)} ms`);
    line('changes that never arrived (5 s)', String(lost), '0', lost === 0);
  } finally {
    for (const p of procs) p.kill('SIGTERM');
    await Promise.all(procs.map((p) => new Promise((r) => (p.exitCode !== null ? r(null) : p.once('exit', r)))));
    await s3.stop();
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
