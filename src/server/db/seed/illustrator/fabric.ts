import type { Box } from './geometry';
import { moveBox } from './geometry';
import type { Tibeb } from './patterns';
import { type Doc, el, num, shade } from './svg';

/** One outer shape of a figure; `t` is an SVG transform list applied to it. */
export interface Shape {
  d: string;
  t?: string;
}

/**
 * A drawn, positioned element. `silhouette` lists the outer shapes as plain
 * paths (clipPath may not contain groups) so the scene can cast one soft
 * shadow for, or clip texture to, the whole composition.
 */
export interface Figure {
  body: string;
  silhouette: Shape[];
  box: Box;
}

export function shapesMarkup(shapes: readonly Shape[]): string {
  return shapes.map((s) => (s.t ? `<path d="${s.d}" transform="${s.t}"/>` : `<path d="${s.d}"/>`)).join('');
}

export function transformShapes(shapes: readonly Shape[], t: string): Shape[] {
  return shapes.map((s) => ({ d: s.d, t: s.t ? `${t} ${s.t}` : t }));
}

export function place(fig: Figure, dx: number, dy: number, k = 1): Figure {
  const t = `translate(${num(dx)} ${num(dy)}) scale(${k.toFixed(4)})`;
  return {
    body: `<g transform="${t}">${fig.body}</g>`,
    silhouette: transformShapes(fig.silhouette, t),
    box: moveBox(fig.box, dx, dy, k),
  };
}

export function combine(...figs: Figure[]): Figure {
  const boxes = figs.map((f) => f.box);
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.w));
  const y1 = Math.max(...boxes.map((b) => b.y + b.h));
  return {
    body: figs.map((f) => f.body).join(''),
    silhouette: figs.flatMap((f) => f.silhouette),
    box: { x: x0, y: y0, w: x1 - x0, h: y1 - y0 },
  };
}

/** Outline colour for a cloth: a soft darker seam line rather than a hard cartoon stroke. */
export function seamColor(cloth: string): string {
  return shade(cloth, -0.2);
}

/**
 * Fine plain-weave texture as long hairlines (not an SVG pattern: librsvg
 * resamples pattern tiles very slowly under fractional scales). Only used in
 * close-ups, where the zoom makes the hand-spun cotton visible.
 */
export function weaveLines(box: Box, cloth: string, pitch = 3): string {
  let h = '';
  for (let y = box.y; y <= box.y + box.h; y += pitch) h += `M${num(box.x)} ${num(y)}h${num(box.w)}`;
  let v = '';
  for (let x = box.x; x <= box.x + box.w; x += pitch * 1.3) v += `M${num(x)} ${num(box.y)}v${num(box.h)}`;
  return (
    el('path', { d: h, stroke: shade(cloth, -0.6), 'stroke-width': pitch * 0.22, 'stroke-opacity': 0.07, fill: 'none' }) +
    el('path', { d: v, stroke: '#ffffff', 'stroke-width': pitch * 0.3, 'stroke-opacity': 0.16, fill: 'none' })
  );
}

/** Horizontal light/shadow falloff that gives a flat shape some roundness. */
export function volumeGradient(doc: Doc, dark: string, strength = 1): string {
  return doc.cached(
    `vol|${dark}|${strength}`,
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
      `<stop offset="0" stop-color="${dark}" stop-opacity="${(0.16 * strength).toFixed(3)}"/>` +
      `<stop offset="0.22" stop-color="${dark}" stop-opacity="0"/>` +
      `<stop offset="0.45" stop-color="#ffffff" stop-opacity="${(0.18 * strength).toFixed(3)}"/>` +
      `<stop offset="0.7" stop-color="${dark}" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="${dark}" stop-opacity="${(0.2 * strength).toFixed(3)}"/>` +
      '</linearGradient>',
    'g',
  );
}

/** Vertical fade used for fold shadows: invisible at the gathered top, strongest at the hem. */
export function foldGradient(doc: Doc, color: string, opacity: number): string {
  return doc.cached(
    `fold|${color}|${opacity}`,
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="${color}" stop-opacity="0"/>` +
      `<stop offset="0.55" stop-color="${color}" stop-opacity="${(opacity * 0.6).toFixed(3)}"/>` +
      `<stop offset="1" stop-color="${color}" stop-opacity="${opacity.toFixed(3)}"/>` +
      '</linearGradient>',
    'g',
  );
}

/**
 * A narrow woven trim along any curve (necklines, cape edges, basket rims).
 * Curves cannot carry a tiled pattern without distortion, so the trim is
 * built from stacked strokes with dash rhythms that read as small woven blocks.
 */
export function trimStroke(d: string, w: number, t: Tibeb, ground: string): string {
  const [a = '#000', b = a, c = b] = t.colors;
  const variant = ((t.pattern % 3) + 3) % 3;
  const base = { d, fill: 'none', 'stroke-linejoin': 'round' };
  let out = el('path', { ...base, stroke: a, 'stroke-width': w });
  out += el('path', { ...base, stroke: ground, 'stroke-width': w * 0.7 });
  if (variant === 0) {
    out += el('path', { ...base, stroke: b, 'stroke-width': w * 0.44, 'stroke-dasharray': `${num(w * 0.34)} ${num(w * 0.2)}` });
    out += el('path', { ...base, stroke: c, 'stroke-width': w * 0.16, 'stroke-dasharray': `${num(w * 0.14)} ${num(w * 0.4)}` });
  } else if (variant === 1) {
    out += el('path', { ...base, stroke: b, 'stroke-width': w * 0.16 });
    out += el('path', { ...base, stroke: c, 'stroke-width': w * 0.44, 'stroke-dasharray': `${num(w * 0.18)} ${num(w * 0.3)}` });
  } else {
    out += el('path', { ...base, stroke: b, 'stroke-width': w * 0.48, 'stroke-dasharray': `${num(w * 0.5)} ${num(w * 0.16)}` });
    out += el('path', { ...base, stroke: c, 'stroke-width': w * 0.2, 'stroke-dasharray': `${num(w * 0.2)} ${num(w * 0.46)}`, 'stroke-dashoffset': num(w * 0.15) });
  }
  return out;
}

/**
 * Fills a shape with cloth, then draws `inner` (bands, folds) clipped to it,
 * and finally the volume gradient on top so woven bands get shaded with the
 * cloth instead of looking pasted on.
 */
export function clothLayer(doc: Doc, d: string, clipId: string, box: Box, cloth: string, volume: number, inner: string): string {
  const vol = volumeGradient(doc, shade(cloth, -0.55), volume);
  return (
    el('path', { d, fill: cloth }) +
    `<g clip-path="url(#${clipId})">${inner}` +
    el('rect', { x: box.x - 4, y: box.y - 4, width: box.w + 8, height: box.h + 8, fill: `url(#${vol})` }) +
    '</g>'
  );
}
