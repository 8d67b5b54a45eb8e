// Measurement sheet PDF: first sheet in a cold process (import of pdf-lib/fontkit and the sheet,
// WOFF2 → TrueType decoding of both fonts, first layout, until the first PDF bytes), warm sheets,
// and the memory the first sheet leaves behind, for an English and an Amharic sheet. Each cold
// process is a child of this one; the languages take turns so machine load hits both alike.
// Medians of BENCH_SHEET_RUNS runs (default 5). Never part of `npm test`. Decision 025 has the
// figures that chose our own decoder over wawoff2.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { MeasurementSheet } from '../src/domain/orders/measurement-sheet';

const RUNS = Number(process.env.BENCH_SHEET_RUNS ?? 5);
const WARM = 15;
const MB = 1024 * 1024;
type Lang = MeasurementSheet['lang'];

interface OneRun {
  lang: Lang;
  firstMs: number;
  decodeMs: number;
  warmMs: number;
  rssMb: number;
  heapMb: number;
  externalMb: number;
  pdfBytes: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

function sheet(lang: Lang, orderNumber = 'TB-2026-000184'): MeasurementSheet {
  const am = lang === 'am-ET';
  return {
    lang,
    orderNumber,
    orderDate: '2026-03-12T09:41:00.000Z',
    productName: am ? 'የመነን ጥበብ ጥለት ያለው የሀበሻ ቀሚስ' : 'Habesha Kemis with Menen Tibeb Border',
    designerName: 'Selam Habesha Designs',
    customerName: am ? 'መሮን ተስፋዬ' : 'Meron Tesfaye',
    size: 'Custom Fit',
    category: 'women',
    quantity: 1,
    generatedAt: '2026-03-14T15:07:00.000Z',
    measurements: {
      source: 'ai_size_recommendation',
      category: 'women',
      confidence: 0.86,
      metricsCm: { height_cm: 165, chest_cm: 92, waist_cm: 74, hips_cm: 100, shoulder_cm: 40 },
      metricsIn: {},
      notes: am ? 'እባክዎ ጫፉ ላይ 2 ሴ.ሜ ይተዉ።' : 'Leave 2 cm at the hem.',
      recommendedSize: 'M',
      capturedAt: '2026-03-10T18:22:00.000Z',
    },
  };
}

function memory() {
  // --expose-gc is passed to the child: measure what stays, not garbage not yet collected.
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed, external: m.external + m.arrayBuffers };
}

/** One cold process: the route's own path (dynamic imports, then loadSheetFonts, then the PDF). */
async function child(lang: Lang): Promise<OneRun> {
  const before = memory();
  const start = performance.now();
  const [{ measurementSheetPdf }, { loadSheetFonts }] = await Promise.all([
    import('../src/domain/orders/measurement-sheet'),
    import('../src/server/modules/orders/sheet-fonts'),
  ]);
  const decodeStart = performance.now();
  const fonts = await loadSheetFonts();
  const decodeMs = performance.now() - decodeStart;
  const bytes = await measurementSheetPdf(sheet(lang), fonts);
  const firstMs = performance.now() - start;
  const after = memory();
  const warm: number[] = [];
  for (let i = 0; i < WARM; i += 1) {
    const t = performance.now();
    await measurementSheetPdf(sheet(lang, `TB-2026-${String(i).padStart(6, '0')}`), fonts);
    warm.push(performance.now() - t);
  }
  return {
    lang,
    firstMs,
    decodeMs,
    warmMs: median(warm),
    rssMb: (after.rss - before.rss) / MB,
    heapMb: (after.heap - before.heap) / MB,
    externalMb: (after.external - before.external) / MB,
    pdfBytes: bytes.length,
  };
}

function main() {
  const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`Measurement sheet, ${RUNS} cold processes per language, ${os.cpus().length} cores, load average ${load()}`);
  const runs: OneRun[] = [];
  for (let r = 0; r < RUNS; r += 1) {
    for (const lang of (r % 2 ? ['am-ET', 'en'] : ['en', 'am-ET']) as Lang[]) {
      const out = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), '--one', lang], { encoding: 'utf8' });
      if (out.status !== 0) throw new Error(`sheet run failed: ${out.stderr}`);
      runs.push(JSON.parse(out.stdout.trim().split('\n').at(-1) ?? '') as OneRun);
    }
  }
  for (const lang of ['en', 'am-ET'] as Lang[]) {
    const mine = runs.filter((r) => r.lang === lang);
    const m = (key: keyof Omit<OneRun, 'lang'>) => median(mine.map((r) => r[key]));
    console.log(
      `${lang.padEnd(6)} first sheet ${Math.round(m('firstMs'))} ms (fonts decoded in ${Math.round(m('decodeMs'))} ms)` +
        ` | warm sheet ${Math.round(m('warmMs'))} ms | after the first sheet: RSS +${m('rssMb').toFixed(1)} MB,` +
        ` heap +${m('heapMb').toFixed(1)} MB, external +${m('externalMb').toFixed(1)} MB | PDF ${Math.round(m('pdfBytes') / 1024)} kB` +
        `  (first sheet runs: ${mine.map((r) => Math.round(r.firstMs)).join(', ')} ms)`,
    );
  }
  console.log(`load average at the end ${load()}`);
}

if (process.argv[2] === '--one') {
  const lang = process.argv[3] === 'am-ET' ? 'am-ET' : 'en';
  console.log(JSON.stringify(await child(lang)));
} else {
  main();
}
