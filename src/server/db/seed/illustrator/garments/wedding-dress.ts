import { foldPositions, type Look } from '../look';
import { closeUp, productShot } from '../scene';
import { mix, shade, type Doc } from '../svg';
import { drawDress, type DressDesign, type NeckKind } from './dress';

/**
 * Bridal kemis: fuller skirt, wide gold tibeb in stacked bands, and a velvet
 * kaba cape with gold couching and a Meskel medallion.
 */
export function designWeddingDress(look: Look): DressDesign {
  const r = look.rng;
  const p = look.palette;
  const gold = r.pick(['#C9962B', '#D4AF37', '#BF8F2E']);
  const colors = [gold, p.accent, shade(gold, 0.45), shade(gold, -0.3)];
  const tibeb = { pattern: look.pattern, colors };
  const capeColor = r.chance(0.5) ? shade(p.accent, -0.25) : r.pick(['#1B1B3A', '#4A0F1E', '#0F3B2E', '#2B1A4A']);
  const neck = r.pick<NeckKind>(['round', 'v', 'square']);
  const big = r.range(120, 160);
  return {
    neck,
    neckW: r.range(40, 46),
    neckDepth: neck === 'v' ? r.range(80, 110) : r.range(40, 56),
    shoulderW: r.range(100, 106),
    shoulderDrop: r.range(16, 20),
    bustW: r.range(92, 98),
    armpitY: r.range(118, 126),
    waistW: r.range(70, 76),
    waistY: r.range(228, 240),
    hipOut: r.range(20, 30),
    length: r.range(840, 880),
    hemW: r.range(300, 350),
    hemSag: r.range(26, 36),
    waves: r.int(6, 8),
    waveAmp: r.range(7, 10),
    wavePhase: r.range(0, Math.PI * 2),
    sleeve: r.chance(0.8) ? 'long' : 'bell',
    sleeveLen: r.range(410, 440),
    cuffW: r.range(28, 34),
    sleeveAngle: r.range(12, 16),
    panelW: r.range(70, 96),
    hemBands: [big, r.range(26, 36), r.range(16, 22)],
    hemMargin: r.range(8, 12),
    bandGap: r.range(10, 16),
    cuffBandH: r.range(36, 48),
    neckTrimW: r.range(18, 24),
    sash: false,
    chestPiece: false,
    scatter: r.chance(0.4),
    folds: foldPositions(r, r.int(8, 10)),
    cloth: mix(p.base, '#FFF8EA', 0.4),
    tibeb,
    trim: { pattern: look.pattern + 1, colors: [gold, p.accent, shade(gold, 0.45)] },
    cape: { kind: 'kaba', color: capeColor, length: r.range(300, 360), trim: { pattern: look.pattern, colors: [gold, shade(gold, 0.4), shade(gold, -0.3)] } },
  };
}

export function weddingDress(doc: Doc, look: Look, view: number): string {
  const d = designWeddingDress(look);
  const bg = mix(look.palette.background, '#F7F1E6', 0.5);
  if (view === 1) return productShot(doc, drawDress(doc, d, 'back'), bg);
  if (view === 2) {
    const y = d.length - d.hemMargin - (d.hemBands[0] ?? 120) * 0.7;
    return closeUp(doc, drawDress(doc, d, 'front'), { x: d.hemW * 0.3, y }, 2, -5, bg, d.cloth);
  }
  if (view === 3) return productShot(doc, drawDress(doc, { ...d, cape: null }, 'flat'), bg, 800, 1000, 0.05);
  return productShot(doc, drawDress(doc, d, 'front'), bg);
}
