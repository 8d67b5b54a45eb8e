// A reporter for node's test runner (run.mjs adds it beside the usual output): the time each journey
// file took, slowest first, so the files worth making cheaper are named by every run. A file's time
// is the sum of its top-level tests and suites; its process start and Chromium launch are not in it.
import path from 'node:path';

export default async function* fileTimes(source) {
  const perFile = new Map();
  for await (const event of source) {
    if ((event.type !== 'test:pass' && event.type !== 'test:fail') || event.data.nesting !== 0) continue;
    const file = event.data.file ? path.basename(event.data.file) : event.data.name;
    const entry = perFile.get(file) ?? { ms: 0, failed: false };
    entry.failed ||= event.type === 'test:fail';
    // The runner also reports a failed file (a time-out, a crash) as a test of its own, named by its
    // path: its time counts only when no test of the file reported one.
    if (event.data.name !== event.data.file) entry.ms += event.data.details.duration_ms ?? 0;
    else entry.whole = event.data.details.duration_ms ?? 0;
    perFile.set(file, entry);
  }
  for (const entry of perFile.values()) if (entry.ms === 0) entry.ms = entry.whole ?? 0;
  const rows = [...perFile].sort((a, b) => b[1].ms - a[1].ms);
  const total = rows.reduce((sum, [, e]) => sum + e.ms, 0);
  yield `\n=== journey files, slowest first (${rows.length} files, ${Math.round(total / 1000)} s in tests) ===\n`;
  for (const [file, e] of rows) yield `${String(Math.round(e.ms / 1000)).padStart(5)} s  ${e.failed ? 'FAIL ' : ''}${file}\n`;
}
