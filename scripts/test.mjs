// `npm test`: lint, typecheck, unit, API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set, with the
// two-instance scale-out suite),
// the production build and the browser journeys. Every step runs; the summary says what failed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);
const only = process.argv.slice(2);

const steps = [
  { name: 'lint', args: [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0'] },
  { name: 'typecheck', args: [bin('typescript', 'bin/tsc'), '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'unit', args: [bin('vitest', 'vitest.mjs'), 'run', '--project', 'unit'] },
  { name: 'api (pglite)', args: [bin('vitest', 'vitest.mjs'), 'run', '--project', 'api'], env: { TEST_DATABASE_URL: '' } },
];
if (process.env.TEST_DATABASE_URL) {
  steps.push({ name: 'api (postgresql)', args: [bin('vitest', 'vitest.mjs'), 'run', '--project', 'api'] });
  // Two app instances on that PostgreSQL server, Redis (TEST_REDIS_URL or 127.0.0.1:6379) and an s3rver it starts;
  // the suite itself says loudly when Redis is missing and skips.
  steps.push({ name: 'scale-out', args: [bin('vitest', 'vitest.mjs'), 'run', '--project', 'scale'] });
} else {
  console.log('\n*** api (postgresql): SKIPPED — set TEST_DATABASE_URL to run the API suite on PostgreSQL too ***\n');
  console.log('\n*** scale-out (two instances on PostgreSQL, Redis, S3): SKIPPED — needs TEST_DATABASE_URL (and Redis) ***\n');
}
steps.push({ name: 'build', args: [path.join(root, 'scripts/build.mjs')] });
steps.push({ name: 'e2e', args: [path.join(root, 'tests/e2e/run.mjs')] });

const selected = only.length ? steps.filter((s) => only.some((o) => s.name.startsWith(o))) : steps;
const results = [];
for (const step of selected) {
  const started = Date.now();
  console.log(`\n=== ${step.name} ===`);
  const r = spawnSync(process.execPath, step.args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...step.env } });
  results.push({ name: step.name, ok: r.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}  (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
