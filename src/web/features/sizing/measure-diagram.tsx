import type { MeasurementKey, SizeCategory } from '@domain/sizing/types';
import { cn } from '../../lib/cn';
import { useGuideText } from './size-guide/guide-text';

/*
 * One front-view figure per category, described by landmarks (left half; the right half is its
 * mirror about x = 48), and one table saying where each measurement's tape goes on any figure.
 * viewBox 96 x 160; the floor is at y = 154.
 */
type P = readonly [number, number];

interface Body {
  head: { cy: number; rx: number; ry: number };
  neck: { half: number; top: number; base: number };
  shoulder: P;
  armpit: P;
  chest: { y: number; half: number };
  bust: { y: number; half: number };
  underbust: { y: number; half: number };
  navel: { y: number; half: number };
  hip: { y: number; half: number };
  crotchY: number;
  knee: { y: number; outer: number; inner: number };
  ankle: { y: number; outer: number; inner: number };
  foot: { outer: number; inner: number };
  /** Left arm, hanging slightly away from the body: outer edge top to bottom, then the hand. */
  arm: { outer: P; elbowOuter: P; wristOuter: P; hand: readonly P[]; wristInner: P; elbowInner: P };
}

const C = 48;
const FLOOR = 154;

const BODIES: Record<SizeCategory, Body> = {
  men: {
    head: { cy: 16, rx: 8, ry: 10 },
    neck: { half: 4.2, top: 24, base: 30 },
    shoulder: [30, 33],
    armpit: [33.5, 45],
    chest: { y: 49, half: 15 },
    bust: { y: 49, half: 15 },
    underbust: { y: 55, half: 14.5 },
    navel: { y: 70, half: 13.5 },
    hip: { y: 82, half: 15 },
    crotchY: 92,
    knee: { y: 120, outer: 36, inner: 45.5 },
    ankle: { y: 146, outer: 39, inner: 44.5 },
    foot: { outer: 37, inner: 46 },
    arm: { outer: [27, 38], elbowOuter: [23, 66], wristOuter: [20, 92], hand: [[19, 100], [21.5, 104.5], [24.5, 101]], wristInner: [25, 93], elbowInner: [28.5, 66] },
  },
  women: {
    head: { cy: 16, rx: 7.5, ry: 9.5 },
    neck: { half: 3.6, top: 24, base: 30 },
    shoulder: [32.5, 34],
    armpit: [35, 45],
    chest: { y: 51, half: 14.5 },
    bust: { y: 51, half: 14.5 },
    underbust: { y: 57, half: 12 },
    navel: { y: 70, half: 11 },
    hip: { y: 86, half: 16.5 },
    crotchY: 94,
    knee: { y: 120, outer: 37, inner: 45.5 },
    ankle: { y: 147, outer: 40, inner: 45 },
    foot: { outer: 38.5, inner: 46.5 },
    arm: { outer: [29.5, 39], elbowOuter: [26, 66], wristOuter: [23.5, 90], hand: [[22.5, 98], [24.5, 102.5], [27, 99]], wristInner: [28, 91], elbowInner: [30.5, 66] },
  },
  children: {
    head: { cy: 22, rx: 10.5, ry: 12.5 },
    neck: { half: 4, top: 32, base: 38 },
    shoulder: [33.5, 41],
    armpit: [35.5, 51],
    chest: { y: 55, half: 13 },
    bust: { y: 55, half: 13 },
    underbust: { y: 60, half: 12.8 },
    navel: { y: 74, half: 12.5 },
    hip: { y: 86, half: 13.5 },
    crotchY: 96,
    knee: { y: 122, outer: 37.5, inner: 45.5 },
    ankle: { y: 147, outer: 40, inner: 45 },
    foot: { outer: 38.5, inner: 46.5 },
    arm: { outer: [31, 45], elbowOuter: [27.5, 70], wristOuter: [25, 92], hand: [[24, 99], [26, 103], [28.5, 100]], wristInner: [29.5, 93], elbowInner: [32, 70] },
  },
};

const mirror = (points: readonly P[]): P[] => [...points].reverse().map(([x, y]) => [2 * C - x, y] as const);

/** A smooth closed path through the points (uniform Catmull-Rom turned into cubic Béziers). */
function smoothClosed(points: readonly P[]): string {
  const n = points.length;
  const at = (i: number) => points[((i % n) + n) % n] as P;
  let d = `M${at(0)[0]},${at(0)[1]}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${c1.map(round).join(',')} ${c2.map(round).join(',')} ${p2[0]},${p2[1]}`;
  }
  return `${d}Z`;
}
const round = (v: number) => Math.round(v * 100) / 100;

function silhouette(b: Body): { torso: string; arms: string[] } {
  const left: P[] = [
    [C - b.neck.half, b.neck.top],
    [C - b.neck.half, b.neck.base],
    [b.shoulder[0] + 4, b.shoulder[1] - 1.5],
    [b.shoulder[0], b.shoulder[1] + 1.5],
    b.armpit,
    [C - b.chest.half, b.chest.y],
    [C - b.navel.half, b.navel.y],
    [C - b.hip.half, b.hip.y],
    [b.knee.outer, b.knee.y],
    [b.ankle.outer, b.ankle.y],
    [b.foot.outer, FLOOR],
    [b.foot.inner, FLOOR],
    [b.ankle.inner, b.ankle.y],
    [b.knee.inner, b.knee.y],
    [C - 1, b.crotchY + 3],
    [C, b.crotchY],
  ];
  const a = b.arm;
  // The arm starts just inside the shoulder point so its cap sits under the shoulder line.
  const arm: P[] = [[b.shoulder[0] + 1, b.shoulder[1] + 1], a.outer, a.elbowOuter, a.wristOuter, ...a.hand, a.wristInner, a.elbowInner, b.armpit];
  return { torso: smoothClosed([...left, ...mirror(left).slice(1, -1)]), arms: [smoothClosed(arm), smoothClosed(arm.map(([x, y]) => [2 * C - x, y] as const))] };
}

type Tape = { kind: 'girth'; cx: number; cy: number; rx: number; tilt?: number } | { kind: 'length'; points: readonly P[]; dashed?: boolean };

const girth = (cy: number, half: number, cx = C, tilt = 0): Tape => ({ kind: 'girth', cx, cy, rx: half + 1.5, tilt });
const length = (points: readonly P[], dashed = false): Tape => ({ kind: 'length', points, dashed });
const mid = (p: P, q: P, t = 0.5): P => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];

/** Where each measurement's tape lies on a figure (sizing guide conventions; waist at the navel). */
const TAPES: Partial<Record<MeasurementKey, (b: Body) => Tape>> = {
  neck_cm: (b) => girth(b.neck.base - 2, b.neck.half),
  shoulder_width_cm: (b) => length([b.shoulder, [2 * C - b.shoulder[0], b.shoulder[1]]]),
  chest_cm: (b) => girth(b.chest.y, b.chest.half),
  bust_cm: (b) => girth(b.bust.y, b.bust.half),
  underbust_cm: (b) => girth(b.underbust.y, b.underbust.half),
  waist_cm: (b) => girth(b.navel.y, b.navel.half),
  hips_cm: (b) => girth(b.hip.y, b.hip.half),
  // Measured on the back, so drawn dashed through the figure.
  back_length_cm: (b) => length([[C, b.neck.base], [C, b.navel.y]], true),
  sleeve_cm: (b) => length([b.shoulder, b.arm.elbowOuter, b.arm.wristOuter].map(([x, y]) => [x - 2, y] as const)),
  armhole_depth_cm: (b) => length([[b.shoulder[0] + 1.5, b.shoulder[1]], [b.shoulder[0] + 1.5, b.armpit[1]]]),
  bicep_cm: (b) => {
    const outer = mid(b.arm.outer, b.arm.elbowOuter, 0.35);
    const inner = mid(b.armpit, b.arm.elbowInner, 0.25);
    const [cx, cy] = mid(outer, inner);
    return girth(cy, Math.abs(inner[0] - outer[0]) / 2 - 0.5, cx, -8);
  },
  wrist_cm: (b) => {
    const [cx, cy] = mid(b.arm.wristOuter, b.arm.wristInner);
    return girth(cy, Math.abs(b.arm.wristInner[0] - b.arm.wristOuter[0]) / 2 - 0.5, cx, -8);
  },
  thigh_cm: (b) => {
    const y = b.crotchY + 5;
    const outer = C - b.hip.half + 1;
    return girth(y, (C - 0.5 - outer) / 2 - 0.5, (C - 0.5 + outer) / 2);
  },
  inseam_cm: (b) => length([[C - 1, b.crotchY + 1], [b.foot.inner - 0.5, FLOOR]]),
  outseam_cm: (b) => length([[C + b.hip.half + 2.5, b.navel.y], [C + b.hip.half + 2.5, FLOOR]]),
  dress_length_cm: (b) => length([[C - b.neck.half - 1.5, b.neck.base + 1], [C - b.neck.half - 1.5, b.ankle.y]]),
  skirt_length_cm: (b) => length([[C + 6, b.navel.y], [C + 6, (b.knee.y + b.ankle.y) / 2]]),
  height_cm: (b) => length([[88, b.head.cy - b.head.ry], [88, FLOOR]]),
};

/** Short ticks across both ends of a length, square to the line. */
function ticks(points: readonly P[]): string {
  const end = (p: P, q: P) => {
    const [dx, dy] = [q[0] - p[0], q[1] - p[1]];
    const len = Math.hypot(dx, dy) || 1;
    const [nx, ny] = [(-dy / len) * 2.8, (dx / len) * 2.8];
    return `M${round(p[0] - nx)},${round(p[1] - ny)}L${round(p[0] + nx)},${round(p[1] + ny)}`;
  };
  const first = points[0];
  const second = points[1];
  const last = points[points.length - 1];
  const beforeLast = points[points.length - 2];
  return first && second && last && beforeLast ? end(first, second) + end(last, beforeLast) : '';
}

function TapeMark({ tape }: { tape: Tape }) {
  if (tape.kind === 'girth') {
    const transform = tape.tilt ? `rotate(${tape.tilt} ${tape.cx} ${tape.cy})` : undefined;
    return (
      <g transform={transform}>
        {/* A dark edge under the gold keeps the tape visible on the light body fill. */}
        <ellipse cx={tape.cx} cy={tape.cy} rx={tape.rx} ry={2.2} fill="none" stroke="var(--color-ink)" strokeOpacity={0.45} strokeWidth={3.6} />
        <ellipse cx={tape.cx} cy={tape.cy} rx={tape.rx} ry={2.2} fill="none" stroke="var(--color-saffron)" strokeWidth={2} />
      </g>
    );
  }
  const line = tape.points.map(([x, y], i) => `${i ? 'L' : 'M'}${round(x)},${round(y)}`).join('');
  // Dashed (measured on the back) lines keep solid end ticks.
  const parts = [
    { d: line, dash: tape.dashed ? '4 2.5' : undefined },
    { d: ticks(tape.points), dash: undefined },
  ];
  return (
    <g fill="none" strokeLinejoin="round">
      {parts.map(({ d, dash }, i) => (
        <g key={i} strokeLinecap={dash ? 'butt' : 'round'}>
          <path d={d} stroke="var(--color-ink)" strokeOpacity={0.45} strokeWidth={3.6} strokeDasharray={dash} />
          <path d={d} stroke="var(--color-saffron)" strokeWidth={2} strokeDasharray={dash} />
        </g>
      ))}
    </g>
  );
}

export function MeasureDiagram({ measurement, category, className }: { measurement: MeasurementKey; category: SizeCategory; className?: string }) {
  const { label } = useGuideText();
  const body = BODIES[category];
  const { torso, arms } = silhouette(body);
  const tape = TAPES[measurement]?.(body);
  return (
    <svg viewBox="0 0 96 160" role="img" aria-label={label(category, measurement)} className={cn('text-ink-soft', className)}>
      <g fill="var(--color-linen)" stroke="currentColor" strokeWidth={1.1} strokeLinejoin="round">
        <path d={torso} />
        {arms.map((d, i) => (
          <path key={i} d={d} />
        ))}
        <ellipse cx={C} cy={body.head.cy} rx={body.head.rx} ry={body.head.ry} />
      </g>
      {/* The navel: the product's waist line, so it is marked on every figure. */}
      <circle cx={C} cy={body.navel.y} r={0.8} fill="currentColor" />
      {measurement === 'height_cm' ? <path d={`M80,${FLOOR}H94`} stroke="currentColor" strokeWidth={1} /> : null}
      {tape ? <TapeMark tape={tape} /> : null}
    </svg>
  );
}
