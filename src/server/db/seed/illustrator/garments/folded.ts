import { clothLayer, seamColor, trimStroke, type Figure } from '../fabric';
import { bandAlong, hBand, vBand, type Tibeb } from '../patterns';
import { type Doc, el, num, shade } from '../svg';

/**
 * A shirt folded shop-style: collar on top, placket down the middle, sleeves
 * tucked behind. Centred on x = 0, top of the collar near y = 0.
 */
export function foldedShirt(doc: Doc, cloth: string, t: Tibeb, trim: Tibeb, w = 300, h = 340, placketW = 40): Figure {
  const hw = w / 2;
  const d = `M${num(-hw)} 34Q${num(-hw)} 20 ${num(-hw + 16)} 18L${num(-52)} 6L52 6L${num(hw - 16)} 18Q${num(hw)} 20 ${num(hw)} 34L${num(hw)} ${num(h - 8)}Q${num(hw)} ${num(h)} ${num(hw - 8)} ${num(h)}L${num(-hw + 8)} ${num(h)}Q${num(-hw)} ${num(h)} ${num(-hw)} ${num(h - 8)}Z`;
  const box = { x: -hw - 4, y: -24, w: w + 8, h: h + 30 };
  const clip = doc.clip(`<path d="${d}"/>`);
  const band: Tibeb = { ...t, ground: cloth };
  const dark = shade(cloth, -0.55);
  let inner = vBand(doc, band, 0, 20, h * 0.62, placketW, { compact: true });
  inner += el('path', { d: `M0 30L0 ${num(h * 0.45)}`, stroke: shade(cloth, -0.4), 'stroke-width': 1.5 });
  for (let i = 0; i < 4; i++) inner += el('circle', { cx: 0, cy: 48 + i * 30, r: 4, fill: t.colors[1] ?? '#C9962B' });
  // Tucked sleeves show as diagonal fold edges from the shoulders.
  for (const sx of [-1, 1]) {
    inner += el('path', { d: `M${num(sx * (hw - 6))} 40L${num(sx * (hw - 60))} ${num(h * 0.72)}`, stroke: seamColor(cloth), 'stroke-width': 1.3, fill: 'none' });
    inner += el('path', { d: `M${num(sx * (hw - 4))} 40L${num(sx * (hw - 58))} ${num(h * 0.72)}L${num(sx * hw)} ${num(h * 0.72)}Z`, fill: dark, 'fill-opacity': 0.06 });
  }
  inner += hBand(doc, band, -hw, h - 34, w, 26, { compact: true });
  inner += el('path', { d: `M${num(-hw)} ${num(h * 0.74)}Q0 ${num(h * 0.76)} ${num(hw)} ${num(h * 0.74)}`, stroke: dark, 'stroke-opacity': 0.12, 'stroke-width': 3, fill: 'none' });
  let out = clothLayer(doc, d, clip, box, cloth, 0.7, inner);
  out += el('path', { d, fill: 'none', stroke: seamColor(cloth), 'stroke-width': 1.4 });
  // Standing collar.
  const collar = 'M-52 6C-50 -22 50 -22 52 6C40 -4 -40 -4 -52 6Z';
  out += el('path', { d: 'M-46 2C-40 26 40 26 46 2Z', fill: shade(cloth, -0.14) });
  out += el('path', { d: collar, fill: cloth, stroke: seamColor(cloth), 'stroke-width': 1.3 });
  const cc = doc.clip(`<path d="${collar}"/>`);
  out += `<g clip-path="url(#${cc})">${trimStroke('M-54 -2C-46 -16 46 -16 54 -2', 12, trim, cloth)}</g>`;
  return { body: out, silhouette: [{ d }, { d: collar }], box };
}

/**
 * A folded length of cloth seen from above: the patterned end lies on top
 * with its fringe spilling over the front edge. Top-left at (0, 0).
 */
export function foldedCloth(doc: Doc, w: number, h: number, cloth: string, t: Tibeb, bandH: number, fringe: number, sheer: boolean): Figure {
  const d = `M2 0L${num(w - 2)} 0Q${num(w)} 0 ${num(w)} 3L${num(w)} ${num(h)}L0 ${num(h)}L0 3Q0 0 2 0Z`;
  const box = { x: -2, y: -2, w: w + 4, h: h + fringe + 6 };
  const clip = doc.clip(`<path d="${d}"/>`);
  const dark = shade(cloth, -0.55);
  const band: Tibeb = sheer ? t : { ...t, ground: cloth };
  let inner = hBand(doc, band, -2, h - bandH - 10, w + 4, bandH);
  inner += hBand(doc, band, -2, h - bandH - 10 - 16 - bandH * 0.3, w + 4, bandH * 0.3, { compact: true });
  // Edges of the folded layers below, as soft horizontal lines.
  for (let i = 1; i <= 3; i++) inner += el('path', { d: `M0 ${num(i * 5)}H${num(w)}`, stroke: dark, 'stroke-opacity': 0.08, 'stroke-width': 1 });
  inner += el('path', { d: `M0 ${num(h * 0.45)}Q${num(w / 2)} ${num(h * 0.48)} ${num(w)} ${num(h * 0.45)}`, stroke: '#ffffff', 'stroke-opacity': 0.6, 'stroke-width': 6, fill: 'none' });
  let out = clothLayer(doc, d, clip, box, cloth, 0.6, inner);
  out += el('path', { d, fill: 'none', stroke: seamColor(cloth), 'stroke-width': 1.2 });
  if (fringe > 0) out += fringeLine(0, h, w, fringe, shade(cloth, -0.16), 5);
  return { body: out, silhouette: [{ d }], box };
}

/** Twisted-thread fringe hanging from a straight edge. */
export function fringeLine(x: number, y: number, w: number, len: number, color: string, pitch = 5, angle = 0): string {
  let d = '';
  const n = Math.floor(w / pitch);
  for (let i = 0; i <= n; i++) {
    const jitter = ((i * 7) % 5) - 2;
    d += `M${num(x + i * pitch)} ${num(y)}q${num(1 + angle)} ${num(len * 0.5)} ${num(jitter * 0.6 + angle * 2)} ${num(len + jitter)}`;
  }
  return el('path', { d, stroke: color, 'stroke-width': 1.5, 'stroke-linecap': 'round', fill: 'none' });
}

/** Trousers folded in half lengthwise, ankle bands at the bottom. */
export function foldedTrousers(doc: Doc, cloth: string, t: Tibeb, w = 200, h = 300): Figure {
  const d = `M0 0L${num(w)} 0L${num(w - 10)} ${num(h)}L10 ${num(h)}Z`;
  const box = { x: -2, y: -2, w: w + 4, h: h + 4 };
  const clip = doc.clip(`<path d="${d}"/>`);
  const band: Tibeb = { ...t, ground: cloth };
  let inner = hBand(doc, band, 0, h - 46, w, 34);
  inner += el('path', { d: `M${num(w / 2)} 0L${num(w / 2)} ${num(h)}`, stroke: seamColor(cloth), 'stroke-width': 1.2 });
  inner += bandAlong(doc, band, 0, 14, w, 14, 10, { compact: true });
  let out = clothLayer(doc, d, clip, box, cloth, 0.6, inner);
  out += el('path', { d, fill: 'none', stroke: seamColor(cloth), 'stroke-width': 1.3 });
  return { body: out, silhouette: [{ d }], box };
}
