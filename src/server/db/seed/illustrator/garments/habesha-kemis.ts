import { foldPositions, tibebOf, type Look } from '../look';
import { closeUp, productShot } from '../scene';
import type { Doc } from '../svg';
import { drawDress, type DressDesign, type NeckKind, type SleeveKind } from './dress';

/** A classic ankle-length habesha kemis in white shemma with woven borders. */
export function designHabeshaKemis(look: Look): DressDesign {
  const r = look.rng;
  const neck = r.pick<NeckKind>(['round', 'round', 'round', 'v', 'v', 'square', 'boat']);
  const sleeve = r.pick<SleeveKind>(['long', 'long', 'long', 'long', 'long', 'three-quarter', 'bell']);
  const panel = r.chance(0.88);
  const bigBand = r.range(70, 118);
  const hemBands = r.chance(0.55) ? [bigBand, r.range(16, 26)] : [bigBand];
  const neckW = neck === 'boat' ? r.range(56, 64) : r.range(38, 46);
  return {
    neck,
    neckW,
    neckDepth: neck === 'v' ? r.range(75, 110) : neck === 'boat' ? r.range(14, 22) : r.range(34, 54),
    shoulderW: r.range(100, 108),
    shoulderDrop: r.range(16, 22),
    bustW: r.range(92, 98),
    armpitY: r.range(118, 128),
    waistW: r.range(70, 78),
    waistY: r.range(228, 246),
    hipOut: r.range(10, 18),
    length: r.range(810, 850),
    hemW: r.range(215, 290),
    hemSag: r.range(14, 26),
    waves: r.int(4, 7),
    waveAmp: r.range(5, 9),
    wavePhase: r.range(0, Math.PI * 2),
    sleeve,
    sleeveLen: sleeve === 'three-quarter' ? r.range(280, 310) : r.range(400, 440),
    cuffW: sleeve === 'bell' ? r.range(48, 56) : r.range(25, 30),
    sleeveAngle: r.range(9, 15),
    panelW: panel ? r.range(38, 66) : 0,
    hemBands: panel ? hemBands : [bigBand + 20, r.range(20, 30)],
    hemMargin: r.range(8, 16),
    bandGap: r.range(8, 16),
    cuffBandH: r.range(22, 30),
    neckTrimW: r.range(13, 18),
    sash: r.chance(0.22),
    chestPiece: r.chance(0.3),
    scatter: r.chance(0.3),
    folds: foldPositions(r, r.int(5, 8)),
    cloth: look.palette.base,
    tibeb: tibebOf(look),
    trim: tibebOf(look, 1),
    cape: null,
  };
}

export function habeshaKemis(doc: Doc, look: Look, view: number): string {
  const d = designHabeshaKemis(look);
  const bg = look.palette.background;
  if (view === 1) return productShot(doc, drawDress(doc, d, 'back'), bg);
  if (view === 2) {
    const fig = drawDress(doc, d, 'front');
    const bandH = (d.hemBands[0] ?? 60) + d.hemMargin;
    return closeUp(doc, fig, { x: d.panelW > 0 ? d.hemW * 0.18 : d.hemW * 0.4, y: d.length - bandH * 0.6 }, 2.4, -6, bg, d.cloth);
  }
  if (view === 3) return productShot(doc, drawDress(doc, d, 'flat'), bg, 800, 1000, 0.06);
  return productShot(doc, drawDress(doc, d, 'front'), bg);
}
