// Checkout load: 500 orders placed by 20 concurrent clients against the real server on the
// embedded database (PGlite on disk), half of them guests, half signed in, some lines made to
// measure, and one retry in ten re-sending the same Idempotency-Key. Prints orders/s and checks
// that no order was lost or duplicated and that stock moved by exactly what was sold.
// Never part of `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { orderItems, orders, products } from '../src/server/db/schema';
import { seedWithoutImages } from '../src/server/test/template';
import { freePort } from './built-server';

const root = path.resolve(import.meta.dirname, '..');
const ORDERS = Number(process.env.BENCH_ORDERS ?? 500);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const PRODUCTS_IN_PLAY = 20;

interface Pick {
  id: string;
  sizes: string[];
  stock: number;
}

async function prepare(dataDir: string): Promise<Pick[]> {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  await seedWithoutImages(database, dataDir, 144);
  const rows = await database.db
    .select({ id: products.id, sizes: products.sizes })
    .from(products)
    .where(sql`${products.isActive} and cardinality(${products.sizes}) > 1`)
    .limit(PRODUCTS_IN_PLAY);
  // Less stock than the clients will ask for on a few products, so some orders must be refused.
  const picks = rows.map((r, i) => ({ id: r.id, sizes: r.sizes, stock: i < 3 ? 10 : 100 }));
  for (const p of picks) await database.db.update(products).set({ stockQuantity: p.stock }).where(eq(products.id, p.id));
  await database.close();
  return picks;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tibeb-bench-orders-'));
  console.log(`seeding a fresh catalogue into ${dataDir} ...`);
  const picks = await prepare(dataDir);
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('server build failed');

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--max-semi-space-size=2', '--heap-growing-percent=20', '--liftoff-only', path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Each client stands for a shopper at their own address, as behind a real load balancer.
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const placed = new Map<string, string>(); // idempotency key -> order id
  const refused: Record<string, number> = {};
  const errors: string[] = [];
  let replayMismatch = 0;
  let requests = 0;

  async function client(index: number) {
    const ip = `10.0.${index}.1`;
    let cookie = '';
    if (index % 2 === 1) {
      const res = await fetch(`${base}/api/account/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ email: `bench-${index}-${Date.now()}@example.com`, password: 'Bench!Pass-2026', fullName: `Bench Shopper ${index}` }),
      });
      cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
    }
    // Each client is one shopper at one address with its share of the orders (the checkout rate
    // limit is 30 a minute per address, so a client never takes over another's share).
    for (let n = index; n < ORDERS; n += CLIENTS) {
      const product = picks[n % picks.length] as Pick;
      const custom = n % 7 === 0;
      const body = {
        contact: { email: `buyer${n}@example.com`, phone: '+251911234567' },
        shipping: { fullName: `Buyer ${n}`, country: 'ET', city: 'Addis Ababa', subCity: 'Bole', landmark: 'near the bench' },
        paymentMethod: 'cod',
        currency: n % 3 === 0 ? 'ETB' : 'USD',
        includeMeasurements: custom,
        measurementConsent: custom,
        lines: [
          {
            productId: product.id,
            quantity: 1 + (n % 2),
            selectedSize: custom ? null : product.sizes[0],
            ...(custom ? { aiMeasurements: { source: 'manual', category: 'women', measurements: { chest_cm: 92, waist_cm: 75, hips_cm: 100 } } } : {}),
          },
        ],
      };
      const key = randomUUID();
      const send = () =>
        fetch(`${base}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
          body: JSON.stringify(body),
        });
      requests += 1;
      const res = await send();
      const json = (await res.json()) as { order?: { id: string }; error?: { code: string } };
      if (res.status === 201 && json.order) {
        placed.set(key, json.order.id);
        if (Math.floor(n / CLIENTS) % 10 === 0) {
          // A retry after a lost answer: must give back the same order, not a second one.
          requests += 1;
          const again = (await (await send()).json()) as { order?: { id: string }; error?: { code: string } };
          if (again.order?.id !== json.order.id) {
            replayMismatch += 1;
            errors.push(`retry: ${JSON.stringify(again).slice(0, 200)}`);
          }
        }
      } else if (res.status === 409 && json.error) refused[json.error.code] = (refused[json.error.code] ?? 0) + 1;
      else errors.push(`${res.status} ${JSON.stringify(json).slice(0, 200)}`);
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
  const seconds = (performance.now() - started) / 1000;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));

  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
  let stockOk = true;
  const soldRows = await database.db
    .select({ productId: orderItems.productId, sold: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .groupBy(orderItems.productId);
  const sold = new Map(soldRows.map((r) => [r.productId, r.sold]));
  for (const p of picks) {
    const [row] = await database.db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, p.id));
    if (!row || row.stock !== p.stock - (sold.get(p.id) ?? 0) || row.stock < 0) {
      stockOk = false;
      console.log(`  stock mismatch on ${p.id}: start ${p.stock}, sold ${sold.get(p.id) ?? 0}, now ${row?.stock}`);
    }
  }
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });

  const ok = placed.size;
  const uniqueIds = new Set(placed.values()).size;
  console.log(`\ncheckout load: ${ORDERS} attempts from ${CLIENTS} concurrent clients, ${requests} requests in ${seconds.toFixed(1)} s`);
  console.log(`  orders placed         ${ok} (${(ok / seconds).toFixed(1)} orders/s)`);
  console.log(`  refused (409)         ${JSON.stringify(refused)}  — expected: the low-stock products sell out`);
  console.log(`  other errors          ${errors.length}${errors.length ? `: ${errors.slice(0, 3).join(' | ')}` : ''}`);
  console.log(`  orders in database    ${count?.n} ${count?.n === ok ? '= placed (none lost, none duplicated)' : '≠ placed  ✗'}`);
  console.log(`  distinct order ids    ${uniqueIds} ${uniqueIds === ok ? '✓' : '✗'}; retries answering another order: ${replayMismatch} ${replayMismatch === 0 ? '✓' : '✗'}`);
  console.log(`  stock                 ${stockOk ? 'start − sold = now on every product ✓' : 'INCONSISTENT ✗'}`);
  if (count?.n !== ok || uniqueIds !== ok || replayMismatch > 0 || !stockOk || errors.length > 0) process.exitCode = 1;
}

await main();
