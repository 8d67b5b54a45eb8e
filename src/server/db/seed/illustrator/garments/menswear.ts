import { clothLayer, combine, foldGradient, seamColor, trimStroke, type Figure, type Shape } from '../fabric';
import { mirror, P, pt, smoothThrough, unionBox, type Box, type Pt } from '../geometry';
import { bandAlong, curvedBand, hBand, vBand, type Tibeb } from '../patterns';
import { type Doc, el, num, shade } from '../svg';
import { drawSleeves } from './sleeves';

/** A men's (or boys') traditional shirt: long tunic, band collar, tibeb placket and cuffs. */
export interface ShirtDesign {
  neckW: number;
  neckDepth: number;
  collarH: number;
  shoulderW: number;
  shoulderDrop: number;
  chestW: number;
  armpitY: number;
  length: number;
  hemW: number;
  slit: number;
  sleeveLen: number;
  cuffW: number;
  sleeveAngle: number;
  cuffBandH: number;
  placketW: number;
  placketLen: number;
  /** Narrow tibeb strips framing the placket, like an embroidered shield. */
  bib: boolean;
  hemBandH: number;
  buttons: number;
  cloth: string;
  tibeb: Tibeb;
  trim: Tibeb;
}

export type ShirtPose = 'front' | 'back' | 'hanger';

function neckCurve(w: number, depth: number, dy = 0): string {
  return `C${num(-w * 0.92)} ${num(depth * 1.33 + dy)} ${num(w * 0.92)} ${num(depth * 1.33 + dy)} ${num(w)} ${num(dy)}`;
}

export function drawShirt(doc: Doc, s: ShirtDesign, pose: ShirtPose): Figure {
  const back = pose === 'back';
  const outline = seamColor(s.cloth);
  const dark = shade(s.cloth, -0.55);
  const band: Tibeb = { ...s.tibeb, ground: s.cloth };
  const depth = back ? 6 : s.neckDepth;
  const N = pt(s.neckW, 0);
  const S = pt(s.shoulderW, s.shoulderDrop);
  const A = pt(s.chestW, s.armpitY);
  const H = pt(s.hemW, s.length);
  const sideC1 = pt(A.x + 2, A.y + (H.y - A.y) * 0.35);
  const sideC2 = pt(H.x - 4, H.y - (H.y - A.y) * 0.3);
  const hemSag = 10;
  const bodyD =
    `M${P(mirror(N))}${neckCurve(s.neckW, depth)}L${P(S)}C${num(S.x + 3)} ${num(S.y + 40)} ${num(A.x + 3)} ${num(A.y - 40)} ${P(A)}` +
    `C${P(sideC1)} ${P(sideC2)} ${P(H)}Q0 ${num(H.y + hemSag * 2)} ${P(mirror(H))}` +
    `C${P(mirror(sideC2))} ${P(mirror(sideC1))} ${P(mirror(A))}C${num(-A.x - 3)} ${num(A.y - 40)} ${num(-S.x - 3)} ${num(S.y + 40)} ${P(mirror(S))}Z`;
  const box: Box = { x: -s.hemW - 4, y: -s.collarH - 14, w: s.hemW * 2 + 8, h: s.length + s.collarH + 30 };
  const clip = doc.clip(`<path d="${bodyD}"/>`);
  const hemY = (x: number): number => s.length + hemSag * (1 - (x / s.hemW) ** 2);

  let inner = '';
  if (!back) {
    const top = depth - 4;
    inner += vBand(doc, band, 0, top, top + s.placketLen, s.placketW, { compact: s.placketW < 40 });
    if (s.bib) {
      const off = s.placketW / 2 + 14;
      for (const sx of [-1, 1]) inner += vBand(doc, band, sx * off, top + 10, top + s.placketLen, 14, { compact: true });
      inner += hBand(doc, band, -off - 7, top + s.placketLen - 2, off * 2 + 14, 14, { compact: true });
    }
    // The neck opening slit with thread-wrapped buttons.
    const slitEnd = depth + s.placketLen * 0.62;
    inner += el('path', { d: `M0 ${num(depth)}L0 ${num(slitEnd)}`, stroke: shade(s.cloth, -0.45), 'stroke-width': 1.6 });
    for (let i = 0; i < s.buttons; i++) {
      const y = depth + 18 + (i * (slitEnd - depth - 26)) / Math.max(1, s.buttons - 1);
      inner += el('circle', { cx: 0, cy: y, r: 4.5, fill: s.trim.colors[1] ?? '#C9962B', stroke: shade(s.trim.colors[1] ?? '#C9962B', -0.35), 'stroke-width': 0.8 });
    }
  } else {
    // Back yoke seam.
    inner += el('path', { d: `M${num(-S.x)} ${num(S.y + 60)}Q0 ${num(S.y + 70)} ${num(S.x)} ${num(S.y + 60)}`, fill: 'none', stroke: outline, 'stroke-width': 1.2 });
    inner += el('path', { d: `M0 ${num(S.y + 66)}l-8 24M0 ${num(S.y + 66)}l8 24`, fill: 'none', stroke: outline, 'stroke-width': 1, 'stroke-opacity': 0.7 });
  }
  if (s.hemBandH > 0) inner += curvedBand(doc, band, -s.hemW - 30, s.hemW + 30, (x) => hemY(x) - 10 - s.hemBandH, s.hemBandH);
  // Long vertical drape folds.
  const fold = foldGradient(doc, dark, 0.14);
  for (const f of [-0.62, -0.25, 0.3, 0.66]) {
    const x = f * s.hemW;
    inner += el('path', { d: `M${num(x * 0.7)} ${num(s.armpitY + 40)}L${num(x - 12)} ${num(s.length + 20)}L${num(x + 8)} ${num(s.length + 20)}Z`, fill: `url(#${fold})` });
  }
  let out = '';
  // Inside back of the garment, seen through the neck opening.
  out += el('path', { d: `M${P(mirror(N))}Q0 8 ${P(N)}L${num(N.x)} ${num(depth + 10)}L${num(-N.x)} ${num(depth + 10)}Z`, fill: shade(s.cloth, -0.14) });
  out += clothLayer(doc, bodyD, clip, box, s.cloth, 1, inner);
  out += el('path', { d: bodyD, fill: 'none', stroke: outline, 'stroke-width': 1.4, 'stroke-linejoin': 'round' });
  if (s.slit > 0) {
    for (const sx of [-1, 1]) {
      out += el('path', { d: `M${num(sx * (H.x - 1))} ${num(H.y)}L${num(sx * (H.x - 7))} ${num(H.y - s.slit)}`, stroke: outline, 'stroke-width': 1.4, fill: 'none' });
    }
  }
  const silhouette: Shape[] = [{ d: bodyD }];
  let fullBox = box;
  const sleeves = drawSleeves(
    doc, { sleeve: 'long', sleeveLen: s.sleeveLen, cuffW: s.cuffW }, S, A, pose === 'hanger' ? 4 : s.sleeveAngle, s.cloth, band, s.cuffBandH,
  );
  out += sleeves.body;
  silhouette.push(...sleeves.silhouette);
  fullBox = unionBox(fullBox, sleeves.box);

  // Band collar: stands up from the neckline; its front ends meet at the slit.
  const ch = s.collarH;
  const collarD =
    `M${num(-N.x)} ${num(2)}${neckCurve(s.neckW, depth, 2)}L${num(N.x - 3)} ${num(-ch)}` +
    `C${num(s.neckW * 0.92 - 3)} ${num(depth * 0.8 - ch)} ${num(-s.neckW * 0.92 + 3)} ${num(depth * 0.8 - ch)} ${num(-N.x + 3)} ${num(-ch)}Z`;
  // Inner face of the back collar, seen over the lower front edge: a slim, lightly shaded crescent.
  const backCollar = `M${num(-N.x + 3)} ${num(-ch)}Q0 ${num(-ch - (back ? 0 : 5))} ${num(N.x - 3)} ${num(-ch)}L${num(N.x - 3)} 6L${num(-N.x + 3)} 6Z`;
  const collarClip = doc.clip(`<path d="${collarD}"/>`);
  out += el('path', { d: backCollar, fill: shade(s.cloth, -0.07), stroke: outline, 'stroke-width': 1.2 });
  const mid = `M${num(-N.x - 4)} ${num(-ch / 2 + 1)}${neckCurve(s.neckW + 4, depth, -ch / 2 + 1)}`;
  out += el('path', { d: collarD, fill: s.cloth });
  out += `<g clip-path="url(#${collarClip})">${trimStroke(mid, ch * 0.78, s.trim, s.cloth)}</g>`;
  out += el('path', { d: collarD, fill: 'none', stroke: outline, 'stroke-width': 1.3, 'stroke-linejoin': 'round' });
  if (!back) out += el('path', { d: `M0 ${num(depth - ch + 4)}L0 ${num(depth + 2)}`, stroke: shade(s.cloth, -0.35), 'stroke-width': 2 });
  silhouette.push({ d: collarD });
  return { body: out, silhouette, box: fullBox };
}

/** Jodhpur-cut trousers: full through the thigh, close at the calf, tibeb at the ankle. */
export interface TrouserDesign {
  waistW: number;
  crotchY: number;
  legX: number;
  thigh: number;
  kneeY: number;
  knee: number;
  length: number;
  ankle: number;
  ankleBandH: number;
  cloth: string;
  tibeb: Tibeb;
}

export function drawTrousers(doc: Doc, t: TrouserDesign): Figure {
  const outline = seamColor(t.cloth);
  const dark = shade(t.cloth, -0.55);
  const band: Tibeb = { ...t.tibeb, ground: t.cloth };
  const outer: Pt[] = [pt(t.waistW, 0), pt(t.waistW + 16, t.crotchY * 0.45), pt(t.legX + t.thigh, t.crotchY + 40), pt(t.legX + t.knee, t.kneeY), pt(t.legX + t.ankle, t.length)];
  const innerPts: Pt[] = [pt(t.legX - t.ankle, t.length), pt(t.legX - t.knee + 2, t.kneeY), pt(t.legX - t.thigh * 0.5, t.crotchY + 50), pt(3, t.crotchY)];
  const legD = `M0 0L${P(pt(t.waistW, 0))}${smoothThrough(outer)}Q${num(t.legX)} ${num(t.length + 6)} ${P(pt(t.legX - t.ankle, t.length))}${smoothThrough(innerPts)}L0 ${num(t.crotchY - 6)}Z`;
  const box: Box = { x: 0, y: 0, w: t.legX + t.thigh + 6, h: t.length + 8 };
  const clip = doc.clip(`<path d="${legD}"/>`);
  let inner = hBand(doc, band, t.legX - t.ankle - 10, t.length - 12 - t.ankleBandH, t.ankle * 2 + 20, t.ankleBandH, { compact: t.ankleBandH < 34 });
  // Drape folds: diagonal pulls at the thigh, stacked ripples at the calf.
  for (let i = 0; i < 3; i++) {
    const y = t.kneeY + 40 + i * 60;
    const side = i % 2 === 0 ? 1 : -1;
    inner += el('path', {
      d: `M${num(t.legX + side * t.knee * 0.9)} ${num(y)}q${num(-side * t.knee * 0.6)} 6 ${num(-side * t.knee * 1.1)} 22`,
      fill: 'none', stroke: dark, 'stroke-opacity': 0.08, 'stroke-width': 3, 'stroke-linecap': 'round',
    });
  }
  inner += el('path', { d: `M${num(t.legX - 10)} ${num(t.crotchY - 40)}Q${num(t.legX + t.thigh * 0.5)} ${num(t.crotchY + 60)} ${num(t.legX + 6)} ${num(t.kneeY)}`, fill: 'none', stroke: dark, 'stroke-opacity': 0.1, 'stroke-width': 4 });
  const f = foldGradient(doc, dark, 0.12);
  inner += el('path', { d: `M${num(t.legX)} ${num(t.crotchY)}L${num(t.legX - 10)} ${num(t.length)}L${num(t.legX + 10)} ${num(t.length)}Z`, fill: `url(#${f})` });
  let leg = clothLayer(doc, legD, clip, box, t.cloth, 0.9, inner);
  leg += el('path', { d: legD, fill: 'none', stroke: outline, 'stroke-width': 1.4, 'stroke-linejoin': 'round' });
  leg += el('path', { d: `M0 ${num(t.crotchY - 6)}L0 0`, stroke: outline, 'stroke-width': 1.2 });
  return {
    body: leg + `<g transform="scale(-1 1)">${leg}</g>`,
    silhouette: [{ d: legD }, { d: legD, t: 'scale(-1 1)' }],
    box: { x: -box.w, y: 0, w: box.w * 2, h: box.h },
  };
}

/**
 * A gabi/netela worn the way men wear it to church: wrapped across the chest
 * from the right hip, up over the left shoulder, with the fringed end falling
 * in front of the left arm. The tibeb border runs along the lower edge.
 */
export function drawShoulderDrape(doc: Doc, shirt: ShirtDesign, cloth: string, t: Tibeb, bandH: number): Figure {
  const sw = shirt.shoulderW;
  const sd = shirt.shoulderDrop;
  const L = shirt.length;
  const nw = shirt.neckW;
  const dark = shade(cloth, -0.55);
  const band: Tibeb = { ...t, ground: cloth };
  const outline = seamColor(cloth);
  const fold = foldGradient(doc, dark, 0.2);

  // Diagonal wrap across the chest.
  const lowL = pt(-sw - 14, sd + 190);
  const lowR = pt(sw * 0.78, L * 0.8);
  const wrapD =
    `M${num(-sw - 10)} ${num(sd + 4)}Q${num(-sw * 0.55)} -20 ${num(-nw - 4)} -4` +
    `Q${num(sw * 0.3)} ${num(L * 0.22)} ${num(sw + 10)} ${num(L * 0.55)}` +
    `Q${num(sw + 6)} ${num(L * 0.72)} ${P(lowR)}Q${num(0)} ${num(L * 0.6)} ${P(lowL)}Z`;
  const wrapBox: Box = { x: -sw - 16, y: -22, w: sw * 2 + 30, h: L * 0.82 + 24 };
  const wrapClip = doc.clip(`<path d="${wrapD}"/>`);
  const off = bandH / 2 + 12;
  const nx = (lowR.y - lowL.y) / Math.hypot(lowR.x - lowL.x, lowR.y - lowL.y);
  const ny = -(lowR.x - lowL.x) / Math.hypot(lowR.x - lowL.x, lowR.y - lowL.y);
  let wrapInner = bandAlong(doc, band, lowL.x + nx * off, lowL.y + ny * off - 14, lowR.x + nx * off, lowR.y + ny * off - 14, bandH, {}, 40);
  for (const k of [0.25, 0.5, 0.75]) {
    const a = pt(-sw + k * sw * 0.6, sd + k * 40);
    const b = pt(-sw * 0.2 + k * sw * 1.6, L * (0.3 + k * 0.4));
    wrapInner += el('path', { d: `M${P(a)}L${P(b)}L${num(b.x - 26)} ${num(b.y + 14)}Z`, fill: `url(#${fold})` });
  }
  let out = el('path', { d: wrapD, fill: dark, 'fill-opacity': 0.07, transform: 'translate(3 7)' });
  out += clothLayer(doc, wrapD, wrapClip, wrapBox, cloth, 0.8, wrapInner);
  out += el('path', { d: wrapD, fill: 'none', stroke: outline, 'stroke-width': 1.3, 'stroke-linejoin': 'round' });

  // Fringed end falling over the left shoulder.
  const x0 = -sw - 34;
  const x1 = -sw + 66;
  const bottom = L * 0.92;
  const endD = `M${num(x0 + 4)} ${num(sd + 26)}Q${num(-sw)} ${num(sd - 22)} ${num(x1 - 8)} ${num(sd - 6)}Q${num(x1 + 2)} ${num(L * 0.5)} ${num(x1 + 6)} ${num(bottom)}L${num(x0 - 4)} ${num(bottom + 8)}Q${num(x0 - 6)} ${num(L * 0.5)} ${num(x0 + 4)} ${num(sd + 26)}Z`;
  const endBox: Box = { x: x0 - 8, y: sd - 24, w: x1 - x0 + 20, h: bottom - sd + 40 };
  const endClip = doc.clip(`<path d="${endD}"/>`);
  let endInner = bandAlong(doc, band, x0 - 10, bottom - 14 - bandH / 2, x1 + 10, bottom - 18 - bandH / 2, bandH, {}, 6);
  for (const fx of [0.3, 0.7]) {
    const x = x0 + (x1 - x0) * fx;
    endInner += el('path', { d: `M${num(x)} ${num(sd + 10)}L${num(x - 12)} ${num(bottom + 10)}L${num(x + 10)} ${num(bottom + 10)}Z`, fill: `url(#${fold})` });
  }
  out += el('path', { d: endD, fill: dark, 'fill-opacity': 0.08, transform: 'translate(4 6)' });
  out += clothLayer(doc, endD, endClip, endBox, cloth, 0.8, endInner);
  out += el('path', { d: endD, fill: 'none', stroke: outline, 'stroke-width': 1.3, 'stroke-linejoin': 'round' });
  let fringe = '';
  for (let i = 0; i <= 18; i++) {
    const x = x0 - 4 + ((x1 + 6 - (x0 - 4)) * i) / 18;
    const y = bottom + 8 - (8 * i) / 18;
    fringe += `M${num(x)} ${num(y - 1)}q${num(1 + (i % 2))} 12 ${num(((i * 7) % 5) - 2)} ${num(24 + (i % 4) * 2)}`;
  }
  out += el('path', { d: fringe, stroke: shade(cloth, -0.2), 'stroke-width': 1.4, 'stroke-linecap': 'round', fill: 'none' });
  return {
    body: out,
    silhouette: [{ d: wrapD }, { d: endD }],
    box: unionBox(wrapBox, { ...endBox, h: endBox.h + 34 }),
  };
}

/** Shirt over trousers: the trousers are drawn first so the tunic covers the waist. */
export function drawSuit(doc: Doc, s: ShirtDesign, t: TrouserDesign, pose: ShirtPose, drape: Figure | null): Figure {
  const legsTop = s.length - t.crotchY - 40;
  const trousers = drawTrousers(doc, t);
  const placed: Figure = {
    body: `<g transform="translate(0 ${num(legsTop)})">${trousers.body}</g>`,
    silhouette: trousers.silhouette.map((sh) => ({ d: sh.d, t: sh.t ? `translate(0 ${num(legsTop)}) ${sh.t}` : `translate(0 ${num(legsTop)})` })),
    box: { ...trousers.box, y: trousers.box.y + legsTop },
  };
  const shirt = drawShirt(doc, s, pose);
  return drape ? combine(placed, shirt, drape) : combine(placed, shirt);
}
