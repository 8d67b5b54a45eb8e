import { num } from './svg';

export interface Pt { x: number; y: number }
export interface Box { x: number; y: number; w: number; h: number }

export const pt = (x: number, y: number): Pt => ({ x, y });
export const mirror = (a: Pt): Pt => ({ x: -a.x, y: a.y });

/** Unit vector pointing down an arm hanging `deg` degrees out from vertical (to the right). */
export function hang(deg: number): Pt {
  const r = (deg * Math.PI) / 180;
  return { x: Math.sin(r), y: Math.cos(r) };
}

/**
 * Catmull-Rom through the points, emitted as cubic segments (no leading M),
 * so hems and drapes can be described by a handful of sample points.
 */
export function smoothThrough(points: readonly Pt[], tension = 1): string {
  let d = '';
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[i + 2] ?? p2;
    if (!p0 || !p1 || !p2 || !p3) continue;
    const k = tension / 6;
    const c1 = { x: p1.x + (p2.x - p0.x) * k, y: p1.y + (p2.y - p0.y) * k };
    const c2 = { x: p2.x - (p3.x - p1.x) * k, y: p2.y - (p3.y - p1.y) * k };
    d += `C${num(c1.x)} ${num(c1.y)} ${num(c2.x)} ${num(c2.y)} ${num(p2.x)} ${num(p2.y)}`;
  }
  return d;
}

export const P = (p: Pt): string => `${num(p.x)} ${num(p.y)}`;

export function unionBox(...boxes: Box[]): Box {
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.w));
  const y1 = Math.max(...boxes.map((b) => b.y + b.h));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

export function moveBox(b: Box, dx: number, dy: number, k = 1): Box {
  return { x: b.x * k + dx, y: b.y * k + dy, w: b.w * k, h: b.h * k };
}
