import { combine, foldGradient, place, seamColor, type Figure } from '../fabric';
import { P, pt, smoothThrough, type Box, type Pt } from '../geometry';
import { tibebOf, type Look } from '../look';
import { bandAlong, curvedBand, type Tibeb } from '../patterns';
import { closeUp, productShot } from '../scene';
import { type Doc, el, num, shade } from '../svg';
import { foldedCloth } from './folded';

/** A netela: gauzy hand-woven cotton shawl, tibeb only across both ends, fringed. */
export interface NetelaDesign {
  width: number;
  bandH: number;
  secondBand: boolean;
  fringe: number;
  selvedge: boolean;
  waves: number;
  cloth: string;
  tibeb: Tibeb;
  /** Opacity of one layer of the open weave; two layers read visibly denser. */
  gauze: number;
}

export function designNetela(look: Look): NetelaDesign {
  const r = look.rng;
  return {
    width: r.range(400, 460),
    bandH: r.range(46, 84),
    secondBand: r.chance(0.6),
    fringe: r.range(30, 48),
    selvedge: r.chance(0.5),
    waves: r.int(4, 6),
    cloth: look.palette.base,
    tibeb: tibebOf(look),
    gauze: r.range(0.72, 0.84),
  };
}

/**
 * One hanging layer of netela from y = top to a wavy bottom edge; the tibeb
 * band and fringe follow that edge. Translucent so layers and shadow show through.
 */
function hangingLayer(
  doc: Doc, n: NetelaDesign, x0: number, x1: number, top: number, bottom: number, phase: number, tone: number, cap?: string,
): Figure {
  const w = x1 - x0;
  const edge = (x: number): number => bottom + 7 * Math.sin(((x - x0) / w) * Math.PI * n.waves + phase);
  const pts: Pt[] = [];
  for (let i = 0; i <= 16; i++) {
    const x = x1 - (w * i) / 16;
    pts.push(pt(x, edge(x)));
  }
  const flare = 10;
  // `cap` replaces the straight top edge, e.g. to carry the cloth up over a shoulder.
  const d = `M${num(x0)} ${num(top)}${cap ?? `L${num(x1)} ${num(top)}`}Q${num(x1 + flare * 0.3)} ${num((top + bottom) / 2)} ${num(x1 + flare)} ${num(edge(x1))}` +
    `L${P(pts[0] ?? pt(x1, bottom))}${smoothThrough(pts)}L${num(x0 - flare)} ${num(edge(x0))}Q${num(x0 - flare * 0.3)} ${num((top + bottom) / 2)} ${num(x0)} ${num(top)}Z`;
  const capTop = cap ? top - 110 : top - 2;
  const box: Box = { x: x0 - flare - 2, y: capTop, w: w + flare * 2 + 4, h: bottom - capTop + n.fringe + 14 };
  const clip = doc.clip(`<path d="${d}"/>`);
  const cloth = shade(n.cloth, tone);
  const dark = shade(n.cloth, -0.55);
  let inner = '';
  const smooth = (x: number): number => bottom + 7 * Math.sin(((x - x0) / w) * Math.PI * n.waves + phase);
  inner += curvedBand(doc, n.tibeb, x0 - 20, x1 + 20, (x) => smooth(x) - 14 - n.bandH, n.bandH);
  if (n.secondBand) inner += curvedBand(doc, n.tibeb, x0 - 20, x1 + 20, (x) => smooth(x) - 30 - n.bandH - 14, 14, { compact: true });
  if (n.selvedge) {
    const c = n.tibeb.colors[0] ?? '#000';
    inner += el('path', { d: `M${num(x0 + 7)} ${num(top)}L${num(x0 - 2)} ${num(bottom)}M${num(x1 - 7)} ${num(top)}L${num(x1 + 2)} ${num(bottom)}`, stroke: c, 'stroke-width': 2.2, 'stroke-opacity': 0.8 });
  }
  // Soft vertical drape: alternating shadow and light wedges fanning from the top.
  const fd = foldGradient(doc, dark, 0.2);
  const fl = foldGradient(doc, '#ffffff', 0.5);
  for (let i = 1; i < n.waves * 2; i++) {
    const x = x0 + (w * i) / (n.waves * 2);
    const g = i % 2 === 0 ? fd : fl;
    inner += el('path', { d: `M${num(x)} ${num(top + 10)}L${num(x - 16)} ${num(bottom + 12)}L${num(x + 16)} ${num(bottom + 12)}Z`, fill: `url(#${g})` });
  }
  // Per-fill opacity rather than a group opacity: group opacity forces an
  // off-screen surface per layer in librsvg, which doubled render time.
  let out = el('path', { d, fill: cloth, 'fill-opacity': n.gauze.toFixed(2) });
  out += `<g clip-path="url(#${clip})">${inner}</g>`;
  out += el('path', { d, fill: 'none', stroke: seamColor(n.cloth), 'stroke-width': 1, 'stroke-opacity': 0.7 });
  // Fringe follows the wavy edge: short twisted threads.
  let fr = '';
  for (let x = x0 - flare + 3; x <= x1 + flare - 3; x += 5) {
    const y = edge(Math.min(x1, Math.max(x0, x)));
    const j = ((Math.round(x) * 7) % 5) - 2;
    fr += `M${num(x)} ${num(y - 1)}q1 ${num(n.fringe * 0.5)} ${num(j * 0.6)} ${num(n.fringe + j)}`;
  }
  out += el('path', { d: fr, stroke: shade(n.cloth, -0.18), 'stroke-width': 1.5, 'stroke-linecap': 'round', fill: 'none' });
  return { body: out, silhouette: [{ d }], box };
}

/** Netela folded over a wooden dowel: two layers, both patterned ends visible. */
export function onRod(doc: Doc, n: NetelaDesign): Figure {
  const hw = n.width / 2;
  const rod = `M${num(-hw - 46)} -10H${num(hw + 46)}a10 10 0 0 1 0 20H${num(-hw - 46)}a10 10 0 0 1 0 -20Z`;
  const wood = doc.cached('wood', (id) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#C8935E"/><stop offset="1" stop-color="#8A5A32"/></linearGradient>`, 'g');
  const backLayer = hangingLayer(doc, n, -hw + 14, hw + 14, 0, 840, 1.3, -0.06);
  const frontLayer = hangingLayer(doc, n, -hw, hw, 0, 700, 0.2, 0);
  const rodFig: Figure = {
    body: el('path', { d: rod, fill: `url(#${wood})`, stroke: '#6F4526', 'stroke-width': 1 }) +
      el('circle', { cx: -hw - 50, cy: 0, r: 14, fill: '#8A5A32' }) + el('circle', { cx: hw + 50, cy: 0, r: 14, fill: '#8A5A32' }),
    silhouette: [{ d: rod }],
    box: { x: -hw - 64, y: -14, w: n.width + 128, h: 28 },
  };
  // The cloth wraps over the dowel: a rounded lip of fabric on top of it.
  const lip: Figure = {
    body: el('path', { d: `M${num(-hw)} 8Q${num(-hw)} -14 ${num(-hw + 18)} -14H${num(hw - 4)}Q${num(hw + 14)} -14 ${num(hw + 14)} 8Z`, fill: n.cloth, stroke: seamColor(n.cloth), 'stroke-width': 1 }),
    silhouette: [],
    box: { x: -hw, y: -14, w: n.width + 14, h: 22 },
  };
  return combine(rodFig, backLayer, frontLayer, lip);
}

/**
 * Flat-lay of the whole length, laid on a slight diagonal with softly wavy
 * sides: the clearest way to show a netela is one long rectangle with a
 * patterned, fringed band at each end.
 */
export function sCurve(doc: Doc, n: NetelaDesign): Figure {
  const W = n.width * 0.82;
  const samples = 28;
  // Centre line: a gentle S from upper left to lower right.
  const c = (t: number): Pt => pt(-90 + 180 * t + 26 * Math.sin(t * Math.PI * 2), -420 + 840 * t);
  const left: Pt[] = [];
  const right: Pt[] = [];
  const normals: Pt[] = [];
  for (let i = 0; i <= samples; i++) {
    const t = i / samples;
    const a = c(Math.max(0, t - 0.01));
    const b = c(Math.min(1, t + 0.01));
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const nx = -(b.y - a.y) / len;
    const ny = (b.x - a.x) / len;
    normals.push(pt(nx, ny));
    const p = c(t);
    // A slight pinch where the cloth twists reads as soft drape.
    const half = (W / 2) * (1 - 0.05 * Math.sin(t * Math.PI * 3) ** 2);
    left.push(pt(p.x + nx * half, p.y + ny * half));
    right.push(pt(p.x - nx * half, p.y - ny * half));
  }
  const l0 = left[0] ?? pt(0, 0);
  const r0 = right[0] ?? pt(0, 0);
  const lN = left[samples] ?? pt(0, 0);
  const rN = right[samples] ?? pt(0, 0);
  const d = `M${P(l0)}${smoothThrough(left)}L${P(rN)}${smoothThrough([...right].reverse())}Z`;
  const xs = [...left, ...right].map((q) => q.x);
  const ys = [...left, ...right].map((q) => q.y);
  const box: Box = { x: Math.min(...xs) - 10, y: Math.min(...ys) - n.fringe - 10, w: Math.max(...xs) - Math.min(...xs) + 20, h: Math.max(...ys) - Math.min(...ys) + n.fringe * 2 + 20 };
  const clip = doc.clip(`<path d="${d}"/>`);
  const dark = shade(n.cloth, -0.55);
  let inner = '';
  // End bands run parallel to each straight end edge, just inside it.
  const endBand = (a: Pt, b: Pt, inward: Pt): string => {
    let out = '';
    const o1 = 12 + n.bandH / 2;
    out += bandAlong(doc, n.tibeb, a.x + inward.x * o1, a.y + inward.y * o1, b.x + inward.x * o1, b.y + inward.y * o1, n.bandH, {}, 20);
    if (n.secondBand) {
      const o2 = 12 + n.bandH + 16 + 7;
      out += bandAlong(doc, n.tibeb, a.x + inward.x * o2, a.y + inward.y * o2, b.x + inward.x * o2, b.y + inward.y * o2, 14, { compact: true }, 20);
    }
    return out;
  };
  const dirStart = pt(c(0.02).x - c(0).x, c(0.02).y - c(0).y);
  const ls = Math.hypot(dirStart.x, dirStart.y);
  const dirEnd = pt(c(0.98).x - c(1).x, c(0.98).y - c(1).y);
  const le = Math.hypot(dirEnd.x, dirEnd.y);
  inner += endBand(l0, r0, pt(dirStart.x / ls, dirStart.y / ls));
  inner += endBand(lN, rN, pt(dirEnd.x / le, dirEnd.y / le));
  for (let i = 1; i < 4; i++) {
    const pts = left.map((q, k) => lerpPt(q, right[k] ?? q, i / 4));
    // Long soft creases following the length of the cloth.
    inner += el('path', { d: `M${P(pts[2] ?? pt(0, 0))}${smoothThrough(pts.slice(2, samples - 1))}`, fill: 'none', stroke: i % 2 ? dark : '#ffffff', 'stroke-opacity': i % 2 ? 0.08 : 0.55, 'stroke-width': 14 });
  }
  let out = el('path', { d, fill: n.cloth, 'fill-opacity': Math.min(0.95, n.gauze + 0.1).toFixed(2) });
  out += `<g clip-path="url(#${clip})">${inner}</g>`;
  out += el('path', { d, fill: 'none', stroke: seamColor(n.cloth), 'stroke-width': 1, 'stroke-opacity': 0.7 });
  const fringeColor = shade(n.cloth, -0.2);
  const fringeAcross = (a: Pt, b: Pt, outward: Pt): string => {
    let f = '';
    for (let k = 0; k <= 40; k++) {
      const p = lerpPt(a, b, k / 40);
      const j = ((k * 7) % 5) - 2;
      f += `M${P(p)}l${num(outward.x * (n.fringe + j) + j)} ${num(outward.y * (n.fringe + j))}`;
    }
    return el('path', { d: f, stroke: fringeColor, 'stroke-width': 1.5, 'stroke-linecap': 'round' });
  };
  out += fringeAcross(l0, r0, pt(-dirStart.x / ls, -dirStart.y / ls));
  out += fringeAcross(lN, rN, pt(-dirEnd.x / le, -dirEnd.y / le));
  return { body: out, silhouette: [{ d }], box };
}

function lerpPt(a: Pt, b: Pt, t: number): Pt {
  return pt(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
}

/** Three folded netelas stacked shop-style, top one last; `tibebs` lets a category mix colourways. */
export function foldedStack(doc: Doc, n: NetelaDesign, tibebs: readonly Tibeb[]): Figure {
  const [a = n.tibeb, b = a, c = b] = tibebs;
  return combine(
    place(foldedCloth(doc, 380, 230, shade(n.cloth, -0.04), c, n.bandH * 0.6, n.fringe * 0.7, true), -30, 120),
    place(foldedCloth(doc, 380, 230, shade(n.cloth, -0.02), b, n.bandH * 0.6, n.fringe * 0.7, true), 14, 60),
    place(foldedCloth(doc, 380, 240, n.cloth, a, n.bandH * 0.65, n.fringe * 0.8, true), -8, 0),
  );
}

export function netela(doc: Doc, look: Look, view: number): string {
  const n = designNetela(look);
  const bg = look.palette.background;
  if (view === 1) return productShot(doc, sCurve(doc, n), bg, 800, 1000, 0.07);
  if (view === 2) return closeUp(doc, onRod(doc, n), { x: -n.width * 0.1, y: 660 }, 2.3, -5, bg, n.cloth);
  if (view === 3) {
    return productShot(doc, foldedStack(doc, n, [n.tibeb, n.tibeb, n.tibeb]), bg, 800, 1000, 0.12);
  }
  return productShot(doc, onRod(doc, n), bg, 800, 1000, 0.06);
}

