import type { PoseLandmark } from '@domain/fit/types';

/** BlazePose's 33 landmarks in model order (the order `PoseView.landmarks` keeps). */
export const BLAZEPOSE_LANDMARK_NAMES = [
  'nose',
  'left_eye_inner',
  'left_eye',
  'left_eye_outer',
  'right_eye_inner',
  'right_eye',
  'right_eye_outer',
  'left_ear',
  'right_ear',
  'mouth_left',
  'mouth_right',
  'left_shoulder',
  'right_shoulder',
  'left_elbow',
  'right_elbow',
  'left_wrist',
  'right_wrist',
  'left_pinky',
  'right_pinky',
  'left_index',
  'right_index',
  'left_thumb',
  'right_thumb',
  'left_hip',
  'right_hip',
  'left_knee',
  'right_knee',
  'left_ankle',
  'right_ankle',
  'left_heel',
  'right_heel',
  'left_foot_index',
  'right_foot_index',
] as const;
export type BlazePoseLandmarkName = (typeof BLAZEPOSE_LANDMARK_NAMES)[number];
export const BLAZEPOSE_LANDMARK_COUNT = BLAZEPOSE_LANDMARK_NAMES.length;

/** Index of a landmark by name (kept here so drawing code does not load the tfjs runtime for it). */
export const landmarkIndex = (name: BlazePoseLandmarkName): number => BLAZEPOSE_LANDMARK_NAMES.indexOf(name);

/** The skeleton BlazePose's own demos draw: pairs of landmark indices. */
export const BLAZEPOSE_SKELETON: readonly (readonly [number, number])[] = [
  [0, 1], [1, 2], [2, 3], [3, 7], [0, 4], [4, 5], [5, 6], [6, 8], [9, 10],
  [11, 12], [11, 13], [13, 15], [15, 17], [15, 19], [15, 21], [17, 19],
  [12, 14], [14, 16], [16, 18], [16, 20], [16, 22], [18, 20],
  [11, 23], [12, 24], [23, 24],
  [23, 25], [25, 27], [27, 29], [29, 31], [27, 31],
  [24, 26], [26, 28], [28, 30], [30, 32], [28, 32],
];

/** What pose-detection returns per keypoint: pixels, z scaled like x (by the image width). */
export interface PixelKeypoint {
  x: number;
  y: number;
  z?: number;
  score?: number;
}

/**
 * Pixels → fractions of the image. z is divided by the width too, because pose-detection scaled it
 * by the width (MediaPipe's convention: z shares x's unit). Points outside the frame are kept
 * (x < 0 or > 1): a cut-off foot is information the quality gate needs, not noise to clamp away.
 */
export function keypointsToLandmarks(keypoints: readonly PixelKeypoint[], imageWidth: number, imageHeight: number): PoseLandmark[] {
  if (!(imageWidth > 0) || !(imageHeight > 0)) throw new RangeError(`image size must be positive, got ${imageWidth}x${imageHeight}`);
  return keypoints.map((k) => ({
    x: k.x / imageWidth,
    y: k.y / imageHeight,
    z: (k.z ?? 0) / imageWidth,
    visibility: k.score ?? 0,
  }));
}
