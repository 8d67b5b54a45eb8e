import { clothLayer, foldGradient, seamColor, trimStroke, type Figure, type Shape } from '../fabric';
import { mirror, P, pt, smoothThrough, unionBox, type Box, type Pt } from '../geometry';
import { bandAlong, curvedBand, hBand, vBand, type Tibeb } from '../patterns';
import { type Doc, el, num, shade } from '../svg';
import { drawCape } from './cape';
import { drawSleeves } from './sleeves';
import type { DressDesign, DressPose, NeckKind } from './dress-design';

export type { CapeDesign, DressDesign, DressPose, NeckKind, SleeveKind } from './dress-design';

/** Front neckline from the left shoulder-neck point to the right one. */
function neckline(kind: NeckKind, w: number, depth: number): string {
  switch (kind) {
    case 'v':
      return `Q${num(-w * 0.45)} ${num(depth * 0.62)} 0 ${num(depth)}Q${num(w * 0.45)} ${num(depth * 0.62)} ${num(w)} 0`;
    case 'square':
      return (
        `L${num(-w * 0.86)} ${num(depth - 8)}Q${num(-w * 0.86)} ${num(depth)} ${num(-w * 0.7)} ${num(depth)}` +
        `L${num(w * 0.7)} ${num(depth)}Q${num(w * 0.86)} ${num(depth)} ${num(w * 0.86)} ${num(depth - 8)}L${num(w)} 0`
      );
    default:
      return `C${num(-w * 0.92)} ${num(depth * 1.33)} ${num(w * 0.92)} ${num(depth * 1.33)} ${num(w)} 0`;
  }
}

export function drawDress(doc: Doc, s: DressDesign, pose: DressPose): Figure {
  const back = pose === 'back';
  const flat = pose === 'flat';
  const neck: NeckKind = back ? 'round' : s.neck;
  const neckDepth = back ? Math.min(s.neckDepth, 14) : s.neckDepth;
  const hemW = flat ? s.hemW * 1.1 : s.hemW;
  const waveAmp = flat ? s.waveAmp * 0.4 : s.waveAmp;
  const sleeveAngle = flat ? 52 : back ? s.sleeveAngle + 3 : s.sleeveAngle;
  const outline = seamColor(s.cloth);
  const dark = shade(s.cloth, -0.55);

  const N = pt(s.neckW, 0);
  const S = pt(s.shoulderW, s.shoulderDrop);
  const A = pt(s.bustW, s.armpitY);
  const W = pt(s.waistW, s.waistY);
  const smoothHem = (x: number): number => s.length + s.hemSag * (1 - (x / hemW) ** 2);
  const hemY = (x: number): number =>
    smoothHem(x) + waveAmp * Math.sin((x / hemW) * Math.PI * s.waves + s.wavePhase) * (1 - 0.5 * Math.abs(x / hemW));
  const H = pt(hemW, hemY(hemW));

  const sleeveless = s.sleeve === 'none';
  const armC1 = sleeveless ? pt(S.x - 4, S.y + 44) : pt(S.x + 3, S.y + 30);
  const armC2 = sleeveless ? pt(A.x - 24, A.y - 14) : pt(A.x + 4, A.y - 30);
  const sideC1 = pt(A.x, A.y + (W.y - A.y) * 0.4);
  const sideC2 = pt(W.x + 2, W.y - (W.y - A.y) * 0.35);
  const skirtC1 = pt(W.x + s.hipOut, W.y + (s.length - W.y) * 0.22);
  const skirtC2 = pt(H.x - (H.x - W.x) * 0.28, H.y - (s.length - W.y) * 0.45);

  const hemPts: Pt[] = [];
  const steps = Math.max(12, s.waves * 6);
  for (let i = 0; i <= steps; i++) {
    const x = hemW - (2 * hemW * i) / steps;
    hemPts.push(pt(x, hemY(x)));
  }
  const m = mirror;
  const bodyD =
    `M${P(m(N))}${neckline(neck, s.neckW, neckDepth)}` +
    `L${P(S)}C${P(armC1)} ${P(armC2)} ${P(A)}C${P(sideC1)} ${P(sideC2)} ${P(W)}C${P(skirtC1)} ${P(skirtC2)} ${P(H)}` +
    smoothThrough(hemPts) +
    `C${P(m(skirtC2))} ${P(m(skirtC1))} ${P(m(W))}C${P(m(sideC2))} ${P(m(sideC1))} ${P(m(A))}C${P(m(armC2))} ${P(m(armC1))} ${P(m(S))}Z`;
  const bodyBox: Box = { x: -hemW - 4, y: -6, w: hemW * 2 + 8, h: s.length + s.hemSag + waveAmp + 10 };
  const bodyClip = doc.clip(`<path d="${bodyD}"/>`);

  let out = '';
  // Inside of the back neckline, seen through the front opening: sells the 3-D "ghost mannequin" look.
  if (!back) {
    const innerTone = flat ? shade(s.cloth, -0.05) : shade(s.cloth, -0.13);
    out += el('path', {
      d: `M${P(m(N))}Q0 ${flat ? 4 : 12} ${P(N)}L${num(N.x)} ${num(neckDepth + 20)}L${num(-N.x)} ${num(neckDepth + 20)}Z`,
      fill: innerTone,
      stroke: outline,
      'stroke-width': 1.2,
    });
  }

  // ---- body ----
  const band: Tibeb = { ...s.tibeb, ground: s.cloth };
  let inside = '';
  if (!back && s.panelW > 0) inside += vBand(doc, band, 0, neckDepth - 6, s.length + s.hemSag + 30, s.panelW);
  let top = 0;
  s.hemBands.forEach((h, i) => {
    const offset = s.hemMargin + top + i * s.bandGap;
    inside += curvedBand(doc, band, -hemW - 30, hemW + 30, (x) => smoothHem(x) - offset - h, h);
    top += h;
  });
  if (back) {
    // Centre-back seam with covered buttons down to the waist.
    inside += el('path', { d: `M0 ${num(neckDepth)}L0 ${num(s.length + s.hemSag)}`, stroke: outline, 'stroke-width': 1.2, 'stroke-opacity': 0.8 });
    for (let y = neckDepth + 16; y < s.waistY; y += 26) {
      inside += el('circle', { cx: 0, cy: y, r: 4.2, fill: s.trim.colors[0], stroke: shade(s.trim.colors[0] ?? '#000', -0.3), 'stroke-width': 0.8 });
    }
  }
  // Waist seam and gathers: where a kemis bodice meets its full skirt.
  inside += el('path', {
    d: `M${num(-W.x - 6)} ${num(W.y)}Q0 ${num(W.y + 8)} ${num(W.x + 6)} ${num(W.y)}`,
    fill: 'none', stroke: outline, 'stroke-width': 1.1, 'stroke-opacity': 0.7,
  });
  if (s.scatter) inside += scatterMotifs(s, hemW, smoothHem);
  if (!back && s.chestPiece) inside += chestPiece(doc, s, band, neckDepth);
  if (s.sash) inside += sashBand(doc, s, W);
  // Skirt folds: shadow wedges fading up into the gathers, with a highlight beside each.
  const foldDark = foldGradient(doc, dark, 0.2);
  const foldLight = foldGradient(doc, '#ffffff', 0.22);
  for (const f of s.folds) {
    const hx = f * hemW;
    const tx = f * s.waistW * 0.8;
    const ty = s.waistY + 10 + Math.abs(f) * 40;
    const hy = smoothHem(hx) + 20;
    const w = 16 + (1 - Math.abs(f)) * 14;
    inside += el('path', { d: `M${num(tx)} ${num(ty)}Q${num((tx + hx) / 2 - w * 0.2)} ${num((ty + hy) / 2)} ${num(hx - w)} ${num(hy)}L${num(hx + w * 0.25)} ${num(hy)}Z`, fill: `url(#${foldDark})` });
    inside += el('path', { d: `M${num(tx + 3)} ${num(ty)}Q${num((tx + hx) / 2 + w * 0.4)} ${num((ty + hy) / 2)} ${num(hx + w * 0.3)} ${num(hy)}L${num(hx + w * 1.2)} ${num(hy)}Z`, fill: `url(#${foldLight})` });
  }
  // Bodice darts give the fitted top its shape.
  if (!flat) {
    for (const sx of [-1, 1]) {
      const x = sx * s.waistW * 0.5;
      inside += el('path', { d: `M${num(x)} ${num(W.y - 4)}Q${num(x + sx * 4)} ${num((A.y + W.y) / 2)} ${num(x + sx * 10)} ${num(A.y - 6)}`, fill: 'none', stroke: dark, 'stroke-opacity': 0.12, 'stroke-width': 2 });
    }
  }
  if (s.neckTrimW > 0) {
    const tw = s.neckTrimW;
    const d = `M${num(-N.x - tw * 0.5)} ${num(-tw)}L${num(-N.x - tw * 0.5)} 0${neckline(neck, s.neckW + tw * 0.5, neckDepth + tw * 0.5)}L${num(N.x + tw * 0.5)} ${num(-tw)}`;
    inside += trimStroke(d, tw, s.trim, s.cloth);
  }
  out += clothLayer(doc, bodyD, bodyClip, bodyBox, s.cloth, flat ? 0.6 : 1, inside);
  out += el('path', { d: bodyD, fill: 'none', stroke: outline, 'stroke-width': 1.4, 'stroke-linejoin': 'round' });
  if (sleeveless && s.neckTrimW > 0) {
    const arm = `M${P(S)}C${P(armC1)} ${P(armC2)} ${P(A)}`;
    const trim = `<g clip-path="url(#${bodyClip})">${trimStroke(arm, s.neckTrimW * 1.4, s.trim, s.cloth)}</g>`;
    out += trim + `<g transform="scale(-1 1)">${trim}</g>`;
  }

  // ---- sleeves ----
  const silhouette: Shape[] = [{ d: bodyD }];
  let box = bodyBox;
  if (!sleeveless) {
    const sl = drawSleeves(doc, s, S, A, sleeveAngle, s.cloth, band, s.cuffBandH);
    out += sl.body;
    silhouette.push(...sl.silhouette);
    box = unionBox(box, sl.box);
  }

  if (s.cape) {
    const cape = drawCape(doc, s, s.cape, back);
    out += cape.body;
    silhouette.push(...cape.silhouette);
    box = unionBox(box, cape.box);
  }
  return { body: out, silhouette, box };
}

/** Hand-embroidered scatter of tiny crosses across the skirt, staggered like real tilf work. */
function scatterMotifs(s: DressDesign, hemW: number, hemAt: (x: number) => number): string {
  const color = s.tibeb.colors[0] ?? '#000000';
  const accent = s.tibeb.colors[1] ?? color;
  let cross = '';
  let dots = '';
  const top = s.waistY + 70;
  const bandsH = s.hemBands.reduce((a, b) => a + b, 0) + s.hemMargin + s.bandGap * s.hemBands.length + 24;
  for (let row = 0, y = top; y < s.length - bandsH; row++, y += 62) {
    const spread = s.waistW + ((hemW - s.waistW) * (y - s.waistY)) / (s.length - s.waistY);
    for (let x = -spread + (row % 2 ? 30 : 0); x < spread; x += 60) {
      if (Math.abs(x) < s.panelW / 2 + 14 || y > hemAt(x) - bandsH) continue;
      cross += `M${num(x - 6)} ${num(y)}h12M${num(x)} ${num(y - 6)}v12`;
      dots += `M${num(x)} ${num(y - 9.5)}v0.1M${num(x)} ${num(y + 9.5)}v0.1M${num(x - 9.5)} ${num(y)}h0.1M${num(x + 9.5)} ${num(y)}h0.1`;
    }
  }
  return (
    el('path', { d: cross, stroke: color, 'stroke-width': 2.6, 'stroke-linecap': 'square', fill: 'none' }) +
    el('path', { d: dots, stroke: accent, 'stroke-width': 3, 'stroke-linecap': 'round', fill: 'none' })
  );
}

/** Shield-shaped embroidered chest piece: stacked narrow bands framed by a trim line. */
function chestPiece(doc: Doc, s: DressDesign, band: Tibeb, neckDepth: number): string {
  const w = s.neckW + 26;
  const bottom = s.armpitY + 46;
  const shape = `M${num(-w)} -4L${num(-w)} ${num(bottom - 40)}L0 ${num(bottom)}L${num(w)} ${num(bottom - 40)}L${num(w)} -4Z`;
  const clip = doc.clip(`<path d="${shape}"/>`);
  let inner = el('rect', { x: -w, y: -4, width: w * 2, height: bottom + 8, fill: s.cloth });
  let y = neckDepth - 6;
  let i = 0;
  while (y < bottom) {
    const h = i % 2 === 0 ? 30 : 16;
    inner += hBand(doc, { ...band, pattern: band.pattern + (i % 2) }, -w, y, w * 2, h, { compact: true });
    y += h + 4;
    i++;
  }
  // Drawn inside the body clip, so the neck opening stays uncovered.
  return (
    `<g clip-path="url(#${clip})">${inner}</g>` +
    el('path', { d: `M${num(-w)} ${num(neckDepth * 0.2)}L${num(-w)} ${num(bottom - 40)}L0 ${num(bottom)}L${num(w)} ${num(bottom - 40)}L${num(w)} ${num(neckDepth * 0.2)}`, fill: 'none', stroke: band.colors[0] ?? '#000', 'stroke-width': 3 })
  );
}

/** Woven mekenet sash knotted at the waist with hanging, fringed tails. */
function sashBand(doc: Doc, s: DressDesign, W: Pt): string {
  const h = 26;
  let out = hBand(doc, s.tibeb, -W.x - 20, W.y - h / 2 - 2, W.x * 2 + 40, h, { compact: true });
  const kx = W.x * 0.45;
  const ky = W.y;
  out += bandAlong(doc, s.tibeb, kx, ky, kx - 14, ky + 150, 22, { compact: true });
  out += bandAlong(doc, s.tibeb, kx + 6, ky, kx + 30, ky + 130, 22, { compact: true });
  out += el('ellipse', { cx: kx + 2, cy: ky + 2, rx: 13, ry: 11, fill: s.tibeb.colors[0], stroke: shade(s.tibeb.colors[0] ?? '#000', -0.3), 'stroke-width': 1 });
  return out;
}
