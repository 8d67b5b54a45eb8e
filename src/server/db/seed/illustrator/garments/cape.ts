import { seamColor, trimStroke, type Figure } from '../fabric';
import { mirror, P, pt, smoothThrough, type Box, type Pt } from '../geometry';
import { el, num, shade, type Doc } from '../svg';
import type { CapeDesign, DressDesign } from './dress-design';

/**
 * Kaba (bridal velvet cape) or a sheer modern capelet: rounded over the
 * shoulders, flaring to the hip, open at the front to show the tibeb panel.
 */
export function drawCape(doc: Doc, s: DressDesign, c: CapeDesign, back: boolean): Figure {
  const nw = s.neckW;
  const sw = s.shoulderW;
  const sd = s.shoulderDrop;
  const L = c.length;
  const openW = Math.max(s.panelW * 0.55, 24);
  const P1 = pt(nw * 0.95, -6);
  const outer: Pt[] = [P1, pt(sw * 0.72, sd - 8), pt(sw + 40, sd + 44), pt(sw + 76, L * 0.55), pt(sw + 96, L)];
  const bottomOuter = pt(sw + 96, L);
  let d: string;
  if (back) {
    const left = [...outer].reverse().map(mirror);
    d = `M${P(mirror(P1))}Q0 -14 ${P(P1)}${smoothThrough(outer)}` +
      smoothThrough([bottomOuter, pt(sw * 0.5, L + 30), pt(-sw * 0.5, L + 30), mirror(bottomOuter)]) +
      `${smoothThrough(left)}Z`;
  } else {
    const front0 = pt(openW * 0.35, s.neckDepth * 0.3 + 4);
    const frontBottom = pt(openW + 40, L + 4);
    d = `M${P(front0)}L${P(P1)}${smoothThrough(outer)}` +
      smoothThrough([bottomOuter, pt(sw * 0.62 + 20, L + 24), frontBottom]) +
      smoothThrough([frontBottom, pt(openW + 20, L * 0.55), front0]) + 'Z';
  }
  const box: Box = { x: -sw - 102, y: -16, w: (sw + 102) * 2, h: L + 70 };
  const clip = doc.clip(back ? `<path d="${d}"/>` : `<path d="${d}"/><path d="${d}" transform="scale(-1 1)"/>`);
  const sheer = c.kind === 'sheer';
  const gold = c.trim.colors[0] ?? '#C9962B';
  let part = el('path', { d, fill: c.color, 'fill-opacity': sheer ? 0.5 : 1 });
  let deco = '';
  if (!sheer) {
    const sheenId = doc.cached(`sheen|${c.color}`, (id) =>
      `<radialGradient id="${id}" cx="0.35" cy="0.25" r="0.85"><stop offset="0" stop-color="#ffffff" stop-opacity="0.24"/>` +
      `<stop offset="0.55" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.3"/></radialGradient>`, 'g');
    deco += el('rect', { x: box.x, y: box.y, width: box.w, height: box.h, fill: `url(#${sheenId})` });
    // Inner couched gold line: a wide gold stroke masked by a slightly narrower velvet one.
    deco += el('path', { d, fill: 'none', stroke: gold, 'stroke-width': 40 });
    deco += el('path', { d, fill: 'none', stroke: c.color, 'stroke-width': 36 });
    deco += el('path', { d, fill: 'none', stroke: '#000000', 'stroke-opacity': 0.12, 'stroke-width': 36 });
    if (back) deco += meskelEmblem(0, L * 0.5, L * 0.19, gold);
    else deco += meskelEmblem(sw * 0.72 + 8, L * 0.58, L * 0.1, gold);
  } else {
    // Sheer capelet: soft folds radiating from the shoulders.
    for (const k of [0.3, 0.55, 0.8]) {
      deco += el('path', { d: `M${num(sw * 0.6)} ${num(sd)}L${num(sw * k + 40)} ${num(L + 20)}`, stroke: shade(s.cloth, -0.4), 'stroke-opacity': 0.12, 'stroke-width': 8 });
    }
  }
  deco += trimStroke(d, sheer ? 12 : 18, c.trim, sheer ? s.cloth : c.color);
  part += `<g clip-path="url(#${clip})">${deco}</g>`;
  part += el('path', { d, fill: 'none', stroke: sheer ? seamColor(s.cloth) : shade(c.color, -0.4), 'stroke-width': 1.2 });
  let fringe = '';
  if (!sheer) {
    // Gold bullion fringe along the hem (right half; mirrored below).
    let f = '';
    const hem = back ? [bottomOuter, pt(sw * 0.5, L + 30), pt(0, L + 32)] : [bottomOuter, pt(sw * 0.62 + 20, L + 24), pt(openW + 40, L + 4)];
    for (let i = 0; i < hem.length - 1; i++) {
      const a = hem[i] ?? pt(0, 0);
      const b = hem[i + 1] ?? pt(0, 0);
      for (let k = 0; k < 1; k += 0.1) f += `M${num(a.x + (b.x - a.x) * k)} ${num(a.y + (b.y - a.y) * k - 2)}l0 14`;
    }
    fringe = el('path', { d: f, stroke: gold, 'stroke-width': 2.4, 'stroke-linecap': 'round' });
  }
  // The back cape path is already symmetric, so only its fringe is mirrored.
  const body = back
    ? part + fringe + `<g transform="scale(-1 1)">${fringe}</g>`
    : part + fringe + `<g transform="scale(-1 1)">${part}${fringe}</g>`;
  return { body, silhouette: back ? [{ d }] : [{ d }, { d, t: 'scale(-1 1)' }], box };
}

/** Gold-thread Meskel cross medallion used on capes and the kaba back. */
export function meskelEmblem(cx: number, cy: number, r: number, gold: string): string {
  const arm = r * 0.34;
  const d =
    `M${num(cx - arm / 2)} ${num(cy - r)}h${num(arm)}v${num(r - arm / 2)}h${num(r - arm / 2)}v${num(arm)}h${num(-(r - arm / 2))}` +
    `v${num(r - arm / 2)}h${num(-arm)}v${num(-(r - arm / 2))}h${num(-(r - arm / 2))}v${num(-arm)}h${num(r - arm / 2)}z`;
  let out = el('circle', { cx, cy, r: r * 1.12, fill: 'none', stroke: gold, 'stroke-width': r * 0.06, 'stroke-dasharray': `${num(r * 0.1)} ${num(r * 0.08)}` });
  out += el('path', { d, fill: 'none', stroke: gold, 'stroke-width': r * 0.09, 'stroke-linejoin': 'round' });
  for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]] as const) {
    out += el('circle', { cx: cx + dx * r * 1.0, cy: cy + dy * r * 1.0, r: r * 0.12, fill: gold });
  }
  out += el('circle', { cx, cy, r: r * 0.14, fill: gold });
  return out;
}
