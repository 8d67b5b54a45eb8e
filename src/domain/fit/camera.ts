/**
 * The live-camera scan's rules (docs/requirements/sizing.md §4 "Live-camera flow", §5 "Live camera", §9 limits), as
 * pure functions: the web app runs them on every frame it looks at, the tests run them on made-up
 * frames and poses.
 */
import { checkPoseQuality, type PoseIssueCode, type PoseQuality, type PoseViewKind } from './quality-gate';

/** docs/requirements/sizing.md §9: capture countdown 5 s, camera JPEG quality 0.8, ideal 1920x1080 with the front camera. */
export const SCAN_COUNTDOWN_SECONDS = 5;
export const CAMERA_JPEG_QUALITY = 0.8;
export const CAMERA_IDEAL_WIDTH = 1920;
export const CAMERA_IDEAL_HEIGHT = 1080;
/** docs/requirements/sizing.md §9 brightness thresholds: below 0.25 too dark, above 0.9 too bright. */
export const BRIGHTNESS_TOO_DARK = 0.25;
export const BRIGHTNESS_TOO_BRIGHT = 0.9;

/** The states of docs/requirements/sizing.md §4, in order; progress shows them as 1/4 to 4/4. */
export const SCAN_STEPS = ['input', 'capture_front', 'capture_side', 'summary'] as const;
export type ScanStep = (typeof SCAN_STEPS)[number];

export function scanProgress(step: ScanStep): { current: number; total: number } {
  return { current: SCAN_STEPS.indexOf(step) + 1, total: SCAN_STEPS.length };
}

/**
 * Mean brightness 0..1 of RGBA pixels (Rec. 601 luma), reading every `stride`-th pixel. A frame
 * with no pixels is 0 (dark), never NaN.
 */
export function meanBrightness(rgba: ArrayLike<number>, stride = 1): number {
  const step = Math.max(1, Math.floor(stride)) * 4;
  let sum = 0;
  let count = 0;
  for (let i = 0; i + 2 < rgba.length; i += step) {
    sum += 0.299 * (rgba[i] ?? 0) + 0.587 * (rgba[i + 1] ?? 0) + 0.114 * (rgba[i + 2] ?? 0);
    count++;
  }
  return count === 0 ? 0 : Math.min(1, Math.max(0, sum / count / 255));
}

export type Lighting = 'dark' | 'bright' | 'ok';

export function lightingOf(brightness: number): Lighting {
  if (!Number.isFinite(brightness) || brightness < BRIGHTNESS_TOO_DARK) return 'dark';
  if (brightness > BRIGHTNESS_TOO_BRIGHT) return 'bright';
  return 'ok';
}

/**
 * What the guidance under the live picture says. `ready` turns the outline green: the pose passes
 * the quality gate of its view with no issue that asks the shopper to move (a body that is too
 * far or too close still measures, but the outline only turns green when it is right).
 */
export interface Framing {
  ready: boolean;
  /** The first thing to fix, in the order a shopper can act on it; null when ready. */
  hint: PoseIssueCode | null;
  quality: PoseQuality;
}

const HINT_ORDER: readonly PoseIssueCode[] = ['NO_PERSON', 'BODY_OUT_OF_FRAME', 'TOO_CLOSE', 'TOO_FAR', 'NOT_TURNED_SIDEWAYS', 'TURNED_SIDEWAYS', 'KEY_POINTS_HIDDEN', 'SHOULDERS_NOT_LEVEL', 'HIPS_NOT_LEVEL'];

export function framingOf(landmarks: readonly unknown[] | null | undefined, view: PoseViewKind, imageWidth: number, imageHeight: number): Framing {
  const quality = checkPoseQuality(landmarks, { view, imageWidth, imageHeight });
  const codes = new Set(quality.issues.map((i) => i.code));
  const hint = HINT_ORDER.find((c) => codes.has(c)) ?? null;
  return { ready: hint === null, hint, quality };
}

/**
 * What happens after a capture (docs/requirements/sizing.md §4): no body, or a body cut off, keeps the shopper on the
 * step with a message; anything else the server can judge moves on. A front view must pass the
 * quality gate (the server refuses it otherwise); a side view that is not turned is still
 * accepted, and the server measures from the front only and says so.
 */
export type CaptureVerdict = { kind: 'accept'; quality: PoseQuality } | { kind: 'retry'; reason: 'NO_LANDMARKS' | 'BODY_NOT_VISIBLE' | PoseIssueCode; quality: PoseQuality };

export function judgeCapture(landmarks: readonly unknown[] | null | undefined, view: PoseViewKind, imageWidth: number, imageHeight: number): CaptureVerdict {
  const quality = checkPoseQuality(landmarks, { view, imageWidth, imageHeight });
  const codes = new Set(quality.issues.map((i) => i.code));
  if (codes.has('NO_PERSON')) return { kind: 'retry', reason: 'NO_LANDMARKS', quality };
  if (codes.has('BODY_OUT_OF_FRAME')) return { kind: 'retry', reason: 'BODY_NOT_VISIBLE', quality };
  if (view === 'front' && !quality.passed) {
    const first = quality.issues.find((i) => i.severity === 'error');
    return { kind: 'retry', reason: first?.code ?? 'NO_PERSON', quality };
  }
  return { kind: 'accept', quality };
}

