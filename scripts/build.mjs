// Production build: the web app (Vite), its server-rendering bundle and the server bundle.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');

/**
 * The web app into `outDir`, and its server renderer into `<outDir>-ssr` (src/server/plugins/ssr.ts)
 * with the pages' inline start script and its hash (src/server/plugins/ssr-start.ts).
 */
export function webBuildSteps(outDir = path.join(root, 'dist/web')) {
  return [
    [vite, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    [vite, 'build', '--logLevel', 'warn', '--ssr', 'entry-server.tsx', '--outDir', `${outDir}-ssr`, '--emptyOutDir'],
    ['--import', 'tsx', path.join(root, 'scripts/build-start-script.ts'), `${outDir}-ssr`],
  ];
}

export function run(args) {
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `node scripts/build.mjs web [outDir]` builds only the web app (e2e builds elsewhere).
  const [what, outDir] = process.argv.slice(2);
  for (const args of webBuildSteps(outDir ? path.resolve(outDir) : undefined)) run(args);
  if (what !== 'web') run([path.join(root, 'scripts/build-server.mjs')]);
}
