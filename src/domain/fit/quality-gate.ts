/**
 * The pose quality check of docs/requirements/sizing.md §5, as one pure function the browser runs for instant
 * feedback and the server re-runs as the authority. It returns issues with stable codes; the web
 * app shows them in English or Amharic (POSE_ISSUE_MESSAGES holds the spec's English texts).
 *
 * The spec's rules, with the severities we chose where it is silent:
 * - no person detected: error (spec);
 * - head, shoulders, hips, ankles need visibility above 0.6, at most one missing: otherwise a
 *   warning (spec);
 * - a key point outside the image (head or feet cut off): error: nothing can be measured from a
 *   body that is not all in the photo;
 * - shoulders and hips level within 0.05 (of the image height): error; a lean that large tilts
 *   every row the widths are read on;
 * - shoulder depth difference at most 0.15: error; a turned body shows a width that is neither
 *   breadth nor depth;
 * - head-to-ankle span 0.55–0.9 of the frame height: warning (move closer / further); a smaller
 *   body is still measurable, only with fewer pixels.
 * - arms resting against the body (front view, when the person mask is given): warning
 *   ARMS_AGAINST_BODY; the widths are then read behind the arms or estimated, less surely.
 * Score = max(0, 1 − 0.3·errors − 0.15·warnings); it passes when there are no errors.
 *
 * A side view (the optional second photo) skips the level and turn checks (the body is turned on
 * purpose) and instead must really be turned: shoulders closer together than 0.12 of the body's
 * span in pixels, else NOT_TURNED_SIDEWAYS (error); its key points count as present when either
 * of a pair is visible, since the far one is hidden behind the body.
 */
import { armCrossings, indexRuns, type PxPoint } from './silhouette';
import type { PoseLandmark, Silhouette } from './types';

export const POSE_LANDMARK_COUNT = 33;

/** BlazePose landmark indices used by the photo fit. */
export const LM = {
  nose: 0,
  leftEye: 2,
  rightEye: 5,
  leftEar: 7,
  rightEar: 8,
  leftShoulder: 11,
  rightShoulder: 12,
  leftElbow: 13,
  rightElbow: 14,
  leftWrist: 15,
  rightWrist: 16,
  leftHip: 23,
  rightHip: 24,
  leftKnee: 25,
  rightKnee: 26,
  leftAnkle: 27,
  rightAnkle: 28,
} as const;

/** docs/requirements/sizing.md §9 pose thresholds. */
export const POSE_VISIBILITY_MIN = 0.6;
export const POSE_LEVEL_TOLERANCE = 0.05;
export const POSE_TURN_TOLERANCE = 0.15;
export const POSE_SPAN_RANGE = [0.55, 0.9] as const;
export const POSE_ERROR_PENALTY = 0.3;
export const POSE_WARNING_PENALTY = 0.15;
/** Our own: below this mean visibility of the key points there is no body in the photo. */
export const NO_PERSON_VISIBILITY = 0.3;
/** Our own: a side view whose shoulders are further apart than this share of the body's span is facing the camera. */
export const SIDE_VIEW_MAX_SHOULDER_SPREAD = 0.12;
/**
 * Our own: an arm whose bone line (elbow → wrist → knuckles) runs inside the body's outline on at
 * least this share of its rows, or whose hand (wrist → knuckles) does on at least half of its,
 * rests against the body. Held away, neither crosses it; arms hanging against the sides merge all
 * along, a hand on the hip over its own length.
 */
export const ARMS_AGAINST_BODY_SHARE = 0.3;
export const HAND_ON_BODY_SHARE = 0.5;
/**
 * Our own: an arm's run beside the body's with a gap of at most this share of the shoulder width
 * (about 1 cm on an adult) counts as resting against it on that row. An arm held away shows
 * daylight: A-pose arms in our synthetic photos keep 2.5 cm or more.
 */
export const ARM_DAYLIGHT_SHARE = 0.025;
/** Fewer mask rows than this along an arm say nothing. */
const ARMS_AGAINST_BODY_MIN_ROWS = 5;

export const POSE_ISSUE_CODES = [
  'NO_PERSON',
  'BODY_OUT_OF_FRAME',
  'KEY_POINTS_HIDDEN',
  'SHOULDERS_NOT_LEVEL',
  'HIPS_NOT_LEVEL',
  'TURNED_SIDEWAYS',
  'NOT_TURNED_SIDEWAYS',
  'TOO_FAR',
  'TOO_CLOSE',
  'ARMS_AGAINST_BODY',
] as const;
export type PoseIssueCode = (typeof POSE_ISSUE_CODES)[number];
export type PoseIssueSeverity = 'error' | 'warning';

export const POSE_ISSUE_SEVERITY: Readonly<Record<PoseIssueCode, PoseIssueSeverity>> = {
  NO_PERSON: 'error',
  BODY_OUT_OF_FRAME: 'error',
  KEY_POINTS_HIDDEN: 'warning',
  SHOULDERS_NOT_LEVEL: 'error',
  HIPS_NOT_LEVEL: 'error',
  TURNED_SIDEWAYS: 'error',
  NOT_TURNED_SIDEWAYS: 'error',
  TOO_FAR: 'warning',
  TOO_CLOSE: 'warning',
  ARMS_AGAINST_BODY: 'warning',
};

/** English texts (docs/requirements/sizing.md §5 where it gives one); the web app's locales hold the translations. */
export const POSE_ISSUE_MESSAGES: Readonly<Record<PoseIssueCode, string>> = {
  NO_PERSON: 'No person detected. Make sure your whole body is in the photo.',
  BODY_OUT_OF_FRAME: 'Full body must be clearly visible in the frame. Include your head and feet.',
  KEY_POINTS_HIDDEN: 'Some body parts are hidden. Make sure your head, shoulders, hips and ankles are visible.',
  SHOULDERS_NOT_LEVEL: 'Stand straight facing the camera. Keep shoulders level.',
  HIPS_NOT_LEVEL: 'Stand straight facing the camera. Keep your hips level.',
  TURNED_SIDEWAYS: 'Face the camera directly. Do not turn sideways.',
  NOT_TURNED_SIDEWAYS: 'For the side photo, turn 90° so your side faces the camera.',
  TOO_FAR: 'Move closer so your body fills more of the frame.',
  TOO_CLOSE: 'Move further from the camera so your whole body fits with some space.',
  ARMS_AGAINST_BODY: 'Hold your arms a little away from your body.',
};

export interface PoseIssue {
  code: PoseIssueCode;
  severity: PoseIssueSeverity;
  message: string;
}

export interface PoseQuality {
  passed: boolean;
  /** max(0, 1 − 0.3·errors − 0.15·warnings), two decimals. */
  score: number;
  issues: PoseIssue[];
  /** Head-to-ankle span as a share of the image height (null without a person). */
  span: number | null;
}

export type PoseViewKind = 'front' | 'side';

export interface PoseQualityOptions {
  view?: PoseViewKind;
  /** Pixel size of the image; only the side view's turn check needs it (x and y are scaled differently). */
  imageWidth?: number;
  imageHeight?: number;
  /** The person mask (front view): lets the gate see arms resting against the body. */
  silhouette?: Silhouette | undefined;
}

const issue = (code: PoseIssueCode): PoseIssue => ({ code, severity: POSE_ISSUE_SEVERITY[code], message: POSE_ISSUE_MESSAGES[code] });

export function scorePoseIssues(issues: readonly PoseIssue[]): number {
  const errors = issues.filter((i) => i.severity === 'error').length;
  const warnings = issues.length - errors;
  return Math.round(Math.max(0, 1 - POSE_ERROR_PENALTY * errors - POSE_WARNING_PENALTY * warnings) * 100) / 100;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isLandmark = (l: unknown): l is PoseLandmark =>
  typeof l === 'object' && l !== null && finite((l as PoseLandmark).x) && finite((l as PoseLandmark).y) && finite((l as PoseLandmark).z) && finite((l as PoseLandmark).visibility);

const HEAD = [LM.nose, LM.leftEye, LM.rightEye, LM.leftEar, LM.rightEar] as const;
const PAIRS = [
  [LM.leftShoulder, LM.rightShoulder],
  [LM.leftHip, LM.rightHip],
  [LM.leftAnkle, LM.rightAnkle],
] as const;

/**
 * Checks one photographed pose. Never throws: anything that is not 33 finite landmarks is
 * NO_PERSON.
 */
export function checkPoseQuality(landmarks: readonly unknown[] | null | undefined, options: PoseQualityOptions = {}): PoseQuality {
  const view = options.view ?? 'front';
  const finish = (issues: PoseIssue[], span: number | null): PoseQuality => ({
    passed: !issues.some((i) => i.severity === 'error'),
    score: scorePoseIssues(issues),
    issues,
    span,
  });
  if (!Array.isArray(landmarks) || landmarks.length !== POSE_LANDMARK_COUNT || !landmarks.every(isLandmark)) return finish([issue('NO_PERSON')], null);
  const lm = landmarks as readonly PoseLandmark[];
  const at = (i: number): PoseLandmark => lm[i] as PoseLandmark;
  const visible = (i: number): boolean => at(i).visibility > POSE_VISIBILITY_MIN;

  // The head counts as one key point: the best-seen of nose, eyes and ears.
  const headVisibility = Math.max(...HEAD.map((i) => at(i).visibility));
  const pairIndices = PAIRS.flat();
  const keyVisibilities = [headVisibility, ...pairIndices.map((i) => at(i).visibility)];
  if (keyVisibilities.reduce((s, v) => s + v, 0) / keyVisibilities.length < NO_PERSON_VISIBILITY) return finish([issue('NO_PERSON')], null);

  const issues: PoseIssue[] = [];
  const headPoints = HEAD.filter(visible);
  const anklePoints = [LM.leftAnkle, LM.rightAnkle].filter(visible);
  const keyPoints = [...headPoints, ...pairIndices.filter(visible)];
  const outside = (i: number): boolean => at(i).x < 0 || at(i).x > 1 || at(i).y < 0 || at(i).y > 1;
  // The model places points it cannot see where the body should continue: a head or both ankles
  // unseen and placed beyond the edge are cut off by the photo, not hidden behind something.
  const cutOff = (group: readonly number[]): boolean => !group.some(visible) && group.some(outside);
  if (keyPoints.some(outside) || cutOff(HEAD) || cutOff([LM.leftAnkle, LM.rightAnkle])) issues.push(issue('BODY_OUT_OF_FRAME'));

  const missing =
    view === 'front'
      ? (headVisibility > POSE_VISIBILITY_MIN ? 0 : 1) + pairIndices.filter((i) => !visible(i)).length
      : (headVisibility > POSE_VISIBILITY_MIN ? 0 : 1) + PAIRS.filter(([a, b]) => !visible(a) && !visible(b)).length;
  if (missing > 1) issues.push(issue('KEY_POINTS_HIDDEN'));

  if (view === 'front') {
    const [ls, rs] = [at(LM.leftShoulder), at(LM.rightShoulder)];
    const [lh, rh] = [at(LM.leftHip), at(LM.rightHip)];
    if (visible(LM.leftShoulder) && visible(LM.rightShoulder)) {
      if (Math.abs(ls.y - rs.y) > POSE_LEVEL_TOLERANCE) issues.push(issue('SHOULDERS_NOT_LEVEL'));
      if (Math.abs(ls.z - rs.z) > POSE_TURN_TOLERANCE) issues.push(issue('TURNED_SIDEWAYS'));
    }
    if (visible(LM.leftHip) && visible(LM.rightHip) && Math.abs(lh.y - rh.y) > POSE_LEVEL_TOLERANCE) issues.push(issue('HIPS_NOT_LEVEL'));
  }

  let span: number | null = null;
  if (headPoints.length > 0 && anklePoints.length > 0) {
    const top = Math.min(...headPoints.map((i) => at(i).y));
    const bottom = Math.max(...anklePoints.map((i) => at(i).y));
    span = Math.round((bottom - top) * 1000) / 1000;
    if (span < POSE_SPAN_RANGE[0]) issues.push(issue('TOO_FAR'));
    else if (span > POSE_SPAN_RANGE[1]) issues.push(issue('TOO_CLOSE'));

    if (view === 'side' && visible(LM.leftShoulder) && visible(LM.rightShoulder) && span > 0) {
      const w = options.imageWidth ?? 1;
      const h = options.imageHeight ?? 1;
      const spread = Math.abs(at(LM.leftShoulder).x - at(LM.rightShoulder).x) * w;
      if (spread / (span * h) > SIDE_VIEW_MAX_SHOULDER_SPREAD) issues.push(issue('NOT_TURNED_SIDEWAYS'));
    }
  }
  if (view === 'front' && options.silhouette && options.imageWidth && options.imageHeight && armsAgainstBody(at, visible, options.silhouette, options.imageWidth, options.imageHeight)) {
    issues.push(issue('ARMS_AGAINST_BODY'));
  }
  return finish(issues, span);
}

/** Whether either arm's elbow → wrist → hand line runs inside the body's run, or beside it with no daylight, on enough rows. */
function armsAgainstBody(at: (i: number) => PoseLandmark, visible: (i: number) => boolean, silhouette: Silhouette, width: number, height: number): boolean {
  const px = (i: number): PxPoint => ({ x: at(i).x * width, y: at(i).y * height });
  const torso = [LM.leftShoulder, LM.rightShoulder, LM.leftHip, LM.rightHip].filter(visible);
  if (torso.length === 0) return false;
  const midX = torso.reduce((sum, i) => sum + px(i).x, 0) / torso.length;
  const runs = indexRuns(silhouette);
  const shoulders = visible(LM.leftShoulder) && visible(LM.rightShoulder) ? Math.hypot(px(LM.leftShoulder).x - px(LM.rightShoulder).x, px(LM.leftShoulder).y - px(LM.rightShoulder).y) : 0;
  const gapPx = ARM_DAYLIGHT_SHARE * shoulders;
  const arms = [
    [LM.leftElbow, LM.leftWrist, 17, 19],
    [LM.rightElbow, LM.rightWrist, 18, 20],
  ] as const;
  return arms.some(([elbow, wrist, pinky, index]) => {
    if (!visible(elbow) || !visible(wrist)) return false;
    const path = [px(elbow), px(wrist)];
    const hand = [pinky, index].filter(visible).map(px);
    if (hand.length > 0) path.push({ x: hand.reduce((s, p) => s + p.x, 0) / hand.length, y: hand.reduce((s, p) => s + p.y, 0) / hand.length });
    const share = (line: readonly PxPoint[]): number => {
      const top = Math.ceil(Math.min(...line.map((p) => p.y)));
      const bottom = Math.floor(Math.max(...line.map((p) => p.y)));
      let rows = 0;
      let inside = 0;
      for (let y = top; y <= bottom; y++) {
        const body = runs.get(y)?.find(([l, r]) => l <= midX && midX <= r);
        // Rows without a run through the midline (between the legs, or no mask there) say nothing.
        if (!body) continue;
        rows++;
        const row = runs.get(y) ?? [];
        const touching = armCrossings([line], y).some(({ x }) => {
          if (x >= body[0] && x <= body[1] + 1) return true;
          // Its own run beside the body, with next to no gap: a mask cannot show an arm resting
          // on the body where the two only touch, but it shows no daylight between them.
          const own = row.find(([a, b]) => a <= x && x <= b + 1);
          return own !== undefined && (x < body[0] ? body[0] - own[1] - 1 : own[0] - body[1] - 1) <= gapPx;
        });
        if (touching) inside++;
      }
      return rows >= ARMS_AGAINST_BODY_MIN_ROWS ? inside / rows : 0;
    };
    return share(path) >= ARMS_AGAINST_BODY_SHARE || (path.length > 2 && share(path.slice(1)) >= HAND_ON_BODY_SHARE);
  });
}
