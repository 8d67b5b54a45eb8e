/**
 * What the pose runtime in the browser sends and what the measuring on the server answers
 * (docs/requirements/sizing.md §7 calculate-measurements, plus the silhouette and the side view).
 */

/** BlazePose's 33 landmarks, in its order; x and y are fractions of the image's width and height. */
export interface PoseLandmark {
  x: number;
  y: number;
  z: number;
  visibility: number;
}

/**
 * One run of the person mask on one image row, in pixels: [y, left, right] (inclusive). Several
 * runs may share a y (arms held away from the body are separate runs from the torso).
 */
export type SilhouetteRun = [y: number, left: number, right: number];

export interface Silhouette {
  rows: SilhouetteRun[];
}

/** One photographed view as the pose runtime reads it: what leaves the device instead of the photo. */
export interface PoseView {
  landmarks: PoseLandmark[];
  imageWidth: number;
  imageHeight: number;
  silhouette?: Silhouette;
}

export const FIT_ERROR_CODES = ['LANDMARKS_MISSING', 'FRAMING_INVALID', 'CALIBRATION_FAILED', 'IMPLAUSIBLE_METRICS', 'FIT_QUALITY_GATE_FAILED'] as const;
export type FitErrorCode = (typeof FIT_ERROR_CODES)[number];
