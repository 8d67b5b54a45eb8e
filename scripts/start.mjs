// `npm start`: builds what is missing or older than its sources, then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rel = (...p) => path.join(root, ...p);

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((s) => newest(s) > built);
}

function run(label, args) {
  console.log(`> ${label}`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const webOutputs = [rel('dist', 'web', 'index.html'), rel('dist', 'web-ssr', 'entry-server.js'), rel('dist', 'web-ssr', 'start-script.js')];
if (webOutputs.some((output) => stale(output, [rel('src', 'web'), rel('src', 'domain')]))) {
  run('building the web app and its server renderer', [rel('scripts', 'build.mjs'), 'web']);
}
if (stale(rel('dist', 'server', 'main.js'), [rel('src', 'server'), rel('src', 'domain')])) {
  run('building the server', [rel('scripts', 'build-server.mjs')]);
}
// V8 flags measured with npm run bench:load (10 000 products, 10 connections):
// - a 2 MB young generation: faster under load (many short-lived request objects) and about
//   60 MB smaller at peak than V8's default;
// - the old generation may grow to 1.2x what survived the last full collection (V8's default
//   lets it reach about twice that): garbage promoted under load was most of the growth from
//   ~210 MB idle to ~325 MB peak; with it the peak stays near 240 MB at the same throughput.
//   Unlike --max-old-space-size it is no ceiling, so a big seed or cache cannot run out of heap;
// - WebAssembly (the embedded database, PGlite) kept in V8's baseline code only: the optimised
//   second copy V8 otherwise compiles of its hot functions cost 45-60 MB resident (idle 229 ->
//   172 MB, peak under the bench 220-235 -> 184-186 MB) for at most ~15 % less CPU per query.
const NODE_FLAGS = ['--max-semi-space-size=2', '--heap-growing-percent=20', '--liftoff-only'];
const server = spawnSync(process.execPath, ['--enable-source-maps', ...NODE_FLAGS, rel('dist', 'server', 'main.js')], { cwd: root, stdio: 'inherit' });
process.exit(server.status ?? 0);
