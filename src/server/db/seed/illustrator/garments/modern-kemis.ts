import { combine, place } from '../fabric';
import { foldPositions, tibebOf, type Look } from '../look';
import { hanger } from '../props';
import { closeUp, productShot } from '../scene';
import { mix, type Doc } from '../svg';
import { drawDress, type DressDesign, type NeckKind, type SleeveKind } from './dress';

/** Modern fusion kemis: knee-to-midi length, bolder tibeb, optionally a coloured base or sheer cape. */
export function designModernKemis(look: Look): DressDesign {
  const r = look.rng;
  const p = look.palette;
  const neck = r.pick<NeckKind>(['v', 'square', 'boat', 'round', 'v']);
  const sleeve = r.pick<SleeveKind>(['none', 'cap', 'short', 'bell', 'three-quarter', 'none', 'cap', 'short']);
  const coloured = r.chance(0.5);
  const deep = p.tibeb[0] ?? p.accent;
  const cloth = coloured ? mix(deep, '#ffffff', r.range(0, 0.15)) : p.base;
  // On a coloured base the threads flip to light and metallic so the border still pops.
  const threads = coloured ? [p.tibeb[1] ?? '#C9962B', '#FFFDF6', p.tibeb[2] ?? p.accent] : [...p.tibeb];
  const tibeb = { pattern: look.pattern, colors: threads };
  const panel = r.chance(0.6);
  const cape = r.chance(0.3) && sleeve === 'none';
  const length = r.range(520, 610);
  return {
    neck,
    neckW: neck === 'boat' ? r.range(58, 66) : r.range(38, 46),
    neckDepth: neck === 'v' ? r.range(80, 120) : neck === 'boat' ? r.range(14, 20) : r.range(36, 56),
    shoulderW: sleeve === 'none' ? r.range(78, 86) : r.range(98, 106),
    shoulderDrop: r.range(14, 20),
    bustW: r.range(90, 96),
    armpitY: r.range(116, 126),
    waistW: r.range(68, 74),
    waistY: r.range(214, 232),
    hipOut: r.range(6, 14),
    length,
    hemW: r.range(170, 230),
    hemSag: r.range(10, 18),
    waves: r.int(3, 5),
    waveAmp: r.range(4, 8),
    wavePhase: r.range(0, Math.PI * 2),
    sleeve,
    sleeveLen: sleeve === 'cap' ? r.range(44, 54) : sleeve === 'short' ? r.range(110, 140) : sleeve === 'three-quarter' ? r.range(270, 300) : r.range(360, 400),
    cuffW: sleeve === 'bell' ? r.range(52, 62) : sleeve === 'cap' ? r.range(48, 54) : r.range(30, 38),
    sleeveAngle: r.range(14, 22),
    panelW: panel ? r.range(60, 92) : 0,
    hemBands: panel ? [r.range(96, 140), r.range(18, 26)] : [r.range(130, 170), r.range(20, 28), r.range(14, 18)],
    hemMargin: r.range(6, 12),
    bandGap: r.range(8, 14),
    cuffBandH: sleeve === 'cap' || sleeve === 'none' ? 0 : r.range(26, 40),
    neckTrimW: r.range(16, 22),
    sash: !panel && r.chance(0.5),
    chestPiece: r.chance(0.25),
    scatter: false,
    folds: foldPositions(r, r.int(4, 6)),
    cloth,
    tibeb,
    trim: tibebOf({ ...look, palette: { ...p, tibeb: threads } }, 1),
    cape: cape ? { kind: 'sheer', color: coloured ? '#FFFDF8' : p.base, length: r.range(300, 360), trim: tibeb } : null,
  };
}

export function modernKemis(doc: Doc, look: Look, view: number): string {
  const d = designModernKemis(look);
  const bg = look.palette.background;
  if (view === 1) return productShot(doc, drawDress(doc, d, 'back'), bg, 800, 1000, 0.09);
  if (view === 2) {
    const y = d.length - d.hemMargin - (d.hemBands[0] ?? 100) * 0.55;
    return closeUp(doc, drawDress(doc, d, 'front'), { x: d.hemW * 0.25, y }, 2.2, 6, bg, d.cloth);
  }
  if (view === 3) {
    const fig = combine(place(hanger(doc, d.shoulderW - 10), 0, 8), drawDress(doc, { ...d, sleeveAngle: 6, cape: null }, 'front'));
    return productShot(doc, fig, bg, 800, 1000, 0.09);
  }
  return productShot(doc, drawDress(doc, d, 'front'), bg, 800, 1000, 0.09);
}
