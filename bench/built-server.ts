// The production build started the way a shop runs it, for the browser benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../src/server/test/free-port';

export { freePort };

export const root = path.resolve(import.meta.dirname, '..');

/** Starts dist/server on a free port with `dataDir` (seeded on first use) and waits until it answers. */
export async function startBuiltServer(dataDir: string): Promise<{ base: string; server: ChildProcess }> {
  if (!existsSync(path.join(root, 'dist/web/index.html')) || !existsSync(path.join(root, 'dist/server/main.js'))) throw new Error('run `npm run build` first');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--max-semi-space-size=2', '--heap-growing-percent=20', '--liftoff-only', path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0000', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, SEED_PRODUCTS: '48', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // starting (the first run seeds and draws the images)
    }
    if (i > 600 || server.exitCode !== null) {
      server.kill('SIGTERM');
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, server };
}
