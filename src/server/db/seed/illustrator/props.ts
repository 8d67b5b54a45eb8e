import type { Figure } from './fabric';
import { type Doc, el, num, shade } from './svg';

/** Brushed-gold gradient shared by jewellery, hanger hooks and gold thread accents. */
export function goldGradient(doc: Doc, gold = '#C9962B', extent = 0): string {
  // User-space variant for strokes: a bounding-box gradient on a straight line has a degenerate box and would not paint.
  const units = extent > 0
    ? ` gradientUnits="userSpaceOnUse" x1="${num(-extent)}" y1="${num(-extent)}" x2="${num(extent)}" y2="${num(extent)}"`
    : ' x1="0" y1="0" x2="1" y2="1"';
  return doc.cached(`gold|${gold}|${num(extent)}`, (id) =>
    `<linearGradient id="${id}"${units}>` +
    `<stop offset="0" stop-color="${shade(gold, 0.55)}"/><stop offset="0.45" stop-color="${gold}"/>` +
    `<stop offset="0.7" stop-color="${shade(gold, 0.25)}"/><stop offset="1" stop-color="${shade(gold, -0.35)}"/></linearGradient>`, 'g');
}

/**
 * Wooden clothes hanger centred on (0, 0) = the garment's neck point; the
 * arms sit just under the shoulder line so the garment hides their ends.
 */
export function hanger(doc: Doc, halfW: number): Figure {
  const wood = doc.cached('wood', (id) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#C8935E"/><stop offset="1" stop-color="#8A5A32"/></linearGradient>`, 'g');
  const bar = `M${num(-halfW)} 26Q0 -26 ${num(halfW)} 26L${num(halfW)} 38Q0 -12 ${num(-halfW)} 38Z`;
  const hook = 'M0 4L0 -58C0 -84 30 -86 32 -64C33 -52 24 -46 16 -50';
  const body =
    el('path', { d: hook, fill: 'none', stroke: '#8F949B', 'stroke-width': 5, 'stroke-linecap': 'round' }) +
    el('path', { d: hook, fill: 'none', stroke: '#E4E7EA', 'stroke-width': 1.6, 'stroke-linecap': 'round', transform: 'translate(-1 -1)' }) +
    el('path', { d: bar, fill: `url(#${wood})`, stroke: '#6F4526', 'stroke-width': 1 });
  return { body, silhouette: [{ d: bar }], box: { x: -halfW, y: -90, w: halfW * 2, h: 130 } };
}

/**
 * Ethiopian-style openwork cross pendant (Lalibela/Axum family), centred on
 * (0, 0) with arm radius r; the bail sits above at (0, -r - r * 0.3).
 */
export function crossPendant(doc: Doc, r: number, gold = '#C9962B'): Figure {
  const g = goldGradient(doc, gold, r);
  const dark = shade(gold, -0.45);
  const w = r * 0.1;
  const arm = (rot: number): string => {
    // Each arm: a flaring outline ending in a trefoil of small rings.
    const a = r * 0.16;
    const b = r * 0.32;
    const e = r * 0.72;
    const d = `M${num(-a)} ${num(-r * 0.24)}L${num(-b)} ${num(-e)}L${num(b)} ${num(-e)}L${num(a)} ${num(-r * 0.24)}`;
    const inner = `M0 ${num(-r * 0.3)}L0 ${num(-e + r * 0.06)}M${num(-b * 0.55)} ${num(-e + r * 0.12)}L${num(b * 0.55)} ${num(-e + r * 0.12)}`;
    let s = `<g transform="rotate(${rot})">`;
    s += el('path', { d, fill: 'none', stroke: `url(#${g})`, 'stroke-width': w, 'stroke-linejoin': 'round' });
    s += el('path', { d: inner, fill: 'none', stroke: `url(#${g})`, 'stroke-width': w * 0.6 });
    for (const [cx, cy] of [[0, -r * 0.9], [-r * 0.2, -r * 0.8], [r * 0.2, -r * 0.8]] as const) {
      s += el('circle', { cx, cy, r: r * 0.1, fill: 'none', stroke: `url(#${g})`, 'stroke-width': w * 0.8 });
    }
    return s + '</g>';
  };
  let body = '';
  for (const rot of [0, 90, 180, 270]) body += arm(rot);
  // Diagonal lattice lozenges between the arms: the openwork look.
  for (const rot of [45, 135, 225, 315]) {
    body += `<g transform="rotate(${rot})">` +
      el('path', { d: `M0 ${num(-r * 0.22)}L${num(r * 0.09)} ${num(-r * 0.4)}L0 ${num(-r * 0.56)}L${num(-r * 0.09)} ${num(-r * 0.4)}Z`, fill: 'none', stroke: `url(#${g})`, 'stroke-width': w * 0.7 }) +
      '</g>';
  }
  body += el('circle', { cx: 0, cy: 0, r: r * 0.26, fill: 'none', stroke: `url(#${g})`, 'stroke-width': w * 1.1 });
  body += el('path', { d: `M0 ${num(-r * 0.18)}V${num(r * 0.18)}M${num(-r * 0.18)} 0H${num(r * 0.18)}`, stroke: `url(#${g})`, 'stroke-width': w * 0.9 });
  body += el('circle', { cx: 0, cy: -r - r * 0.12, r: r * 0.1, fill: 'none', stroke: `url(#${g})`, 'stroke-width': w * 0.9 });
  body += el('circle', { cx: 0, cy: 0, r: r * 0.07, fill: dark });
  const silhouette = [{ d: `M${num(-r * 0.3)} ${num(-r)}h${num(r * 0.6)}v${num(r * 0.7)}h${num(r * 0.7)}v${num(r * 0.6)}h${num(-r * 0.7)}v${num(r * 0.7)}h${num(-r * 0.6)}v${num(-r * 0.7)}h${num(-r * 0.7)}v${num(-r * 0.6)}h${num(r * 0.7)}z` }];
  return { body, silhouette, box: { x: -r, y: -r * 1.25, w: r * 2, h: r * 2.25 } };
}

/** A delicate chain as a dotted catenary between two points. */
export function chain(x0: number, y0: number, x1: number, y1: number, sag: number, gold = '#C9962B'): string {
  const mx = (x0 + x1) / 2;
  const my = Math.max(y0, y1) + sag;
  const d = `M${num(x0)} ${num(y0)}Q${num(mx)} ${num(my)} ${num(x1)} ${num(y1)}`;
  return (
    el('path', { d, fill: 'none', stroke: shade(gold, -0.3), 'stroke-width': 3.2, 'stroke-dasharray': '4 2', 'stroke-linecap': 'round' }) +
    el('path', { d, fill: 'none', stroke: shade(gold, 0.35), 'stroke-width': 1.4, 'stroke-dasharray': '4 2', 'stroke-linecap': 'round' })
  );
}
