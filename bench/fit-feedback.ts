// Fit feedback on a simulated population (issue 18). ANSUR II women buy two habesha kemis
// products sized by the default women's chart: one whose real garment runs 3 cm small at the
// bust, one true to size. Each shopper gets the size the engine recommends with the product's
// fit offsets as the shop would serve them at that moment (domain/fit-feedback summarizeFit →
// recommendSize), then reviews it: most honestly, some carelessly, 20% not at all. Prints, against
// the number of reviews, the estimated bust offset and the share of shoppers whose recommended size
// then fits (on held-out bodies), with and without the feedback. Never part of `npm test`.
import { loadAnsur, type Person } from '../scripts/ansur';
import { DEFAULT_SIZE_CHARTS } from '../src/domain/sizing/default-size-charts';
import { recommendSize, sizeIndex } from '../src/domain/sizing/recommend';
import type { MeasurementKey, Measurements } from '../src/domain/sizing/types';
import { verdictForDistance } from '../src/domain/fit-feedback/offsets';
import { summarizeFit, type SummaryReview } from '../src/domain/fit-feedback/summary';
import { FIT_VERDICTS, verdictFromValue, type FitArea, type FitOffsets } from '../src/domain/fit-feedback/types';

const RUNS = Number(process.env.BENCH_FIT_RUNS ?? 200);
const MAX_REVIEWS = 100;
const CHECKPOINTS = [0, 3, 5, 10, 20, 30, 50, 100];
const SILENT = 0.2;
const CARELESS = Number(process.env.BENCH_FIT_CARELESS ?? 0.15);
const WITH_MEASUREMENTS = 0.8;
/** An honest shopper still misjudges the garment by this much (cm, one SD). */
const PERCEPTION_SD = 1;
const HELD_OUT = 600;

const chart = DEFAULT_SIZE_CHARTS.women;
const KEYS: readonly MeasurementKey[] = ['bust_cm', 'waist_cm', 'hips_cm'];
const AREA_OF: Readonly<Partial<Record<MeasurementKey, FitArea>>> = { bust_cm: 'bust', waist_cm: 'waist', hips_cm: 'hips' };

interface Product {
  name: string;
  truth: FitOffsets;
  /** The tolerance on the estimated offset after 30 reviews (cm). */
  tolerance: number;
}
const PRODUCTS: readonly Product[] = [
  { name: 'runs 3 cm small at the bust', truth: { bust_cm: -3 }, tolerance: 1 },
  { name: 'true to size', truth: {}, tolerance: 0.5 },
];

/** Deterministic PRNG (mulberry32) so every run of the bench prints the same figures. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function gauss(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

function bodyOf(person: Person): Measurements {
  const m: Measurements = {};
  for (const key of KEYS) if (person.measurements[key] !== undefined) m[key] = person.measurements[key];
  return m;
}

function recommend(body: Measurements, offsets: FitOffsets): string | null {
  const r = recommendSize(chart, { category: 'women', fit: 'regular', measurements: body, fitOffsets: offsets });
  return r.ok ? r.size : null;
}

/** The truthful verdict per key of a body in a size of the real garment (perception noise optional). */
function verdicts(body: Measurements, size: string, truth: FitOffsets, noise: () => number): Partial<Record<MeasurementKey, number>> {
  const ranges = chart.sizes[sizeIndex(chart, size)]!.ranges;
  const out: Partial<Record<MeasurementKey, number>> = {};
  for (const key of KEYS) {
    const range = ranges[key];
    const value = body[key];
    if (!range || value === undefined) continue;
    const centre = (range[0] + range[1]) / 2 + (truth[key] ?? 0);
    out[key] = verdictForDistance(value - centre + noise(), (range[1] - range[0]) / 2);
  }
  return out;
}

/**
 * Fits: the garment closes around every girth without pinching (no part small). The engine sizes
 * by the largest girth (recommend.ts), so the other parts of a flowing kemis are often loose by
 * design; that is printed apart as "too large somewhere".
 */
function fits(body: Measurements, size: string | null, truth: FitOffsets): boolean {
  if (size === null) return false;
  return Object.values(verdicts(body, size, truth, () => 0)).every((v) => v >= 0);
}
function tooLarge(body: Measurements, size: string | null, truth: FitOffsets): boolean {
  return size !== null && Object.values(verdicts(body, size, truth, () => 0)).some((v) => v === 2);
}

function review(body: Measurements, size: string, truth: FitOffsets, random: () => number): SummaryReview | null {
  if (random() < SILENT) return null;
  const measurements = random() < WITH_MEASUREMENTS ? body : null;
  if (random() < CARELESS) {
    // Half tap "just right" whatever the fit; half tap anything, on the whole and on the bust.
    if (random() < 0.5) return { size, overall: 'just_right', areas: {}, measurements, kept: 'kept' };
    const pick = FIT_VERDICTS[Math.floor(random() * FIT_VERDICTS.length)]!;
    return { size, overall: pick, areas: { bust: pick }, measurements, kept: 'kept' };
  }
  const felt = verdicts(body, size, truth, () => gauss(random) * PERCEPTION_SD);
  const areas: SummaryReview['areas'] = {};
  let overall = 0;
  for (const [key, v] of Object.entries(felt) as [MeasurementKey, number][]) {
    if (v !== 0) areas[AREA_OF[key]!] = verdictFromValue(v);
    // The part that pinches decides the whole: small beats large, then the larger complaint.
    if (v < 0 ? v < overall || overall > 0 : overall === 0 && v > 0) overall = v;
  }
  return { size, overall: verdictFromValue(overall), areas, measurements, kept: overall < 0 ? 'returning' : 'kept' };
}

interface Row {
  offsets: number[];
  fitWith: number[];
  largeWith: number[];
}

function simulate(product: Product, people: readonly Person[], heldOut: readonly Measurements[], seed: number): Map<number, { offset: number; fitWith: number; largeWith: number }> {
  const random = rng(seed);
  const reviews: SummaryReview[] = [];
  const out = new Map<number, { offset: number; fitWith: number; largeWith: number }>();
  const measure = (): void => {
    const offsets = summarizeFit(chart, 'women', reviews).offsets;
    const sizes = heldOut.map((body) => recommend(body, offsets));
    const fitWith = heldOut.filter((body, i) => fits(body, sizes[i]!, product.truth)).length / heldOut.length;
    const largeWith = heldOut.filter((body, i) => tooLarge(body, sizes[i]!, product.truth)).length / heldOut.length;
    out.set(reviews.length, { offset: offsets.bust_cm ?? 0, fitWith, largeWith });
  };
  measure();
  let offsets: FitOffsets = {};
  while (reviews.length < MAX_REVIEWS) {
    const body = bodyOf(people[Math.floor(random() * people.length)]!);
    const size = recommend(body, offsets);
    if (size === null) continue;
    const r = review(body, size, product.truth, random);
    if (!r) continue;
    reviews.push(r);
    offsets = summarizeFit(chart, 'women', reviews).offsets;
    if (CHECKPOINTS.includes(reviews.length)) measure();
  }
  return out;
}

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const pct = (x: number): string => `${(x * 100).toFixed(1)} %`;
const cm = (x: number): string => `${x >= 0 ? '+' : ''}${x.toFixed(2)}`;

const women = loadAnsur().filter((p) => p.category === 'women' && KEYS.every((k) => p.measurements[k] !== undefined));
// Held-out bodies judge the recommendation; the rest are the shoppers who review.
const shuffled = [...women].sort((a, b) => (a.id < b.id ? -1 : 1));
const heldOutPeople = shuffled.filter((_, i) => i % 3 === 0).slice(0, HELD_OUT);
const shoppers = shuffled.filter((_, i) => i % 3 !== 0);
const heldOut = heldOutPeople.map(bodyOf);

console.log(`Fit feedback: ${RUNS} simulated shops per product, ANSUR II women (${shoppers.length} shoppers, ${heldOut.length} held-out bodies),`);
console.log(`${pct(SILENT)} silent, ${pct(CARELESS)} careless, ${pct(WITH_MEASUREMENTS)} of reviews with measurements, perception noise ${PERCEPTION_SD} cm.\n`);

const verdictsAt30: Record<string, { offset: number; gain: number }> = {};
for (const [p, product] of PRODUCTS.entries()) {
  const fitWithout = heldOut.filter((body) => fits(body, recommend(body, {}), product.truth)).length / heldOut.length;
  const largeWithout = heldOut.filter((body) => tooLarge(body, recommend(body, {}), product.truth)).length / heldOut.length;
  const rows = new Map<number, Row>(CHECKPOINTS.map((n) => [n, { offsets: [], fitWith: [], largeWith: [] }]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const [n, figures] of simulate(product, shoppers, heldOut, 1000 * (p + 1) + run)) {
      rows.get(n)?.offsets.push(figures.offset);
      rows.get(n)?.fitWith.push(figures.fitWith);
      rows.get(n)?.largeWith.push(figures.largeWith);
    }
  }
  const truth = product.truth.bust_cm ?? 0;
  console.log(`Product ${product.name} (true bust offset ${cm(truth)} cm); recommended size fits without feedback: ${pct(fitWithout)}, too large somewhere: ${pct(largeWithout)}`);
  console.log(`reviews | bust offset mean [p10, p90] cm | runs within ${product.tolerance} cm | fits with feedback (mean) | gain | too large somewhere`);
  for (const n of CHECKPOINTS) {
    const row = rows.get(n)!;
    if (row.offsets.length === 0) continue;
    const mean = row.offsets.reduce((a, b) => a + b, 0) / row.offsets.length;
    const within = row.offsets.filter((o) => Math.abs(o - truth) <= product.tolerance).length / row.offsets.length;
    const fit = row.fitWith.reduce((a, b) => a + b, 0) / row.fitWith.length;
    const large = row.largeWith.reduce((a, b) => a + b, 0) / row.largeWith.length;
    console.log(`${String(n).padStart(7)} | ${cm(mean)} [${cm(quantile(row.offsets, 0.1))}, ${cm(quantile(row.offsets, 0.9))}] | ${pct(within).padStart(7)} | ${pct(fit).padStart(7)} | ${((fit - fitWithout) * 100).toFixed(1)} pp | ${pct(large)}`);
    if (n === 30) verdictsAt30[product.name] = { offset: mean - truth, gain: fit - fitWithout };
    if (n === 30 && truth === 0) verdictsAt30[product.name]!.offset = mean;
  }
  console.log('');
}

const small = verdictsAt30[PRODUCTS[0]!.name]!;
const plain = verdictsAt30[PRODUCTS[1]!.name]!;
const checks: Array<[string, boolean]> = [
  [`after 30 reviews the small product's mean offset is within 1 cm of the truth (${cm(small.offset)} cm off)`, Math.abs(small.offset) <= 1],
  [`after 30 reviews its recommended size fits ≥ 10 pp more shoppers (${(small.gain * 100).toFixed(1)} pp)`, small.gain >= 0.1],
  [`the true-to-size product stays unchanged: mean offset within 0.5 cm (${cm(plain.offset)} cm)`, Math.abs(plain.offset) <= 0.5],
];
for (const [text, ok] of checks) console.log(`${ok ? 'MET ' : 'MISSED'}  ${text}`);
