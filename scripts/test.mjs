// `npm test`: lint, typecheck, unit, API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set, with the
// two-instance scale-out suite), the production build, the restore drill, the short crash test and
// the browser journeys. Every step runs; the
// summary says what failed and how long each step took. Steps with the same `group` run side by side:
// lint and typecheck are each mostly one busy thread, so on two cores they overlap well. The API suite
// on PGlite and on PostgreSQL share nothing (PGlite copies in memory and private temporary folders;
// PostgreSQL databases of their own on the server; ports chosen free) and run side by side too, so
// the PGlite run can use the CPU the PostgreSQL run leaves while it waits on its server
// (docs/performance.md#the-test-run has what was measured).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);
const only = process.argv.slice(2);

const steps = [
  { name: 'lint', group: 'checks', args: [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0'] },
  { name: 'typecheck', group: 'checks', args: [bin('typescript', 'bin/tsc'), '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'unit', args: [bin('vitest', 'vitest.mjs'), 'run', '--project', 'unit'] },
  { name: 'api (pglite)', group: 'api', args: [bin('vitest', 'vitest.mjs'), 'run', '--project', 'api'], env: { TEST_DATABASE_URL: '' } },
];
if (process.env.TEST_DATABASE_URL) {
  steps.push({ name: 'api (postgresql)', group: 'api', args: [bin('vitest', 'vitest.mjs'), 'run', '--project', 'api'] });
  // Two app instances on that PostgreSQL server, Redis (TEST_REDIS_URL or 127.0.0.1:6379) and an s3rver it starts;
  // the suite itself says loudly when Redis is missing and skips.
  steps.push({ name: 'scale-out', args: [bin('vitest', 'vitest.mjs'), 'run', '--project', 'scale'] });
} else {
  console.log('\n*** api (postgresql): SKIPPED — set TEST_DATABASE_URL to run the API suite on PostgreSQL too ***\n');
  console.log('\n*** scale-out (two instances on PostgreSQL, Redis, S3): SKIPPED — needs TEST_DATABASE_URL (and Redis) ***\n');
}
// After the API suites, not beside them: they read dist/web (the server renderer), which a build
// would empty and rewrite under them, and in a fresh clone they run with no build at all.
steps.push({ name: 'build', args: [path.join(root, 'scripts/build.mjs')] });
// On the built server: backup of a running seeded shop, restore into a new folder, start, compare
// (scripts/restore-check.mjs); then the short crash test, 5 SIGKILLs under load (npm run test:crash runs 20).
steps.push({ name: 'restore', args: [path.join(root, 'scripts/restore-check.mjs')] });
steps.push({ name: 'crash', args: [path.join(root, 'scripts/crash-test.mjs'), '--kills', '5'] });
steps.push({ name: 'e2e', args: [path.join(root, 'tests/e2e/run.mjs')] });

const selected = only.length ? steps.filter((s) => only.some((o) => s.name.startsWith(o))) : steps;

/**
 * Runs one step. A step alone writes straight to the terminal; steps running side by side keep
 * their output and print it whole when they end, so each step's failure reads as one block.
 */
function run(step, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (alone) console.log(`\n=== ${step.name} ===`);
    // Piped even when alone (and written through at once), so the summary can repeat a failed
    // step's failure lines: a long run's log is often read only by its tail.
    const child = spawn(process.execPath, step.args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'), ...step.env } });
    const output = [];
    child.stdout.on('data', (d) => (alone ? process.stdout.write(d) : output.push(d)));
    child.stderr.on('data', (d) => (alone ? process.stderr.write(d) : output.push(d)));
    // The last 8 MB of the step's log are kept for its failure lines.
    const kept = [];
    let keptBytes = 0;
    const keep = (d) => {
      kept.push(d);
      keptBytes += d.length;
      while (keptBytes > 8_000_000 && kept.length > 1) keptBytes -= kept.shift().length;
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!alone) {
        console.log(`\n=== ${step.name} (ran beside the other ${step.group} steps) ===`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name: step.name, ok: code === 0, seconds, failureLines: code === 0 ? [] : failureLines(Buffer.concat(kept).toString('utf8')) });
    });
  });
}

/** What a failed step's log says failed: vitest's FAIL and × lines, journeys' and node:test's "not ok", errors' first lines. */
function failureLines(log) {
  const plain = log.replace(/\x1b\[[0-9;]*m/g, '');
  const lines = plain.split('\n').filter((l) => /^\s*(FAIL\s|×|✗|not ok|AssertionError|Error:|TypeError|Timeout|Test timed out|Expected|Received|Counterexample)/.test(l) || /^\s+\d+:\d+\s+(error|warning)\s/.test(l) || /error TS\d+:/.test(l));
  return [...new Set(lines.map((l) => l.trim().slice(0, 300)))].slice(0, 40);
}

const batches = [];
for (const step of selected) {
  const last = batches.at(-1);
  if (step.group && last?.[0].group === step.group) last.push(step);
  else batches.push([step]);
}
const results = [];
const started = Date.now();
for (const batch of batches) results.push(...(await Promise.all(batch.map((step) => run(step, batch.length === 1)))));
console.log('\n=== summary ===');
for (const r of results.filter((x) => x.failureLines.length)) {
  console.log(`--- what failed in ${r.name} ---`);
  for (const line of r.failureLines) console.log(`  ${line}`);
}
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}  (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed, ${Math.round((Date.now() - started) / 1000)} s in all`);
process.exit(failed ? 1 : 0);
