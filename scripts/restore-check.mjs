// The restore drill (`scripts/test.mjs` step "restore", docs/operations.md#testing-a-restore): a seeded
// shop is backed up by `npm run backup` while it serves (the CLI asks the running server), restored
// by `npm run restore` into a new folder, started there, and compared with the original: row
// counts per table, every stored file's checksum, the API's catalogue, a photo and a rendered
// product page. Prints the archive's size and the times; exits 1 on any difference.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { startServer, stopServer } from './shop-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const products = Number(process.env.RESTORE_SEED_PRODUCTS || 6);
const work = mkdtempSync(path.join(os.tmpdir(), 'tibeb-restore-'));
const failures = [];
const fail = (what) => {
  failures.push(what);
  console.error(`  DIFFERENCE: ${what}`);
};
const log = (line) => console.log(`[restore] ${line}`);

if (!existsSync(path.join(root, 'dist/server/cli.js'))) {
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

/** The CLI as `npm run backup` / `npm run restore` run it, on a data folder. */
function cli(dataDir, ...args) {
  const t0 = Date.now();
  const r = spawnSync(process.execPath, [path.join(root, 'dist/server/cli.js'), ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '', S3_BUCKET: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return { out: r.stdout, ms: Date.now() - t0 };
}

function checksums(dir) {
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => statSync(path.join(dir, f)).isFile())
      .map((f) => [f, createHash('sha256').update(readFileSync(path.join(dir, f))).digest('hex')]),
  );
}

async function counts(dataDir) {
  const db = await PGlite.create(path.join(dataDir, 'db'));
  try {
    const tables = (await db.query(`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)).rows.map((r) => r.t);
    const out = {};
    for (const t of tables) out[t] = (await db.query(`select count(*)::int as n from "${t}"`)).rows[0].n;
    return out;
  } finally {
    await db.close();
  }
}

/** What a page or answer shows, without what differs per request (CSP nonces, the query cache's fetch times in the page state). */
const page = async (base, url) => {
  const res = await fetch(`${base}${url}`);
  const body = Buffer.from(await res.arrayBuffer());
  const text = body.toString('utf8');
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, body: type.startsWith('image/') ? body.toString('base64') : text.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/"(\w+At)":\d{12,14}/g, '"$1":0') };
};

const source = path.join(work, 'source');
log(`seeding a shop of ${products} products`);
const shop = await startServer(source, { SEED_DEMO_DATA: 'true', SEED_PRODUCTS: String(products) });
const list = await (await fetch(`${shop.base}/api/products?limit=3`)).json();
const productId = (list.products ?? list.items ?? list.data ?? [])[0]?.id;
if (!productId) throw new Error(`no product in the seeded shop's listing: ${JSON.stringify(list).slice(0, 300)}`);
const backup = cli(source, 'backup');
const archive = /Backup written by the running shop \(pid \d+\): (\S+)/.exec(backup.out)?.[1];
if (!archive) throw new Error(`npm run backup did not name its archive (was it written by the running shop?):\n${backup.out}`);
const before = {
  product: await page(shop.base, `/product/${productId}`),
  api: await page(shop.base, '/api/products?limit=20'),
  photo: null,
};
const photoKey = [...checksums(path.join(source, 'storage')).keys()].find((f) => f.startsWith('products/'));
if (!photoKey) throw new Error('the seeded shop has no product photo');
const photoUrl = `/storage/${photoKey}`;
before.photo = await page(shop.base, photoUrl);
await stopServer(shop, fail);
log(`backup of the running shop: ${path.basename(archive)}, ${(statSync(archive).size / 1_048_576).toFixed(1)} MB in ${backup.ms} ms (CLI included; ${/database snapshot (\d+) ms/.exec(backup.out)?.[1]} ms of it the snapshot, while requests wait)`);

const target = path.join(work, 'restored');
const restored = cli(target, 'restore', archive);
log(`restored into a new folder in ${restored.ms} ms: ${restored.out.trim().split('\n')[0]}`);
// A second restore onto the same folder is refused.
const again = spawnSync(process.execPath, [path.join(root, 'dist/server/cli.js'), 'restore', archive], { cwd: root, env: { ...process.env, DATA_DIR: target, DATABASE_URL: '' }, encoding: 'utf8' });
if (again.status === 0 || !again.stderr.includes('BACKUP_TARGET_NOT_EMPTY')) fail(`a restore onto a shop was not refused: ${again.stderr}`);

const copy = await startServer(target);
const after = {
  product: await page(copy.base, `/product/${productId}`),
  api: await page(copy.base, '/api/products?limit=20'),
  photo: await page(copy.base, photoUrl),
};
await stopServer(copy, fail);

/** Where two texts part, with some context, so a difference can be read. */
const firstDifference = (x, y) => {
  let i = 0;
  while (i < x.length && x[i] === y[i]) i += 1;
  return `at ${i}: …${x.slice(Math.max(0, i - 80), i + 80)}… vs …${y.slice(Math.max(0, i - 80), i + 80)}…`;
};
if (after.product.status !== 200 || after.product.body !== before.product.body) fail(`the product page differs (${before.product.status} → ${after.product.status}) ${firstDifference(before.product.body, after.product.body)}`);
if (!after.product.body.includes(productId)) fail('the restored product page does not show its product');
if (after.api.body !== before.api.body) fail(`the catalogue API answers differently ${firstDifference(before.api.body, after.api.body)}`);
if (after.photo.status !== 200 || after.photo.body !== before.photo.body) fail(`the photo ${photoUrl} differs`);
const [a, b] = [await counts(source), await counts(target)];
for (const t of Object.keys(a)) if (a[t] !== b[t]) fail(`table ${t}: ${a[t]} rows in the shop, ${b[t]} restored`);
for (const dir of ['storage', 'image-variants']) {
  const [x, y] = [checksums(path.join(source, dir)), checksums(path.join(target, dir))];
  for (const [f, sum] of x) if (y.get(f) !== sum) fail(`${dir}/${f} ${y.has(f) ? 'differs' : 'is missing'}`);
  if (y.size !== x.size) fail(`${dir}: ${x.size} files in the shop, ${y.size} restored`);
}
const rows = Object.values(a).reduce((s, n) => s + n, 0);
log(`compared: ${Object.keys(a).length} tables (${rows} rows), ${checksums(path.join(source, 'storage')).size} stored files and ${checksums(path.join(source, 'image-variants')).size} renditions, the catalogue, ${photoUrl} and /product/${productId}`);
rmSync(work, { recursive: true, force: true });
console.log(failures.length === 0 ? 'restore drill: the restored shop is the same' : `restore drill: ${failures.length} differences`);
process.exit(failures.length === 0 ? 0 : 1);
