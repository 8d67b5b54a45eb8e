import { combine, place } from '../fabric';
import { tibebOf, type Look } from '../look';
import { closeUp, productShot } from '../scene';
import { shade, type Doc } from '../svg';
import { foldedCloth, foldedShirt, foldedTrousers } from './folded';
import { designMensShirt } from './mens-shirt';
import { drawShoulderDrape, drawSuit, type TrouserDesign } from './menswear';

export function designTrousers(look: Look, scale: 'adult' | 'child' = 'adult'): TrouserDesign {
  const r = look.rng;
  const k = scale === 'child' ? 0.62 : 1;
  return {
    waistW: r.range(100, 112) * k,
    crotchY: r.range(230, 260) * k,
    legX: r.range(64, 72) * k,
    thigh: r.range(92, 104) * k,
    kneeY: r.range(500, 530) * k,
    knee: r.range(46, 52) * k,
    length: r.range(760, 800) * k,
    ankle: r.range(30, 34) * k,
    ankleBandH: r.range(26, 40) * k,
    cloth: look.palette.base,
    tibeb: tibebOf(look),
  };
}

export function mensSuit(doc: Doc, look: Look, view: number): string {
  const shirt = designMensShirt(look);
  // A suit tunic is shorter than a stand-alone shirt so the trousers show.
  shirt.length = Math.min(shirt.length, 560);
  shirt.slit = Math.max(shirt.slit, 50);
  const trousers = designTrousers(look);
  const withDrape = look.rng.chance(0.65);
  const drapeCloth = shade(look.palette.base, -0.03);
  const bg = look.palette.background;
  const drape = (): ReturnType<typeof drawShoulderDrape> | null =>
    withDrape ? drawShoulderDrape(doc, shirt, drapeCloth, tibebOf(look, 0, 1), 40) : null;
  if (view === 1) return productShot(doc, drawSuit(doc, shirt, trousers, 'back', null), bg);
  if (view === 2) {
    const fig = drawSuit(doc, shirt, trousers, 'front', null);
    return closeUp(doc, fig, { x: 0, y: shirt.neckDepth + 90 }, 2.3, 5, bg, shirt.cloth);
  }
  if (view === 3) {
    const t = tibebOf(look);
    const parts = [
      place(foldedTrousers(doc, trousers.cloth, t, 210, 300), 60, 250),
      place(foldedShirt(doc, shirt.cloth, t, tibebOf(look, 1), 320, 360, shirt.placketW), 250, 40),
    ];
    if (withDrape) parts.unshift(place(foldedCloth(doc, 240, 160, drapeCloth, tibebOf(look, 0, 1), 36, 24, false), 340, 440));
    return productShot(doc, combine(...parts), bg, 800, 1000, 0.1);
  }
  return productShot(doc, drawSuit(doc, shirt, trousers, 'front', drape()), bg);
}
