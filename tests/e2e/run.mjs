// Browser journeys against the production build in Debian's Chromium (playwright-core).
// Starts the built server on a free port with a fresh data folder, runs the journeys with
// node's test runner, and stops the server. Under CI a missing browser is a failure;
// elsewhere it is a loud SKIPPED.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ci = process.env.CI === 'true' || process.env.CI === '1';

if (!existsSync(chromium)) {
  if (ci) {
    console.error(`e2e: Chromium not found at ${chromium}; CI must install Debian's chromium.`);
    process.exit(1);
  }
  console.log(`\n${'*'.repeat(72)}\n*** e2e: SKIPPED — no Chromium at ${chromium} (apt-get install chromium) ***\n${'*'.repeat(72)}\n`);
  process.exit(0);
}
// E2E_FROM_SOURCE=1 runs the server from src (no server bundle); WEB_DIST_DIR points at a web build
// elsewhere, so several people can run journeys side by side; E2E_FILES=a,b runs only matching files.
const fromSource = process.env.E2E_FROM_SOURCE === '1';
const webDist = process.env.WEB_DIST_DIR ? path.resolve(root, process.env.WEB_DIST_DIR) : path.join(root, 'dist/web');
if (!existsSync(path.join(webDist, 'index.html')) || (!fromSource && !existsSync(path.join(root, 'dist/server/main.js')))) {
  console.error('e2e: no production build; run `npm run build` first.');
  process.exit(1);
}

const port = await new Promise((resolve) => {
  const srv = net.createServer();
  srv.listen(0, '127.0.0.1', () => {
    const { port: p } = srv.address();
    srv.close(() => resolve(p));
  });
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tibeb-e2e-'));
const baseUrl = `http://127.0.0.1:${port}`;
// Local fakes of Chapa and Stripe, so the online-payment journeys run with no network.
const fakes = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tests/fakes/serve.ts')], {
  cwd: root,
  env: { ...process.env, SERVER_URL: baseUrl },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const paymentEnv = await new Promise((resolve, reject) => {
  let buffered = '';
  fakes.stdout.on('data', (d) => {
    buffered += d.toString();
    const line = buffered.split('\n')[0];
    if (buffered.includes('\n')) resolve(JSON.parse(line));
  });
  fakes.once('exit', (code) => reject(new Error(`payment fakes exited (${code})`)));
});
const serverArgs = fromSource ? ['--import', 'tsx', path.join(root, 'src/server/main.ts')] : [path.join(root, 'dist/server/main.js')];
const server = spawn(process.execPath, serverArgs, {
  cwd: root,
  env: { ...process.env, ...paymentEnv, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_PRODUCTS: '48', LOG_LEVEL: 'warn', TRUST_PROXY: 'true', PUBLIC_URL: baseUrl, DATABASE_URL: '', WEB_DIST_DIR: webDist,
    // The send-notifications job every 2 s: a journey waits for a Telegram message seconds, not a minute.
    // and at any hour: the night's quiet hours would hold it until 07:00 Addis Ababa.
    NOTIFICATIONS_SEND_EVERY_SECONDS: '2', NOTIFICATIONS_QUIET_HOURS: 'false' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let serverOut = '';
server.stdout.on('data', (d) => (serverOut += d.toString()));

const deadline = Date.now() + 360_000;
let ready = false;
while (Date.now() < deadline && server.exitCode === null) {
  try {
    const res = await fetch(`${baseUrl}/api/health`);
    if (res.ok) {
      ready = true;
      break;
    }
  } catch {
    // not up yet
  }
  await new Promise((r) => setTimeout(r, 500));
}
let status = 1;
if (!ready) {
  console.error(`e2e: the server did not become healthy.\n${serverOut}`);
} else {
  const only = (process.env.E2E_FILES ?? '').split(',').filter(Boolean);
  const files = readdirSync(here)
    .filter((f) => f.endsWith('.e2e.ts') && (only.length === 0 || only.some((o) => f.includes(o))))
    .map((f) => path.join(here, f));
  // The usual TAP output, and after it each file's time (file-times.mjs), slowest first.
  const reporters = ['--test-reporter=tap', '--test-reporter-destination=stdout', `--test-reporter=${path.join(here, 'file-times.mjs')}`, '--test-reporter-destination=stdout'];
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-timeout=300000', ...reporters, ...files], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...Object.fromEntries(Object.entries(paymentEnv).map(([k, v]) => [`E2E_${k}`, v])), E2E_BASE_URL: baseUrl, CHROMIUM_PATH: chromium, E2E_DATA_DIR: dataDir },
    // A journey that hangs must fail the run, never hold CI until its limit (each file also has 5 min).
    // 15 min was too short once the journeys numbered 130 (CI of 2026-11-26 stopped them at 924 s with all
    // but the last file passed). 30 min was too short beside a CPU burner once they numbered 55 files
    // (1,601 s without one, CI of 2026-11-29): 45, which keeps CI under its 90 min.
    timeout: 45 * 60_000,
  });
  status = r.status ?? 1;
  if (r.error) console.error(`e2e: the journeys were stopped: ${r.error.message} (limit 45 min; a busy machine, or a hang the hang watch above should name)`);
}
server.kill('SIGTERM');
fakes.kill('SIGTERM');
await new Promise((r) => setTimeout(r, 500));
rmSync(dataDir, { recursive: true, force: true });
process.exit(status);
