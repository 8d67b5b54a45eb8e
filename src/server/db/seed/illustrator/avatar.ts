import { trimStroke } from './fabric';
import { PALETTES } from './palettes';
import { hashInts, hashString, mulberry32, type Rng } from './prng';
import { Doc, el, mix, num, shade } from './svg';

const SIZE = 400;

/** Warm skin tones across the range of Ethiopian and diaspora customers. */
const SKIN = ['#8D5524', '#A0662F', '#7B4A2A', '#C68642', '#5C3A21', '#B5784A', '#6F4630', '#9A6440', '#D09A6A', '#4E3020'];
const HAIR = ['#1B1411', '#241812', '#2F2119', '#3B2A1F'];

type HairStyle = 'afro' | 'crop' | 'braids' | 'bun' | 'headwrap' | 'netela' | 'fade';

interface Person {
  skin: string;
  hair: string;
  style: HairStyle;
  beard: boolean;
  earrings: boolean;
  cloth: string;
  collar: { pattern: number; colors: string[] };
  bg: string;
  wrap: string;
}

/** Who the avatar shows; without it the look is drawn from every style. */
export type AvatarPresentation = 'feminine' | 'masculine';

const STYLES: Record<AvatarPresentation | 'any', HairStyle[]> = {
  feminine: ['afro', 'braids', 'bun', 'headwrap', 'netela', 'netela', 'braids'],
  masculine: ['fade', 'crop', 'fade', 'crop'],
  any: ['afro', 'crop', 'braids', 'bun', 'headwrap', 'netela', 'fade', 'crop', 'netela'],
};

function person(rng: Rng, presentation?: AvatarPresentation): Person {
  const p = rng.pick(PALETTES);
  const style = rng.pick<HairStyle>(STYLES[presentation ?? 'any']);
  const masculine = presentation ? presentation === 'masculine' : style === 'fade' || (style === 'crop' && rng.chance(0.6));
  return {
    skin: rng.pick(SKIN),
    hair: rng.pick(HAIR),
    style,
    beard: masculine && rng.chance(0.6),
    earrings: !masculine && style !== 'netela' && rng.chance(0.6),
    cloth: rng.chance(0.75) ? p.base : mix(p.accent, '#ffffff', 0.15),
    collar: { pattern: rng.int(0, 7), colors: [...p.tibeb] },
    bg: mix(p.background, p.accent, rng.range(0.2, 0.32)),
    wrap: rng.chance(0.4) ? p.base : mix(p.accent, '#ffffff', rng.range(0.05, 0.35)),
  };
}

/**
 * Stylised head-and-shoulders portrait: faceless on purpose (a clean editorial
 * look that avoids uncanny features) but with hair, wraps, jewellery and a
 * tibeb collar so each customer avatar feels individual.
 */
export function drawAvatar(name: string, seed: number, presentation?: AvatarPresentation): string {
  const rng = mulberry32(hashInts(hashString(name), Math.trunc(seed)));
  const f = person(rng, presentation);
  const doc = new Doc();
  const skinDark = shade(f.skin, -0.22);
  let back = '';
  let front = '';

  // Hair mass behind the head.
  if (f.style === 'afro') {
    let d = '';
    for (let i = 0; i < 18; i++) {
      const a = (i / 18) * Math.PI * 2;
      d += `M${num(200 + Math.cos(a) * 92)} ${num(150 + Math.sin(a) * 84)}m-26 0a26 26 0 1 0 52 0a26 26 0 1 0 -52 0`;
    }
    back += el('ellipse', { cx: 200, cy: 150, rx: 100, ry: 92, fill: f.hair }) + el('path', { d, fill: f.hair });
  }
  if (f.style === 'braids') {
    for (const sx of [-1, 1]) {
      for (let i = 0; i < 3; i++) {
        const x = 200 + sx * (54 + i * 11);
        back += el('path', { d: `M${x} 150Q${x + sx * 8} 240 ${x + sx * 4} ${300 + i * 10}`, stroke: f.hair, 'stroke-width': 12, 'stroke-linecap': 'round', fill: 'none' });
        back += el('path', { d: `M${x} 150Q${x + sx * 8} 240 ${x + sx * 4} ${300 + i * 10}`, stroke: shade(f.hair, 0.25), 'stroke-width': 12, 'stroke-dasharray': '2 8', fill: 'none' });
      }
    }
  }
  if (f.style === 'netela') {
    // Netela over the head and shoulders, framing the face.
    back += el('path', { d: 'M200 52C120 52 96 130 96 190C96 250 70 300 40 400H360C330 300 304 250 304 190C304 130 280 52 200 52Z', fill: f.wrap, 'fill-opacity': 0.94, stroke: shade(f.wrap, -0.15), 'stroke-width': 1.5 });
  }

  // Shoulders and garment with a woven tibeb neckline.
  const shoulders = 'M36 400C44 326 112 296 200 294C288 296 356 326 364 400Z';
  const neckline = 'M160 298Q200 350 240 298';
  front += el('path', { d: shoulders, fill: f.cloth, stroke: shade(f.cloth, -0.15), 'stroke-width': 1.5 });
  const clip = doc.clip(`<path d="${shoulders}"/>`);
  front += `<g clip-path="url(#${clip})">${trimStroke('M150 292Q200 362 250 292', 22, f.collar, f.cloth)}` +
    el('path', { d: 'M80 400C90 350 120 320 150 310', stroke: shade(f.cloth, -0.5), 'stroke-opacity': 0.1, 'stroke-width': 10, fill: 'none' }) + '</g>';
  // Neck.
  const neck = 'M172 220L170 300Q200 318 230 300L228 220Z';
  front += el('path', { d: neck, fill: f.skin }) + el('path', { d: 'M172 262Q200 280 228 262L228 226L172 226Z', fill: skinDark, 'fill-opacity': 0.35 });
  front += el('path', { d: neckline, fill: 'none', stroke: shade(f.cloth, -0.2), 'stroke-width': 1.2 });

  // Head, ears, soft modelling.
  front += el('ellipse', { cx: 140, cy: 172, rx: 10, ry: 16, fill: skinDark }) + el('ellipse', { cx: 260, cy: 172, rx: 10, ry: 16, fill: skinDark });
  front += el('ellipse', { cx: 200, cy: 160, rx: 60, ry: 76, fill: f.skin });
  const modelling = doc.cached(`face|${f.skin}`, (id) =>
    `<radialGradient id="${id}" cx="0.42" cy="0.38" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/>` +
    `<stop offset="0.6" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.22"/></radialGradient>`, 'g');
  front += el('ellipse', { cx: 200, cy: 160, rx: 60, ry: 76, fill: `url(#${modelling})` });
  // Only a soft nose shadow: enough to turn the face toward the viewer.
  front += el('path', { d: 'M204 152Q208 172 204 186', fill: 'none', stroke: skinDark, 'stroke-width': 3, 'stroke-linecap': 'round', 'stroke-opacity': 0.35 });
  front += el('ellipse', { cx: 200, cy: 190, rx: 9, ry: 3.5, fill: skinDark, 'fill-opacity': 0.3 });
  front += el('ellipse', { cx: 170, cy: 190, rx: 12, ry: 7, fill: '#E0806A', 'fill-opacity': 0.16 }) + el('ellipse', { cx: 232, cy: 190, rx: 12, ry: 7, fill: '#E0806A', 'fill-opacity': 0.16 });

  if (f.beard) {
    front += el('path', { d: 'M142 170C144 230 170 240 200 240C230 240 256 230 258 170C250 200 238 212 200 214C162 212 150 200 142 170Z', fill: f.hair });
  }
  if (f.earrings) {
    const gold = '#C9962B';
    front += el('circle', { cx: 140, cy: 194, r: 6, fill: 'none', stroke: gold, 'stroke-width': 3 }) + el('circle', { cx: 260, cy: 194, r: 6, fill: 'none', stroke: gold, 'stroke-width': 3 });
  }

  // Hair or head covering in front.
  switch (f.style) {
    case 'afro':
      front += el('path', { d: 'M140 150C136 100 170 78 200 78C230 78 264 100 260 150C240 120 160 120 140 150Z', fill: f.hair });
      break;
    case 'crop':
      front += el('path', { d: 'M140 150C132 96 168 80 200 80C232 80 268 96 260 150C256 126 242 110 200 108C158 110 144 126 140 150Z', fill: f.hair });
      break;
    case 'fade':
      front += el('path', { d: 'M142 140C140 100 170 84 200 84C230 84 260 100 258 140C250 118 230 106 200 106C170 106 150 118 142 140Z', fill: f.hair });
      break;
    case 'braids': {
      front += el('path', { d: 'M138 160C130 96 168 78 200 78C232 78 270 96 262 160C250 120 150 120 138 160Z', fill: f.hair });
      let rows = '';
      for (let i = -3; i <= 3; i++) rows += `M${200 + i * 12} 82Q${200 + i * 17} 110 ${200 + i * 22} 140`;
      front += el('path', { d: rows, stroke: shade(f.hair, 0.3), 'stroke-width': 2, fill: 'none' });
      break;
    }
    case 'bun':
      front += el('circle', { cx: 200, cy: 72, r: 30, fill: f.hair });
      front += el('path', { d: 'M140 150C136 96 170 84 200 84C230 84 264 96 260 150C248 116 152 116 140 150Z', fill: f.hair });
      break;
    case 'headwrap': {
      // A wound shash: crossing layers, woven edge on the top layer, knot at the front.
      const wrap = 'M134 160C114 96 140 30 200 26C264 24 294 92 268 160C244 132 156 132 134 160Z';
      front += el('path', { d: wrap, fill: f.wrap, stroke: shade(f.wrap, -0.2), 'stroke-width': 1.4 });
      const wc = doc.clip(`<path d="${wrap}"/>`);
      const edge = 'M128 150C160 118 214 84 276 64';
      front += `<g clip-path="url(#${wc})">` +
        el('path', { d: `${edge}L290 0L120 0Z`, fill: shade(f.wrap, 0.06) }) +
        el('path', { d: 'M150 96Q200 60 262 56M160 130Q220 90 272 96M140 70Q190 36 240 30', stroke: shade(f.wrap, -0.45), 'stroke-opacity': 0.14, 'stroke-width': 5, fill: 'none' }) +
        trimStroke(edge, 16, f.collar, f.wrap) + '</g>';
      for (const [rot, tone] of [[-34, -0.08], [30, 0]] as const) {
        front += el('ellipse', { cx: 0, cy: -12, rx: 14, ry: 20, fill: shade(f.wrap, tone), stroke: shade(f.wrap, -0.2), 'stroke-width': 1.2, transform: `translate(214 40) rotate(${rot})` });
      }
      break;
    }
    case 'netela': {
      // Front edge of the netela with its woven border around the face.
      front += el('path', { d: 'M140 150C136 110 164 92 200 92C236 92 264 110 260 150C248 130 152 130 140 150Z', fill: f.hair });
      const edge = 'M120 330C112 270 124 200 128 150C132 92 170 72 200 72C230 72 268 92 272 150C276 200 288 270 280 330';
      front += el('path', { d: 'M110 400C100 330 108 250 116 150C120 80 160 56 200 56C240 56 280 80 284 150C292 250 300 330 290 400L330 400C320 320 300 240 300 180C300 110 262 50 200 50C138 50 100 110 100 180C100 240 80 320 70 400Z', fill: f.wrap, 'fill-opacity': 0.96 });
      front += trimStroke(edge, 16, f.collar, f.wrap);
      break;
    }
  }
  const body = el('rect', { width: SIZE, height: SIZE, fill: f.bg }) +
    el('circle', { cx: 200, cy: 190, r: 170, fill: '#ffffff', 'fill-opacity': 0.22 }) + back + front;
  return doc.render(SIZE, SIZE, body);
}
