import { backdropMask, type BackdropModel } from './backdrop';
import { dropSmallIslands } from './cleanup';
import { refineToFullSize } from './refine';
import { downscale, probabilityToMask, resizeMask } from './resample';
import type { AlphaMask, CutMethod, RgbaImage } from './types';

/** Long side of the copy the masks are found on; edges are then refined at full size. */
export const WORK_SIDE = 640;

/** BlazePose's person mask as it came out of the model, at its own size (values 0..1). */
export interface PersonProbability {
  width: number;
  height: number;
  values: Float32Array;
}

/** What the person detector saw, for choosing the method. */
export interface PersonEvidence {
  /** The pose's score (0..1). */
  score: number;
  /** Share of the image the person mask covers above 0.5. */
  area: number;
}

export interface MethodChoice {
  method: CutMethod;
  /** Why, for the screen: a code the page translates. */
  reason: 'PLAIN_BACKDROP' | 'PERSON_FOUND' | 'NO_PERSON';
}

/**
 * The method for a photo. A backdrop of one plain colour (paper, a wall, a sheet) is cut best by
 * its colour, whoever stands in front of it: the fill follows the real edge, where the pose model's
 * mask is coarse. Anywhere else a confidently found person is cut by the pose model's mask: floor
 * boards or street tiles have few colours, so the border looks plain, but their pattern stops or
 * leaks the fill. Without a person the fill is the only method (best effort on a busy background;
 * the brush mends it).
 */
export function chooseMethod(backdrop: Pick<BackdropModel, 'singleColour'>, person: PersonEvidence | null): MethodChoice {
  if (backdrop.singleColour) return { method: 'backdrop', reason: 'PLAIN_BACKDROP' };
  if (person && person.score >= 0.5 && person.area >= 0.02) return { method: 'person', reason: 'PERSON_FOUND' };
  return { method: 'backdrop', reason: 'NO_PERSON' };
}

export interface CutInput {
  image: RgbaImage;
  /** 'auto' chooses with chooseMethod. */
  method: CutMethod | 'auto';
  person?: { probability: PersonProbability; evidence: PersonEvidence } | null;
  /** The working copy and its backdrop fill, when already found (the worker looks at them first). */
  prepared?: PreparedCut;
  /** Filled with milliseconds per step (downscale, mask, refine) when given: the bench's profile. */
  timings?: Record<string, number>;
}

export interface CutResult {
  alpha: AlphaMask;
  method: CutMethod;
  reason: MethodChoice['reason'] | 'CHOSEN';
  backdrop: BackdropModel;
}

/** Share of the image a person mask covers above 0.5. */
export function personArea(p: PersonProbability): number {
  let n = 0;
  for (let i = 0; i < p.width * p.height; i += 1) if (p.values[i]! > 0.5) n += 1;
  return p.width * p.height > 0 ? n / (p.width * p.height) : 0;
}

/**
 * The whole cut: masks on a ≤ 640 px copy (backdrop fill from the borders, or the person mask),
 * specks dropped, then edges refined against the full-size photo. Answers the alpha at full size.
 */
/** The ≤ 640 px working copy and the backdrop fill on it: enough to tell whether a person is worth looking for. */
export interface PreparedCut {
  small: RgbaImage;
  fill: { mask: AlphaMask; model: BackdropModel };
}

/**
 * `givenSmall`: a working copy already made (the worker has the browser resample it, much faster
 * than averaging 12 M pixels in script); it must be `workSize(image)`, the box average's size.
 */
/** The working copy's size for an image: what `downscale(image, WORK_SIDE)` answers. */
export function workSize(width: number, height: number): { width: number; height: number; factor: number } {
  const factor = Math.max(1, Math.ceil(Math.max(width, height) / WORK_SIDE));
  return { width: Math.max(1, Math.floor(width / factor)), height: Math.max(1, Math.floor(height / factor)), factor };
}

export function prepareCut(image: RgbaImage, timings?: Record<string, number>, givenSmall?: RgbaImage): PreparedCut {
  const clock = stopwatch(timings);
  const small = givenSmall ?? downscale(image, WORK_SIDE);
  clock('downscale');
  const fill = backdropMask(small);
  clock('backdrop');
  return { small, fill };
}

export function cutImage(input: CutInput): CutResult {
  const { small, fill } = input.prepared ?? prepareCut(input.image, input.timings);
  const clock = stopwatch(input.timings);
  const person = input.person ?? null;
  let method: CutMethod;
  let reason: CutResult['reason'];
  if (input.method === 'auto') {
    const choice = chooseMethod(fill.model, person?.evidence ?? null);
    method = choice.method;
    reason = choice.reason;
  } else {
    method = input.method === 'person' && !person ? 'backdrop' : input.method;
    reason = 'CHOSEN';
  }
  let mask: AlphaMask;
  if (method === 'person' && person) {
    const hard = probabilityToMask(person.probability.values, person.probability.width, person.probability.height);
    const resized = resizeMask(hard, small.width, small.height);
    for (let i = 0; i < resized.data.length; i += 1) resized.data[i] = resized.data[i]! >= 128 ? 255 : 0;
    mask = resized;
  } else {
    mask = fill.mask;
  }
  mask = dropSmallIslands(mask);
  clock('mask');
  const alpha = refineToFullSize(input.image, small, mask);
  clock('refine');
  return { alpha, method, reason, backdrop: fill.model };
}

/** Records the time since the last call under a name (nothing without a record to fill). */
function stopwatch(into: Record<string, number> | undefined): (name: string) => void {
  let last = into ? performance.now() : 0;
  return (name) => {
    if (!into) return;
    const now = performance.now();
    into[name] = (into[name] ?? 0) + Math.round(now - last);
    last = now;
  };
}
