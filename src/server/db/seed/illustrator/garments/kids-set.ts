import { combine, place } from '../fabric';
import { foldPositions, tibebOf, type Look } from '../look';
import { hanger } from '../props';
import { closeUp, productShot } from '../scene';
import type { Doc } from '../svg';
import { drawDress, type DressDesign } from './dress';
import { designMensShirt } from './mens-shirt';
import { designTrousers } from './mens-suit';
import { drawSuit } from './menswear';

/** Little kemis: short bodice, twirly knee-length skirt, puff sleeves, chunky border. */
export function designKidsDress(look: Look): DressDesign {
  const r = look.rng;
  const puff = r.chance(0.6);
  return {
    neck: r.pick(['round', 'square', 'round'] as const),
    neckW: r.range(30, 34),
    neckDepth: r.range(22, 30),
    shoulderW: r.range(74, 80),
    shoulderDrop: r.range(8, 12),
    bustW: r.range(70, 74),
    armpitY: r.range(80, 88),
    waistW: r.range(64, 68),
    waistY: r.range(140, 156),
    hipOut: r.range(14, 22),
    length: r.range(430, 470),
    hemW: r.range(185, 215),
    hemSag: r.range(14, 20),
    waves: r.int(3, 5),
    waveAmp: r.range(5, 8),
    wavePhase: r.range(0, Math.PI * 2),
    sleeve: puff ? 'puff' : 'long',
    sleeveLen: puff ? r.range(62, 74) : r.range(230, 250),
    cuffW: puff ? r.range(30, 34) : r.range(20, 23),
    sleeveAngle: puff ? r.range(30, 40) : r.range(14, 18),
    panelW: r.chance(0.7) ? r.range(34, 44) : 0,
    hemBands: [r.range(62, 80), r.range(14, 18)],
    hemMargin: r.range(6, 10),
    bandGap: r.range(6, 10),
    cuffBandH: r.range(16, 20),
    neckTrimW: r.range(11, 14),
    sash: r.chance(0.35),
    chestPiece: false,
    scatter: r.chance(0.3),
    folds: foldPositions(r, r.int(4, 5)),
    cloth: look.palette.base,
    tibeb: tibebOf(look),
    trim: tibebOf(look, 1),
    cape: null,
  };
}

export function kidsSet(doc: Doc, look: Look, view: number): string {
  const bg = look.palette.background;
  const girl = look.seed % 2 === 0;
  if (girl) {
    const d = designKidsDress(look);
    if (view === 1) return productShot(doc, drawDress(doc, d, 'back'), bg, 800, 1000, 0.12);
    if (view === 2) return closeUp(doc, drawDress(doc, d, 'front'), { x: d.hemW * 0.2, y: d.length - 40 }, 2.4, -6, bg, d.cloth);
    if (view === 3) {
      return productShot(doc, combine(place(hanger(doc, d.shoulderW - 8), 0, 6), drawDress(doc, { ...d, sleeveAngle: d.sleeveAngle * 0.6 }, 'front')), bg, 800, 1000, 0.12);
    }
    return productShot(doc, drawDress(doc, d, 'front'), bg, 800, 1000, 0.12);
  }
  const shirt = designMensShirt(look, 'child');
  const trousers = designTrousers(look, 'child');
  if (view === 1) return productShot(doc, drawSuit(doc, shirt, trousers, 'back', null), bg, 800, 1000, 0.1);
  if (view === 2) return closeUp(doc, drawSuit(doc, shirt, trousers, 'front', null), { x: 0, y: shirt.neckDepth + 60 }, 2.6, 5, bg, shirt.cloth);
  if (view === 3) {
    return productShot(doc, combine(place(hanger(doc, shirt.shoulderW - 10), 0, 8), drawSuit(doc, shirt, trousers, 'hanger', null)), bg, 800, 1000, 0.1);
  }
  return productShot(doc, drawSuit(doc, shirt, trousers, 'front', null), bg, 800, 1000, 0.1);
}

