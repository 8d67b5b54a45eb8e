import { combine, place } from '../fabric';
import { tibebOf, type Look } from '../look';
import { hanger } from '../props';
import { closeUp, productShot } from '../scene';
import type { Doc } from '../svg';
import { drawShirt, type ShirtDesign } from './menswear';

export function designMensShirt(look: Look, scale: 'adult' | 'child' = 'adult'): ShirtDesign {
  const r = look.rng;
  const kid = scale === 'child';
  const placketW = r.range(32, 52);
  return {
    neckW: kid ? r.range(32, 36) : r.range(38, 44),
    neckDepth: r.range(14, 22),
    collarH: r.range(20, 26),
    shoulderW: kid ? r.range(92, 100) : r.range(112, 122),
    shoulderDrop: kid ? r.range(12, 16) : r.range(18, 24),
    chestW: kid ? r.range(90, 96) : r.range(110, 118),
    armpitY: kid ? r.range(108, 116) : r.range(140, 152),
    length: kid ? r.range(330, 370) : r.range(600, 690),
    hemW: kid ? r.range(106, 116) : r.range(128, 146),
    slit: r.chance(0.6) ? r.range(40, 70) : 0,
    sleeveLen: kid ? r.range(250, 270) : r.range(420, 460),
    cuffW: kid ? r.range(26, 30) : r.range(32, 38),
    sleeveAngle: r.range(13, 18),
    cuffBandH: r.range(24, 34),
    placketW,
    placketLen: kid ? r.range(120, 150) : r.range(190, 270),
    bib: r.chance(0.4),
    hemBandH: r.chance(0.7) ? r.range(22, 40) : 0,
    buttons: r.int(3, 5),
    cloth: look.palette.base,
    tibeb: tibebOf(look),
    trim: tibebOf(look, 1),
  };
}

export function mensShirt(doc: Doc, look: Look, view: number): string {
  const s = designMensShirt(look);
  const bg = look.palette.background;
  if (view === 1) return productShot(doc, drawShirt(doc, s, 'back'), bg);
  if (view === 2) return closeUp(doc, drawShirt(doc, s, 'front'), { x: 0, y: s.neckDepth + 80 }, 2.5, -4, bg, s.cloth);
  if (view === 3) {
    const fig = combine(place(hanger(doc, s.shoulderW - 14), 0, 10), drawShirt(doc, s, 'hanger'));
    return productShot(doc, fig, bg, 800, 1000, 0.08);
  }
  return productShot(doc, drawShirt(doc, s, 'front'), bg);
}
