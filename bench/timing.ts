/** What the benches share for timing: percentiles of samples, and a cost measured in interleaved halves. */

export interface Percentiles {
  p50: number;
  p95: number;
  max: number;
}

export function percentiles(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: at(1) };
}

/** `runs` timed calls after 20 warm-up calls; each call's rows are checked against `rows`. */
async function sampleRows(runs: number, rows: number, run: () => Promise<unknown[]>): Promise<Percentiles> {
  for (let i = 0; i < 20; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    const got = await run();
    samples.push(performance.now() - start);
    if (got.length !== rows) throw new Error(`${got.length} rows of ${rows}`);
  }
  return percentiles(samples);
}

/**
 * What a part of a query costs: the query without it and with it, each timed twice in interleaved
 * halves so a burst of load on a shared machine falls on both; each side's better half is kept.
 */
export async function interleavedCost(runs: number, rows: number, without: () => Promise<unknown[]>, withIt: () => Promise<unknown[]>): Promise<{ without: Percentiles; with: Percentiles; more: number }> {
  const a1 = await sampleRows(runs, rows, without);
  const b1 = await sampleRows(runs, rows, withIt);
  const a2 = await sampleRows(runs, rows, without);
  const b2 = await sampleRows(runs, rows, withIt);
  const better = (x: Percentiles, y: Percentiles) => (x.p95 <= y.p95 ? x : y);
  const w = better(a1, a2);
  const b = better(b1, b2);
  return { without: w, with: b, more: b.p95 - w.p95 };
}
