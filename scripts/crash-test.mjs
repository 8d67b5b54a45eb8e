// `npm run test:crash [-- --kills N]`: crash safety of the embedded shop, proven on the real built
// server. A small shop is seeded once; a copy of it is served while several clients place orders
// (guests, pay on delivery, each with its idempotency key), change a cart and upload and remove
// product photos, and the server is killed with SIGKILL at a random moment. After each kill it is
// started again on the same folder and checked (docs/operations.md#crash-safety):
// - it starts (PGlite replays its log; nothing to repair by hand) and answers /api/health;
// - every idempotency key answered before the kill answers the same order again; a key whose
//   answer the kill swallowed gives one order, the same on a second try;
// - stopped cleanly, the database says: every order complete (its lines and its status event) or
//   absent; stock = seed stock minus the ordered
//   quantities; no photo row without its file; no uploaded file without a row (the start-up
//   clean-up ran); no temporary file left.
// Prints the figures; exits 1 on any violation. `scripts/test.mjs` runs a short version (5 kills).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import sharp from 'sharp';
import { startServer, stopServer } from './shop-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const kills = Number(args[args.indexOf('--kills') + 1] || process.env.CRASH_KILLS || 20);
const keep = args.includes('--keep');
const seedProducts = Number(process.env.CRASH_SEED_PRODUCTS || 4);
const work = mkdtempSync(path.join(os.tmpdir(), 'tibeb-crash-'));
const started = Date.now();
const log = (line) => console.log(`[crash ${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);

const failures = [];
const fail = (what) => {
  failures.push(what);
  console.error(`  VIOLATION: ${what}`);
};

if (!existsSync(path.join(root, 'dist/server/main.js'))) {
  log('building the server (dist/server)');
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

async function call(base, method, url, { body, headers = {}, cookie, raw } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body && !raw ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}), ...headers },
    body: raw ?? (body ? JSON.stringify(body) : undefined),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, headers: res.headers };
}

async function signIn(base, email, password) {
  const res = await fetch(`${base}/api/account/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function query(dataDir, fn) {
  const db = await PGlite.create(path.join(dataDir, 'db'));
  try {
    return await fn(async (text, params) => (await db.query(text, params)).rows);
  } finally {
    await db.close();
  }
}

function photoBody(photo) {
  const boundary = `----tibebcrash${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\ncrash test\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, type: `multipart/form-data; boundary=${boundary}` };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

// --- 1. a seeded shop, made once -------------------------------------------------------------
const seedDir = path.join(work, 'seed');
log(`seeding a shop of ${seedProducts} products in ${seedDir}`);
const seeding = await startServer(seedDir, { SEED_DEMO_DATA: 'true', SEED_PRODUCTS: String(seedProducts) });
await stopServer(seeding, fail);
const accounts = JSON.parse(readFileSync(path.join(seedDir, 'demo-accounts.json'), 'utf8'));
const customer = accounts.find((a) => a.role === 'customer');
// The demo designer uploads; a small seed may give the demo designers no product, so two are handed to her first.
const uploader = accounts.find((a) => a.role === 'designer');
/** Units ordered per product, cancelled orders not counted. */
async function orderedByProduct(q) {
  return new Map((await q(`select i.product_id, sum(i.quantity)::int as n from order_items i join orders o on o.id = i.order_id where o.status <> 'cancelled' group by i.product_id`)).map((r) => [r.product_id, r.n]));
}

const seed = await query(seedDir, async (q) => ({
  // Plenty of stock, so checkouts keep placing orders for 20 rounds (a small seed sells out).
  restocked: await q(`update products set stock_quantity = stock_quantity + 100000 where is_active`),
  stock: new Map((await q('select id, stock_quantity from products')).map((r) => [r.id, r.stock_quantity])),
  // The seed's own (demo) orders never moved the stock: only orders placed from here on do.
  ordered: await orderedByProduct(q),
  buyable: await q(`select id, sizes from products where is_active and stock_quantity > 0 and cardinality(sizes) > 0 order by id`),
  designerProducts: (await q(`update products set designer_id = (select id from users where email = $1) where id in (select id from products where is_active order by id limit 2) returning id`, [uploader.email])),
}));
if (seed.buyable.length === 0 || seed.designerProducts.length === 0) throw new Error('the seeded shop has no product to buy or no active product');
const runDir = path.join(work, 'shop');
cpSync(seedDir, runDir, { recursive: true });
const photo = await sharp({ create: { width: 240, height: 300, channels: 3, background: { r: 180, g: 40, b: 60 } } }).jpeg({ quality: 80 }).toBuffer();

// --- 2. load, kill, restart, check; N times -----------------------------------------------------
const acked = new Map(); // idempotency key -> { orderId, payload }
const unknown = new Map(); // key -> payload (the kill came before the answer)
const stats = { kills: 0, checkoutsAnswered: 0, uploadsAnswered: 0, photoRemovals: 0, cartChanges: 0, replays: 0, ordersChecked: 0, startMs: [], uploadRefusals: {} };
let cookies = null;

/**
 * The database as the kill left it, opened by PGlite itself (its own log replay, nothing else):
 * orders complete or absent, stock, answered keys, photo rows with files. Returns what rows point at.
 */
async function checkDatabase(round) {
  return query(runDir, async (q) => {
    const incomplete = await q(`select o.id from orders o
      where not exists (select 1 from order_items i where i.order_id = o.id)
         or not exists (select 1 from order_status_events e where e.order_id = o.id)`);
    for (const r of incomplete) fail(`round ${round}: order ${r.id} is incomplete (no lines or no status event)`);
    const ordered = await orderedByProduct(q);
    for (const r of await q('select id, stock_quantity from products')) {
      const expected = (seed.stock.get(r.id) ?? 0) - ((ordered.get(r.id) ?? 0) - (seed.ordered.get(r.id) ?? 0));
      if (r.stock_quantity !== expected) fail(`round ${round}: product ${r.id} has stock ${r.stock_quantity}, seed minus orders is ${expected}`);
    }
    // Keys are stored scoped to who sent them (`guest:<key>`).
    const orders = new Map((await q('select idempotency_key, id from orders')).map((r) => [r.idempotency_key.slice(r.idempotency_key.indexOf(':') + 1), r.id]));
    for (const [key, { orderId }] of acked) if (orders.get(key) !== orderId) fail(`round ${round}: the answered order ${orderId} (key ${key}) is ${orders.has(key) ? 'another order' : 'gone'}`);
    stats.ordersChecked = orders.size;
    const photos = await q('select storage_path from product_images where storage_path is not null');
    for (const { storage_path: key } of photos) if (!existsSync(path.join(runDir, 'storage', key))) fail(`round ${round}: photo row ${key} has no file`);
    // What rows point at: keys in storage_path / *_key columns and /storage/ URLs in *url columns (thumbnails, order lines' pictures).
    const referenced = new Set(photos.map((r) => r.storage_path));
    const columns = await q(`select table_name as t, column_name as c from information_schema.columns where table_schema = 'public' and data_type = 'text' and (column_name = 'storage_path' or column_name like '%\\_key' or column_name like '%url')`);
    for (const { t, c } of columns) for (const r of await q(`select distinct "${c}" as v from "${t}" where "${c}" is not null`)) referenced.add(String(r.v).replace(/^\/storage\//, ''));
    return referenced;
  });
}

/** After the start-up clean-up and before any request: every uploaded file has a row, no temporary file is left. */
function checkFiles(round, referenced) {
    const productsDir = path.join(runDir, 'storage', 'products');
    const files = existsSync(productsDir) ? readdirSync(productsDir, { recursive: true }).map(String).filter((f) => statSync(path.join(productsDir, f)).isFile()) : [];
    for (const f of files) {
      if (f.endsWith('.tmp')) fail(`round ${round}: temporary file products/${f} left after the clean-up`);
      else if (!referenced.has(`products/${f}`)) fail(`round ${round}: stored file products/${f} has no row after the clean-up`);
    }
}

let round = 0;
let server = await startServer(runDir);
stats.startMs.push(0);
while (round < kills) {
  round += 1;
  const { base } = server;
  cookies ??= { customer: await signIn(base, customer.email, customer.password), uploader: await signIn(base, uploader.email, uploader.password) };
  let killed = false;
  const checkoutClient = async () => {
    while (!killed) {
      const key = randomUUID();
      const lines = Array.from({ length: 1 + Math.floor(Math.random() * 2) }, () => {
        const p = pick(seed.buyable);
        return { productId: p.id, quantity: 1, selectedSize: p.sizes[0] };
      });
      const payload = {
        contact: { email: `crash-${round}@example.com`, phone: '+251 91 123 4567' },
        shipping: { fullName: 'Crash Test', country: 'ET', city: 'Addis Ababa', subCity: 'Bole', woreda: '03', landmark: 'Behind Edna Mall' },
        paymentMethod: 'cod',
        currency: 'ETB',
        lines,
      };
      unknown.set(key, payload);
      try {
        const res = await call(base, 'POST', '/api/orders', { body: payload, headers: { 'idempotency-key': key } });
        if (res.status === 201 || res.status === 200) {
          acked.set(key, { orderId: res.json.order.id, payload });
          stats.checkoutsAnswered += 1;
        }
        unknown.delete(key); // answered (an order, or refused: out of stock, rate limited)
      } catch {
        return; // the server died with this request in flight: the key stays unknown
      }
    }
  };
  const cartClient = async () => {
    while (!killed) {
      try {
        const p = pick(seed.buyable);
        await call(base, 'POST', '/api/cart/items', { cookie: cookies.customer, body: { productId: p.id, selectedSize: p.sizes[0], quantity: 1 } });
        if (Math.random() < 0.3) await call(base, 'DELETE', '/api/cart', { cookie: cookies.customer });
        stats.cartChanges += 1;
      } catch {
        return;
      }
    }
  };
  const uploadClient = async () => {
    while (!killed) {
      try {
        const productId = pick(seed.designerProducts).id;
        const body = photoBody(photo);
        const res = await call(base, 'POST', `/api/studio/products/${productId}/photos`, { cookie: cookies.uploader, raw: body.payload, headers: { 'content-type': body.type } });
        if (res.status === 201) stats.uploadsAnswered += 1;
        else stats.uploadRefusals[res.json?.error?.code ?? res.status] = (stats.uploadRefusals[res.json?.error?.code ?? res.status] ?? 0) + 1;
        // Keep each product under its photo limit: crash-test photos beyond one go again (uploads
        // whose answer a kill swallowed are found on the product when the limit is reached).
        const photos = res.status === 201 ? res.json.photos : res.json?.error?.code === 'PHOTOS_TOO_MANY' ? ((await call(base, 'GET', `/api/studio/products/${productId}`, { cookie: cookies.uploader })).json?.product?.photos ?? []) : [];
        for (const ph of photos.filter((p) => p.altText === 'crash test').slice(1)) {
          const del = await call(base, 'DELETE', `/api/studio/products/${productId}/photos/${ph.id}`, { cookie: cookies.uploader });
          if (del.status === 200) stats.photoRemovals += 1;
        }
        if (res.status === 429) await new Promise((r) => setTimeout(r, 300));
      } catch {
        return;
      }
    }
  };
  const clients = [checkoutClient(), checkoutClient(), checkoutClient(), cartClient(), uploadClient()];
  // The kill lands once uploads and checkouts are both flowing (the first upload of a process loads
  // the image library, seconds on a busy machine), at a random moment after that.
  const [uploadsBefore, checkoutsBefore] = [stats.uploadsAnswered, stats.checkoutsAnswered];
  const warmDeadline = Date.now() + 30_000;
  while ((stats.uploadsAnswered === uploadsBefore || stats.checkoutsAnswered === checkoutsBefore) && Date.now() < warmDeadline) await new Promise((r) => setTimeout(r, 50));
  const delay = Math.random() * 2500;
  await new Promise((r) => setTimeout(r, delay));
  killed = true;
  server.child.kill('SIGKILL');
  await server.exited;
  await Promise.all(clients);
  stats.kills += 1;


  // The kill swallowed some answers: the database, opened by itself, must hold every answered order.
  const referenced = await checkDatabase(round);
  const t0 = Date.now();
  try {
    server = await startServer(runDir);
  } catch (err) {
    fail(`round ${round}: the server did not start after the kill: ${err.message}`);
    break;
  }
  stats.startMs.push(Date.now() - t0);
  if (/repair|corrupt|PANIC/i.test(server.output())) fail(`round ${round}: start-up after the kill said: ${server.output().slice(-1000)}`);
  checkFiles(round, referenced);
  // Every key asked again: the same order for an answered one; one order (the same twice) for one whose answer was lost.
  const replayKeys = [...[...acked.keys()].slice(-8), ...unknown.keys()].slice(0, 25);
  for (const key of replayKeys) {
    const known = acked.get(key);
    const payload = known?.payload ?? unknown.get(key);
    const res = await call(server.base, 'POST', '/api/orders', { body: payload, headers: { 'idempotency-key': key } });
    stats.replays += 1;
    if (known) {
      if (res.status !== 200 || res.json?.order?.id !== known.orderId) fail(`round ${round}: key ${key} answered ${res.status} ${res.json?.order?.id ?? res.json?.error?.code}, not its order ${known.orderId}`);
    } else if (res.status === 200 || res.status === 201) {
      const second = await call(server.base, 'POST', '/api/orders', { body: payload, headers: { 'idempotency-key': key } });
      if (second.json?.order?.id !== res.json.order.id) fail(`round ${round}: key ${key} gave two different orders`);
      acked.set(key, { orderId: res.json.order.id, payload });
      unknown.delete(key);
    } else {
      unknown.delete(key); // refused now (out of stock): no order, nothing to check
    }
  }
  log(`round ${round}/${kills}: killed ${Math.round(delay)} ms into the load; ${acked.size} orders answered so far, ${stats.uploadsAnswered} photos uploaded, ${failures.length} violations`);
  if (failures.length > 0) break;
}
await stopServer(server, fail);
await checkDatabase(round + 1);

const seconds = Math.round((Date.now() - started) / 1000);
const meanStart = Math.round(stats.startMs.reduce((a, b) => a + b, 0) / Math.max(1, stats.startMs.length));
console.log(`\nkills survived: ${failures.length === 0 ? stats.kills : `${stats.kills} (with violations)`}`);
console.log(`orders checked: ${stats.ordersChecked} in the database, ${acked.size} answered to clients, ${stats.replays} idempotent replays`);
console.log(`photos uploaded: ${stats.uploadsAnswered} (${stats.photoRemovals} removed again; refused: ${JSON.stringify(stats.uploadRefusals)}), cart changes: ${stats.cartChanges}`);
console.log(`lost: ${failures.length === 0 ? 'nothing' : `${failures.length} violations`}; mean start after a kill ${meanStart} ms; ${seconds} s in all`);
if (keep) console.log(`kept: ${work}`);
else rmSync(work, { recursive: true, force: true });
process.exit(failures.length === 0 ? 0 : 1);
