// Production build: the web app (Vite) and the server bundle.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
for (const args of [[path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], [path.join(root, 'scripts/build-server.mjs')]]) {
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
