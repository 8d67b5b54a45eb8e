import { describe, expect, it } from 'vitest';
import { placeToasts, placeToastsReport, TOAST_MARGIN, toastRegionWidth, type Box, type KeepOut, type ToastPlacement } from './toast-placement';

const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };

/** The region's box on screen for a placement. */
function boxOf(p: ToastPlacement, viewport: { height: number }, region: { width: number; height: number }): Box {
  const top = p.top ?? viewport.height - (p.bottom ?? 0) - region.height;
  return { top, left: p.left, width: region.width, height: region.height };
}
const intersects = (a: Box, b: Box) => a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

// The cart drawer on a wide screen: 448 px on the right, header with its close button, totals and Checkout at the bottom.
const drawerHeader: KeepOut = { top: 0, left: 918, width: 448, height: 64, level: 'must' };
const drawerFooter: KeepOut = { top: 660, left: 918, width: 448, height: 240, level: 'must' };

describe('toastRegionWidth', () => {
  it('is 24 rem, less the margins on a phone', () => {
    expect(toastRegionWidth(1366)).toBe(384);
    expect(toastRegionWidth(390)).toBe(390 - 2 * TOAST_MARGIN);
    expect(toastRegionWidth(10)).toBe(0);
  });
});

describe('placeToasts', () => {
  it('goes bottom right on a wide screen with nothing open', () => {
    const region = { width: 384, height: 180 };
    expect(placeToasts({ viewport: desktop, region, keepOuts: [] })).toEqual({ left: 1366 - 16 - 384, bottom: 16 });
  });

  it('goes just under the header on a phone, clear of its cart button and of the buttons at the bottom (issue 41)', () => {
    const region = { width: 358, height: 90 };
    const header: KeepOut = { top: 0, left: 0, width: 390, height: 68, level: 'must' };
    const p = placeToasts({ viewport: phone, region, keepOuts: [header] });
    expect(p).toEqual({ left: 16, top: 68 + 8 });
    const box = boxOf(p, phone, region);
    expect(intersects(box, header)).toBe(false);
    // The sign-up form's submit button and a page's bottom actions sit in the thumb's reach.
    expect(intersects(box, { top: 844 - 200, left: 0, width: 390, height: 200 })).toBe(false);
  });

  it('goes to the top of a phone when nothing is marked, and to the bottom when the top is taken', () => {
    const region = { width: 358, height: 90 };
    expect(placeToasts({ viewport: phone, region, keepOuts: [] })).toEqual({ left: 16, top: 16 });
    const tallTop: KeepOut = { top: 0, left: 0, width: 390, height: 400, level: 'must' };
    expect(placeToasts({ viewport: phone, region, keepOuts: [tallTop] })).toEqual({ left: 16, bottom: 16 });
  });

  it('moves beside an open cart drawer instead of over its totals and Checkout', () => {
    const region = { width: 384, height: 180 };
    const p = placeToasts({ viewport: desktop, region, keepOuts: [drawerHeader, drawerFooter] });
    expect(p).toEqual({ left: 16, bottom: 16 });
  });

  it('sits between the drawer header and its totals when the drawer fills a phone', () => {
    const region = { width: 358, height: 200 };
    const header: KeepOut = { top: 0, left: 0, width: 390, height: 64, level: 'must' };
    const footer: KeepOut = { top: 600, left: 0, width: 390, height: 244, level: 'must' };
    const p = placeToasts({ viewport: phone, region, keepOuts: [header, footer] });
    const box = boxOf(p, phone, region);
    expect(intersects(box, header)).toBe(false);
    expect(intersects(box, footer)).toBe(false);
    // Just under the drawer's header, anchored there so more toasts grow downwards, away from the totals.
    expect(p).toEqual({ left: 16, top: 64 + 8 });
  });

  it('covers as little of the controls as it can when no spot clears them all', () => {
    const region = { width: 358, height: 200 };
    const header: KeepOut = { top: 0, left: 0, width: 390, height: 64, level: 'must' };
    const footer: KeepOut = { top: 250, left: 0, width: 390, height: 594, level: 'must' };
    const box = boxOf(placeToasts({ viewport: phone, region, keepOuts: [header, footer] }), phone, region);
    // The 200 px stack cannot fit in the 186 px between them: 22 px of overlap is the least possible.
    const covered = [header, footer].reduce((sum, k) => sum + Math.max(0, Math.min(box.top + box.height, k.top + k.height) - Math.max(box.top, k.top)), 0);
    expect(covered).toBe(22);
  });

  it('keeps a full-screen guide’s close button and its sticky action bar clear on a phone', () => {
    const region = { width: 358, height: 90 };
    const header: KeepOut = { top: 0, left: 0, width: 390, height: 56, level: 'must' };
    const actions: KeepOut = { top: 772, left: 0, width: 390, height: 72, level: 'must' };
    const box = boxOf(placeToasts({ viewport: phone, region, keepOuts: [header, actions] }), phone, region);
    expect(intersects(box, header)).toBe(false);
    expect(intersects(box, actions)).toBe(false);
  });

  it('keeps a small centred dialog clear when there is room, and only its close button when not', () => {
    const region = { width: 358, height: 90 };
    const dialog: KeepOut = { top: 300, left: 16, width: 358, height: 240, level: 'area' };
    const close: KeepOut = { top: 312, left: 318, width: 44, height: 44, level: 'must' };
    expect(intersects(boxOf(placeToasts({ viewport: phone, region, keepOuts: [dialog, close] }), phone, region), dialog)).toBe(false);

    const tall: KeepOut = { top: 20, left: 16, width: 358, height: 804, level: 'area' };
    const tallClose: KeepOut = { top: 32, left: 318, width: 44, height: 44, level: 'must' };
    const box = boxOf(placeToasts({ viewport: phone, region, keepOuts: [tall, tallClose] }), phone, region);
    expect(intersects(box, tallClose)).toBe(false);
  });

  it('says when the spot covers part of a dialog for want of room (the ship form on a phone)', () => {
    const close: KeepOut = { top: 137, left: 318, width: 44, height: 44, level: 'must' };
    const dialog: KeepOut = { top: 125, left: 16, width: 358, height: 594, level: 'area' };
    // Two toasts (180 px) fit neither above nor below the dialog: they go under its close button, over the title.
    const two = placeToastsReport({ viewport: phone, region: { width: 358, height: 180 }, keepOuts: [dialog, close] });
    expect(two.coversArea).toBe(true);
    expect(intersects(boxOf(two.placement, phone, { width: 358, height: 180 }), close)).toBe(false);
    // One (90 px) fits above it.
    const one = placeToastsReport({ viewport: phone, region: { width: 358, height: 90 }, keepOuts: [dialog, close] });
    expect(one).toEqual({ placement: { left: 16, top: 16 }, coversArea: false });
    // Beside the same dialog on a wide screen there is room.
    const wide = placeToastsReport({ viewport: desktop, region: { width: 384, height: 180 }, keepOuts: [{ ...dialog, left: 459, width: 448 }] });
    expect(wide.coversArea).toBe(false);
    // Controls alone (a drawer's header) are never an area.
    expect(placeToastsReport({ viewport: phone, region: { width: 358, height: 800 }, keepOuts: [close] }).coversArea).toBe(false);
  });

  it('ignores kept-out boxes that are off screen or empty', () => {
    const region = { width: 384, height: 100 };
    const offscreen: KeepOut = { top: 700, left: 1400, width: 448, height: 200, level: 'must' };
    const empty: KeepOut = { top: 780, left: 960, width: 0, height: 0, level: 'must' };
    expect(placeToasts({ viewport: desktop, region, keepOuts: [offscreen, empty] })).toEqual({ left: 966, bottom: 16 });
  });

  it('stays inside the viewport even when the region is taller than the screen', () => {
    const region = { width: 358, height: 1000 };
    const p = placeToasts({ viewport: phone, region, keepOuts: [] });
    expect(boxOf(p, phone, region).top).toBeGreaterThanOrEqual(0);
  });
});
