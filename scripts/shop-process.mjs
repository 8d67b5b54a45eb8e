// The built server as a child process on a data folder (crash-test.mjs, restore-check.mjs).
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The built server on a data folder, as `npm start` runs it (same flags), with the scheduler off. */
export async function startServer(dataDir, extraEnv = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=2', '--heap-growing-percent=20', '--liftoff-only', path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SCHEDULER: 'false', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn', DATABASE_URL: '', S3_BUCKET: '', REDIS_URL: '', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + Number(process.env.SHOP_START_TIMEOUT_MS || 240_000);
  for (;;) {
    const done = await Promise.race([exited, new Promise((r) => setTimeout(() => r(null), 250))]);
    if (done) throw new Error(`the server exited while starting (${JSON.stringify(done)}):\n${output.slice(-3000)}`);
    const res = await fetch(`${base}/api/health`).catch(() => null);
    if (res?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`the server did not answer /api/health in time (SHOP_START_TIMEOUT_MS):\n${output.slice(-3000)}`);
  }
  return { child, base, exited, output: () => output };
}

export async function stopServer(server, fail) {
  server.child.kill('SIGTERM');
  const { code } = await server.exited;
  if (code !== 0) fail(`the server did not stop cleanly (exit ${code}):\n${server.output().slice(-2000)}`);
}

