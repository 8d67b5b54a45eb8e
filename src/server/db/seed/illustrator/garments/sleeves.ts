import { clothLayer, seamColor, type Figure } from '../fabric';
import { hang, P, pt, unionBox, type Box, type Pt } from '../geometry';
import { bandAlong, type Tibeb } from '../patterns';
import { el, num, shade, type Doc } from '../svg';
import type { SleeveKind } from './dress-design';

export interface SleeveSpec {
  sleeve: SleeveKind;
  sleeveLen: number;
  cuffW: number;
}

interface Sleeve {
  d: string;
  box: Box;
  cuffIn: Pt;
  cuffOut: Pt;
  dir: Pt;
}

function sleeveGeometry(s: SleeveSpec, S: Pt, A: Pt, angle: number): Sleeve {
  const dir = hang(angle);
  const n = pt(dir.y, -dir.x);
  const top = pt((S.x + A.x) / 2, (S.y + A.y) / 2);
  const len = s.sleeveLen;
  const C = pt(top.x + dir.x * len, top.y + dir.y * len);
  const cw = s.cuffW;
  const co = pt(C.x + n.x * cw, C.y + n.y * cw);
  const ci = pt(C.x - n.x * cw, C.y - n.y * cw);
  // Puff sleeves balloon out between shoulder and band; others taper gently.
  const bulge = s.sleeve === 'puff' ? 26 : s.sleeve === 'short' ? 8 : 4;
  const oc1 = pt(S.x + dir.x * len * 0.3 + n.x * (bulge + 6), S.y + dir.y * len * 0.3 + n.y * (bulge + 6));
  const oc2 = pt(co.x - dir.x * len * 0.35 + n.x * bulge, co.y - dir.y * len * 0.35 + n.y * bulge);
  const ic1 = pt(ci.x - dir.x * len * 0.35 - n.x * bulge * 0.6, ci.y - dir.y * len * 0.35 - n.y * bulge * 0.6);
  const ic2 = pt(A.x + dir.x * len * 0.18, A.y + dir.y * len * 0.18);
  const hemBow = s.sleeve === 'bell' ? 14 : 5;
  const seamCtl = pt((A.x + S.x) / 2 - n.x * 12, (A.y + S.y) / 2 - n.y * 12);
  const d =
    `M${P(S)}C${P(oc1)} ${P(oc2)} ${P(co)}` +
    `Q${num(C.x + dir.x * hemBow)} ${num(C.y + dir.y * hemBow)} ${P(ci)}` +
    `C${P(ic1)} ${P(ic2)} ${P(A)}Q${P(seamCtl)} ${P(S)}Z`;
  const xs = [S.x, A.x, co.x, ci.x, oc1.x, oc2.x];
  const ys = [S.y, A.y, co.y, ci.y, oc1.y, oc2.y, C.y + hemBow];
  const box = { x: Math.min(...xs), y: Math.min(...ys), w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
  return { d, box, cuffIn: ci, cuffOut: co, dir };
}

/**
 * Both sleeves of a garment: the right one is drawn, the left is its mirror
 * (garments are symmetric about x = 0, and clip paths mirror with it).
 */
export function drawSleeves(
  doc: Doc, spec: SleeveSpec, S: Pt, A: Pt, angle: number, cloth: string, band: Tibeb, cuffBandH: number,
): Figure {
  const dark = shade(cloth, -0.55);
  const outline = seamColor(cloth);
  const sl = sleeveGeometry(spec, S, A, angle);
  const clip = doc.clip(`<path d="${sl.d}"/>`);
  let sleeve = '';
  // Two offset copies at low opacity fake the soft shadow a sleeve casts on the body.
  sleeve += el('path', { d: sl.d, fill: dark, 'fill-opacity': 0.05, transform: 'translate(5 7)' });
  sleeve += el('path', { d: sl.d, fill: dark, 'fill-opacity': 0.05, transform: 'translate(2 3)' });
  let inner = '';
  if (cuffBandH > 0) {
    const off = 7 + cuffBandH / 2;
    const a = pt(sl.cuffIn.x - sl.dir.x * off, sl.cuffIn.y - sl.dir.y * off);
    const b = pt(sl.cuffOut.x - sl.dir.x * off, sl.cuffOut.y - sl.dir.y * off);
    inner += bandAlong(doc, band, a.x, a.y, b.x, b.y, cuffBandH, {}, 30);
  }
  // A long crease down the arm.
  const mid = pt((sl.cuffIn.x + sl.cuffOut.x) / 2, (sl.cuffIn.y + sl.cuffOut.y) / 2);
  inner += el('path', {
    d: `M${num(S.x - 6)} ${num(S.y + 40)}Q${num((S.x + mid.x) / 2 + 6)} ${num((S.y + mid.y) / 2)} ${num(mid.x + 4)} ${num(mid.y - 30)}`,
    fill: 'none', stroke: dark, 'stroke-opacity': 0.1, 'stroke-width': 3, 'stroke-linecap': 'round',
  });
  sleeve += clothLayer(doc, sl.d, clip, sl.box, cloth, 0.9, inner);
  sleeve += el('path', { d: sl.d, fill: 'none', stroke: outline, 'stroke-width': 1.4, 'stroke-linejoin': 'round' });
  return {
    body: sleeve + `<g transform="scale(-1 1)">${sleeve}</g>`,
    silhouette: [{ d: sl.d }, { d: sl.d, t: 'scale(-1 1)' }],
    box: unionBox(sl.box, { x: -sl.box.x - sl.box.w, y: sl.box.y, w: sl.box.w, h: sl.box.h }),
  };
}

