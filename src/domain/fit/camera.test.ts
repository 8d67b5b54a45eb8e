import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BRIGHTNESS_TOO_BRIGHT,
  BRIGHTNESS_TOO_DARK,
  CAMERA_IDEAL_HEIGHT,
  CAMERA_IDEAL_WIDTH,
  CAMERA_JPEG_QUALITY,
  framingOf,
  judgeCapture,
  lightingOf,
  meanBrightness,
  SCAN_COUNTDOWN_SECONDS,
  scanProgress,
} from './camera';
import { LM } from './quality-gate';
import { renderSyntheticView, TYPICAL_BODIES } from './synthetic-body';
import type { PoseLandmark } from './types';

const SIZE = { w: 1000, h: 1600 };
const front = (): PoseLandmark[] => renderSyntheticView(TYPICAL_BODIES.male).landmarks.map((l) => ({ ...l }));
const side = (): PoseLandmark[] => renderSyntheticView(TYPICAL_BODIES.female, { view: 'side' }).landmarks.map((l) => ({ ...l }));
/** Every landmark moved so the body spans `factor` of its height, around the image's centre. */
const zoom = (lms: PoseLandmark[], factor: number): PoseLandmark[] => lms.map((l) => ({ ...l, y: 0.5 + (l.y - 0.5) * factor, x: 0.5 + (l.x - 0.5) * factor }));
const pixels = (rgb: [number, number, number], n = 16): Uint8ClampedArray => {
  const out = new Uint8ClampedArray(n * 4);
  for (let i = 0; i < n; i++) out.set([...rgb, 255], i * 4);
  return out;
};

describe('live camera constants (docs/requirements/sizing.md §9)', () => {
  it('are the spec values', () => {
    expect(SCAN_COUNTDOWN_SECONDS).toBe(5);
    expect(CAMERA_JPEG_QUALITY).toBe(0.8);
    expect([CAMERA_IDEAL_WIDTH, CAMERA_IDEAL_HEIGHT]).toEqual([1920, 1080]);
    expect([BRIGHTNESS_TOO_DARK, BRIGHTNESS_TOO_BRIGHT]).toEqual([0.25, 0.9]);
  });

  it('counts the four states as 1/4 to 4/4', () => {
    expect(['input', 'capture_front', 'capture_side', 'summary'].map((s) => scanProgress(s as 'input').current)).toEqual([1, 2, 3, 4]);
    expect(scanProgress('summary').total).toBe(4);
  });
});

describe('meanBrightness and lightingOf', () => {
  it('reads black as 0, white as 1 and weighs green above blue', () => {
    expect(meanBrightness(pixels([0, 0, 0]))).toBe(0);
    expect(meanBrightness(pixels([255, 255, 255]))).toBeCloseTo(1, 6);
    expect(meanBrightness(pixels([0, 255, 0]))).toBeGreaterThan(meanBrightness(pixels([0, 0, 255])));
  });

  it('is 0 for an empty frame and stays within 0..1 for any pixels and stride', () => {
    expect(meanBrightness(new Uint8ClampedArray(0))).toBe(0);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 400 }), fc.integer({ min: -3, max: 50 }), (bytes, stride) => {
        const b = meanBrightness(Uint8ClampedArray.from(bytes), stride);
        return Number.isFinite(b) && b >= 0 && b <= 1;
      }),
    );
  });

  it('samples every stride-th pixel', () => {
    // Alternating black and white pixels: every pixel gives one half, every second pixel gives black.
    const frame = new Uint8ClampedArray(8 * 4);
    for (let i = 0; i < 8; i++) frame.set(i % 2 ? [255, 255, 255, 255] : [0, 0, 0, 255], i * 4);
    expect(meanBrightness(frame)).toBeCloseTo(0.5, 6);
    expect(meanBrightness(frame, 2)).toBe(0);
  });

  it('calls below 0.25 too dark, above 0.9 too bright, and the rest fine', () => {
    expect(lightingOf(0.1)).toBe('dark');
    expect(lightingOf(0.2499)).toBe('dark');
    expect(lightingOf(0.25)).toBe('ok');
    expect(lightingOf(0.9)).toBe('ok');
    expect(lightingOf(0.9001)).toBe('bright');
    expect(lightingOf(Number.NaN)).toBe('dark');
  });
});

describe('framingOf (the outline turns green)', () => {
  it('is ready for a well-framed front pose and a well-framed side pose', () => {
    expect(framingOf(front(), 'front', SIZE.w, SIZE.h)).toMatchObject({ ready: true, hint: null });
    expect(framingOf(side(), 'side', SIZE.w, SIZE.h)).toMatchObject({ ready: true, hint: null });
  });

  it('asks for a person first, then for the whole body, then for the distance', () => {
    expect(framingOf(null, 'front', SIZE.w, SIZE.h)).toMatchObject({ ready: false, hint: 'NO_PERSON' });
    const cut = front();
    cut[LM.leftAnkle] = { ...(cut[LM.leftAnkle] as PoseLandmark), y: 1.08 };
    expect(framingOf(cut, 'front', SIZE.w, SIZE.h).hint).toBe('BODY_OUT_OF_FRAME');
    expect(framingOf(zoom(front(), 0.5), 'front', SIZE.w, SIZE.h)).toMatchObject({ ready: false, hint: 'TOO_FAR' });
  });

  it('is not ready for a front pose on the side step', () => {
    expect(framingOf(front(), 'side', SIZE.w, SIZE.h)).toMatchObject({ ready: false, hint: 'NOT_TURNED_SIDEWAYS' });
  });
});

describe('judgeCapture (docs/requirements/sizing.md §4: no body keeps the shopper on the step)', () => {
  it('keeps the shopper on the step when there are no landmarks', () => {
    expect(judgeCapture(null, 'front', SIZE.w, SIZE.h)).toMatchObject({ kind: 'retry', reason: 'NO_LANDMARKS' });
    expect(judgeCapture([], 'side', SIZE.w, SIZE.h)).toMatchObject({ kind: 'retry', reason: 'NO_LANDMARKS' });
  });

  it('keeps the shopper on the step when the body is cut off', () => {
    const cut = front();
    cut[LM.rightAnkle] = { ...(cut[LM.rightAnkle] as PoseLandmark), y: 1.1 };
    expect(judgeCapture(cut, 'front', SIZE.w, SIZE.h)).toMatchObject({ kind: 'retry', reason: 'BODY_NOT_VISIBLE' });
  });

  it('refuses a front capture that fails the gate, naming the first error', () => {
    const tilted = front();
    tilted[LM.leftShoulder] = { ...(tilted[LM.leftShoulder] as PoseLandmark), y: (tilted[LM.leftShoulder] as PoseLandmark).y + 0.08 };
    expect(judgeCapture(tilted, 'front', SIZE.w, SIZE.h)).toMatchObject({ kind: 'retry', reason: 'SHOULDERS_NOT_LEVEL' });
  });

  it('accepts a good front, a good side, and a side that is not turned (the server measures from the front then)', () => {
    expect(judgeCapture(front(), 'front', SIZE.w, SIZE.h).kind).toBe('accept');
    expect(judgeCapture(side(), 'side', SIZE.w, SIZE.h).kind).toBe('accept');
    const notTurned = judgeCapture(front(), 'side', SIZE.w, SIZE.h);
    expect(notTurned.kind).toBe('accept');
    expect(notTurned.quality.issues.map((i) => i.code)).toContain('NOT_TURNED_SIDEWAYS');
  });
});
