import { resolveLook } from './draw-garment';
import { combine, place } from './fabric';
import { meskelEmblem } from './garments/cape';
import { drawDress } from './garments/dress';
import { designHabeshaKemis } from './garments/habesha-kemis';
import { designMensShirt } from './garments/mens-shirt';
import { drawShirt } from './garments/menswear';
import { designNetela, foldedStack } from './garments/netela';
import { tibebOf } from './look';
import { hBand } from './patterns';
import { fitBox, placeWithShadow } from './scene';
import { Doc, el, mix, shade } from './svg';

const W = 1600;
const H = 900;

/**
 * Home-page hero: the left ~45% stays calm for headline overlay; the right
 * holds a kemis, a men's shirt and a netela stack in one matching colourway,
 * grounded on a wide woven band that runs the full width.
 */
export function drawHeroBanner(seed = 1): string {
  const doc = new Doc();
  const look = resolveLook('habesha-kemis', seed);
  const p = look.palette;
  const kemis = designHabeshaKemis(look);
  const shirt = designMensShirt(resolveLook('mens-shirt', seed));
  shirt.tibeb = kemis.tibeb;
  shirt.trim = kemis.trim;
  const n = designNetela(resolveLook('netela', seed));
  n.tibeb = kemis.tibeb;

  const wall = mix(p.background, p.accent, 0.08);
  const bandTop = 760;
  const t = { ...tibebOf(look), ground: p.base };
  const light = doc.cached('herolight', (id) =>
    `<radialGradient id="${id}" cx="0.68" cy="0.4" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/>` +
    `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`, 'g');
  let body = el('rect', { width: W, height: H, fill: wall }) + el('rect', { width: W, height: H, fill: `url(#${light})` });
  // A faint oversized Meskel medallion gives the empty text side some texture.
  body += meskelEmblem(300, 330, 190, mix(wall, p.accent, 0.06));
  body += el('path', { d: `M860 ${bandTop}V300A300 300 0 0 1 1460 300V${bandTop}Z`, fill: '#ffffff', 'fill-opacity': 0.45 });
  body += el('rect', { y: bandTop, width: W, height: H - bandTop, fill: p.base });
  body += hBand(doc, t, 0, bandTop + 18, W, 96);
  body += el('rect', { y: bandTop, width: W, height: 5, fill: shade(wall, -0.1) });
  body += el('rect', { y: H - 10, width: W, height: 10, fill: t.colors[0] ?? p.accent });

  const group = combine(
    place(drawShirt(doc, shirt, 'front'), 250, -40, 0.95),
    place(drawDress(doc, kemis, 'front'), -60, 0),
    place(foldedStack(doc, n, [n.tibeb, tibebOf(look, 1, 2), tibebOf(look, 2, 4)]), -560, 560, 0.62),
  );
  // Fit into the right-hand stage area only.
  const fit = fitBox(group.box, 920, bandTop + 20, 0.03);
  body += placeWithShadow(group, { dx: fit.dx + 660, dy: fit.dy + 6, k: fit.k }, wall, 1.2);
  return doc.render(W, H, body);
}
