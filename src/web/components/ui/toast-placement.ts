/** A rectangle on screen in CSS pixels, from the viewport's top left. */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * Something toasts must leave visible. `must` is a control the shopper needs next (a close
 * button, a drawer's totals and Checkout); `area` is a whole dialog, kept clear when there is room.
 */
export interface KeepOut extends Box {
  level: 'must' | 'area';
}

/** Where the toast region goes: its left edge and one vertical edge, anchored so it grows away from that edge. */
export type ToastPlacement = { left: number; top: number; bottom?: undefined } | { left: number; bottom: number; top?: undefined };

export interface PlacementInput {
  viewport: { width: number; height: number };
  /** The region's size with the toasts it holds now. */
  region: { width: number; height: number };
  keepOuts: readonly KeepOut[];
}

/** Distance from the viewport's edges, and from a kept-out box. */
export const TOAST_MARGIN = 16;
const GAP = 8;
/** Viewports at least this wide have room beside a drawer for the region (Tailwind's `sm`). */
const WIDE = 640;
const REGION_MAX_WIDTH = 384;

/** The region's width: 24 rem, less on a phone. */
export function toastRegionWidth(viewportWidth: number): number {
  return Math.max(0, Math.min(REGION_MAX_WIDTH, viewportWidth - 2 * TOAST_MARGIN));
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const h = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Picks where toasts go so they cover nothing the shopper needs next (docs/requirements/shop.md §8 toasts; issue 20).
 * Preference on wide screens: the bottom corner (bottom right, so the header and a dialog's close
 * button stay clear), then the other bottom corner, the top, and then just above or just below each
 * kept-out box (inside an open drawer, between its header and its totals). On phones the top first,
 * or just under a bar at the top (the header, a drawer's or guide's header), and the bottom only
 * after that: a phone's buttons are at the bottom. The first spot that clears every box wins; failing that, one that clears the controls
 * (`must`) but covers part of a dialog; failing that, the spot covering the least of the controls.
 */
export function placeToasts(input: PlacementInput): ToastPlacement {
  return placeToastsReport(input).placement;
}

/** `placeToasts`, and whether the spot it found covers part of a kept-clear area (an open dialog) for want of room. */
export function placeToastsReport({ viewport, region, keepOuts }: PlacementInput): { placement: ToastPlacement; coversArea: boolean } {
  const { width: vw, height: vh } = viewport;
  const { width: w, height: h } = region;
  const lefts = vw >= WIDE ? [vw - TOAST_MARGIN - w, TOAST_MARGIN] : [(vw - w) / 2];
  const visible = keepOuts.filter((k) => k.width > 0 && k.height > 0 && k.top < vh && k.top + k.height > 0 && k.left < vw && k.left + k.width > 0);

  // Vertical spots as the region's top, in order of preference.
  const above = [...visible].sort((a, b) => b.top - a.top).map((k) => k.top - GAP - h);
  const below = [...visible].sort((a, b) => a.top + a.height - (b.top + b.height)).map((k) => k.top + k.height + GAP);
  const bottom = vh - TOAST_MARGIN - h;
  // A phone's actions sit at the bottom of the screen, within the thumb's reach (a form's submit
  // button after sign-up, the size guide's result, a sticky action bar); its top holds the header
  // and headings. Toasts go under the top bar there (issue 41), the bottom only when that is taken.
  const underTopBars = below.filter((top) => top < vh / 3);
  const tops: number[] = vw >= WIDE ? [bottom, TOAST_MARGIN, ...above, ...below] : [TOAST_MARGIN, ...underTopBars, bottom, ...above, ...below];

  const spots: Box[] = [];
  for (const top of tops) {
    if (top < 0 || top + h > vh) continue;
    for (const left of lefts) spots.push({ top, left, width: w, height: h });
  }
  if (spots.length === 0) spots.push({ top: Math.max(0, vh - TOAST_MARGIN - h), left: lefts[0] ?? 0, width: w, height: h });

  const musts = visible.filter((k) => k.level === 'must');
  const covers = (spot: Box, boxes: readonly Box[]) => boxes.reduce((sum, b) => sum + overlap(spot, b), 0);
  const chosen =
    spots.find((s) => covers(s, visible) === 0) ??
    spots.find((s) => covers(s, musts) === 0) ??
    spots.reduce((best, s) => (covers(s, musts) < covers(best, musts) ? s : best));

  // Anchored at the nearer edge, so a new toast grows the stack away from it.
  const anchoredBottom = chosen.top + h / 2 > vh / 2;
  const placement: ToastPlacement = anchoredBottom ? { left: chosen.left, bottom: vh - chosen.top - h } : { left: chosen.left, top: chosen.top };
  const areas = visible.filter((k) => k.level === 'area');
  return { placement, coversArea: covers(chosen, areas) > 0 };
}
