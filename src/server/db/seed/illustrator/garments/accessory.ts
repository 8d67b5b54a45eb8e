import { clothLayer, combine, place, seamColor, trimStroke, type Figure } from '../fabric';
import { mirror, P, pt, smoothThrough, type Pt } from '../geometry';
import { tibebOf, type Look } from '../look';
import { bandAlong, curvedBand, hBand, type Tibeb } from '../patterns';
import { chain, crossPendant } from '../props';
import { closeUp, productShot } from '../scene';
import { type Doc, el, mix, num, shade } from '../svg';
import { foldedCloth, fringeLine } from './folded';

export type AccessoryVariant = 'mesob' | 'cross' | 'head-wrap' | 'bag';
export const ACCESSORY_VARIANTS: readonly AccessoryVariant[] = ['mesob', 'cross', 'head-wrap', 'bag'];

const STRAW = '#D9B877';

/** Mirror a right-hand outline (top to bottom) into a closed symmetric path. */
function symmetric(right: Pt[]): string {
  const first = right[0] ?? pt(0, 0);
  const left = [...right].reverse().map(mirror);
  return `M${P(first)}${smoothThrough(right)}L${P(left[0] ?? first)}${smoothThrough(left)}Z`;
}

/** Coiled-grass texture: gently curved rows, like the sewn coils of a mesob. */
function coils(x0: number, x1: number, y0: number, y1: number, sag: number, color: string): string {
  let d = '';
  for (let y = y0; y <= y1; y += 7) d += `M${num(x0)} ${num(y)}Q${num((x0 + x1) / 2)} ${num(y + sag * 2)} ${num(x1)} ${num(y)}`;
  return el('path', { d, stroke: color, 'stroke-width': 1.6, 'stroke-opacity': 0.45, fill: 'none' });
}

/** Mesob: the woven, lidded basket-table used for serving injera. */
function mesob(doc: Doc, t: Tibeb, open: boolean): Figure {
  const lidR: Pt[] = [pt(0, 0), pt(34, 50), pt(84, 180), pt(112, 300), pt(126, 336)];
  const bodyR: Pt[] = [pt(0, 336), pt(128, 338), pt(130, 390), pt(106, 464), pt(64, 500), pt(60, 520), pt(94, 570), pt(98, 584), pt(0, 588)];
  const bodyD = symmetric(bodyR.slice(1)).replace(/^M/, 'M') ;
  const lidD = symmetric(lidR.slice(1).concat([pt(0, 344)])).replace(/Z$/, 'Z');
  const band = (y: number, h: number, r: number, sag: number): string =>
    curvedBand(doc, t, -r - 20, r + 20, (x) => y + sag * (1 - (x / (r + 20)) ** 2), h);
  const tone = shade(STRAW, -0.35);
  let out = '';
  const bodyClip = doc.clip(`<path d="${bodyD}"/>`);
  let bodyInner = coils(-140, 140, 330, 590, 4, tone);
  bodyInner += band(372, 52, 130, 8) + band(520, 34, 100, 6);
  out += clothLayer(doc, bodyD, bodyClip, { x: -132, y: 330, w: 264, h: 260 }, STRAW, 1.2, bodyInner);
  out += el('path', { d: bodyD, fill: 'none', stroke: shade(STRAW, -0.4), 'stroke-width': 1.4 });
  if (open) {
    // Open basket: the dark interior ellipse replaces the lid.
    out += el('ellipse', { cx: 0, cy: 338, rx: 128, ry: 22, fill: shade(STRAW, -0.45) });
    out += el('ellipse', { cx: 0, cy: 342, rx: 112, ry: 15, fill: shade(STRAW, -0.6) });
    out += el('path', { d: 'M-128 338A128 22 0 0 0 128 338', fill: 'none', stroke: shade(STRAW, -0.2), 'stroke-width': 5 });
  } else {
    const lidClip = doc.clip(`<path d="${lidD}"/>`);
    let lidInner = coils(-140, 140, 10, 344, 5, tone);
    lidInner += band(96, 40, 70, 6) + band(196, 58, 100, 9) + band(292, 30, 120, 8);
    out += clothLayer(doc, lidD, lidClip, { x: -128, y: 0, w: 256, h: 344 }, STRAW, 1.2, lidInner);
    out += el('path', { d: lidD, fill: 'none', stroke: shade(STRAW, -0.4), 'stroke-width': 1.4 });
    // Small woven knob on the flat crown of the lid.
    out += el('path', { d: 'M-30 52C-30 30 -14 22 0 22C14 22 30 30 30 52Z', fill: t.colors[0] ?? '#000', stroke: shade(t.colors[0] ?? '#000', -0.3), 'stroke-width': 1 });
  }
  const silhouette = open ? [{ d: bodyD }] : [{ d: bodyD }, { d: lidD }];
  return { body: out, silhouette, box: { x: -134, y: -16, w: 268, h: 610 } };
}

/** Lid seen from above: concentric woven rings, the classic mesob mandala. */
function mesobTop(doc: Doc, t: Tibeb): Figure {
  const R = 300;
  let out = el('circle', { cx: 0, cy: 0, r: R, fill: STRAW, stroke: shade(STRAW, -0.4), 'stroke-width': 1.5 });
  for (let r = 20; r < R; r += 7) out += el('circle', { cx: 0, cy: 0, r, fill: 'none', stroke: shade(STRAW, -0.35), 'stroke-opacity': 0.35, 'stroke-width': 1.4 });
  const rings = [60, 120, 190, 262];
  rings.forEach((r, i) => {
    out += trimStroke(`M${r} 0A${r} ${r} 0 1 1 ${-r} 0A${r} ${r} 0 1 1 ${r} 0`, 22 + (i % 2) * 12, { ...t, pattern: t.pattern + i }, STRAW);
  });
  // Rings of woven triangles radiating from the centre: the classic mesob star.
  const teeth = (r0: number, r1: number, count: number, color: string, phase: number): string => {
    let d = '';
    for (let i = 0; i < count; i++) {
      const a = ((i + phase) / count) * Math.PI * 2;
      const da = Math.PI / count;
      d += `M${num(Math.cos(a - da) * r0)} ${num(Math.sin(a - da) * r0)}L${num(Math.cos(a) * r1)} ${num(Math.sin(a) * r1)}L${num(Math.cos(a + da) * r0)} ${num(Math.sin(a + da) * r0)}Z`;
    }
    return el('path', { d, fill: color });
  };
  out += teeth(84, 112, 16, t.colors[0] ?? '#000', 0) + teeth(150, 176, 28, t.colors[1] ?? '#000', 0.5) + teeth(214, 240, 36, t.colors[2] ?? t.colors[0] ?? '#000', 0);
  out += teeth(26, 52, 8, t.colors[1] ?? '#000', 0);
  out += el('circle', { cx: 0, cy: 0, r: 22, fill: t.colors[0] ?? '#000' });
  const shadeId = doc.cached('domeshade', (id) =>
    `<radialGradient id="${id}" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></radialGradient>`, 'g');
  out += el('circle', { cx: 0, cy: 0, r: R, fill: `url(#${shadeId})` });
  const d = `M${R} 0A${R} ${R} 0 1 1 ${-R} 0A${R} ${R} 0 1 1 ${R} 0Z`;
  return { body: out, silhouette: [{ d }], box: { x: -R, y: -R, w: 2 * R, h: 2 * R } };
}

function pendantOnChain(doc: Doc, gold: string, r: number): Figure {
  const cross = crossPendant(doc, r, gold);
  const bailY = -r - r * 0.22;
  const body = chain(-r * 1.6, -r * 3.6, 0, bailY, r * 0.2, gold) + chain(r * 1.6, -r * 3.6, 0, bailY, r * 0.2, gold) + cross.body;
  return { body, silhouette: cross.silhouette, box: { x: -r * 1.7, y: -r * 3.7, w: r * 3.4, h: r * 4.8 } };
}

interface WrapLook { cloth: string; t: Tibeb }

/**
 * Head-wrap (shash) on a linen mannequin head: two crossing layers of cloth
 * wound up into a soft crown, the tibeb edge showing along the top layer,
 * twisted into a knot. `side` gives the profile with the tail falling behind.
 */
function headWrap(doc: Doc, w: WrapLook, side: boolean): Figure {
  const linen = '#E6DAC6';
  const sk = side ? 0.84 : 1;
  const head = `M0 -120C${num(70 * sk)} -120 ${num(96 * sk)} -60 ${num(94 * sk)} 0C${num(92 * sk)} 70 ${num(56 * sk)} 118 0 122C${num(-56 * sk)} 118 ${num(-92 * sk)} 70 ${num(-94 * sk)} 0C${num(-96 * sk)} -60 ${num(-70 * sk)} -120 0 -120Z`;
  const neck = 'M-42 100L-46 180C-120 190 -180 214 -190 260L190 260C180 214 120 190 46 180L42 100Z';
  const line = shade(linen, -0.25);
  let out = el('path', { d: neck, fill: linen, stroke: line, 'stroke-width': 1.4 });
  out += el('path', { d: head, fill: linen, stroke: line, 'stroke-width': 1.4 });
  if (side) out += el('path', { d: 'M-78 10Q-96 20 -84 40', fill: 'none', stroke: line, 'stroke-width': 1.4 });
  const crown = side
    ? 'M-84 -4C-110 -110 -40 -206 50 -204C150 -200 190 -110 160 -20C150 20 122 40 100 44C70 8 0 -8 -84 -4Z'
    : 'M-110 -4C-136 -104 -84 -206 0 -210C84 -206 136 -104 110 -4C74 -28 -74 -28 -110 -4Z';
  const clip = doc.clip(`<path d="${crown}"/>`);
  const dark = shade(w.cloth, -0.55);
  const under = shade(w.cloth, -0.1);
  // Lower layer winds from the right temple up to the left; upper layer crosses it the other way.
  const layerB = side ? 'M160 -20C100 -60 20 -120 -40 -210L-120 -120C-40 -80 60 -20 120 40Z' : 'M112 -4C60 -60 -20 -130 -90 -170L-140 -100C-70 -70 20 -20 112 30Z';
  const edgeA = side ? 'M-86 -6C-20 -40 60 -110 120 -190' : 'M-112 -6C-50 -50 30 -120 110 -170';
  const layerA = `${edgeA}L200 -260L-200 -260L-200 -6Z`;
  let inner = el('path', { d: layerB, fill: under });
  for (let i = 0; i < 4; i++) {
    inner += el('path', { d: `M${130 - i * 30} ${-i * 24}C${60 - i * 30} ${-60 - i * 20} ${-10 - i * 20} ${-120 - i * 10} ${-70 - i * 20} ${-170 + i * 6}`, stroke: dark, 'stroke-opacity': 0.12, 'stroke-width': 4, fill: 'none' });
  }
  inner += el('path', { d: layerA, fill: w.cloth });
  for (let i = 1; i < 5; i++) {
    inner += el('path', { d: `M${-112 + i * 6} ${-6 - i * 34}C${-50 + i * 6} ${-50 - i * 34} ${30 + i * 6} ${-120 - i * 30} ${110} ${-170 - i * 22}`, stroke: dark, 'stroke-opacity': 0.1, 'stroke-width': 5, fill: 'none' });
  }
  inner += trimStroke(edgeA, 26, w.t, w.cloth);
  out += clothLayer(doc, crown, clip, { x: -140, y: -214, w: 320, h: 270 }, w.cloth, 1, inner);
  out += el('path', { d: crown, fill: 'none', stroke: seamColor(w.cloth), 'stroke-width': 1.3 });
  // Twisted knot where the layers meet.
  const kx = side ? 70 : 8;
  const ky = side ? -196 : -196;
  const lobe = (rot: number, fill: string): string =>
    el('ellipse', { cx: 0, cy: -18, rx: 22, ry: 30, fill, stroke: seamColor(w.cloth), 'stroke-width': 1.2, transform: `translate(${kx} ${ky}) rotate(${rot})` });
  out += lobe(-38, shade(w.cloth, -0.05)) + lobe(36, w.cloth);
  out += el('path', { d: `M${kx - 14} ${ky - 26}Q${kx} ${ky - 4} ${kx + 14} ${ky - 26}`, fill: 'none', stroke: w.t.colors[0] ?? '#000', 'stroke-width': 3 });
  if (side) {
    const tail = 'M150 -30C196 10 196 110 176 200L134 192C150 110 148 40 118 0Z';
    const tc = doc.clip(`<path d="${tail}"/>`);
    const band = { ...w.t, ground: w.cloth };
    out += clothLayer(doc, tail, tc, { x: 110, y: -34, w: 90, h: 240 }, w.cloth, 1, bandAlong(doc, band, 126, 160, 196, 170, 40));
    out += el('path', { d: tail, fill: 'none', stroke: seamColor(w.cloth), 'stroke-width': 1.3 });
    out += fringeLine(136, 196, 40, 20, shade(w.cloth, -0.2), 5);
  }
  return { body: out, silhouette: [{ d: neck }, { d: head }, { d: crown }], box: { x: -192, y: -240, w: 390, h: 502 } };
}

/** Woven tibeb tote with leather handles and trim. */
function bag(doc: Doc, canvas: string, t: Tibeb, leather: string, angled: boolean): Figure {
  const w = 300;
  const h = 250;
  const d = `M${-w / 2} 0H${w / 2}L${w / 2 + 12} ${h - 30}Q${w / 2 + 14} ${h} ${w / 2 - 20} ${h}H${-w / 2 + 20}Q${-w / 2 - 14} ${h} ${-w / 2 - 12} ${h - 30}Z`;
  const clip = doc.clip(`<path d="${d}"/>`);
  let inner = hBand(doc, { ...t, ground: canvas }, -w / 2 - 20, 78, w + 40, 104);
  inner += el('rect', { x: -w / 2 - 20, y: -2, width: w + 40, height: 30, fill: leather });
  inner += el('path', { d: `M${-w / 2 - 20} 22H${w / 2 + 20}`, stroke: shade(leather, 0.35), 'stroke-width': 1.2, 'stroke-dasharray': '5 4' });
  inner += el('rect', { x: -w / 2 - 20, y: h - 22, width: w + 40, height: 24, fill: leather });
  let front = clothLayer(doc, d, clip, { x: -w / 2 - 16, y: 0, w: w + 32, h }, canvas, 0.8, inner);
  front += el('path', { d, fill: 'none', stroke: shade(leather, -0.2), 'stroke-width': 1.4 });
  const handle = (x: number): string =>
    el('path', { d: `M${x - 30} 4C${x - 30} -120 ${x + 30} -120 ${x + 30} 4`, fill: 'none', stroke: leather, 'stroke-width': 14, 'stroke-linecap': 'round' }) +
    el('path', { d: `M${x - 30} 4C${x - 30} -120 ${x + 30} -120 ${x + 30} 4`, fill: 'none', stroke: shade(leather, 0.3), 'stroke-width': 1.4, 'stroke-dasharray': '5 4' });
  const handles = handle(-70) + handle(70);
  let body: string;
  if (angled) {
    // Three-quarter view: a narrow gusset recedes from the right edge.
    const side = `M${w / 2} 0L${w / 2 + 46} -18L${w / 2 + 58} ${h - 46}Q${w / 2 + 56} ${h - 22} ${w / 2 + 8} ${h - 4}L${w / 2 + 12} ${h - 30}Z`;
    body = `<g transform="skewY(-4)">${el('path', { d: side, fill: shade(canvas, -0.16), stroke: shade(leather, -0.2), 'stroke-width': 1.2 })}` +
      `${el('path', { d: `M${w / 2} 2L${w / 2 + 46} -16`, stroke: leather, 'stroke-width': 12 })}${handles}${front}</g>`;
  } else body = handles + front;
  // Tassel hanging from the handle base.
  const tx = w / 2 - 46;
  body += el('path', { d: `M${tx} 30v40m-6 0l-4 60m10 -60l0 62m6 -62l4 60`, stroke: t.colors[0] ?? '#000', 'stroke-width': 3, 'stroke-linecap': 'round', fill: 'none' });
  body += el('circle', { cx: tx, cy: 70, r: 7, fill: t.colors[1] ?? '#C9962B' });
  return { body, silhouette: angled ? [{ d, t: 'skewY(-4)' }] : [{ d }], box: { x: -w / 2 - 16, y: -120, w: w + (angled ? 80 : 32), h: h + 130 } };
}

export function accessory(doc: Doc, look: Look, view: number): string {
  const r = look.rng;
  // Cycle by seed so consecutive catalogue seeds get all four accessory types.
  const variant = ACCESSORY_VARIANTS[((look.seed % 4) + 4) % 4] ?? 'mesob';
  const p = look.palette;
  const t = tibebOf(look);
  const bg = p.background;
  switch (variant) {
    case 'mesob': {
      if (view === 1) {
        const lidOnly = mesob(doc, t, false);
        // Lid set down beside the open basket.
        return productShot(doc, combine(place(mesob(doc, t, true), 70, 0), place({ ...lidOnly, body: `<g transform="translate(0 -0)">${lidOnly.body}</g>` }, -150, 130, 0.7)), bg, 800, 1000, 0.1);
      }
      if (view === 2) return closeUp(doc, mesob(doc, t, false), { x: 30, y: 220 }, 2.6, 0, bg, STRAW);
      if (view === 3) return productShot(doc, mesobTop(doc, t), bg, 800, 1000, 0.1);
      return productShot(doc, mesob(doc, t, false), bg, 800, 1000, 0.1);
    }
    case 'cross': {
      const gold = r.pick(['#C9962B', '#D4AF37', '#A8A9AD']);
      if (view === 1) {
        const swatch = foldedCloth(doc, 520, 380, p.base, t, 70, 40, false);
        return productShot(doc, combine(place(swatch, -260, -120), place(crossPendant(doc, 150, gold), 0, -20)), bg, 800, 1000, 0.1);
      }
      if (view === 2) return closeUp(doc, crossPendant(doc, 150, gold), { x: 0, y: -20 }, 2.2, 12, bg, p.base);
      if (view === 3) {
        const swatch = foldedCloth(doc, 420, 300, p.base, t, 60, 34, false);
        return productShot(doc, combine(place(swatch, -210, 40), place(pendantOnChain(doc, gold, 90), 0, 120)), bg, 800, 1000, 0.1);
      }
      return productShot(doc, pendantOnChain(doc, gold, 150), bg, 800, 1000, 0.12);
    }
    case 'head-wrap': {
      const coloured = r.chance(0.5);
      const w: WrapLook = coloured
        ? { cloth: mix(p.accent, '#ffffff', 0.08), t: { pattern: look.pattern, colors: [p.tibeb[1] ?? '#C9962B', '#FFFDF6', p.tibeb[2] ?? p.accent] } }
        : { cloth: p.base, t };
      if (view === 1) return productShot(doc, headWrap(doc, w, true), bg, 800, 1000, 0.12);
      if (view === 2) return closeUp(doc, headWrap(doc, w, false), { x: 0, y: -60 }, 2.3, -5, bg, w.cloth);
      if (view === 3) return productShot(doc, foldedCloth(doc, 300, 420, w.cloth, w.t, 70, 36, false), bg, 800, 1000, 0.14);
      return productShot(doc, headWrap(doc, w, false), bg, 800, 1000, 0.12);
    }
    default: {
      const canvas = mix(p.base, '#EFE6D4', 0.5);
      const leather = r.pick(['#6B4226', '#3B2A20', '#8A5A32']);
      if (view === 1) return productShot(doc, bag(doc, canvas, t, leather, true), bg, 800, 1000, 0.12);
      if (view === 2) return closeUp(doc, bag(doc, canvas, t, leather, false), { x: 0, y: 120 }, 2.4, -4, bg, canvas);
      if (view === 3) {
        const swatch = foldedCloth(doc, 460, 300, p.base, t, 50, 30, false);
        return productShot(doc, combine(place(swatch, -230, 120), place(bag(doc, canvas, t, leather, false), 0, 0, 0.9)), bg, 800, 1000, 0.1);
      }
      return productShot(doc, bag(doc, canvas, t, leather, false), bg, 800, 1000, 0.12);
    }
  }
}

export function drawAccessoryFigure(doc: Doc, look: Look, variant: AccessoryVariant): Figure {
  const t = tibebOf(look);
  switch (variant) {
    case 'mesob': return mesob(doc, t, false);
    case 'cross': return pendantOnChain(doc, '#C9962B', 120);
    case 'head-wrap': return headWrap(doc, { cloth: look.palette.base, t }, false);
    default: return bag(doc, mix(look.palette.base, '#EFE6D4', 0.5), t, '#6B4226', false);
  }
}
