import { combine, place } from '../fabric';
import type { Look } from '../look';
import { hanger } from '../props';
import { closeUp, productShot } from '../scene';
import type { Doc } from '../svg';
import { drawDress } from './dress';
import { designHabeshaKemis } from './habesha-kemis';
import { designMensShirt } from './mens-shirt';
import { drawShirt } from './menswear';

/** Matching pair: her kemis and his shirt cut from the same tibeb. */
export function coupleSet(doc: Doc, look: Look, view: number): string {
  const kemis = designHabeshaKemis(look);
  const shirt = designMensShirt(look);
  // Same weave, same colours: the pair must visibly match.
  shirt.tibeb = kemis.tibeb;
  shirt.trim = kemis.trim;
  const bg = look.palette.background;
  const pose = view === 1 ? 'back' : 'front';
  const her = drawDress(doc, kemis, view === 1 ? 'back' : 'front');
  const him = drawShirt(doc, shirt, view === 3 ? 'hanger' : pose);
  if (view === 3) {
    const pair = combine(
      place(combine(place(hanger(doc, shirt.shoulderW - 14), 0, 10), him), 190, -30, 0.92),
      place(combine(place(hanger(doc, kemis.shoulderW - 10), 0, 8), drawDress(doc, { ...kemis, sleeveAngle: 5 }, 'front')), -170, 0, 0.92),
    );
    return productShot(doc, pair, bg, 800, 1000, 0.05);
  }
  if (view === 2) {
    // Diptych: her hem-and-panel beside his collar-and-placket, to show the weaves match.
    const hemFocus = { x: kemis.panelW > 0 ? kemis.hemW * 0.15 : kemis.hemW * 0.35, y: kemis.length - (kemis.hemBands[0] ?? 80) * 0.6 };
    const left = closeUp(doc, her, hemFocus, 2.3, -4, bg, kemis.cloth, 400, 1000);
    const right = closeUp(doc, him, { x: 0, y: shirt.neckDepth + 80 }, 2.3, 4, bg, shirt.cloth, 400, 1000);
    const half = doc.clip('<rect width="400" height="1000"/>');
    return (
      `<g clip-path="url(#${half})">${left}</g>` +
      `<g transform="translate(400 0)"><g clip-path="url(#${half})">${right}</g></g>` +
      '<rect x="397" width="6" height="1000" fill="#ffffff" fill-opacity="0.85"/>'
    );
  }
  const pair = combine(place(him, 175, -50), place(her, -175, 0));
  return productShot(doc, pair, bg, 800, 1000, 0.05);
}
