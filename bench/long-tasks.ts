// Where a page's main-thread time goes while it loads (issue 24's blocking time): loads each page once
// in Chromium at phone size, records a trace with the V8 sampling profiler, and prints every task over
// the threshold with the functions it spent its time in, mapped through the build's source maps to
// our files and the libraries'. A diagnostic, not a target: Lighthouse's blocking time multiplies
// these unthrottled durations by about 4 (bench:web), so a 20 ms task here is a 30 ms block there.
//   BENCH_LT_PAGES='/,/products,product page' (any paths; 'product page' is a featured product)
//   BENCH_LT_MIN_MS=12 (tasks shorter than this are not shown)   BENCH_LT_DEPTH=20 (functions per task)
//   BENCH_LT_DATA_DIR=dir (the shop's data, seeded once)
// Needs `npm run build` (it keeps source maps) and Debian's chromium.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { openBrowser } from '../tests/e2e/browser';
import { root, startBuiltServer } from './built-server';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}
interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

const dist = path.join(root, 'dist/web');
const maps = new Map<string, SourceMapConsumer | null>();

/** "function file:line", the file as written (ours under src/, libraries as nm/<package>/…). */
function where(frame: CallFrame): string {
  const url = frame.url ?? '';
  if (!url.includes('/assets/')) return `${frame.functionName || '(anonymous)'} ${url.replace(/^https?:\/\/[^/]+/, '')}`.trim();
  const file = path.join(dist, new URL(url).pathname);
  if (!maps.has(file)) maps.set(file, existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null);
  const pos = maps.get(file)?.originalPositionFor({ line: (frame.lineNumber ?? 0) + 1, column: frame.columnNumber ?? 0 });
  const source = pos?.source ? pos.source.replace(/^.*node_modules\//, 'nm/').replace(/^(\.\.\/)+/, '') : path.basename(file);
  return `${pos?.name || frame.functionName || '(anonymous)'} ${source}:${pos?.line ?? '?'}`;
}

async function trace(url: string): Promise<TraceEvent[]> {
  const context = await openBrowser({ width: 412, height: 823 });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (data) => {
      events.push(...(data.value as unknown as TraceEvent[]));
    });
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-v8.cpu_profiler,v8.execute,toplevel',
      transferMode: 'ReportEvents',
    });
    await page.goto(url);
    // One call that waits inside the page: Playwright's own polling would add tasks of its own.
    // (A string: tsx would wrap a named function in a helper the page does not have.)
    await page.evaluate(`new Promise((resolve) => { const check = () => document.documentElement.dataset.hydrated === 'true' ? resolve() : setTimeout(check, 250); check(); })`);
    // What follows hydration (the session's answer, idle-time work) is part of the blocking time too.
    await page.waitForLoadState('networkidle');
    await page.evaluate(`new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }))`);
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await context.close();
  }
}

function report(events: TraceEvent[], minMs: number, depth: number): void {
  // The page's main thread: the renderer thread that ran our scripts.
  const threads = new Map<string, number>();
  for (const e of events) {
    if (e.name === 'FunctionCall' && String(e.args?.data?.url ?? '').startsWith('http://127.0.0.1')) {
      const key = `${e.pid}:${e.tid}`;
      threads.set(key, (threads.get(key) ?? 0) + 1);
    }
  }
  const main = [...threads].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) {
    console.log('  no trace of the page’s scripts');
    return;
  }
  const [pid, tid] = main.split(':').map(Number);
  const nodes = new Map<number, ProfileNode>();
  const samples: { t: number; id: number }[] = [];
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid) ?? events.find((e) => e.name === 'Profile' && e.pid === pid);
  let t = Number(profile?.args?.data?.startTime ?? 0);
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id !== profile?.id) continue;
    const data = e.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data?.cpuProfile?.samples ?? []).forEach((id, i) => {
      t += data?.timeDeltas?.[i] ?? 0;
      samples.push({ t, id });
    });
  }
  // Times are from the request for the page (the trace's clock has another origin).
  const request = events.find((e) => e.name === 'ResourceSendRequest' && String(e.args?.data?.url ?? '').startsWith('http://127.0.0.1'));
  const start = request?.ts ?? 0;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.pid === pid && e.tid === tid && (e.dur ?? 0) >= minMs * 1000).sort((a, b) => a.ts - b.ts);
  let blockingAt4x = 0;
  for (const task of tasks) {
    const ms = (task.dur ?? 0) / 1000;
    blockingAt4x += Math.max(0, ms * 4 - 50);
    const inside = samples.filter((s) => s.t >= task.ts && s.t <= task.ts + (task.dur ?? 0));
    const inclusive = new Map<string, number>();
    for (const sample of inside) {
      const seen = new Set<string>();
      for (let node = nodes.get(sample.id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
        if (node.callFrame.functionName === '(root)') continue;
        const key = where(node.callFrame);
        if (seen.has(key)) continue;
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + 1);
      }
    }
    console.log(`  task at ${((task.ts - start) / 1000).toFixed(0)} ms: ${ms.toFixed(1)} ms (${inside.length} samples)`);
    const top = [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, depth);
    for (const [key, count] of top) console.log(`    ${((100 * count) / Math.max(1, inside.length)).toFixed(0).padStart(3)} % ${key}`);
  }
  console.log(`  ${tasks.length} task(s) of ${minMs} ms or more; their blocking time if 4x slower: ${blockingAt4x.toFixed(0)} ms (counted from navigation, not from first paint as Lighthouse does)`);
}

async function main() {
  const minMs = Number(process.env.BENCH_LT_MIN_MS ?? 12);
  const depth = Number(process.env.BENCH_LT_DEPTH ?? 20);
  const pages = (process.env.BENCH_LT_PAGES ?? '/,/products,product page').split(',').map((p) => p.trim());
  const { base, server } = await startBuiltServer(process.env.BENCH_LT_DATA_DIR ?? path.join(os.tmpdir(), 'tibeb-bench-long-tasks'));
  try {
    const product = ((await (await fetch(`${base}/api/products?pageSize=1&featured=true`)).json()) as { items: { id: string }[] }).items[0]?.id;
    console.log(`Long tasks while a page loads (unthrottled Chromium, 412 px), load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    for (const name of pages) {
      const url = name === 'product page' ? `/product/${product}` : name;
      console.log(`\n${name} (${url})`);
      report(await trace(`${base}${url}`), minMs, depth);
    }
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
