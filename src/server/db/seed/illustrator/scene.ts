import { shapesMarkup, weaveLines, type Figure, type Shape } from './fabric';
import type { Box, Pt } from './geometry';
import { type Doc, el, mix, num, shade } from './svg';

export interface Fit { dx: number; dy: number; k: number }

/** Uniformly scales a box into the canvas, centred, with a margin (fractions of the canvas). */
export function fitBox(box: Box, width: number, height: number, margin = 0.08, maxScale = 4): Fit {
  const aw = width * (1 - margin * 2);
  const ah = height * (1 - margin * 2);
  const k = Math.min(aw / box.w, ah / box.h, maxScale);
  const dx = width / 2 - (box.x + box.w / 2) * k;
  const dy = height / 2 - (box.y + box.h / 2) * k;
  return { dx, dy, k };
}

/**
 * Light, even studio backdrop: the palette tint with a soft centre glow and
 * a slightly darker floor, like a seamless paper sweep.
 */
export function backdrop(doc: Doc, width: number, height: number, bg: string): string {
  const glow = doc.cached(`glow|${bg}`, (id) =>
    `<radialGradient id="${id}" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/>` +
    `<stop offset="0.7" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="${shade(bg, -0.3)}" stop-opacity="0.08"/></radialGradient>`, 'g');
  return el('rect', { width, height, fill: bg }) + el('rect', { width, height, fill: `url(#${glow})` });
}

/**
 * Soft drop shadow without a blur filter (feGaussianBlur over a full canvas
 * costs ~60 ms in librsvg): the silhouette is stroked in a few widening,
 * progressively lighter opaque rings, which reads as a smooth penumbra.
 */
export function softShadow(shapes: readonly Shape[], bg: string, k: number, lift = 1, dx = 6, dy = 12, steps = 5): string {
  const silhouette = shapesMarkup(shapes);
  const ink = shade(bg, -0.5);
  const rings = [
    { w: 34, a: 0.035 },
    { w: 24, a: 0.07 },
    { w: 15, a: 0.11 },
    { w: 7, a: 0.15 },
    { w: 0, a: 0.19 },
  ];
  // Close-ups pass fewer steps: the penumbra is mostly off-frame there, and
  // each ring is a near full-canvas fill at that zoom.
  const used = steps >= rings.length ? rings : rings.slice(rings.length - steps);
  let out = `<g transform="translate(${num((dx * lift) / k)} ${num((dy * lift) / k)})" stroke-linejoin="round">`;
  for (const r of used) {
    const c = mix(bg, ink, r.a);
    out += r.w > 0
      ? `<g fill="${c}" stroke="${c}" stroke-width="${num((r.w * lift) / k)}">${silhouette}</g>`
      : `<g fill="${c}">${silhouette}</g>`;
  }
  return out + '</g>';
}

/** Places a figure with its soft drop shadow using the given fit. */
export function placeWithShadow(fig: Figure, fit: Fit, bg: string, lift = 1): string {
  const t = `translate(${num(fit.dx)} ${num(fit.dy)}) scale(${fit.k.toFixed(4)})`;
  return `<g transform="${t}">${softShadow(fig.silhouette, bg, fit.k, lift)}${fig.body}</g>`;
}

/** Standard product shot: backdrop, fitted figure, shadow. */
export function productShot(doc: Doc, fig: Figure, bg: string, width = 800, height = 1000, margin = 0.07): string {
  const fit = fitBox(fig.box, width, height, margin);
  return backdrop(doc, width, height, bg) + placeWithShadow(fig, fit, bg);
}

/**
 * Detail shot: the same figure scaled up around a focus point and tilted a
 * little, the way a photographer would fill the frame with the border.
 */
export function closeUp(
  doc: Doc, fig: Figure, focus: Pt, zoom: number, tilt: number, bg: string, cloth: string, width = 800, height = 1000,
): string {
  const t = `translate(${num(width / 2)} ${num(height / 2)}) rotate(${num(tilt)}) scale(${zoom.toFixed(3)}) translate(${num(-focus.x)} ${num(-focus.y)})`;
  const vignette = doc.cached('vignette', (id) =>
    `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000000" stop-opacity="0.16"/></radialGradient>`, 'g');
  // Weave texture only where the cloth is, and only over the visible window.
  const clip = doc.clip(shapesMarkup(fig.silhouette));
  const span = Math.max(width, height) / zoom;
  const win = { x: focus.x - span * 0.8, y: focus.y - span * 0.8, w: span * 1.6, h: span * 1.6 };
  return (
    backdrop(doc, width, height, bg) +
    `<g transform="${t}">${softShadow(fig.silhouette, bg, zoom, 1, 6, 12, 3)}${fig.body}` +
    `<g clip-path="url(#${clip})">${weaveLines(win, cloth, 3)}</g></g>` +
    el('rect', { width, height, fill: `url(#${vignette})` })
  );
}
