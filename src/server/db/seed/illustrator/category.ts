import { resolveLook } from './draw-garment';
import { combine, place, type Figure } from './fabric';
import { drawAccessoryFigure } from './garments/accessory';
import { meskelEmblem } from './garments/cape';
import { drawDress } from './garments/dress';
import { designHabeshaKemis } from './garments/habesha-kemis';
import { designKidsDress } from './garments/kids-set';
import { designMensShirt } from './garments/mens-shirt';
import { designTrousers } from './garments/mens-suit';
import { drawShirt, drawShoulderDrape, drawSuit } from './garments/menswear';
import { designModernKemis } from './garments/modern-kemis';
import { designNetela, foldedStack, onRod } from './garments/netela';
import { designWeddingDress } from './garments/wedding-dress';
import { tibebOf, type Look } from './look';
import { hBand, PATTERN_COUNT, type Tibeb } from './patterns';
import { hashString } from './prng';
import { fitBox, placeWithShadow } from './scene';
import { Doc, el, mix, shade } from './svg';
import { PALETTES } from './palettes';
import type { GarmentKind, Palette } from './types';

const W = 800;
const H = 1000;
const BAND_TOP = 880;

/**
 * Category tiles share one "boutique niche" setting (tinted wall, pale arch,
 * woven band along the floor) so the category grid reads as a set, distinct
 * from the plain product shots.
 */
function niche(doc: Doc, look: Look, t: Tibeb): string {
  const wall = mix(look.palette.background, look.palette.accent, 0.1);
  const glow = doc.cached(`nicheglow|${wall}`, (id) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/>` +
    `<stop offset="1" stop-color="#ffffff" stop-opacity="0.25"/></linearGradient>`, 'g');
  return (
    el('rect', { width: W, height: H, fill: wall }) +
    el('path', { d: `M110 ${BAND_TOP}V400A290 290 0 0 1 690 400V${BAND_TOP}Z`, fill: `url(#${glow})` }) +
    el('rect', { y: BAND_TOP - 6, width: W, height: 6, fill: shade(wall, -0.08) }) +
    el('rect', { y: BAND_TOP, width: W, height: H - BAND_TOP, fill: look.palette.base }) +
    hBand(doc, { ...t, ground: look.palette.base }, 0, BAND_TOP + 14, W, 80) +
    el('rect', { y: H - 12, width: W, height: 12, fill: t.colors[0] ?? look.palette.accent })
  );
}

/** Fits the composition above the floor band. */
function stage(doc: Doc, fig: Figure, bg: string): string {
  const fit = fitBox(fig.box, W, BAND_TOP - 20, 0.06);
  return placeWithShadow(fig, { ...fit, dy: fit.dy + 14 }, bg);
}

function look(kind: GarmentKind, seed: number, palette?: Palette): Look {
  return resolveLook(kind, seed, palette);
}

/**
 * Without an explicit seed each category gets a hand-picked colourway pair,
 * so the default category grid shows eight distinct, balanced tiles.
 */
const DEFAULT_PALETTES: Record<string, readonly [number, number]> = {
  'habesha-kemis': [0, 1],
  'mens-traditional': [9, 4],
  'couple-sets': [1, 1],
  'kids-traditional': [6, 13],
  'modern-fusion': [3, 7],
  'scarves-shawls-netela': [4, 12],
  'wedding-collection': [10, 10],
  'cultural-accessories': [8, 8],
};

function pair(back: Figure, front: Figure, gap: number, backScale = 0.9): Figure {
  return combine(place(back, gap, -20, backScale), place(front, -gap, 0));
}

type Composer = (doc: Doc, seed: number, p1?: Palette, p2?: Palette) => { fig: Figure; look: Look };

const COMPOSERS: Record<string, Composer> = {
  'habesha-kemis': (doc, seed, p1, p2) => {
    const a = look('habesha-kemis', seed, p1);
    const b = look('habesha-kemis', seed + 101, p2);
    return { fig: pair(drawDress(doc, designHabeshaKemis(b), 'front'), drawDress(doc, designHabeshaKemis(a), 'front'), 170), look: a };
  },
  'mens-traditional': (doc, seed, p1, p2) => {
    const a = look('mens-suit', seed, p1);
    const shirt = designMensShirt(a);
    shirt.length = Math.min(shirt.length, 560);
    const trousers = designTrousers(a);
    const suit = drawSuit(doc, shirt, trousers, 'front', drawShoulderDrape(doc, shirt, shade(a.palette.base, -0.03), tibebOf(a, 0, 1), 38));
    const b = look('mens-shirt', seed + 7, p2);
    return { fig: pair(drawShirt(doc, designMensShirt(b), 'front'), suit, 150, 0.92), look: a };
  },
  'couple-sets': (doc, seed, p1) => {
    const a = look('couple-set', seed, p1);
    const kemis = designHabeshaKemis(a);
    const shirt = designMensShirt(a);
    shirt.tibeb = kemis.tibeb;
    shirt.trim = kemis.trim;
    return { fig: combine(place(drawShirt(doc, shirt, 'front'), 165, -50), place(drawDress(doc, kemis, 'front'), -165, 0)), look: a };
  },
  'kids-traditional': (doc, seed, p1, p2) => {
    const a = look('kids-set', seed, p1);
    const girl = drawDress(doc, designKidsDress(a), 'front');
    const b = look('kids-set', seed + 3, p2);
    const boy = drawSuit(doc, designMensShirt(b, 'child'), designTrousers(b, 'child'), 'front', null);
    return { fig: combine(place(boy, 150, -40, 1.05), place(girl, -150, 60)), look: a };
  },
  'modern-fusion': (doc, seed, p1, p2) => {
    const a = look('modern-kemis', seed, p1);
    const b = look('modern-kemis', seed + 5, p2);
    return { fig: pair(drawDress(doc, designModernKemis(b), 'front'), drawDress(doc, designModernKemis(a), 'front'), 150), look: a };
  },
  'scarves-shawls-netela': (doc, seed, p1, p2) => {
    const a = look('netela', seed, p1);
    const n = designNetela(a);
    const others = [tibebOf(a), tibebOf(look('netela', seed + 1, p2)), tibebOf(look('netela', seed + 2, p2))];
    return { fig: combine(place(onRod(doc, n), -60, -120, 0.9), place(foldedStack(doc, n, others), 40, 560, 0.75)), look: a };
  },
  'wedding-collection': (doc, seed, p1) => {
    const a = look('wedding-dress', seed, p1);
    return { fig: drawDress(doc, designWeddingDress(a), 'front'), look: a };
  },
  'cultural-accessories': (doc, seed, p1) => {
    const a = look('accessory', seed, p1);
    const mesob = drawAccessoryFigure(doc, a, 'mesob');
    const bag = drawAccessoryFigure(doc, a, 'bag');
    const cross = drawAccessoryFigure(doc, a, 'cross');
    return { fig: combine(place(mesob, -150, -40), place(cross, 170, -230, 0.9), place(bag, 130, 210, 0.85)), look: a };
  },
};

/** Unknown categories: a woven-border still life, stacked bands around a Meskel medallion. */
function generic(doc: Doc, seed: number): { body: string; look: Look } {
  const a = look('habesha-kemis', seed);
  const p = a.palette;
  let body = '';
  const bands = [0, 1, 2, 3].map((i) => tibebOf({ ...a, pattern: (a.pattern + i) % PATTERN_COUNT }, i));
  const cloth = doc.clip('<rect x="140" y="120" width="520" height="700" rx="6"/>');
  let inner = el('rect', { x: 140, y: 120, width: 520, height: 700, fill: p.base });
  bands.forEach((t, i) => {
    inner += `<g transform="rotate(-12 400 470)">${hBand(doc, { ...t, ground: p.base }, 0, 170 + i * 150, 800, i % 2 === 0 ? 86 : 40)}</g>`;
  });
  body += el('rect', { x: 150, y: 134, width: 520, height: 700, fill: shade(p.background, -0.2), rx: 6 });
  body += `<g clip-path="url(#${cloth})">${inner}</g>`;
  body += el('circle', { cx: 400, cy: 470, r: 120, fill: p.base, stroke: shade(p.base, -0.15), 'stroke-width': 2 });
  body += meskelEmblem(400, 470, 78, p.tibeb[1] ?? '#C9962B');
  return { body, look: a };
}

export function drawCategoryImage(slug: string, seed?: number): string {
  const s = seed ?? hashString(slug) % 1000;
  const doc = new Doc();
  const composer = COMPOSERS[slug];
  const curated = seed === undefined ? DEFAULT_PALETTES[slug] : undefined;
  const p1 = curated ? PALETTES[curated[0]] : undefined;
  const p2 = curated ? PALETTES[curated[1]] : undefined;
  if (!composer) {
    const g = generic(doc, s);
    return doc.render(W, H, niche(doc, g.look, tibebOf(g.look)) + g.body);
  }
  const { fig, look: l } = composer(doc, s, p1, p2);
  const floor = niche(doc, l, tibebOf(l));
  return doc.render(W, H, floor + stage(doc, fig, mix(l.palette.background, l.palette.accent, 0.1)));
}
